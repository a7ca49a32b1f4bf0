import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  PagerBar,
  PlainList,
  type BookSearchResult,
  type FacetName,
  type LpEvent,
  type SortCondition,
} from '../../core';
import type { FilterableStatus } from '../../core/asset-status-cookie';
import { FacetPanel, type FacetPanelProps } from './FacetPanel';
import { FilterDrawer } from './FilterDrawer';
import { ResultItem } from './ResultItem';
import type { SearchState } from './search-state';
import { SelectedFilters } from './SelectedFilters';
import { SortControl } from './SortControl';
import { Count, DidYouMean, Heading, Layout, LinkButton, Main, Summary, WideOnly } from './styles';

export interface ResultsSectionProps {
  result: BookSearchResult;
  state: SearchState;
  change: (patch: Partial<SearchState>) => void;
  heading: string;
  pageSize: number;
  /** The conditions applied (the default order when the reader chose none). */
  sort: SortCondition[];
  busy: boolean;
  organizationid: number;
  /** Offer the facets (the page may leave them out; chosen filters still show as chips). */
  withFacets: boolean;
  /** Facets the page fixes: not offered. */
  hiddenFacets: FacetName[];
  statuses: FilterableStatus[];
  onToggle: (name: FacetName, value: string) => void;
  onToggleStatus: (code: FilterableStatus) => void;
  onClearFilters: () => void;
  bookUrl: string | undefined;
  onNavigate: ((event: LpEvent<'lp-navigate'>) => void) | undefined;
  onOpen: (bookid: number) => void;
}

/**
 * A page of results: heading and count, the facets (beside the results on a wide screen,
 * behind a button on a narrow one, so the first result is on the first screen), sort, the
 * chosen filters, the books, and the pager.
 */
export function ResultsSection({
  result,
  state,
  change,
  heading,
  pageSize,
  sort,
  busy,
  organizationid,
  withFacets,
  hiddenFacets,
  statuses,
  onToggle,
  onToggleStatus,
  onClearFilters,
  bookUrl,
  onNavigate,
  onOpen,
}: ResultsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { total, list, suggestion, estimated = false } = result;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const panel: FacetPanelProps = {
    facets: result.facets,
    filters: state.filters,
    hidden: hiddenFacets,
    statuses,
    estimated,
    onToggle,
    onToggleStatus,
  };
  return (
    <section aria-busy={busy} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {/* On a narrow screen the facets' button sits beside the count: one row, not two,
          before the first result. */}
      <Summary>
        <Count role="status">
          {t('results.total', { count: total, context: estimated ? 'estimated' : undefined })}
        </Count>
        {withFacets ? <FilterDrawer {...panel} /> : null}
      </Summary>
      <Layout>
        {withFacets ? (
          <WideOnly>
            <FacetPanel {...panel} />
          </WideOnly>
        ) : null}
        <Main>
          <SortControl sort={sort} onChange={(next) => change({ sort: next })} />
          <SelectedFilters
            facets={result.facets}
            filters={state.filters}
            statuses={statuses}
            onRemove={onToggle}
            onRemoveStatus={onToggleStatus}
            onClearAll={onClearFilters}
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
                  bookUrl={bookUrl}
                  onNavigate={onNavigate}
                  onOpen={onOpen}
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
