import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  bookSearchQuery,
  ErrorState,
  Loading,
  OrganizationGate,
  ResultCode,
  toCount,
  useApi,
  useNavigateTo,
  type BookSearchRequest,
  type CommonWidgetSettings,
  type FacetFilters,
  type FacetName,
  type LpEvent,
  type SortCondition,
} from '../../core';
import {
  FILTERABLE_STATUSES,
  readAssetStatuses,
  writeAssetStatuses,
  type FilterableStatus,
} from '../../core/asset-status-cookie';
import { asSyntaxError, validateQuery } from './query-syntax';
import { BOOK_DETAIL_PATH } from './ResultItem';
import { ResultsSection } from './ResultsSection';
import { SearchForm, type QueryProblem } from './SearchForm';
import {
  effectiveSort,
  isFacetName,
  mergeFilters,
  normalizeFilters,
  toggleFilter,
  type SearchState,
} from './search-state';
import { useSearchState } from './useSearchState';

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

// A page size below 1 (0.5 from an attribute) is the default, never an empty page.
const pageSizeOf = (value: number | undefined) => toCount(value, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);

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

  // A query the server would refuse is explained here and not sent.
  const results = useQuery(bookSearchQuery(api, body, syntaxError === null));

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
    content = (
      <ResultsSection
        result={results.data}
        state={state}
        change={change}
        heading={
          props.heading ??
          (state.query
            ? t('searchPage.forQuery', { query: state.query })
            : state.keyword
              ? t('results.forKeyword', { keyword: state.keyword })
              : t('results.allBooks'))
        }
        pageSize={size}
        sort={sort}
        busy={results.isFetching}
        organizationid={organizationid}
        withFacets={withFacets}
        hiddenFacets={fixedFacets}
        statuses={statuses}
        onToggle={toggle}
        onToggleStatus={toggleStatus}
        onClearFilters={() => {
          writeAssetStatuses([]);
          setStatuses([]);
          change({ filters: {} });
        }}
        bookUrl={props.bookUrl}
        onNavigate={props.onNavigate}
        onOpen={(bookid) => navigateTo(BOOK_DETAIL_PATH, { bookid }, props.bookUrl || undefined)}
      />
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
 * Catalogue search results (docs/product-rules.md, "The search and book pages"): count,
 * facets with counts and the copy-status filter, sort conditions, books with availability,
 * holdings, AI quick read and "add to booklist", "did you mean", pages; with `searchForm`, basic
 * and advanced search above them.
 */
export function SearchResults(props: SearchResultsProps) {
  return (
    <OrganizationGate>
      {(organization) => <SearchView organizationid={organization.id} props={props} />}
    </OrganizationGate>
  );
}
