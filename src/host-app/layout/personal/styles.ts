import styled from 'styled-components';
import { token } from '../../../core';

export const Area = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** The bar with "Home / My Home / Log out" and the avatar menu. */
export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 8px 12px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

export const TopLinks = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  flex: 1;
  a,
  button {
    padding: 6px 10px;
    border: 0;
    border-radius: ${token('--lp-radius')};
    background: transparent;
    color: ${token('--lp-color-text')};
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  .active {
    background: ${token('--lp-color-accent')};
    font-weight: 700;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
`;

/** The tab strip: scrolls sideways on a phone instead of wrapping into several rows. */
export const TabStrip = styled.nav`
  overflow-x: auto;
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 4px;
    list-style: none;
  }
  a {
    display: block;
    padding: 8px 14px;
    border-radius: ${token('--lp-radius')} ${token('--lp-radius')} 0 0;
    color: ${token('--lp-color-text')};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
  }
  a.active {
    border-bottom-color: ${token('--lp-color-primary')};
    font-weight: 700;
    background: ${token('--lp-color-surface')};
  }
  a:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: -2px;
  }
`;

export const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  @media (max-width: 768px) {
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

/** Spec §9: the sidebar is 220px wide; closed, only its toggle remains. */
export const Side = styled.nav<{ $open: boolean }>`
  flex-shrink: 0;
  width: ${({ $open }) => ($open ? '220px' : 'auto')};
  padding: 8px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
  @media (max-width: 768px) {
    width: auto;
  }
  h2 {
    margin: 12px 8px 4px;
    font-size: 0.9em;
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
  }
  a.active {
    background: ${token('--lp-color-surface-alt')};
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
