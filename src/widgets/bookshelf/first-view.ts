import type { QueryClient } from '@tanstack/react-query';
import { bookshelvesQuery, columnStatisticsQuery, type ApiClient } from '../../core';

/**
 * Answers what the widget shows before anything is chosen (the shelves, and the first
 * shelf's column figures), for a page rendered on the server with them in its HTML.
 */
export async function prefetchBookshelfFirstView(
  queryClient: QueryClient,
  api: ApiClient,
  organizationid: number,
  language: string,
): Promise<void> {
  const shelves = await queryClient
    .fetchQuery(bookshelvesQuery(api, organizationid))
    .catch(() => []);
  const first = shelves[0];
  if (first) {
    await queryClient.prefetchQuery(
      columnStatisticsQuery(api, organizationid, first.shelfid, language),
    );
  }
}
