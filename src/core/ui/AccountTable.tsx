import { useRef, type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { token, visuallyHidden } from '../theme';
import { useCardLabels } from './useCardLabels';

/**
 * Below this width of the table's box (not of the window: a widget embedded in a narrow
 * column of a school's page gets cards too) each row is shown as a card.
 */
export const NARROW_TABLE_PX = 560;

const Box = styled.div`
  container-type: inline-size;
  overflow-x: auto;
`;

/**
 * The box of a reader's account table (loans, bills, history, …): wide enough, a real table
 * (scrolling sideways in its own box only between the narrow width and the table's own);
 * narrower, each row is a card whose cells carry their column's name, actions included, so on
 * a phone nothing scrolls sideways and no button hides off-screen.
 */
export function TableScroll(props: HTMLAttributes<HTMLDivElement>) {
  const box = useRef<HTMLDivElement>(null);
  useCardLabels(box);
  return <Box ref={box} {...props} />;
}

/** The card layout of a table, for any table inside a TableScroll (or another container). */
export const cardRows = css`
  @container (max-width: ${NARROW_TABLE_PX - 1}px) {
    &,
    & > tbody,
    & > tbody > tr,
    & > tbody > tr > th,
    & > tbody > tr > td {
      display: block;
    }
    & > thead {
      ${visuallyHidden}
    }
    & > tbody > tr {
      margin-bottom: 8px;
      padding: 6px 12px;
      border: 1px solid ${token('--lp-color-border')};
      border-radius: ${token('--lp-radius')};
    }
    & > tbody > tr > th,
    & > tbody > tr > td {
      padding: 4px 0;
      border: 0;
      background: none;
      white-space: normal;
      overflow-wrap: break-word;
    }
    & > tbody > tr > td[data-label]:not(:empty)::before {
      content: attr(data-label);
      display: block;
      font-size: 0.85em;
      color: ${token('--lp-color-text-muted')};
    }
    & > tbody > tr > td:empty {
      display: none;
    }
  }
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
  ${cardRows}
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
