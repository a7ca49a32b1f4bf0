import type { QueryClient } from '@tanstack/react-query';
import { bookCopiesQuery, bookDetailQuery, inventoryHostQuery, type ApiClient } from '../../core';
import { toBookId } from '../../core/ui/book';

/**
 * Answers what the copy's location page shows first (the book, its copies and the library's
 * inventory system), for a page rendered on the server with them in its HTML.
 */
export async function prefetchShelfLocationFirstView(
  queryClient: QueryClient,
  api: ApiClient,
  organizationid: number,
  params: URLSearchParams,
): Promise<void> {
  const bookid = toBookId(params.get('bookid'));
  if (bookid === null) return;
  await Promise.all([
    queryClient.prefetchQuery(bookDetailQuery(api, organizationid, bookid)),
    queryClient.prefetchQuery(bookCopiesQuery(api, bookid, organizationid)),
    queryClient.prefetchQuery(inventoryHostQuery(api, organizationid)),
  ]);
}
