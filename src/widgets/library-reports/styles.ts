import styled from 'styled-components';
import { controlFrame, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

/** Measured by its own width (container query): on a 768 px tablet the tables become cards. */
export const Root = styled.section`
  container-type: inline-size;
  @media print {
    color: #000;
  }
`;

/** The report, range and buttons: never printed (the printed overdue list is the list). */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin-bottom: 12px;
  form {
    display: contents;
  }
  @media print {
    display: none;
  }
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
  max-width: 100%;
`;

/** Two charts side by side where there is room, one above the other on a tablet. */
export const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  margin-bottom: 12px;
`;

export const Note = styled.p`
  margin: 0 0 8px;
  color: ${token('--lp-color-text-muted')};
`;

export const Figure = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
`;

/** Hidden on paper: the pager and other on-screen-only parts. */
export const ScreenOnly = styled.div`
  @media print {
    display: none;
  }
`;

/** A printed list keeps each row whole and repeats the header on each sheet. */
export const PrintableBox = styled.div`
  @media print {
    overflow: visible !important;
    table {
      font-size: 10pt;
    }
    thead {
      display: table-header-group;
    }
    tr {
      break-inside: avoid;
    }
  }
`;
