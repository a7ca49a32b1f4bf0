import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, isPlainLeftClick, useHrefTo, type RankedBook } from '../../core';
import { BookPaths } from '../../core/ui/book';
import { Author, Books, Borrows, Rank, Title } from './styles';

/** Places shown in the accent colour, as ranking boards show their podium. */
const PODIUM = 3;

/** The ranked books: place, title (a link to the book), author, loans. */
export function RankingList({
  books,
  label,
  bookUrl,
  onOpen,
}: {
  books: RankedBook[];
  /** What the list is, for assistive technology (the period it covers). */
  label: string;
  bookUrl: string | undefined;
  onOpen: (bookid: number) => void;
}) {
  const { t } = useTranslation('reader-home');
  const hrefTo = useHrefTo();
  const open = (event: MouseEvent, bookid: number) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen(bookid);
  };
  return (
    <Books aria-label={label} part="list">
      {books.map((book) => (
        <li key={book.bookid} part="book">
          {/* Tied books share a place, so the list's own numbering would be wrong. */}
          <Rank $podium={book.rank <= PODIUM} aria-hidden="true">
            {book.rank}
          </Rank>
          <Title>
            <VisuallyHidden>{t('ranking.rank', { rank: book.rank })}</VisuallyHidden>
            <a
              href={hrefTo(BookPaths.detail, { bookid: book.bookid }, bookUrl)}
              onClick={(event) => open(event, book.bookid)}
            >
              {book.title}
            </a>
            {book.author ? <Author>{book.author}</Author> : null}
          </Title>
          <Borrows>{t('ranking.borrows', { count: book.borrows })}</Borrows>
        </li>
      ))}
    </Books>
  );
}
