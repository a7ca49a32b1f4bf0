import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  BookCover,
  EmptyState,
  ErrorState,
  isPlainLeftClick,
  QueryStates,
  useApi,
  useHrefTo,
  type BookSummary,
  type LpEvent,
} from '../../core';
import type { FilterableStatus } from '../../core/asset-status-cookie';
import { BookPaths, coverUrl } from '../../core/ui/book';
import { CopiesTable, useBookCopies } from '../../core/ui/CopiesTable';
import { AddToBookList } from './AddToBookList';
import { QuickRead } from './QuickRead';
import { Actions, Availability, Details, Item, Meta, Title } from './styles';

/** The portal's book detail page (/bookDetail takes query bookid). */
export const BOOK_DETAIL_PATH = BookPaths.detail;

/** Collection info per copy, in the statuses the reader filters on (`assetstatuses`). */
function Holdings({
  bookid,
  id,
  statuses,
}: {
  bookid: number;
  id: string;
  statuses: FilterableStatus[];
}) {
  const { t } = useTranslation();
  const assets = useBookCopies(bookid, undefined, statuses);
  return (
    <QueryStates
      query={assets}
      error={<ErrorState />}
      empty={<EmptyState>{t('results.noCollectionInfo')}</EmptyState>}
    >
      {(data) => <CopiesTable copies={data} id={id} name={{ caption: t('results.holdings') }} />}
    </QueryStates>
  );
}

export function ResultItem({
  book,
  organizationid,
  statuses,
  bookUrl,
  onOpen,
  onNavigate,
}: {
  book: BookSummary;
  organizationid: number;
  statuses: FilterableStatus[];
  /** URL template of the detail page (`/book.html?id={bookid}`); the portal's otherwise. */
  bookUrl?: string | undefined;
  onOpen: (bookid: number) => void;
  onNavigate?: ((event: LpEvent<'lp-navigate'>) => void) | undefined;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const hrefTo = useHrefTo();
  const [showHoldings, setShowHoldings] = useState(false);
  const [showQuickRead, setShowQuickRead] = useState(false);
  const holdingsId = useId();
  const quickReadId = useId();
  const cover = coverUrl(api, book);
  const href = hrefTo(BOOK_DETAIL_PATH, { bookid: book.bookid }, bookUrl);
  return (
    <Item part="item">
      <BookCover src={cover} alt={t('results.cover', { title: book.title })} book={book} />
      <Details>
        <Title>
          <a
            href={href}
            part="book-link"
            onClick={(event) => {
              if (!isPlainLeftClick(event)) return;
              event.preventDefault();
              onOpen(book.bookid);
            }}
          >
            {book.title}
          </a>
        </Title>
        <Meta>
          {book.author ? (
            <>
              <dt>{t('common.fieldLabel', { label: t('results.author') })}</dt>
              <dd>{book.author}</dd>
            </>
          ) : null}
          {book.publisher ? (
            <>
              <dt>{t('common.fieldLabel', { label: t('results.publisher') })}</dt>
              <dd>{book.publisher}</dd>
            </>
          ) : null}
          {book.publishyear ? (
            <>
              <dt>{t('common.fieldLabel', { label: t('results.year') })}</dt>
              <dd>{book.publishyear}</dd>
            </>
          ) : null}
          {book.isbn13 || book.isbn ? (
            <>
              <dt>{t('common.fieldLabel', { label: t('results.isbn') })}</dt>
              <dd>{book.isbn13 ?? book.isbn}</dd>
            </>
          ) : null}
        </Meta>
        <Availability $available={book.available > 0}>
          {t('results.availability', { available: book.available, copies: book.copies })}
        </Availability>
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={showHoldings}
            aria-controls={showHoldings ? holdingsId : undefined}
            onClick={() => setShowHoldings((shown) => !shown)}
          >
            {showHoldings ? t('results.hideHoldings') : t('results.showHoldings')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={showQuickRead}
            aria-controls={showQuickRead ? quickReadId : undefined}
            onClick={() => setShowQuickRead((shown) => !shown)}
          >
            {showQuickRead ? t('quickRead.hide') : t('quickRead.open')}
          </Button>
          <AddToBookList bookid={book.bookid} title={book.title} onNavigate={onNavigate} />
        </Actions>
        {showHoldings ? (
          <Holdings bookid={book.bookid} id={holdingsId} statuses={statuses} />
        ) : null}
        {showQuickRead ? (
          <QuickRead
            id={quickReadId}
            bookid={book.bookid}
            title={book.title}
            organizationid={organizationid}
          />
        ) : null}
      </Details>
    </Item>
  );
}
