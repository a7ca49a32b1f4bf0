import { useTranslation } from 'react-i18next';
import { BookCover, useApi, type BookDetail } from '../../core';
import { coverUrl } from '../../core/ui/book';
import { Summary, Title, Muted } from './styles';

export function BookSummary({ book }: { book: BookDetail }) {
  const { t } = useTranslation();
  const api = useApi();
  const isbn = book.isbn13 ?? book.isbn;
  return (
    <Summary>
      <BookCover
        src={coverUrl(api, book)}
        alt={t('bookDetail.cover', { title: book.title })}
        book={book}
      />
      <div>
        <Title>{book.title}</Title>
        {book.author ? <Muted>{book.author}</Muted> : null}
        {book.publisher ? <Muted>{book.publisher}</Muted> : null}
        {isbn ? (
          <Muted>
            {t('bookDetail.isbn')} {isbn}
          </Muted>
        ) : null}
      </div>
    </Summary>
  );
}
