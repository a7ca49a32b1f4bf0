import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  booklistDetailQuery,
  Button,
  ErrorState,
  Loading,
  removeBookFromList,
  useApi,
  useHrefTo,
  type BookListBook,
} from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { BookPaths } from '../../core/ui/book';
import { BookLink, Books } from './styles';

export interface BooklistBooksProps {
  listId: number;
  /** Logged out: the organisation whose public list this is. */
  organizationid?: number;
  labelledBy: string;
  bookUrl?: string;
  onOpenBook: (bookid: number) => void;
  onStatus: (text: string) => void;
}

/** The books of one list; the owner may take one off (the server says who owns it). */
export function BooklistBooks({
  listId,
  organizationid,
  labelledBy,
  bookUrl,
  onOpenBook,
  onStatus,
}: BooklistBooksProps) {
  const { t } = useTranslation('reading-lists');
  const api = useApi();
  const queryClient = useQueryClient();
  const hrefTo = useHrefTo();
  const detail = useQuery(booklistDetailQuery(api, listId, organizationid));
  const running = useRef(false);

  const remove = async (book: BookListBook) => {
    if (running.current) return;
    running.current = true;
    try {
      const result = await removeBookFromList(api, queryClient, listId, book.bookid);
      onStatus(result.ok ? t('booklists.bookRemoved') : result.msg || t('booklists.saveFailed'));
    } finally {
      running.current = false;
    }
  };

  if (detail.isPending) return <Loading />;
  if (detail.isError) return <ErrorState>{t('booklists.getBooklistFailed')}</ErrorState>;
  if (detail.data.books.length === 0) return <Muted>{t('booklists.noBooks')}</Muted>;
  return (
    <Books aria-labelledby={labelledBy} part="books">
      {detail.data.books.map((book) => (
        <li key={book.bookid}>
          <span>
            <BookLink
              href={hrefTo(BookPaths.detail, { bookid: book.bookid }, bookUrl)}
              onClick={(event) => {
                event.preventDefault();
                onOpenBook(book.bookid);
              }}
            >
              {book.title}
            </BookLink>
            {book.author ? ` · ${book.author}` : ''}
            {book.note ? ` · ${book.note}` : ''}
          </span>
          {detail.data.mine ? (
            <Button
              type="button"
              $variant="ghost"
              aria-label={t('booklists.removeBookLabel', { title: book.title })}
              onClick={() => void remove(book)}
            >
              {t('booklists.removeBook')}
            </Button>
          ) : null}
        </li>
      ))}
    </Books>
  );
}
