import styled from 'styled-components';
import { narrowScreen, token } from '../../../core';

export const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  ${narrowScreen} {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/**
 * The sidebar is 220px wide; closed, only its toggle remains. On a phone it spans the
 * column above the page, its entries behind the toggle.
 */
export const Side = styled.nav<{ $open: boolean }>`
  flex-shrink: 0;
  width: ${({ $open }) => ($open ? '220px' : 'auto')};
  padding: 8px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
  ${narrowScreen} {
    width: auto;
    & > button {
      width: 100%;
    }
  }
  [role='group'] > span {
    display: block;
    margin: 12px 8px 4px;
    font-size: 0.9em;
    font-weight: 700;
    color: ${token('--lp-color-text-muted')};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 6px 8px;
    border-radius: ${token('--lp-radius')};
    color: ${token('--lp-color-text')};
    text-decoration: none;
    /* Long English labels wrap inside the 220px column instead of widening it. */
    overflow-wrap: anywhere;
  }
  a.active {
    background: ${token('--lp-color-surface-alt')};
    box-shadow: inset 3px 0 0 ${token('--lp-color-primary')};
    font-weight: 700;
  }
  a:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
`;

export const MenuWrap = styled.div`
  position: relative;
  [role='menu'] {
    position: absolute;
    right: 0;
    z-index: 10;
    min-width: 160px;
    margin: 4px 0 0;
    padding: 4px;
    list-style: none;
    background: ${token('--lp-color-surface')};
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
    box-shadow: 0 6px 18px rgb(0 0 0 / 15%);
  }
  [role='menuitem'] {
    display: block;
    width: 100%;
    padding: 8px 10px;
    border: 0;
    background: transparent;
    color: ${token('--lp-color-text')};
    font: inherit;
    text-align: left;
    cursor: pointer;
    border-radius: ${token('--lp-radius')};
  }
  [role='menuitem']:focus {
    background: ${token('--lp-color-surface-alt')};
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
`;

export const AvatarButton = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 10px 4px 4px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: 999px;
  background: transparent;
  color: ${token('--lp-color-text')};
  font: inherit;
  cursor: pointer;
  span[aria-hidden] {
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${token('--lp-color-primary')};
  }
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
`;
