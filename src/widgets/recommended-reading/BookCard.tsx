import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookCover, isPlainLeftClick, useApi, useHrefTo, type RecommendedBook } from '../../core';
import { BookPaths, coverUrl } from '../../core/ui/book';
import { CARD_WIDTH, Card, Line, Reason, Title } from './styles';

/** One recommended book: cover, title, author, why it is here and whether a copy is in. */
export function BookCard({
  book,
  bookUrl,
  eager,
  onOpen,
}: {
  book: RecommendedBook;
  bookUrl: string | undefined;
  eager: boolean;
  onOpen: (bookid: number) => void;
}) {
  const { t } = useTranslation('reader-home');
  const api = useApi();
  const hrefTo = useHrefTo();
  const open = (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen(book.bookid);
  };
  return (
    <li>
      <Card
        href={hrefTo(BookPaths.detail, { bookid: book.bookid }, bookUrl)}
        part="book"
        onClick={open}
      >
        {/* The title and author name the link; the cover adds nothing to say. */}
        <BookCover src={coverUrl(api, book)} alt="" width={CARD_WIDTH} eager={eager} book={book} />
        <Title>{book.title}</Title>
        {book.author ? <Line>{book.author}</Line> : null}
        <Reason $category={book.reason === 'category'}>
          {t(`recommended.because_${book.reason}`)}
        </Reason>
        <Line>
          {book.available > 0
            ? t('recommended.available', { count: book.available })
            : t('recommended.unavailable')}
        </Line>
      </Card>
    </li>
  );
}
