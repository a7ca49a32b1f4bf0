import { useTranslation } from 'react-i18next';
import { SearchResults } from '../../../widgets/search-results';
import { PageFrame } from '../../components/PageFrame';
import { useScrollMemory, useSearchUrl } from './search-url';

/**
 * /book-list?keyword=…: results of the header search with facets and sort; the search (page,
 * facets, sort) is kept in the URL and the scroll position is restored on return.
 */
export function BookListPage() {
  const { t } = useTranslation();
  const [search, show] = useSearchUrl();
  const restoreScroll = useScrollMemory();
  return (
    // The widget's heading (h2) names the keyword.
    <PageFrame title={t('routes.bookList')} titleHidden>
      <SearchResults {...search} onStateChange={show} onLoaded={restoreScroll} />
    </PageFrame>
  );
}
