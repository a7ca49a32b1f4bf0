import styled from 'styled-components';
import { controlFrame, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

/** Measured by its own width (container query): on a 768 px tablet the table becomes cards. */
export const Root = styled.section`
  container-type: inline-size;
`;

export const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin-bottom: 12px;
`;

/** 44 px: a finger on a tablet at the desk. */
export const Input = styled.input`
  ${controlFrame}
  min-height: 44px;
  padding: 0 10px;
`;

export const Select = styled.select`
  ${controlFrame}
  min-height: 44px;
  padding: 0 8px;
`;

/** Two columns of fields where there is room, one on a narrow screen. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin-bottom: 12px;
`;

export const Hint = styled.div`
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

export const Live = styled.p`
  min-height: 1.5em;
  margin: 8px 0;
`;

export const Secret = styled.code`
  display: inline-block;
  margin: 4px 8px 4px 0;
  padding: 4px 8px;
  font-size: 1.3em;
  letter-spacing: 0.1em;
  border: 1px dashed ${token('--lp-color-border')};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 6px 8px;
    text-align: start;
    border-bottom: 1px solid ${token('--lp-color-border')};
    vertical-align: top;
  }

  /* Below 640 px of its own width each reader is a card: label above value. */
  @container (max-width: 640px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      padding: 8px 0;
      border-bottom: 1px solid ${token('--lp-color-border')};
    }
    td {
      display: grid;
      grid-template-columns: 7em 1fr;
      gap: 8px;
      border: 0;
      padding: 2px 0;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
    }
  }
`;

export const Blocked = styled.span`
  color: ${token('--lp-color-danger')};
`;

export const RowList = styled.ul`
  margin: 4px 0 8px;
  padding-inline-start: 20px;
`;

/** A checkbox with its label, 44 px high for a finger. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
`;

/** The classes a teacher may manage, as many columns as fit. */
export const CheckList = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 0 12px;
  margin: 0 0 8px;
  padding: 0;
  border: 0;

  legend {
    font-weight: 600;
    margin-bottom: 4px;
  }
`;
