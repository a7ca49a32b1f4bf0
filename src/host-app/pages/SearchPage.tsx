import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { token } from '../../core';
import { HotWords } from '../../widgets/hot-words';
import { EMPTY_SEARCH, SearchResults } from '../../widgets/search-results';
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

const Hot = styled.div`
  margin-bottom: 16px;
`;

/**
 * /searchPage (spec §2): basic and advanced search, hot search words, facets, sort and the
 * results; the whole search lives in the URL (keyword, query, facets, sort, page).
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [search, show] = useSearchUrl();
  const restoreScroll = useScrollMemory();
  return (
    <Panel>
      <h1>{t('searchPage.heading')}</h1>
      <Hot>
        <HotWords
          onNavigate={(event) => {
            // A hot word is searched here, not on /book-list.
            event.preventDefault();
            show({ ...EMPTY_SEARCH, keyword: String(event.detail.query.keyword ?? '') });
          }}
        />
      </Hot>
      <SearchResults
        searchForm
        keyword={search.keyword}
        query={search.query}
        filters={search.filters}
        sort={search.sort}
        page={search.page}
        onStateChange={show}
        onLoaded={restoreScroll}
      />
    </Panel>
  );
}
