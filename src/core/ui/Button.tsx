import styled, { css } from 'styled-components';
import { focusRing, token } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** `$variant` is a transient prop: styled-components does not pass it to the DOM. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 16px;
  border-radius: ${token('--lp-radius')};
  border: 1px solid transparent;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s,
    border-color 0.15s;
  ${focusRing}

  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${token('--lp-color-primary-strong')};
          color: ${token('--lp-color-on-primary')};
          &:hover:not(:disabled):not([aria-disabled='true']) {
            background: ${token('--lp-color-primary-hover')};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${token('--lp-color-surface')};
            color: ${token('--lp-color-text')};
            border-color: ${token('--lp-color-border')};
            &:hover:not(:disabled) {
              border-color: ${token('--lp-color-primary-strong')};
            }
          `
        : css`
            background: transparent;
            color: inherit;
            padding: 0 8px;
            &:hover:not(:disabled) {
              background: rgba(0, 0, 0, 0.06);
            }
          `}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A button that reads as a link: an action within text, or one that navigates. */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${token('--lp-color-primary-strong')};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;
