import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  BookCover,
  ErrorState,
  MultilineText,
  QueryStates,
  ResultCode,
  useApi,
  useNavigateTo,
  type BookDetail as BookRecord,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { BookPaths, coverUrl, loginRedirect, useBookDetail } from '../../core/ui/book';
import { BookGate, type BookViewProps } from '../../core/ui/BookGate';
import { Comments } from './Comments';
import { Holdings } from './Holdings';
import { Rating, useBookInfo } from './Rating';
import { ReaderActions } from './ReaderActions';
import { Availability, Fields, Head, Prose, SectionHeading, Subtitle, Title, Top } from './styles';

export interface BookDetailProps extends CommonWidgetSettings {
  /** The book's id (a number, or its digits as the `bookid` attribute or URL parameter). */
  bookid?: number | string;
  /**
   * Cancelable `lp-navigate`: to /preBorrow, /queryMachineShelfDetail (a copy's place) and
   * /login?redirect= (collect, recommend or comment while logged out).
   */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === ResultCode.notFound;
}

/**
 * The record's fields that are present, as label–value pairs (docs/product-rules.md, "Books and
 * copies").
 */
function useFieldRows(book: BookRecord): [string, string][] {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('bookDetail.paralleltitle'), book.paralleltitle],
    [t('bookDetail.series'), book.series],
    [t('bookDetail.author'), book.author],
    [t('bookDetail.publisher'), book.publisher],
    [
      t('bookDetail.publishtime'),
      book.publishtime ?? (book.publishyear ? String(book.publishyear) : null),
    ],
    [t('bookDetail.isbn'), book.isbn13 ?? book.isbn],
    [t('bookDetail.price'), book.price !== null ? t('common.yuan', { amount: book.price }) : null],
    [t('bookDetail.categorycode'), book.categorycode],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

function TextSection({ title, text }: { title: string; text: string | null }) {
  const id = useId();
  if (!text || !text.trim()) return null;
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      <Prose>
        {/* Catalogue text is data, never HTML: newlines become <br> elements. */}
        <MultilineText text={text.trim()} />
      </Prose>
    </section>
  );
}

function BookView({
  book,
  organizationid,
  navigateTo,
  onNavigate,
}: {
  book: BookRecord;
  organizationid: number;
  navigateTo: ReturnType<typeof useNavigateTo>;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const infoId = useId();
  const isbn = book.isbn13 ?? book.isbn;
  const info = useBookInfo(isbn);
  const fields = useFieldRows(book);
  const { bookid } = book;
  // No cover of our own: the book-info service's image, when it has one.
  const cover = coverUrl(api, book) ?? info.data?.image ?? null;
  const toLogin = () => navigateTo(BookPaths.login, loginRedirect(BookPaths.detail, { bookid }));

  return (
    <article aria-labelledby={titleId} part="detail">
      <Top>
        <BookCover
          src={cover}
          alt={t('bookDetail.cover', { title: book.title })}
          width={140}
          book={book}
        />
        <Head>
          <Title id={titleId}>{book.title}</Title>
          {book.subtitle ? <Subtitle>{book.subtitle}</Subtitle> : null}
          <Rating info={info.data ?? null} pending={info.isPending && isbn !== null} />
          <Availability $available={book.available > 0}>
            {t('bookDetail.availability', { available: book.available, copies: book.copies })}
          </Availability>
          <ReaderActions
            bookid={bookid}
            onLogin={toLogin}
            onNavigate={onNavigate}
            onPreBorrow={() => navigateTo(BookPaths.preBorrow, { bookid })}
          />
        </Head>
      </Top>
      {fields.length > 0 ? (
        <section aria-labelledby={infoId}>
          <SectionHeading id={infoId}>{t('bookDetail.information')}</SectionHeading>
          <Fields part="fields">
            {fields.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Fields>
        </section>
      ) : null}
      <TextSection title={t('bookDetail.intro')} text={book.intro} />
      <TextSection title={t('bookDetail.authorintro')} text={book.authorintro} />
      <TextSection title={t('bookDetail.notes')} text={book.notes} />
      <Holdings
        bookid={bookid}
        organizationid={organizationid}
        onWhere={(asset) => navigateTo(BookPaths.shelfLocation, { bookid, barcode: asset.barcode })}
      />
      <Comments bookid={bookid} organizationid={organizationid} onLogin={toLogin} />
    </article>
  );
}

function DetailLoader({ bookid, organizationid, onNavigate }: BookViewProps) {
  const { t } = useTranslation();
  const navigateTo = useNavigateTo(onNavigate);
  const book = useBookDetail(bookid, organizationid);
  return (
    <QueryStates
      query={book}
      error={
        <ErrorState>{isNotFound(book.error) ? t('bookDetail.notFound') : undefined}</ErrorState>
      }
    >
      {(data) => (
        <BookView
          book={data}
          organizationid={organizationid}
          navigateTo={navigateTo}
          onNavigate={onNavigate}
        />
      )}
    </QueryStates>
  );
}

/**
 * One book: its record, cover, rating from the book-info service, copies with
 * "where is it", collect and recommend, pre-borrow, and readers' comments.
 */
export function BookDetail({ bookid, onNavigate }: BookDetailProps) {
  const { t } = useTranslation();
  return (
    <BookGate bookid={bookid} invalid={<ErrorState>{t('bookDetail.noBook')}</ErrorState>}>
      {(id, organizationid) => (
        <DetailLoader bookid={id} organizationid={organizationid} onNavigate={onNavigate} />
      )}
    </BookGate>
  );
}
