import { useTranslation } from 'react-i18next';
import { Button, type EBookSummary } from '../../core';
import { ShelfButton } from './ShelfButton';
import { Actions, Badge, Badges, Card, CardTitle, Meta } from './styles';

/** What every view of a book shows: format, login-only and tags, in words. */
export function EbookBadges({ book }: { book: EBookSummary }) {
  const { t } = useTranslation('ebooks');
  return (
    <Badges>
      <Badge>{t(book.ebooktype === 1 ? 'types.journal' : 'types.ebook')}</Badge>
      <Badge>{book.format ? t(`format.${book.format}`) : t('format.none')}</Badge>
      {book.requireslogin ? <Badge>{t('loginOnly')}</Badge> : null}
      {book.tags.map((tag) => (
        <Badge key={tag.id}>{tag.name}</Badge>
      ))}
    </Badges>
  );
}

/** One book of a list: title, author, badges, details, read and the shelf button. */
export function EbookCard({
  book,
  onOpen,
  onRead,
  extra,
}: {
  book: EBookSummary;
  onOpen: (book: EBookSummary) => void;
  onRead: (book: EBookSummary) => void;
  extra?: string;
}) {
  const { t } = useTranslation('ebooks');
  return (
    <Card part="item">
      <CardTitle>{book.title}</CardTitle>
      {book.author ? <Meta>{t('author', { author: book.author })}</Meta> : null}
      {extra ? <Meta>{extra}</Meta> : null}
      <EbookBadges book={book} />
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          aria-label={`${t('open')}《${book.title}》`}
          onClick={() => onOpen(book)}
        >
          {t('open')}
        </Button>
        {book.format ? (
          <Button
            type="button"
            aria-label={`${t('read')}《${book.title}》`}
            onClick={() => onRead(book)}
          >
            {t('read')}
          </Button>
        ) : null}
        <ShelfButton bookid={book.id} title={book.title} onshelf={book.onshelf} />
      </Actions>
    </Card>
  );
}
