import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BookProgress, ProgramBook } from '../api/contract';
import { token } from '../theme';

/** The three states look different by their word and their border, never by colour alone. */
export const ProgressTag = styled.span<{ $state: BookProgress }>`
  display: inline-block;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.85em;
  white-space: nowrap;
  color: ${token('--lp-color-text')};
  border: 1px ${({ $state }) => ($state === 'none' ? 'dashed' : 'solid')}
    ${token('--lp-color-border')};
  background: ${({ $state }) =>
    $state === 'returned' ? token('--lp-color-accent') : 'transparent'};
  font-weight: ${({ $state }) => ($state === 'returned' ? 700 : 400)};
`;

const List = styled.ul`
  margin: 4px 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 0;
  }
`;

/** A program's or goal's books with where the reader is with each (read from their loans). */
export function BookProgressList({
  books,
  progress,
}: {
  books: ProgramBook[];
  progress: BookProgress[];
}) {
  const { t } = useTranslation('teaching');
  return (
    <List>
      {books.map((b, i) => {
        const state = progress[i] ?? 'none';
        return (
          <li key={b.bookid}>
            <span>{b.author ? `${b.title}（${b.author}）` : b.title}</span>
            <ProgressTag $state={state}>{t(`progress.${state}`)}</ProgressTag>
          </li>
        );
      })}
    </List>
  );
}
