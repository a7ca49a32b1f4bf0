import styled from 'styled-components';
import { PlainList, token } from '../../core';

export const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.25em;
  &:focus {
    outline: none;
  }
`;

export const Muted = styled.p`
  margin: 0 0 8px;
  color: ${token('--lp-color-text-muted')};
`;

/** A row of toggle buttons (types, tags): `aria-pressed` says which is chosen, not colour alone. */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  /* A row's height before the tags arrive: their arrival moves nothing below. */
  min-height: 32px;
  margin: 0 0 12px;
`;

/** Room for a row of cards before they arrive (no layout shift when they do). */
export const Results = styled.div`
  min-height: 420px;
`;

export const Chip = styled.button`
  min-height: 32px;
  padding: 0 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: 999px;
  background: ${token('--lp-color-surface')};
  color: ${token('--lp-color-text')};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${token('--lp-color-primary-strong')};
    background: ${token('--lp-color-primary-strong')};
    color: ${token('--lp-color-on-primary')};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

export const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  margin: 0 0 12px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 36px;
    padding: 0 10px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
    font: inherit;
    color: ${token('--lp-color-text')};
    background: ${token('--lp-color-surface')};
  }
`;

export const Cards = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: 1.05em;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  margin: 0;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
  overflow-wrap: anywhere;
`;

export const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
`;

export const Badge = styled.span`
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.85em;
  background: ${token('--lp-color-surface-alt')};
  color: ${token('--lp-color-text')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: auto;
  padding-top: 6px;
`;

export const Description = styled.p`
  margin: 8px 0;
  overflow-wrap: anywhere;
`;
