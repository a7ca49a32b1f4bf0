import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type BookKind,
  type BookSearchRequest,
  type BookSearchResult,
  type BookSuggestion,
} from '../contract';

/**
 * The public catalogue: searching it, the suggestions while a reader types, the category tree
 * and the organisation's rankings (hot search words, recommended books). The same for every
 * reader. (The staff's cataloguing is `library-admin-catalogue.ts`.)
 */

/** Rankings (hot words, recommendations) change slowly: a page reuses them for 5 minutes. */
const TOP_ITEMS_STALE_MS = 5 * 60_000;

/**
 * One page of a search (POST Book/Query/Search), the previous page kept on screen while the
 * next loads. `enabled: false` for a query the server would refuse: it is explained and not
 * sent.
 */
export function bookSearchQuery(api: ApiClient, body: BookSearchRequest, enabled = true) {
  return queryOptions({
    queryKey: ['books', api.baseURL, body],
    queryFn: async ({ signal }) =>
      unwrap(await api.post<BookSearchResult>(ApiPath.bookSearch, { body, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * At most `max` suggestions for what is typed. An empty keyword asks for nothing (and clears
 * the suggestions); silent: a failed suggestion is no reason for a toast.
 */
export function bookSuggestionsQuery(
  api: ApiClient,
  organizationid: number | undefined,
  keywords: string,
  max: number,
) {
  return queryOptions({
    queryKey: ['suggestions', api.baseURL, organizationid, keywords],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<BookSuggestion[]>(ApiPath.bookSuggestions, {
          body: { keywords, pagesize: max, organizationid },
          silent: true,
          signal,
        }),
      ).slice(0, max),
    enabled: keywords !== '' && organizationid !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** The organisation's category tree (GET Book/Kinds); it changes rarely: kept 10 minutes. */
export function bookKindsQuery(api: ApiClient, organizationid: number) {
  return queryOptions({
    queryKey: ['book-kinds', api.baseURL, organizationid],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<BookKind[]>(ApiPath.bookKinds, { query: { orgid: organizationid }, signal }),
      ),
    staleTime: 10 * 60_000,
  });
}

/**
 * The first `count` entries of an organisation's ranking, from an endpoint that takes
 * `{organizationid, pagesize}` (hot search words, recommended books); a longer answer is cut.
 * Keyed by the path first: the home pages' server render answers these.
 */
export function topItemsQuery<T>(
  api: ApiClient,
  path: string,
  organizationid: number,
  count: number,
) {
  return queryOptions({
    queryKey: [path, api.baseURL, organizationid, count],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<T[]>(path, { body: { organizationid, pagesize: count }, signal }),
      ).slice(0, count),
    staleTime: TOP_ITEMS_STALE_MS,
  });
}
