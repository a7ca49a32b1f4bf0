import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  booklistDetailQuery,
  bookListRemoveBook,
  Button,
  ErrorState,
  QueryStates,
  useApi,
  useApiMutation,
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
  const hrefTo = useHrefTo();
  const detail = useQuery(booklistDetailQuery(api, listId, organizationid));
  const removal = useApiMutation(bookListRemoveBook);

  const remove = async (book: BookListBook) => {
    // One removal at a time: a double click sends one request (run ignores the second).
    const result = await removal.run({ booklistid: listId, bookid: book.bookid });
    if (!result) return;
    onStatus(result.ok ? t('booklists.bookRemoved') : result.msg || t('booklists.saveFailed'));
  };

  return (
    <QueryStates
      query={detail}
      error={<ErrorState>{t('booklists.getBooklistFailed')}</ErrorState>}
      empty={<Muted>{t('booklists.noBooks')}</Muted>}
      isEmpty={(data) => data.books.length === 0}
    >
      {(data) => (
        <Books aria-labelledby={labelledBy} part="books">
          {data.books.map((book) => (
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
              {data.mine ? (
                <Button
                  type="button"
                  $variant="ghost"
                  aria-label={t('booklists.removeBookLabel', { title: book.title })}
                  aria-disabled={removal.isPending || undefined}
                  onClick={() => void remove(book)}
                >
                  {t('booklists.removeBook')}
                </Button>
              ) : null}
            </li>
          ))}
        </Books>
      )}
    </QueryStates>
  );
}
