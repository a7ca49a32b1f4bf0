import styled from 'styled-components';
import { PlainList, token } from '../../core';

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  background: ${token('--lp-color-surface')};
  color: ${token('--lp-color-text')};
  border-radius: 10px;
  border-top: 4px solid ${token('--lp-color-primary')};
`;

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  h2 {
    margin: 0;
    font-size: 1.3em;
  }
  p {
    margin: 2px 0 0;
    color: ${token('--lp-color-text-muted')};
  }
`;

export const AvatarFrame = styled.span`
  flex-shrink: 0;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  overflow: hidden;
  background: ${token('--lp-color-surface-alt')};
  img,
  svg {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The facts sit in a grid that keeps two columns on a phone and fills a wide card. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 10px;
  margin: 0;
  div {
    padding: 10px 12px;
    background: ${token('--lp-color-surface-alt')};
    border-radius: 8px;
    min-width: 0;
  }
  dt {
    color: ${token('--lp-color-text-muted')};
    font-size: 0.9em;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.15em;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  /* The text colour, underlined: the theme's link green falls under 4.5:1 on this grey. */
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

/** A figure the reader should act on (overdue loans, money owed). */
export const Warn = styled.span`
  color: ${token('--lp-color-danger')};
`;

export const SubHeading = styled.h3`
  margin: 0 0 8px;
  font-size: 1.05em;
`;

export const MedalList = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const MedalItem = styled.li<{ $earned: boolean }>`
  display: flex;
  flex-direction: column;
  padding: 6px 12px;
  border-radius: 999px;
  border: 1px solid ${token('--lp-color-border')};
  background: ${({ $earned }) => ($earned ? token('--lp-color-accent') : 'transparent')};
  color: ${token('--lp-color-text')};
  font-size: 0.9em;
  small {
    color: ${({ $earned }) => ($earned ? 'inherit' : token('--lp-color-text-muted'))};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('--lp-color-text-muted')};
`;
