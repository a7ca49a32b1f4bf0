import styled, { css } from 'styled-components';
import { PlainList, token } from '../../core';

export const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 1em;
`;

export const Words = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-block;
    padding: 4px 12px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: 999px;
    color: ${token('--lp-color-primary-strong')};
    background: ${token('--lp-color-surface')};
    text-decoration: none;
  }
  a:hover {
    border-color: ${token('--lp-color-primary-strong')};
  }
  a:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

/** Inline: the height of one row whatever the words and the width (nothing below moves). */
export const Section = styled.section<{ $inline: boolean }>`
  ${({ $inline }) =>
    $inline &&
    css`
      display: flex;
      align-items: center;
      gap: 12px;
      ${Heading} {
        flex: none;
        margin: 0;
      }
      ${Words} {
        flex: 1;
        min-width: 0;
        flex-wrap: nowrap;
        /* Room for the focus outline, which the scrolling box would clip. */
        padding: 4px;
        overflow-x: auto;
        scrollbar-width: thin;
      }
      ${Words} li {
        flex: none;
      }
    `}
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('--lp-color-text-muted')};
`;
