import styled from 'styled-components';
import { BookCardLink, BookCardTitle, token } from '../../core';

/** Every card (and its cover) has this width: the row has the same height whatever the data. */
export const CARD_WIDTH = 112;

export const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.25em;
`;

export const Author = styled.span`
  min-height: 1.5em;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${token('--lp-color-text-muted')};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('--lp-color-text-muted')};
`;

/** One row that scrolls sideways when the books do not fit: its height never depends on the width. */
export const Books = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${CARD_WIDTH}px;
  gap: 16px;
  margin: 0;
  /* Room for the focus outline, which the scrolling box would clip. */
  padding: 4px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  li {
    scroll-snap-align: start;
  }
`;

export const Title = BookCardTitle;
export const Card = BookCardLink;
