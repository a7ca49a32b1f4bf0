import { useTranslation } from 'react-i18next';
import { type AnswerBook } from '../../core';
import { BookPaths } from '../../core/ui/book';
import { PortalLink } from '../../core/ui/PortalLink';
import { List, Meta } from './styles';

function Availability({ book }: { book: AnswerBook }) {
  const { t } = useTranslation();
  if (book.available > 0) {
    return (
      <>
        {t('ai.bookAvailable', {
          count: book.available,
          locations: book.locations.join(t('ai.listSeparator')),
        })}
      </>
    );
  }
  return <>{book.copies > 0 ? t('ai.bookAllOut') : t('ai.bookNoCopies')}</>;
}

/**
 * The books an answer names, as links to their detail pages: built here from the answer's
 * data (title, author, availability), never from markup in the answer.
 */
export function AnswerBooks({ books }: { books: AnswerBook[] }) {
  const { t } = useTranslation();
  if (books.length === 0) return null;
  return (
    <List aria-label={t('ai.booksInAnswer')} part="books">
      {books.map((book) => (
        <li key={book.id}>
          <PortalLink path={BookPaths.detail} query={{ bookid: book.id }} part="book-link">
            {book.title}
          </PortalLink>{' '}
          <Meta>
            {book.author ? `${book.author} · ` : ''}
            <Availability book={book} />
          </Meta>
        </li>
      ))}
    </List>
  );
}
