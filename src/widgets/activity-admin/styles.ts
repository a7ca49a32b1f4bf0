import styled from 'styled-components';
import { controlFrame, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

/**
 * Measured by its own width: on a 768 px tablet in the portal the list's rows stack. On paper
 * only the sign-up list is printed (the portal page hides its own frame too).
 */
export const Root = styled.section`
  container-type: inline-size;

  @media print {
    & > :not([data-print-signups]) {
      display: none !important;
    }
  }
`;

export const Panel = styled.section`
  margin: 12px 0;
  padding: 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};

  @media print {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

export const SubHeading = styled.h3`
  margin: 0 0 8px;
  font-size: 1.05em;
`;

export const Hint = styled.p`
  margin: 0 0 8px;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
`;

/** Fields side by side where there is room, one a line on a narrow screen. */
export const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  align-items: start;
  gap: 12px;
  margin-bottom: 12px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  margin-bottom: 12px;

  label {
    font-weight: 600;
  }
`;

/** 44 px: a finger on a tablet. */
export const Input = styled.input`
  ${controlFrame}
  min-height: 44px;
  padding: 0 10px;
  min-width: 0;
`;

export const TextArea = styled.textarea`
  ${controlFrame}
  min-height: 140px;
  padding: 8px 10px;
  font-family: inherit;
  line-height: 1.6;
`;

export const FieldError = styled.div`
  color: ${token('--lp-color-danger')};
  font-size: 0.9em;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 12px 0;
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** What the last change did: the saved message, or the refusal. */
export const Status = styled.p<{ $error?: boolean }>`
  min-height: 1.5em;
  margin: 0;
  color: ${(p) => (p.$error ? token('--lp-color-danger') : 'inherit')};
`;

/** The sign-up list's buttons: on screen, never on paper. */
export const PrintHidden = styled.div`
  @media print {
    display: none;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${token('--lp-color-border')};
    text-align: start;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }

  /* A narrow element: each row a block of its own, each value under its column's name. */
  @container (max-width: 560px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr,
    td {
      display: block;
    }
    td[data-label]::before {
      content: attr(data-label) '：';
      font-weight: 600;
    }
  }

  @media print {
    font-size: 11pt;
    th,
    td {
      border-bottom: 1px solid #000;
    }
  }
`;
