/** Statistics' tables and figures (class statistics, a student's learning statistics). */
import styled from 'styled-components';
import { token } from '../theme';
import { cardRows, TableScroll } from './AccountTable';

export const SubHeading = styled.h3`
  margin: 20px 0 8px;
  font-size: 1.05em;
`;

/** A table's box: on a phone each row is a card, so nothing scrolls sideways. */
export const TableBox = TableScroll;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    color: ${token('--lp-color-text-muted')};
    margin-bottom: 4px;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${token('--lp-color-border')};
    text-align: start;
  }
  td.number {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  ${cardRows}
`;

export const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0 0 8px;
`;
