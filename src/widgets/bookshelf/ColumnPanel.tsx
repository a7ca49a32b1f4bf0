import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CopyStatus,
  BookCover,
  EmptyState,
  ErrorState,
  QueryStates,
  columnAssetsQuery,
  isPlainLeftClick,
  useApi,
  useHrefTo,
  type Bookshelf,
  type BookshelfColumn,
  type ColumnStatistics,
  type ShelfAsset,
} from '../../core';
import { BookPaths, coverUrl } from '../../core/ui/book';
import { useCopyStatus } from '../../core/ui/CopiesTable';
import { Pager } from '../../core/ui/Pager';
import {
  BookLink,
  BookText,
  Books,
  Categories,
  Figures,
  SectionHeading,
  Small,
  Status,
} from './styles';

const COVER_WIDTH = 56;

function ColumnFigures({ statistics }: { statistics: ColumnStatistics }) {
  const { t } = useTranslation('shelves');
  const figures = [
    ['titles', statistics.titles],
    ['copies', statistics.copies],
    ['onLoan', statistics.onloan],
    ['available', statistics.available],
  ] as const;
  return (
    <>
      <Figures part="statistics">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`bookshelf.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
      {statistics.categories.length > 0 ? (
        <Categories aria-label={t('bookshelf.categories')}>
          {statistics.categories.map((category) => (
            <li key={category.code}>
              {category.code
                ? t('bookshelf.category', { name: category.name, code: category.code })
                : t('bookshelf.noCategory')}{' '}
              <Small>{t('bookshelf.categoryCopies', { count: category.copies })}</Small>
            </li>
          ))}
        </Categories>
      ) : null}
    </>
  );
}

function BookItem({
  asset,
  bookUrl,
  onOpen,
}: {
  asset: ShelfAsset;
  bookUrl: string | undefined;
  onOpen: (bookid: number) => void;
}) {
  const { t } = useTranslation('shelves');
  const api = useApi();
  const hrefTo = useHrefTo();
  const statusText = useCopyStatus();
  const open = (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen(asset.bookid);
  };
  const cover = coverUrl(api, { coverfileid: asset.coverfileid, cover: asset.coverurl });
  return (
    <li>
      <BookLink href={hrefTo(BookPaths.detail, { bookid: asset.bookid }, bookUrl)} onClick={open}>
        <BookCover src={cover} alt="" width={COVER_WIDTH} book={asset} />
        <BookText>
          <strong>{asset.title}</strong>
          {asset.author ? <Small>{asset.author}</Small> : null}
          <Small>{t('bookshelf.callNumber', { callnumber: asset.callnumber })}</Small>
          <Status $available={asset.status === CopyStatus.inLibrary}>
            {statusText(asset.status)}
          </Status>
        </BookText>
      </BookLink>
    </li>
  );
}

/** The chosen column: its figures and categories, then its books a page at a time. */
export function ColumnPanel({
  organizationid,
  shelf,
  column,
  statistics,
  pageSize,
  bookUrl,
  onOpen,
}: {
  organizationid: number;
  shelf: Bookshelf;
  column: BookshelfColumn;
  statistics: ColumnStatistics | undefined;
  pageSize: number;
  bookUrl: string | undefined;
  onOpen: (bookid: number) => void;
}) {
  const { t } = useTranslation('shelves');
  const api = useApi();
  const headingId = useId();
  const booksId = useId();
  const [page, setPage] = useState(1);
  const assets = useQuery({
    ...columnAssetsQuery(api, organizationid, column.columnid, page, pageSize),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby={headingId} part="column-detail">
      <SectionHeading id={headingId}>
        {t('bookshelf.columnHeading', { code: shelf.code, position: column.position })}
      </SectionHeading>
      {statistics ? <ColumnFigures statistics={statistics} /> : null}
      <SectionHeading id={booksId}>{t('bookshelf.books')}</SectionHeading>
      <QueryStates
        query={assets}
        error={<ErrorState />}
        empty={<EmptyState>{t('bookshelf.emptyColumn')}</EmptyState>}
      >
        {(data) => (
          <>
            <Books aria-labelledby={booksId} aria-busy={assets.isPlaceholderData} part="books">
              {data.list.map((asset) => (
                <BookItem key={asset.assetid} asset={asset} bookUrl={bookUrl} onOpen={onOpen} />
              ))}
            </Books>
            <Pager
              page={page}
              total={data.total}
              pageSize={pageSize}
              label={t('bookshelf.pages')}
              onPage={setPage}
            />
          </>
        )}
      </QueryStates>
    </section>
  );
}
