import styled from 'styled-components';
import { PlainList, token } from '../../core';

export const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25em;
`;

export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin-bottom: 12px;
  & > div:first-child {
    flex: 1 1 220px;
  }
`;

export const Total = styled.p`
  margin: 0 0 12px;
  color: ${token('--lp-color-text-muted')};
`;

/** Cards in as many columns as the widget's own width holds. */
export const Cards = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: 12px;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: 10px;
  background: ${token('--lp-color-surface')};
  h3 {
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 0;
    font-size: 1.05em;
    overflow-wrap: anywhere;
  }
`;
