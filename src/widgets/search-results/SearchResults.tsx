import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ApiPath,
  Button,
  Cover,
  EmptyState,
  ErrorState,
  Loading,
  OrganizationGate,
  PagerBar,
  PlainList,
  token,
  unwrap,
  useApi,
  useNavigateTo,
  type BookAsset,
  type BookSearchResult,
  type BookSummary,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';

export const DEFAULT_PAGE_SIZE = 20;

export interface SearchResultsProps extends CommonWidgetSettings {
  keyword?: string;
  pageSize?: number;
  /** Controlled page (the portal keeps it in the URL); internal state otherwise. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Cancelable `lp-navigate` to /book-list when the reader takes a "did you mean". */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.25em;
`;

const Count = styled.p`
  margin: 0 0 16px;
  color: ${token('--lp-color-text-muted')};
`;

const Item = styled.li`
  display: flex;
  gap: 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${token('--lp-color-border')};
`;

const Details = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0 0 6px;
  font-size: 1.1em;
  overflow-wrap: anywhere;
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 10px;
  margin: 0 0 8px;
  color: ${token('--lp-color-text-muted')};
  dt::after {
    content: '：';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Availability = styled.p<{ $available: boolean }>`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${({ $available }) =>
    $available ? token('--lp-color-success') : token('--lp-color-text-muted')};
`;

const Table = styled.table`
  width: 100%;
  margin-top: 8px;
  border-collapse: collapse;
  font-size: 0.95em;
  th,
  td {
    padding: 6px 8px;
    text-align: start;
    border-bottom: 1px solid ${token('--lp-color-border')};
  }
  th {
    background: ${token('--lp-color-surface-alt')};
  }
`;

const DidYouMean = styled.p`
  margin: 8px 0 0;
  color: ${token('--lp-color-text')};
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${token('--lp-color-primary-strong')};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
`;

function Holdings({ bookid, id }: { bookid: number; id: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const assets = useQuery({
    queryKey: ['assets', api.baseURL, bookid],
    queryFn: async ({ signal }) =>
      unwrap(await api.post<BookAsset[]>(ApiPath.bookAssets, { body: { bookid }, signal })),
  });
  if (assets.isPending) return <Loading />;
  if (assets.isError) return <ErrorState />;
  if (assets.data.length === 0) return <EmptyState>{t('results.noCollectionInfo')}</EmptyState>;
  return (
    <Table id={id}>
      <caption style={{ textAlign: 'start', fontWeight: 600 }}>{t('results.holdings')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.barcode')}</th>
          <th scope="col">{t('results.callNumber')}</th>
          <th scope="col">{t('results.collectionLocation')}</th>
          <th scope="col">{t('results.currentLocation')}</th>
          <th scope="col">{t('results.status')}</th>
        </tr>
      </thead>
      <tbody>
        {assets.data.map((asset) => (
          <tr key={asset.assetid}>
            <td>{asset.barcode}</td>
            <td>{asset.callnumber ?? '—'}</td>
            <td>{asset.collectionlocation ?? '—'}</td>
            <td>{asset.currentlocation ?? '—'}</td>
            <td>{t(`copyStatus.${asset.status}`, { defaultValue: t('copyStatus.unknown') })}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function ResultItem({ book }: { book: BookSummary }) {
  const { t } = useTranslation();
  const api = useApi();
  const [showHoldings, setShowHoldings] = useState(false);
  const holdingsId = useId();
  const cover = book.coverfileid ? api.fileUrl(book.coverfileid) : book.cover;
  return (
    <Item part="item">
      <Cover src={cover} alt={t('results.cover', { title: book.title })} />
      <Details>
        <Title>{book.title}</Title>
        <Meta>
          {book.author ? (
            <>
              <dt>{t('results.author')}</dt>
              <dd>{book.author}</dd>
            </>
          ) : null}
          {book.publisher ? (
            <>
              <dt>{t('results.publisher')}</dt>
              <dd>{book.publisher}</dd>
            </>
          ) : null}
          {book.publishyear ? (
            <>
              <dt>{t('results.year')}</dt>
              <dd>{book.publishyear}</dd>
            </>
          ) : null}
          {book.isbn13 || book.isbn ? (
            <>
              <dt>{t('results.isbn')}</dt>
              <dd>{book.isbn13 ?? book.isbn}</dd>
            </>
          ) : null}
        </Meta>
        <Availability $available={book.available > 0}>
          {t('results.availability', { available: book.available, copies: book.copies })}
        </Availability>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={showHoldings}
          aria-controls={showHoldings ? holdingsId : undefined}
          onClick={() => setShowHoldings((shown) => !shown)}
        >
          {showHoldings ? t('results.hideHoldings') : t('results.showHoldings')}
        </Button>
        {showHoldings ? <Holdings bookid={book.bookid} id={holdingsId} /> : null}
      </Details>
    </Item>
  );
}

function ResultsList({
  organizationid,
  keyword,
  pageSize,
  page,
  setPage,
  onSuggestion,
}: {
  organizationid: number;
  keyword: string;
  pageSize: number;
  page: number;
  setPage: (page: number) => void;
  onSuggestion: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const results = useQuery({
    queryKey: ['books', api.baseURL, organizationid, keyword, page, pageSize],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<BookSearchResult>(ApiPath.bookSearch, {
          body: { keyword, ebooktype: 0, pagesize: pageSize, index: page, organizationid },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

  if (results.isPending) return <Loading />;
  if (results.isError) return <ErrorState />;
  const { total, list, suggestion } = results.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-busy={results.isFetching}>
      <Heading>{keyword ? t('results.forKeyword', { keyword }) : t('results.allBooks')}</Heading>
      <Count role="status">{t('results.total', { count: total })}</Count>
      {list.length === 0 ? (
        <EmptyState>
          {t('common.empty')}
          {suggestion ? (
            <DidYouMean>
              {t('results.didYouMean')}
              <LinkButton type="button" onClick={() => onSuggestion(suggestion)}>
                {suggestion}
              </LinkButton>
            </DidYouMean>
          ) : null}
        </EmptyState>
      ) : (
        <PlainList part="list">
          {list.map((book) => (
            <ResultItem key={book.bookid} book={book} />
          ))}
        </PlainList>
      )}
      {pages > 1 ? (
        <PagerBar aria-label={t('results.pagination')} part="pagination">
          <Button
            type="button"
            $variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('common.previousPage')}
          </Button>
          <span aria-current="page">{t('common.pageOf', { page, pages })}</span>
          <Button
            type="button"
            $variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('common.nextPage')}
          </Button>
        </PagerBar>
      ) : null}
    </section>
  );
}

/** Search results for a keyword (spec §2): count, books with availability, holdings, pages. */
export function SearchResults({
  keyword = '',
  pageSize = DEFAULT_PAGE_SIZE,
  page,
  onPageChange,
  onNavigate,
}: SearchResultsProps) {
  const navigateTo = useNavigateTo(onNavigate);
  const [ownPage, setOwnPage] = useState(1);
  const [pageKeyword, setPageKeyword] = useState(keyword);
  // A new keyword starts again at page 1.
  if (pageKeyword !== keyword) {
    setPageKeyword(keyword);
    setOwnPage(1);
  }
  const currentPage = page ?? ownPage;
  const size =
    Number.isFinite(pageSize) && pageSize > 0
      ? Math.min(Math.floor(pageSize), 100)
      : DEFAULT_PAGE_SIZE;
  const setPage = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };
  return (
    <OrganizationGate>
      {(organization) => (
        <ResultsList
          organizationid={organization.id}
          keyword={keyword.trim()}
          pageSize={size}
          page={currentPage}
          setPage={setPage}
          onSuggestion={(corrected) => navigateTo('/book-list', { keyword: corrected })}
        />
      )}
    </OrganizationGate>
  );
}
