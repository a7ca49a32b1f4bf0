import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { token } from '../../core';
import { CategorySearch } from '../../widgets/category-search';
import { useScrollMemory, useSearchUrl } from './search-url';

const Panel = styled.div`
  padding: 20px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
  h1 {
    margin: 0 0 16px;
    font-size: 1.4em;
  }
`;

/** /searchCategory?category=…: the category tree and the chosen category's books. */
export function SearchCategoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const [search, show] = useSearchUrl(category ? { category } : {});
  const restoreScroll = useScrollMemory();
  return (
    <Panel>
      <h1>{t('category.heading')}</h1>
      <CategorySearch
        category={category}
        // The category facet is the tree's: only the other facets come from the URL.
        filters={{ ...search.filters, category: undefined }}
        sort={search.sort}
        page={search.page}
        onCategoryChange={(code) => setParams({ category: code })}
        onStateChange={show}
        onLoaded={restoreScroll}
      />
    </Panel>
  );
}
