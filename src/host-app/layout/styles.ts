import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, token } from '../../core';

export const FooterBar = styled.footer`
  background: #2f3e3b;
  color: #e8efed;
  padding: 24px 16px;
`;

export const FooterInner = styled.div`
  width: min(1100px, 100%);
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  gap: 16px 32px;
  justify-content: space-between;
  a {
    color: ${token('--lp-color-accent')};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    margin: 6px 0 0;
    padding: 0;
    list-style: none;
  }
  h2 {
    margin: 0;
    font-size: 1em;
  }
  p {
    margin: 0;
  }
`;

/** At 768 px and below the tabs move into a right-hand drawer. */
const NARROW = '@media (max-width: 768px)';

/**
 * The theme's menu background (#5ea99a) with dark text: white on it reaches only 2.75:1, and the
 * active tab gets the accent (#FEC171) as its background, not as text (1.7:1 on the bar).
 */
const HEADER_TEXT = '#0f2420';

export const HeaderBar = styled.header`
  background: ${token('--lp-color-primary')};
  color: ${HEADER_TEXT};
`;

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  width: min(1100px, 100%);
  margin: 0 auto;
  padding: 10px 16px;
`;

export const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  text-decoration: none;
  font-weight: 700;
  font-size: 1.1em;
  min-width: 0;
  /* The logo arrives with the organisation's data: its height is kept from the start, so
     the header does not grow and push the page down (layout shift). */
  min-height: 40px;
  img {
    width: 40px;
    height: 40px;
    flex-shrink: 0;
    border-radius: 8px;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  ${NARROW} {
    display: none;
  }
  a {
    padding: 6px 10px;
    border-radius: ${token('--lp-radius')};
    color: ${HEADER_TEXT};
    text-decoration: none;
    white-space: nowrap;
  }
  a.active {
    background: ${token('--lp-color-accent')};
    font-weight: 700;
  }
  a:focus-visible {
    outline: 2px solid ${HEADER_TEXT};
  }
`;

/** The search bar sits in its own strip under the tabs, so neither crowds the other. */
export const SearchStrip = styled.div`
  width: min(1100px, 100%);
  margin: 0 auto;
  padding: 0 16px 12px;
  color: ${token('--lp-color-text')};
  & > * {
    max-width: 640px;
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const WideOnly = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  ${NARROW} {
    display: none;
  }
`;

export const NarrowOnly = styled.div`
  display: none;
  ${NARROW} {
    display: block;
  }
`;

export const HeaderButton = styled(Button)`
  background: transparent;
  border-color: ${HEADER_TEXT};
  color: ${HEADER_TEXT};
`;

/** The account menu's button in the header's colours; its menu keeps the page's. */
export const AccountArea = styled.div`
  & > div > button {
    border-color: ${HEADER_TEXT};
    color: ${HEADER_TEXT};
  }
  & > div > button span[aria-hidden] {
    background: ${token('--lp-color-surface')};
  }
  & > div > button:focus-visible {
    outline-color: ${HEADER_TEXT};
  }
`;

export const DrawerNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  a {
    padding: 10px 8px;
    color: inherit;
    text-decoration: none;
    border-radius: ${token('--lp-radius')};
  }
  a.active {
    background: ${token('--lp-color-surface-alt')};
    font-weight: 700;
  }
`;

export const LanguageChoices = styled.fieldset`
  margin: 16px 0 0;
  padding: 8px 0 0;
  border: 0;
  border-top: 1px solid ${token('--lp-color-border')};
  legend {
    font-weight: 600;
    padding: 0;
  }
  label {
    display: flex;
    gap: 8px;
    padding: 6px 0;
  }
`;

export const DrawerTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 10px;
  font: inherit;
  color: inherit;
  background: transparent;
  border: 1px solid currentColor;
  border-radius: 6px;
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  svg {
    width: 18px;
    height: 18px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${token('--lp-color-surface-alt')};
`;

export const Main = styled.main`
  flex: 1;
  /* Content that arrives later (lists, results) grows the page downwards instead of moving
     the footer through the viewport (layout shift). */
  min-height: 100vh;
  width: min(1100px, 100%);
  margin: 0 auto;
  padding: 24px 16px 40px;
`;

export const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 80px 16px;
  color: ${token('--lp-color-text')};
`;
