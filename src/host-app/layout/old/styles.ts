import styled from 'styled-components';
import { narrowScreen, token } from '../../../core';

/**
 * The old interface's navbar: one dark bar (product title, search, tools, account). On a phone
 * it is sized in rem (useMobileRootFontSize: 1rem = width / 7.5), so it keeps the older mobile
 * layout's proportions on any screen width.
 */
export const Navbar = styled.header`
  background: #23403a;
  color: #ffffff;
  font-size: 14px;
  ${narrowScreen} {
    font-size: 0.28rem;
  }
`;

export const NavbarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  width: min(1100px, 100%);
  margin: 0 auto;
  padding: 10px 16px;
  ${narrowScreen} {
    gap: 0.12rem 0.2rem;
    padding: 0.16rem 0.24rem;
  }
`;

export const Title = styled.a`
  color: inherit;
  font-weight: 700;
  font-size: 1.15em;
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 100%;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

/** The search box on the bar's own line on a phone, beside the title on a wide screen. */
export const NavbarSearch = styled.div`
  flex: 1 1 320px;
  min-width: 0;
  color: ${token('--lp-color-text')};
  ${narrowScreen} {
    order: 3;
    flex-basis: 100%;
  }
`;

export const NavbarTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  a {
    color: inherit;
  }
  /* The avatar menu's button, drawn for a light bar: white on this dark one (its menu stays light). */
  button[aria-haspopup='menu'] {
    color: inherit;
    border-color: rgb(255 255 255 / 60%);
  }
  button[aria-haspopup='menu']:focus-visible {
    outline-color: currentColor;
  }
  a:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

/** The older personal strip: targets 0–10 in one scrolling row. */
export const OldStrip = styled.nav`
  overflow-x: auto;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
  ul {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 10px 14px;
    color: ${token('--lp-color-text')};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
  }
  a[aria-current] {
    border-bottom-color: #23403a;
    font-weight: 700;
  }
  a:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: -2px;
  }
  ${narrowScreen} {
    a {
      padding: 0.2rem 0.24rem;
      font-size: 0.28rem;
    }
  }
`;

export const OldArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
