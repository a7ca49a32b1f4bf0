import styled, { css } from 'styled-components';
import { token } from '../../core';
import { focusRing } from '../../core/theme';

/** Sits in a page's header: as wide as its button, the menu drops below its right edge. */
export const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

export const Caret = styled.span`
  font-size: 0.75em;
`;

export const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  z-index: 10;
  min-width: 10em;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  background: ${token('--lp-color-surface')};
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  box-shadow: 0 6px 18px rgb(0 0 0 / 15%);
`;

/** A menu entry, a link (My Library) or a button (Log out), looking the same. */
const item = css`
  display: block;
  box-sizing: border-box;
  width: 100%;
  padding: 8px 10px;
  border: 0;
  border-radius: ${token('--lp-radius')};
  background: transparent;
  color: ${token('--lp-color-text')};
  font: inherit;
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${token('--lp-color-surface-alt')};
  }
`;

export const MenuLink = styled.a`
  ${item}
  ${focusRing}
`;

export const MenuAction = styled.button`
  ${item}
  ${focusRing}
`;
