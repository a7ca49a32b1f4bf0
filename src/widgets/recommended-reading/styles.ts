import styled from 'styled-components';
import { BookCardLink, BookCardTitle, PlainList, token, WidgetHeading } from '../../core';

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

export const Title = BookCardTitle;
/** A grid keeps its cards closer than a row. */
export const Card = styled(BookCardLink)`
  gap: 4px;
`;
