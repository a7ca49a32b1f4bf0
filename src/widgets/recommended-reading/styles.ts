import styled from 'styled-components';
import { PlainList, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

/** Every card (and its cover) has this width; the grid fits as many as the width allows. */
export const CARD_WIDTH = 112;

export const Books = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${CARD_WIDTH}px, 1fr));
  gap: 16px;
  /* Room for the focus outline. */
  padding: 4px;
`;

/** Two lines at most, and always the room of two, so every card of a row is as tall. */
export const Title = styled.strong`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  min-height: 2.7em;
  overflow: hidden;
  line-height: 1.35;
  font-weight: 600;
  color: ${token('--lp-color-primary-strong')};
  overflow-wrap: anywhere;
`;

export const Card = styled.a`
  display: flex;
  flex-direction: column;
  gap: 4px;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: 4px;
  &:hover ${Title} {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

export const Line = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.9em;
`;

/** Why the book is here: a small tag under the title. */
export const Reason = styled.span<{ $category: boolean }>`
  align-self: flex-start;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 0.85em;
  color: ${token('--lp-color-text')};
  background: ${({ $category }) =>
    $category ? token('--lp-color-accent') : token('--lp-color-surface-alt')};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('--lp-color-text-muted')};
`;
