import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  ErrorState,
  QueryStates,
  ResultCode,
  ebookDetailQuery,
  useApi,
  type EBookSummary,
} from '../../core';
import { EbookBadges } from './EbookCard';
import { ShelfButton } from './ShelfButton';
import { Actions, Description, Heading, Meta, Muted } from './styles';

/** One book: what it is, its tags, read online, and the shelf button; back to the list. */
export function EbookDetail({
  organizationid,
  bookid,
  onBack,
  onRead,
}: {
  organizationid: number;
  bookid: number;
  onBack?: () => void;
  onRead: (book: EBookSummary) => void;
}) {
  const { t } = useTranslation('ebooks');
  const api = useApi();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const detail = useQuery(ebookDetailQuery(api, organizationid, bookid));
  // Opened from the list: the reader's focus follows to the book.
  useEffect(() => {
    if (detail.data) headingRef.current?.focus();
  }, [detail.data]);

  const back = onBack ? (
    <Button type="button" $variant="ghost" onClick={onBack} part="back">
      {t('back')}
    </Button>
  ) : null;
  const notFound = detail.error instanceof ApiError && detail.error.code === ResultCode.notFound;
  return (
    <QueryStates
      query={detail}
      error={
        <section>
          {back}
          {notFound ? <Muted>{t('notFound')}</Muted> : <ErrorState />}
        </section>
      }
      isEmpty={() => false}
    >
      {(book) => (
        <section aria-labelledby={headingId} part="detail">
          {back}
          <Heading id={headingId} ref={headingRef} tabIndex={-1} lang={book.language ?? undefined}>
            {book.title}
          </Heading>
          {book.author ? <Meta>{t('author', { author: book.author })}</Meta> : null}
          {book.publisher ? <Meta>{t('publisher', { publisher: book.publisher })}</Meta> : null}
          {book.publishedyear ? <Meta>{t('year', { year: book.publishedyear })}</Meta> : null}
          <EbookBadges book={book} />
          {book.description ? <Description>{book.description}</Description> : null}
          <Actions>
            {book.format ? (
              <Button type="button" onClick={() => onRead(book)}>
                {t('read')}
              </Button>
            ) : (
              <Muted>{t('format.none')}</Muted>
            )}
            <ShelfButton bookid={book.id} title={book.title} onshelf={book.onshelf} />
          </Actions>
        </section>
      )}
    </QueryStates>
  );
}
