import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type FollowCounts,
  type RankingForUser,
  type RankingPeriod,
  type RankingScope,
  type RecommendedBook,
} from '../contract';
import { areaKey, QueryArea } from './keys';

/**
 * The reader home's calls live in the `reader` area: they answer for the logged-in reader (the
 * ranking's own count, the recommendations, the counts), so they are dropped on login and
 * logout with the card, and a loan or a renewal that invalidates the reader refreshes them.
 */

/**
 * The organisation's borrowing ranking of a period, with the reader's own count when logged in.
 * Logged out, `organizationid` names the organisation (logged in, the server uses the reader's).
 * `viewer` (the reader's id, 0 logged out) keeps one reader's answer from serving another.
 */
export function rankingQuery(
  api: ApiClient,
  period: RankingPeriod,
  count: number,
  organizationid: number,
  viewer: number,
  /** The class's or grade's ranking, and the most active readers (the full ranking board). */
  board: { scope?: RankingScope; readercount?: number } = {},
) {
  return queryOptions({
    queryKey: areaKey(
      QueryArea.reader,
      api.baseURL,
      'ranking',
      period,
      count,
      organizationid,
      viewer,
      board.scope ?? 'organization',
      board.readercount ?? 0,
    ),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<RankingForUser>(ApiPath.rankingForUser, {
          body: { period, count, organizationid, ...board },
          signal,
        }),
      ),
  });
}

/** Books recommended for the logged-in reader. */
export function recommendedReadingQuery(api: ApiClient, count: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.reader, api.baseURL, 'recommended', count),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<RecommendedBook[]>(ApiPath.recommendedForReader, {
          query: { count },
          signal,
        }),
      ),
  });
}

/** Whom the logged-in reader follows, and their fans. */
export function followCountsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.reader, api.baseURL, 'follows'),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<FollowCounts>(ApiPath.followCounts, { signal })),
  });
}
