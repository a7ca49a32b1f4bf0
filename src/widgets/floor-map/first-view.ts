import type { QueryClient } from '@tanstack/react-query';
import { bookPlacesQuery, bookshelvesQuery, copyPlaceQuery, type ApiClient } from '../../core';
import { toBookId } from '../../core/ui/book';

/**
 * Answers what the map shows first (the library's shelves, hence its plan, directory and
 * storeys, and the copy that `?barcode=` or `?bookid=` leads to, as useMapTarget picks it),
 * for a page rendered on the server with them in its HTML.
 */
export async function prefetchFloorMapFirstView(
  queryClient: QueryClient,
  api: ApiClient,
  organizationid: number,
  params: URLSearchParams,
): Promise<void> {
  const barcode = params.get('barcode')?.trim() ?? '';
  const bookid = toBookId(params.get('bookid'));
  await Promise.all([
    queryClient.prefetchQuery(bookshelvesQuery(api, organizationid)),
    barcode
      ? queryClient.prefetchQuery(copyPlaceQuery(api, organizationid, barcode))
      : bookid !== null
        ? queryClient.prefetchQuery(bookPlacesQuery(api, organizationid, bookid))
        : undefined,
  ]);
}
