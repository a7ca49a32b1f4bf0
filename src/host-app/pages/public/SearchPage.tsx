import { useTranslation } from 'react-i18next';
import { HotWords } from '../../../widgets/hot-words';
import { EMPTY_SEARCH, SearchResults } from '../../../widgets/search-results';
import { PageFrame } from '../../components/PageFrame';
import { useScrollMemory, useSearchUrl } from './search-url';
import { Hot } from './styles';

/**
 * /searchPage: basic and advanced search, hot search words, facets, sort and the
 * results; the whole search lives in the URL (keyword, query, facets, sort, page).
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [search, show] = useSearchUrl();
  const restoreScroll = useScrollMemory();
  return (
    <PageFrame title={t('searchPage.heading')} compactTitle>
      <Hot $searching={Boolean(search.keyword || search.query)}>
        <HotWords
          onNavigate={(event) => {
            // A hot word is searched here, not on /book-list.
            event.preventDefault();
            show({ ...EMPTY_SEARCH, keyword: String(event.detail.query.keyword ?? '') });
          }}
        />
      </Hot>
      <SearchResults searchForm {...search} onStateChange={show} onLoaded={restoreScroll} />
    </PageFrame>
  );
}
