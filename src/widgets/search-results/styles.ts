import styled, { css } from 'styled-components';
import { LinkButton as CoreLinkButton, token } from '../../core';

/** A button that reads as a link (did you mean, show all, clear all). */
export const LinkButton = styled(CoreLinkButton)`
  font-weight: 600;
`;

/** The frame the search form's inputs and selects share. */
const fieldFrame = css`
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
  color: ${token('--lp-color-text')};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 1px;
  }
`;

/** A native select styled like the text fields. */
export const Select = styled.select`
  min-height: 36px;
  padding: 0 8px;
  ${fieldFrame}
`;

export const Input = styled.input`
  min-width: 0;
  min-height: 36px;
  padding: 0 10px;
  ${fieldFrame}
  &[aria-invalid='true'] {
    border-color: ${token('--lp-color-danger')};
  }
  &::placeholder {
    color: ${token('--lp-color-text-muted')};
  }
`;

/** A group of controls with a caption, without the browser's fieldset frame. */
export const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const ErrorMessage = styled.div`
  margin-top: 6px;
  color: ${token('--lp-color-danger')};
`;
