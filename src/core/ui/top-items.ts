import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api/client';
import { useApi } from '../widget/hooks';

/** Rankings (hot words, recommendations) change slowly: a page reuses them for 5 minutes. */
const TOP_ITEMS_STALE_MS = 5 * 60_000;

/** A `count` attribute may be anything: a whole number from 1 to `max`, else `fallback`. */
export function toCount(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1
    ? Math.min(Math.floor(value), max)
    : fallback;
}

/**
 * The first `count` entries of an organisation's ranking, from an endpoint that takes
 * `{organizationid, pagesize}` (hot search words, recommended books); a longer answer is cut.
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

export function useTopItems<T>(path: string, organizationid: number, count: number) {
  return useQuery(topItemsQuery<T>(useApi(), path, organizationid, count));
}
