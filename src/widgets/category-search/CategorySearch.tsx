import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bookKindsQuery,
  EmptyState,
  ErrorState,
  OrganizationGate,
  QueryStates,
  useApi,
  type CommonWidgetSettings,
} from '../../core';
import { SearchResults, type SearchResultsProps } from '../search-results';
import { CategoryTree, pathTo } from './CategoryTree';
import { Layout, Results, Side } from './styles';

export interface CategorySearchProps
  extends
    CommonWidgetSettings,
    Pick<
      SearchResultsProps,
      | 'filters'
      | 'sort'
      | 'page'
      | 'pageSize'
      | 'bookUrl'
      | 'onStateChange'
      | 'onPageChange'
      | 'onNavigate'
      | 'onLoaded'
    > {
  /** The chosen category's CLC code (the portal keeps it in the URL). */
  category?: string;
  onCategoryChange?: (code: string) => void;
}

function CategoryView({
  organizationid,
  props,
}: {
  organizationid: number;
  props: CategorySearchProps;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const kinds = useQuery(bookKindsQuery(api, organizationid));
  // Followed when the prop changes (the URL); the reader's choice otherwise.
  const [chosen, setChosen] = useState(props.category ?? '');
  const [shownProp, setShownProp] = useState(props.category);
  if (shownProp !== props.category) {
    setShownProp(props.category);
    setChosen(props.category ?? '');
  }

  return (
    <QueryStates
      query={kinds}
      error={<ErrorState />}
      empty={<EmptyState>{t('category.empty')}</EmptyState>}
    >
      {(data) => {
        const kind = chosen ? pathTo(data, chosen).at(-1) : undefined;
        return (
          <Layout>
            <Side>
              <CategoryTree
                kinds={data}
                selected={kind?.code ?? null}
                onSelect={(next) => {
                  if (next.code === kind?.code) return;
                  setChosen(next.code);
                  props.onCategoryChange?.(next.code);
                }}
              />
            </Side>
            <Results>
              {kind ? (
                <SearchResults
                  // A new category is a new search: its own facets, page 1.
                  key={kind.code}
                  baseFilters={{ category: [kind.code] }}
                  heading={t('category.results', { code: kind.code, name: kind.name })}
                  filters={props.filters}
                  sort={props.sort}
                  page={props.page}
                  pageSize={props.pageSize}
                  bookUrl={props.bookUrl}
                  onStateChange={props.onStateChange}
                  onPageChange={props.onPageChange}
                  onNavigate={props.onNavigate}
                  onLoaded={props.onLoaded}
                />
              ) : (
                <EmptyState>{t('category.choose')}</EmptyState>
              )}
            </Results>
          </Layout>
        );
      }}
    </QueryStates>
  );
}

/**
 * Category search (/searchCategory): the library's CLC category tree with book
 * counts; choosing a category lists its books with facets, sort and paging.
 */
export function CategorySearch(props: CategorySearchProps) {
  return (
    <OrganizationGate>
      {(organization) => <CategoryView organizationid={organization.id} props={props} />}
    </OrganizationGate>
  );
}
