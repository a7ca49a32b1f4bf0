/**
 * The styled parts the staff widgets share (activities, content, library settings, readers):
 * the panel a list or a form sits in, its fields and their refusals, the buttons under a form
 * and the line saying what the last change did, and the list's table. A widget whose part
 * differs extends it in its own styles.ts (`styled(Panel)`), or keeps its own.
 */
import styled from 'styled-components';
import { token } from '../../theme';
import { controlFrame } from '../forms';

/** Measured by its own width: on a 768 px tablet in the portal a list's rows stack. */
export const Root = styled.section`
  container-type: inline-size;
`;

export const Panel = styled.section`
  margin: 12px 0;
  padding: 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
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

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;

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

export const Select = styled.select`
  ${controlFrame}
  min-height: 44px;
  padding: 0 8px;
  min-width: 0;
`;

export const TextArea = styled.textarea`
  ${controlFrame}
  min-height: 140px;
  padding: 8px 10px;
  font-family: inherit;
  line-height: 1.6;
`;

/** Why the field above was refused (the control is described by it). */
export const FieldError = styled.div`
  color: ${token('--lp-color-danger')};
  font-size: 0.9em;
`;

/** The buttons under a form, with the status line after them. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
`;

/** The buttons of one row of a list. */
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
`;
