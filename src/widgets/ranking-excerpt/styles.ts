import styled from 'styled-components';
import { PlainList, token } from '../../core';

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.2em;
`;

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 8px;
`;

/**
 * The period choice: native radios (arrow keys move between them) drawn as one segmented
 * control; each option's text fills its segment, so the checked one is coloured through the
 * radio's sibling selector, which every browser supports.
 */
export const Periods = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 0;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  overflow: hidden;
  label {
    position: relative;
    display: inline-flex;
  }
  label + label {
    border-inline-start: 1px solid ${token('--lp-color-border')};
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 12px;
    color: ${token('--lp-color-text')};
  }
  input:checked + span {
    background: ${token('--lp-color-primary-strong')};
    color: ${token('--lp-color-on-primary')};
    font-weight: 600;
  }
  input:focus-visible + span {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: -5px;
    box-shadow: inset 0 0 0 3px ${token('--lp-color-surface')};
  }
`;

export const Span = styled.p`
  margin: 0 0 8px;
  color: ${token('--lp-color-text-muted')};
`;

export const Books = styled(PlainList)`
  display: grid;
  gap: 4px;
  margin: 0 0 12px;
  li {
    display: grid;
    grid-template-columns: 2em 1fr auto;
    align-items: baseline;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid ${token('--lp-color-border')};
  }
`;

/** The first three places stand out in the accent colour, as ranking boards do. */
export const Rank = styled.span<{ $podium: boolean }>`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-width: 1.8em;
  height: 1.8em;
  border-radius: 50%;
  font-weight: 700;
  background: ${({ $podium }) =>
    $podium ? token('--lp-color-accent') : token('--lp-color-surface-alt')};
  color: ${token('--lp-color-text')};
`;

export const Title = styled.span`
  min-width: 0;
  a {
    /* 24 px tall at least: a comfortable target (WCAG 2.5.8). */
    display: inline-block;
    min-height: 24px;
    color: ${token('--lp-color-primary-strong')};
    font-weight: 600;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

export const Author = styled.span`
  display: block;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;

export const Borrows = styled.span`
  white-space: nowrap;
  color: ${token('--lp-color-text-muted')};
`;

export const Mine = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface-alt')};
`;

export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${token('--lp-color-text-muted')};
`;
