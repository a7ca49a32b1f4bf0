import styled from 'styled-components';
import { token } from '../theme';

/** The shared chart's figure, canvas box and table alternative (Chart.tsx). */
export const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: 6px;
  }
  summary {
    min-height: 24px;
    cursor: pointer;
    color: ${token('--lp-color-primary-strong')};
  }
  summary:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

/** A fixed height: the chart library sizes the canvas to its box (no layout shift on load). */
export const ChartBox = styled.div<{ $kind: string }>`
  position: relative;
  height: ${({ $kind }) => ($kind === 'doughnut' ? '220px' : '200px')};
`;

export const DataTable = styled.table`
  width: 100%;
  margin-top: 6px;
  border-collapse: collapse;
  caption {
    text-align: start;
    color: ${token('--lp-color-text-muted')};
  }
  th,
  td {
    padding: 4px 8px;
    border-bottom: 1px solid ${token('--lp-color-border')};
    text-align: start;
    font-weight: normal;
  }
  td {
    text-align: end;
  }
`;
