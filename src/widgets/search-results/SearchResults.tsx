import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ApiError,
  ApiPath,
  Button,
  EmptyState,
  ErrorState,
  Loading,
  OrganizationGate,
  PagerBar,
  PlainList,
  ResultCode,
  token,
  unwrap,
  useApi,
  useNavigateTo,
  type BookSearchRequest,
  type BookSearchResult,
  type CommonWidgetSettings,
  type FacetFilters,
  type FacetName,
  type LpEvent,
  type SortCondition,
  toCount,
} from '../../core';
import {
  FILTERABLE_STATUSES,
  readAssetStatuses,
  writeAssetStatuses,
  type FilterableStatus,
} from '../../core/asset-status-cookie';
import { FacetPanel, SelectedFilters } from './FacetPanel';
import { asSyntaxError, validateQuery } from './query-syntax';
import { BOOK_DETAIL_PATH, ResultItem } from './ResultItem';
import { SearchForm, type QueryProblem } from './SearchForm';
import {
  effectiveSort,
  isFacetName,
  mergeFilters,
  normalizeFilters,
  toggleFilter,
  type SearchState,
} from './search-state';
import { SortControl } from './SortControl';
import { LinkButton } from './styles';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface SearchResultsProps extends CommonWidgetSettings {
  /** The basic search. */
  keyword?: string;
  /** An advanced query (`title:… AND author:…`); wins over `keyword`. */
  query?: string;
  /** Facet values chosen (values within a facet are alternatives). */
  filters?: FacetFilters;
  /** Sort conditions in order; empty or absent: relevance with a keyword or query, else title. */
  sort?: SortCondition[];
  /** The page shown (the portal keeps it in the URL). */
  page?: number;
  pageSize?: number;
  /**
   * Filters the page fixes (the category page's category): always applied, not offered as
   * facets or chips.
   */
  baseFilters?: FacetFilters;
  /** Show the basic and advanced search form above the results. */
  searchForm?: boolean;
  /** Leave the facet panel out (and do not ask the server for facet counts). */
  hideFacets?: boolean;
  /** The results heading; by default it names the keyword or query. */
  heading?: string;
  /** URL template of a book's page, e.g. `/book.html?id={bookid}`; the portal's /bookDetail otherwise. */
  bookUrl?: string;
  /**
   * Any change the reader makes (search, facets, sort, page) with the whole new search: the
   * portal writes it to the URL, so the back button restores it. Props given are followed
   * whenever they change; without them the widget keeps its own state.
   */
  onStateChange?: (state: SearchState) => void;
  onPageChange?: (page: number) => void;
  /** Cancelable `lp-navigate`: to /bookDetail for a book, to /login when logging in is needed. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
  /** A page of results is on screen (the portal restores the scroll position then). */
  onLoaded?: () => void;
}

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  align-items: flex-start;
`;

const Main = styled.div`
  flex: 999 1 420px;
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.25em;
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  margin: 0 0 16px;
  color: ${token('--lp-color-text-muted')};
`;

const DidYouMean = styled.p`
  margin: 8px 0 0;
  color: ${token('--lp-color-text')};
`;

// A page size below 1 (0.5 from an attribute) is the default, never an empty page.
const pageSizeOf = (value: number | undefined) => toCount(value, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);

function pageOf(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
}

/**
 * The search as shown: the props when given (followed whenever they change, so a URL drives
 * it), the reader's own changes otherwise. Each change goes to `onStateChange`.
 */
function useSearchState(props: SearchResultsProps) {
  const external: SearchState = {
    keyword: (props.keyword ?? '').trim(),
    query: (props.query ?? '').trim(),
    filters: normalizeFilters(props.filters),
    sort: props.sort ?? [],
    page: pageOf(props.page),
  };
  const externalKey = JSON.stringify(external);
  const [state, setState] = useState(external);
  const [seenKey, setSeenKey] = useState(externalKey);
  let current = state;
  if (seenKey !== externalKey) {
    setSeenKey(externalKey);
    setState(external);
    current = external;
  }
  const change = (patch: Partial<SearchState>) => {
    // Anything but paging starts again at page 1.
    const next: SearchState = { ...current, ...patch, page: patch.page ?? 1 };
    // Nothing to report (a status filter change on page 1): no new history entry.
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    setState(next);
    props.onStateChange?.(next);
    if (next.page !== current.page) props.onPageChange?.(next.page);
  };
  return [current, change] as const;
}

function SearchView({
  organizationid,
  props,
}: {
  organizationid: number;
  props: SearchResultsProps;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigateTo = useNavigateTo(props.onNavigate);
  const headingId = useId();
  const [state, change] = useSearchState(props);
  const [statuses, setStatuses] = useState<FilterableStatus[]>(readAssetStatuses);
  const size = pageSizeOf(props.pageSize);
  const withFacets = props.hideFacets !== true;
  const base = normalizeFilters(props.baseFilters);
  const fixedFacets = Object.keys(base).filter(isFacetName);
  const sort = effectiveSort(state);
  const syntaxError = state.query ? validateQuery(state.query) : null;

  const body: BookSearchRequest = {
    ebooktype: 0,
    pagesize: size,
    index: state.page,
    organizationid,
    sort,
    facets: withFacets,
  };
  if (state.keyword) body.keyword = state.keyword;
  if (state.query) body.query = state.query;
  const filters = mergeFilters(base, state.filters);
  if (Object.keys(filters).length > 0) body.filters = filters;
  if (statuses.length > 0) body.assetstatuses = statuses;

  const results = useQuery({
    queryKey: ['books', api.baseURL, body],
    queryFn: async ({ signal }) =>
      unwrap(await api.post<BookSearchResult>(ApiPath.bookSearch, { body, signal })),
    placeholderData: keepPreviousData,
    // A query the server would refuse is explained here and not sent.
    enabled: syntaxError === null,
  });

  // The latest callback, without re-running the effect below when only it changes
  // (useEffectEvent would need React 19.2; the package supports 19.0).
  const onLoaded = useRef(props.onLoaded);
  useEffect(() => {
    onLoaded.current = props.onLoaded;
  });
  const loaded = results.isSuccess && !results.isPlaceholderData;
  useEffect(() => {
    if (loaded) onLoaded.current?.();
  }, [loaded, results.data]);

  const serverProblem =
    results.error instanceof ApiError && results.error.code === ResultCode.queryError
      ? results.error
      : null;
  // The server says where (QueryErrorDetail): shown like the reader-side check, place marked.
  const serverSyntax = serverProblem ? asSyntaxError(serverProblem.detail) : null;
  const problem: QueryProblem | null = syntaxError
    ? { syntax: syntaxError }
    : serverSyntax
      ? { syntax: serverSyntax }
      : serverProblem
        ? { message: serverProblem.message || t('common.requestError') }
        : null;

  const setStatusSelection = (next: FilterableStatus[]) => {
    writeAssetStatuses(next);
    setStatuses(next);
    change({});
  };
  // Kept in the offered order, so equal selections make equal requests (and cache keys).
  const toggleStatus = (code: FilterableStatus) =>
    setStatusSelection(
      FILTERABLE_STATUSES.filter((item) => (item === code) !== statuses.includes(item)),
    );
  const toggle = (name: FacetName, value: string) =>
    change({ filters: toggleFilter(state.filters, name, value) });

  const form = props.searchForm ? (
    <SearchForm
      keyword={state.keyword}
      query={state.query}
      problem={problem}
      onSearch={(keyword) => change({ keyword, query: '', filters: {} })}
      onAdvancedSearch={(query) => change({ query, keyword: '', filters: {} })}
    />
  ) : null;

  let content: ReactNode;
  if (problem) {
    // With the form, the problem is shown at the query field.
    content = props.searchForm ? null : (
      <ErrorState>
        {'syntax' in problem
          ? t(`advanced.errors.${problem.syntax.key}`, { position: problem.syntax.position + 1 })
          : problem.message}
      </ErrorState>
    );
  } else if (results.isPending) {
    content = <Loading />;
  } else if (results.isError) {
    content = <ErrorState />;
  } else {
    const { total, list, suggestion, facets, estimated = false } = results.data;
    const pages = Math.max(1, Math.ceil(total / size));
    const heading =
      props.heading ??
      (state.query
        ? t('searchPage.forQuery', { query: state.query })
        : state.keyword
          ? t('results.forKeyword', { keyword: state.keyword })
          : t('results.allBooks'));
    content = (
      <section aria-busy={results.isFetching} aria-labelledby={headingId}>
        <Heading id={headingId}>{heading}</Heading>
        <Count role="status">
          {t('results.total', { count: total, context: estimated ? 'estimated' : undefined })}
        </Count>
        <Layout>
          {withFacets ? (
            <FacetPanel
              facets={facets}
              filters={state.filters}
              hidden={fixedFacets}
              statuses={statuses}
              estimated={estimated}
              onToggle={toggle}
              onToggleStatus={toggleStatus}
            />
          ) : null}
          <Main>
            <SortControl sort={sort} onChange={(next) => change({ sort: next })} />
            <SelectedFilters
              facets={facets}
              filters={state.filters}
              statuses={statuses}
              onRemove={toggle}
              onRemoveStatus={toggleStatus}
              onClearAll={() => {
                writeAssetStatuses([]);
                setStatuses([]);
                change({ filters: {} });
              }}
            />
            {list.length === 0 ? (
              <EmptyState>
                {t('common.empty')}
                {suggestion ? (
                  <DidYouMean>
                    {t('results.didYouMean')}
                    <LinkButton
                      type="button"
                      onClick={() => change({ keyword: suggestion, query: '' })}
                    >
                      {suggestion}
                    </LinkButton>
                  </DidYouMean>
                ) : null}
              </EmptyState>
            ) : (
              <PlainList part="list">
                {list.map((book) => (
                  <ResultItem
                    key={book.bookid}
                    book={book}
                    organizationid={organizationid}
                    statuses={statuses}
                    bookUrl={props.bookUrl}
                    onNavigate={props.onNavigate}
                    onOpen={(bookid) =>
                      navigateTo(BOOK_DETAIL_PATH, { bookid }, props.bookUrl || undefined)
                    }
                  />
                ))}
              </PlainList>
            )}
            {pages > 1 ? (
              <PagerBar aria-label={t('results.pagination')} part="pagination">
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={state.page <= 1}
                  onClick={() => change({ page: state.page - 1 })}
                >
                  {t('common.previousPage')}
                </Button>
                <span aria-current="page">{t('common.pageOf', { page: state.page, pages })}</span>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={state.page >= pages}
                  onClick={() => change({ page: state.page + 1 })}
                >
                  {t('common.nextPage')}
                </Button>
              </PagerBar>
            ) : null}
          </Main>
        </Layout>
      </section>
    );
  }
  return (
    <>
      {form}
      {content}
    </>
  );
}

/**
 * Catalogue search results (spec §2, issue #4): count, facets with counts and the copy-status
 * filter, sort conditions, books with availability, holdings, AI quick read and "add to
 * booklist", "did you mean", pages; with `searchForm`, basic and advanced search above them.
 */
export function SearchResults(props: SearchResultsProps) {
  return (
    <OrganizationGate>
      {(organization) => <SearchView organizationid={organization.id} props={props} />}
    </OrganizationGate>
  );
}
