import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CategorySearch } from '../../../widgets/category-search';
import { PageFrame } from '../../components/PageFrame';
import { useScrollMemory, useSearchUrl } from './search-url';

/** /searchCategory?category=…: the category tree and the chosen category's books. */
export function SearchCategoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const [search, show] = useSearchUrl(category ? { category } : {});
  const restoreScroll = useScrollMemory();
  return (
    <PageFrame title={t('category.heading')} compactTitle>
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
    </PageFrame>
  );
}
