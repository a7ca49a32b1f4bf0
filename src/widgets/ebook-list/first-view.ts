import type { QueryClient } from '@tanstack/react-query';
import { ebookListQuery, ebookTagsQuery, type ApiClient } from '../../core';
import { TYPE_CODES } from './EbookBrowser';
import { DEFAULT_PAGE_SIZE, toTypeChoice } from './EbookList';

/**
 * Answers what the list shows first for a `type` (the tags and the first page, no tag or
 * keyword chosen), for a page rendered on the server with them in its HTML.
 */
export function prefetchEbookListFirstView(type?: string) {
  return async (queryClient: QueryClient, api: ApiClient, organizationid: number) => {
    const ebooktype = TYPE_CODES[toTypeChoice(type) ?? 'all'];
    await Promise.all([
      queryClient.prefetchQuery(ebookTagsQuery(api, organizationid)),
      queryClient.prefetchQuery(
        ebookListQuery(api, organizationid, { ebooktype }, 1, DEFAULT_PAGE_SIZE),
      ),
    ]);
  };
}
