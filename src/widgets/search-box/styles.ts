import styled from 'styled-components';
import { token } from '../../core';

export const Form = styled.form`
  position: relative;
  width: 100%;
`;

export const Field = styled.div`
  display: flex;
  align-items: stretch;
  border: 2px solid ${token('--lp-color-primary')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
  overflow: hidden;

  &:focus-within {
    border-color: ${token('--lp-color-primary-strong')};
    box-shadow: ${token('--lp-focus-ring')};
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 40px;
  padding: 0 12px;
  border: 0;
  outline: none;
  background: transparent;
  font: inherit;
  color: inherit;

  &::placeholder {
    color: ${token('--lp-color-text-muted')};
  }
`;

export const SubmitButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  border: 0;
  background: ${token('--lp-color-primary-strong')};
  color: ${token('--lp-color-on-primary')};
  cursor: pointer;

  &:hover {
    background: ${token('--lp-color-primary-hover')};
  }
  &:focus-visible {
    outline: 3px solid ${token('--lp-color-accent')};
    outline-offset: -3px;
  }
`;

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 1000;
  background: ${token('--lp-color-surface')};
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
`;

/** The listbox scrolls itself (tabindex -1 makes the scroll region reachable, axe rule). */
export const Listbox = styled.ul`
  max-height: 320px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  outline: none;
`;

export const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 12px;
  cursor: pointer;

  &[aria-selected='true'],
  &:hover {
    background: ${token('--lp-color-surface-alt')};
  }
  &[aria-selected='true'] {
    box-shadow: inset 3px 0 0 ${token('--lp-color-primary-strong')};
  }
`;

export const Author = styled.span`
  flex-shrink: 0;
  max-width: 40%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${token('--lp-color-text-muted')};
`;

export const Status = styled.div<{ $error?: boolean }>`
  padding: 10px 12px;
  color: ${({ $error }) => ($error ? token('--lp-color-danger') : token('--lp-color-text-muted'))};
`;
