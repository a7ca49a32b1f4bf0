import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, token } from '../../core';
import { SearchResults } from '../../widgets/search-results';

const Panel = styled.div`
  padding: 20px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

/** /book-list?keyword=…&page=…: results of the header search, the page kept in the URL. */
export function BookListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return (
    <Panel>
      {/* The page's own h1; the widget's heading (h2) names the keyword. */}
      <VisuallyHidden as="h1">{t('routes.bookList')}</VisuallyHidden>
      <SearchResults
        keyword={keyword}
        page={page}
        onPageChange={(next) => {
          setParams({ keyword, page: String(next) });
          window.scrollTo({ top: 0 });
        }}
      />
    </Panel>
  );
}
