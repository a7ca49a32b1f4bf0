import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { token } from '../../core';
import { SearchResults } from '../../widgets/search-results';

const Panel = styled.div`
  padding: 20px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

/** /book-list?keyword=…&page=…: results of the header search, the page kept in the URL. */
export function BookListPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return (
    <Panel>
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
