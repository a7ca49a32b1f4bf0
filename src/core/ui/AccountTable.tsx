import styled from 'styled-components';
import { token } from '../theme';

/**
 * The table of a reader's account list (loans, history, urges, …): a real table so screen
 * readers announce each cell's column; on a phone it scrolls sideways inside its own box
 * instead of widening the page.
 */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const AccountTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${token('--lp-color-border')};
    text-align: start;
    vertical-align: top;
  }
  th {
    font-weight: 600;
    white-space: nowrap;
    background: ${token('--lp-color-surface-alt')};
  }
  td {
    overflow-wrap: anywhere;
  }
`;

/** A live line saying what an action did (renewed, cancelled, deleted): read out when it changes. */
export const StatusLine = styled.p`
  margin: 8px 0;
  min-height: 1.4em;
  &:empty {
    margin: 0;
    min-height: 0;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('--lp-color-text-muted')};
`;
