/**
 * A book shown as a card of a row or a grid (recommended books, recommended reading): the
 * cover above a title of two lines at most. The title always takes the room of two lines,
 * so every card of a row is as tall; the whole card is the link.
 */
import styled from 'styled-components';
import { token } from '../theme';

export const BookCardTitle = styled.strong`
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

export const BookCardLink = styled.a`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: 4px;
  &:hover ${BookCardTitle} {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;
