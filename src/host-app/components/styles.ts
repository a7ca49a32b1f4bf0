import styled from 'styled-components';
import { REPEATS_PAGE_TITLE, token, visuallyHidden } from '../../core';

export const Wrapper = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  min-height: 36px;
  padding: 0 10px;
  border: 1px solid currentColor;
  border-radius: ${token('--lp-radius')};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
  }
`;

export const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 100;
  min-width: 120px;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${token('--lp-color-surface')};
  color: ${token('--lp-color-text')};
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
`;

export const Item = styled.button`
  display: block;
  width: 100%;
  padding: 8px 14px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover:not([aria-disabled='true']),
  &:focus-visible {
    background: ${token('--lp-color-surface-alt')};
    outline: none;
  }
  &[aria-disabled='true'] {
    color: ${token('--lp-color-text-muted')};
    cursor: default;
  }
`;

/**
 * The panel a portal page's content sits on. A widget heading that repeats the page's h1
 * (marked by `useRepeatsPageTitle`) stays for screen readers only: the title shows once.
 */
export const PagePanel = styled.div`
  padding: 20px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
  [${REPEATS_PAGE_TITLE}] {
    ${visuallyHidden}
  }
`;

export const Title = styled.h1<{ $compact: boolean }>`
  margin: 0 0 16px;
  font-size: ${({ $compact }) => ($compact ? '1.4em' : '1.5em')};
`;
