import styled from 'styled-components';
import { controlFrame, token, type PreBorrowRecord } from '../../core';

export const Summary = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
`;

export const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 1.3em;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 2px 0 0;
  color: ${token('--lp-color-text-muted')};
  overflow-wrap: anywhere;
`;

export const SectionHeading = styled.h3`
  margin: 24px 0 10px;
  font-size: 1.1em;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 6px 8px;
    text-align: start;
    border-bottom: 1px solid ${token('--lp-color-border')};
  }
  th {
    background: ${token('--lp-color-surface-alt')};
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: end;
  }
`;

export const Card = styled.div<{ $state: PreBorrowRecord['state'] }>`
  padding: 12px 14px;
  border-radius: ${token('--lp-radius')};
  border: 1px solid ${token('--lp-color-border')};
  border-inline-start: 4px solid
    ${({ $state }) =>
      $state === 'arrived' ? token('--lp-color-success') : token('--lp-color-accent')};
  background: ${token('--lp-color-surface-alt')};
`;

export const StateText = styled.p`
  margin: 0 0 6px;
  font-weight: 600;
`;

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 12px;
  margin: 8px 0 12px;
  dt {
    color: ${token('--lp-color-text-muted')};
  }
  dd {
    margin: 0;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: 420px;
`;

export const Select = styled.select`
  min-height: 38px;
  padding: 0 8px;
  ${controlFrame}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 20px;
`;
