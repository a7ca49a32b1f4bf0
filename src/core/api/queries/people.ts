import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type BookComment,
  type FollowEntry,
  type FollowListKind,
  type FollowReading,
  type FollowSetting,
  type MyReviewPage,
  type Page,
  type ReaderBrief,
  type VolunteerListRequest,
  type VolunteerPage,
} from '../contract';
import { invalidateAreas, QueryArea, areaKey } from './keys';
import { defineMutation } from './mutation';

/**
 * Follows, reviews and volunteer records (area `people`). A follow or an unfollow also changes
 * the counts on the reader's home (area `reader`); a review is a book comment, so saving or
 * deleting one also refreshes the book's comment list (key `comments`, book-detail).
 */

/** Readers of the caller's organisation matching `keyword` (the server needs 2+ characters). */
export function readerSearchQuery(api: ApiClient, keyword: string) {
  return queryOptions({
    queryKey: areaKey(QueryArea.people, api.baseURL, 'search', keyword),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<ReaderBrief[]>(ApiPath.followSearch, {
          body: { keyword },
          silent: true,
          signal,
        }),
      ),
    // A search is asked for by a button: the same words again reuse the answer for a minute.
    staleTime: 60_000,
    retry: false,
  });
}

export function followListQuery(
  api: ApiClient,
  kind: FollowListKind,
  index: number,
  pagesize: number,
) {
  return queryOptions({
    queryKey: areaKey(QueryArea.people, api.baseURL, 'follows', kind, index, pagesize),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Page<FollowEntry>>(ApiPath.followList, {
          body: { kind, index, pagesize },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Follows (`follow` true) or unfollows a reader; lists, searches and counts refresh, after a
 * refusal too (already followed, or the reader gone: the page was out of date).
 */
export const followChange = defineMutation({
  call: (api, { readerid, follow }: { readerid: number; follow: boolean }) =>
    api.post<ReaderBrief>(follow ? ApiPath.followAdd : ApiPath.followRemove, {
      body: { readerid },
      silent: true,
    }),
  invalidates: [QueryArea.people, QueryArea.reader],
  refetchAfterRefusal: true,
});

/** What a followed reader is reading, if they share it. */
export function followReadingQuery(api: ApiClient, readerid: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.people, api.baseURL, 'reading', readerid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<FollowReading>(ApiPath.followReading, {
          body: { readerid },
          silent: true,
          signal,
        }),
      ),
    retry: false,
  });
}

export function followSettingQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.people, api.baseURL, 'setting'),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<FollowSetting>(ApiPath.followSetting, { signal })),
  });
}

/** Lets followers see the reader's reading, or not; the setting is read again either way. */
export const followSettingUpdate = defineMutation({
  call: (api, share: boolean) =>
    api.post<FollowSetting>(ApiPath.followSettingUpdate, {
      body: { sharereading: share },
      silent: true,
    }),
  invalidates: [QueryArea.people],
  refetchAfterRefusal: true,
});

/** The reader's own reviews (of one book when `bookid` is given), newest first. */
export function myReviewsQuery(api: ApiClient, index: number, pagesize: number, bookid?: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.people, api.baseURL, 'reviews', bookid ?? 0, index, pagesize),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<MyReviewPage>(ApiPath.myReviews, {
          body: { bookid, index, pagesize },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

const afterReviewChange = (queryClient: QueryClient) =>
  Promise.all([
    invalidateAreas(queryClient, QueryArea.people),
    queryClient.invalidateQueries({ queryKey: ['comments'] }),
  ]);

/** Writes a review (no id) or rewrites one of the reader's own. */
export async function saveReview(
  api: ApiClient,
  queryClient: QueryClient,
  review: { id?: number; bookid: number; content: string; anonymous: boolean },
) {
  const result = await api.post<BookComment>(ApiPath.commentSave, { body: review, silent: true });
  if (result.ok) await afterReviewChange(queryClient);
  return result;
}

export async function deleteReview(api: ApiClient, queryClient: QueryClient, id: number) {
  const result = await api.post<null>(ApiPath.commentDelete, { body: { id }, silent: true });
  if (result.ok) await afterReviewChange(queryClient);
  return result;
}

/** The reader's volunteer records: of a term, between dates, or all; with the terms' hours. */
export function volunteerQuery(api: ApiClient, filter: VolunteerListRequest) {
  return queryOptions({
    queryKey: areaKey(QueryArea.people, api.baseURL, 'volunteer', filter),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<VolunteerPage>(ApiPath.volunteerList, {
          body: { ...filter },
          silent: true,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
