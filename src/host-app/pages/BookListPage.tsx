import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, token } from '../../core';
import { SearchResults } from '../../widgets/search-results';
import { useScrollMemory, useSearchUrl } from './search-url';

const Panel = styled.div`
  padding: 20px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

/**
 * /book-list?keyword=…: results of the header search with facets and sort; the search (page,
 * facets, sort) is kept in the URL and the scroll position is restored on return.
 */
export function BookListPage() {
  const { t } = useTranslation();
  const [search, show] = useSearchUrl();
  const restoreScroll = useScrollMemory();
  return (
    <Panel>
      {/* The page's own h1; the widget's heading (h2) names the keyword. */}
      <VisuallyHidden as="h1">{t('routes.bookList')}</VisuallyHidden>
      <SearchResults
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
