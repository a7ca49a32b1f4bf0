import styled from 'styled-components';
import { token } from '../../core';
import { focusRing } from '../../core/theme';

export const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.25em;
`;

export const Total = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
`;

export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${token('--lp-color-text-muted')};
`;

export { FilterBar as Toolbar } from '../../core/ui/FilterBar';

/** Two toggle buttons joined: the view shown is pressed (said by aria-pressed, not colour). */
export const Views = styled.div`
  display: inline-flex;
  button {
    min-height: 36px;
    padding: 0 14px;
    font: inherit;
    color: ${token('--lp-color-text')};
    background: ${token('--lp-color-surface')};
    border: 1px solid ${token('--lp-color-border')};
    cursor: pointer;
    ${focusRing}
  }
  button:first-child {
    border-radius: ${token('--lp-radius')} 0 0 ${token('--lp-radius')};
  }
  button:last-child {
    border-radius: 0 ${token('--lp-radius')} ${token('--lp-radius')} 0;
    border-inline-start: 0;
  }
  button[aria-pressed='true'] {
    color: ${token('--lp-color-on-primary')};
    background: ${token('--lp-color-primary-strong')};
    border-color: ${token('--lp-color-primary-strong')};
  }
`;

export const Numeric = styled.td`
  font-variant-numeric: tabular-nums;
`;

/** The category's share as a bar beside its percentage (the number says it; the bar shows it). */
export const Share = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 160px;
`;

export const Bar = styled.span<{ $share: number }>`
  display: inline-block;
  width: 100px;
  height: 10px;
  border-radius: 5px;
  background: linear-gradient(
    90deg,
    ${token('--lp-color-primary-strong')} ${({ $share }) => $share}%,
    ${token('--lp-color-surface-alt')} ${({ $share }) => $share}%
  );
  border: 1px solid ${token('--lp-color-border')};
`;

/** In a row header (on the surface-alt background): the darker primary keeps 4.5:1 there. */
export const RowAction = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${token('--lp-color-primary-hover')};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  text-align: start;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;
