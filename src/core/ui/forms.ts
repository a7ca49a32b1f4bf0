import styled, { css } from 'styled-components';
import { token } from '../theme';

/** A form control's label (the text field has its own). */
export const FieldLabel = styled.label`
  font-weight: 600;
`;

/**
 * The frame of a text area or select, like the text field's: a border that takes the focus
 * ring, and turns red when the control is aria-invalid.
 */
export const controlFrame = css`
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
  color: inherit;
  font: inherit;
  &:focus {
    outline: none;
    border-color: ${token('--lp-color-primary-strong')};
    box-shadow: ${token('--lp-focus-ring')};
  }
  &[aria-invalid='true'] {
    border-color: ${token('--lp-color-danger')};
  }
`;

/** A checkbox and its text, one target to click. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    accent-color: ${token('--lp-color-primary-strong')};
  }
`;

/** What is wrong with a form, under it. */
export const FormError = styled.div`
  color: ${token('--lp-color-danger')};
`;
