import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { narrowScreen } from '../../../core';
import { HotWords } from '../../../widgets/hot-words';
import { EMPTY_SEARCH, SearchResults } from '../../../widgets/search-results';
import { PageFrame } from '../../components/PageFrame';
import { useScrollMemory, useSearchUrl } from './search-url';

/**
 * Hot words invite a first search. Once a search shows results, a phone keeps its first screen
 * for them: the hot words would take four rows above the first result at 320 px.
 */
const Hot = styled.div<{ $searching: boolean }>`
  margin-bottom: 16px;
  ${({ $searching }) => ($searching ? `${narrowScreen} { display: none; }` : '')}
`;

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
