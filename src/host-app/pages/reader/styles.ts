import { Link } from 'react-router';
import styled from 'styled-components';
import { PlainList, token } from '../../../core';

export const Shortcuts = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  margin-bottom: 16px;
  a {
    display: block;
    padding: 10px 12px;
    border-radius: 8px;
    background: ${token('--lp-color-surface-alt')};
    color: ${token('--lp-color-text')};
    text-decoration: none;
  }
  a:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The text colour: the theme's link green falls under 4.5:1 on the page's grey. */
export const SettingsLink = styled(Link)`
  align-self: flex-start;
  color: ${token('--lp-color-text')};
  font-weight: 600;
  text-underline-offset: 3px;
`;
