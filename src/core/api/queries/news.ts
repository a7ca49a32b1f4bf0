import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import { ApiPath, type NewsDetail, type NewsSummary, type NewsType, type Page } from '../contract';

/**
 * An organisation's news, notices and activity announcements: public, the same for every
 * reader. The list is keyed by its path first, like every call the server may answer before
 * rendering a page (src/host-app/prerender.tsx tells the page which calls it answered by the
 * first element of each key).
 */

/** One page of an organisation's news of a type: what lp-news-list and the home pages ask. */
export function newsListQuery(
  api: ApiClient,
  organizationid: number,
  type: NewsType,
  page: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: [ApiPath.newsList, api.baseURL, organizationid, type, page, pageSize],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Page<NewsSummary>>(ApiPath.newsList, {
          body: { index: page, pageSize, type, organizationid },
          signal,
        }),
      ),
  });
}

/** One item with its body (HTML, sanitised where it is shown). */
export function newsDetailQuery(api: ApiClient, organizationid: number, id: number) {
  return queryOptions({
    queryKey: ['newsDetail', api.baseURL, organizationid, id],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<NewsDetail>(ApiPath.newsDetail, {
          query: { id },
          body: { organizationid },
          signal,
        }),
      ),
  });
}
