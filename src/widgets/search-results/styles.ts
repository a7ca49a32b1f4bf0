import styled from 'styled-components';
import { token } from '../../core';

/** A button that reads as a link (did you mean, show all, clear all). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${token('--lp-color-primary-strong')};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

/** A native select styled like the text fields. */
export const Select = styled.select`
  min-height: 36px;
  padding: 0 8px;
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

export const Input = styled.input`
  min-width: 0;
  min-height: 36px;
  padding: 0 10px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
  color: ${token('--lp-color-text')};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${token('--lp-color-danger')};
  }
  &::placeholder {
    color: ${token('--lp-color-text-muted')};
  }
`;

export const FieldLabel = styled.label`
  font-weight: 600;
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
