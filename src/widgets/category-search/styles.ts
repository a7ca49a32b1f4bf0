import styled from 'styled-components';
import { token } from '../../core';

export const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  align-items: flex-start;
`;

export const Side = styled.div`
  flex: 1 1 240px;
  max-width: 100%;
  max-height: 75vh;
  overflow: auto;
  padding: 8px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
`;

export const Results = styled.div`
  flex: 999 1 420px;
  min-width: 0;
`;

export const Tree = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ul {
    margin: 0;
    padding: 0 0 0 18px;
    list-style: none;
  }
`;

export const Item = styled.div<{ $selected: boolean }>`
  display: flex;
  align-items: baseline;
  gap: 6px;
  padding: 4px 6px;
  border-radius: ${token('--lp-radius')};
  cursor: pointer;
  background: ${({ $selected }) => ($selected ? token('--lp-color-surface-alt') : 'transparent')};
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  &:hover {
    background: ${token('--lp-color-surface-alt')};
  }
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: -2px;
  }
`;

export const Label = styled.span`
  display: flex;
  flex: 1;
  align-items: baseline;
  gap: 6px;
  min-width: 0;
`;

export const Twisty = styled.span`
  display: inline-block;
  width: 1em;
  flex-shrink: 0;
  text-align: center;
  color: ${token('--lp-color-text-muted')};
`;

/* Text colour: the primary colour falls under 4.5:1 on the selected row's background. */
export const Code = styled.span`
  color: ${token('--lp-color-text')};
  font-weight: 700;
`;

export const Count = styled.span`
  margin-inline-start: auto;
  padding-inline-start: 8px;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.9em;
  white-space: nowrap;
`;
