import styled from 'styled-components';
import { PlainList, token } from '../../core';
import { cardRows, TableScroll } from '../../core/ui/AccountTable';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.2em;
`;

export const SubHeading = styled.h3`
  margin: 0 0 8px;
  font-size: 1.05em;
`;

export const Panel = styled.section`
  padding: 14px 16px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

export const Items = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 8px 0;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 0;
  border-bottom: 1px solid ${token('--lp-color-border')};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('--lp-color-text-muted')};
`;

export const Amount = styled.strong`
  font-variant-numeric: tabular-nums;
`;

export const Notice = styled.p<{ $tone?: 'danger' | 'success' }>`
  margin: 0;
  color: ${({ $tone }) =>
    $tone === 'danger'
      ? token('--lp-color-danger')
      : $tone === 'success'
        ? token('--lp-color-success')
        : 'inherit'};
`;

/** A table's box: on a phone each row is a card, so nothing scrolls sideways. */
export const TableWrap = TableScroll;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    text-align: left;
    border-bottom: 1px solid ${token('--lp-color-border')};
    vertical-align: top;
  }
  th {
    font-weight: 600;
    white-space: nowrap;
  }
  td.amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ${cardRows}
`;

export const Methods = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 12px 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    font-weight: 600;
  }
`;

export const QrImage = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 12px auto;
  background: #fff;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
