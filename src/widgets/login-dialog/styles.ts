import styled from 'styled-components';
import { token } from '../../core';

/** The login dialog is 400 px wide. */
export const LOGIN_DIALOG_WIDTH = 400;

export const Card = styled.section`
  width: min(${LOGIN_DIALOG_WIDTH}px, 100%);
  margin: 0 auto;
  padding: 24px;
  background: ${token('--lp-color-surface')};
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;

export const CardTitle = styled.h1`
  margin: 0 0 18px;
  font-size: 1.3em;
`;

export const ToggleButton = styled.button`
  border: 0;
  padding: 0 10px;
  background: transparent;
  color: ${token('--lp-color-primary-strong')};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
`;

export const SubmitRow = styled.div`
  margin-top: 8px;
  & > button {
    width: 100%;
    min-height: 42px;
  }
`;

/** The first-login step's explanation, above its fields. */
export const Intro = styled.p`
  margin: 0 0 14px;
  color: ${token('--lp-color-text-muted')};
`;

/** The server's refusal of the new password (too weak, same as before, busy). */
export const StepError = styled.p`
  margin: 0 0 10px;
  color: ${token('--lp-color-danger')};
`;
