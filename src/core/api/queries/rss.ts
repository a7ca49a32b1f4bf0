import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import { ApiPath, type RssFeed, type RssSaveRequest, type RssSubscription } from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * RSS subscriptions and their feeds. Every call is `silent`: the widget shows a refusal where
 * the reader is (beside the form field, in place of the items), not as a toast.
 */

export function rssSubscriptionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.rss, api.baseURL, 'subscriptions'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<RssSubscription[]>(ApiPath.rssList, { signal, silent: true })),
  });
}

/**
 * A subscription's feed, fetched by the server (which caches it a few minutes): kept as fresh
 * as the server's copy, and not retried — a refusal (a private address, not a feed) will not
 * change on a second try, and a slow feed has already had its time.
 */
export function rssFeedQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.rss, api.baseURL, 'feed', id),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<RssFeed>(ApiPath.rssItems, { body: { id }, signal, silent: true })),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Adds (no id) or edits a subscription. */
export const rssSave = defineMutation({
  call: (api, request: RssSaveRequest) =>
    api.post<RssSubscription>(ApiPath.rssSave, { body: request, silent: true }),
  invalidates: [QueryArea.rss],
});

export const rssDelete = defineMutation({
  call: (api, id: number) => api.post<null>(ApiPath.rssDelete, { body: { id }, silent: true }),
  invalidates: [QueryArea.rss],
});
