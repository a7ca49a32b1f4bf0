import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import { ApiPath, type RankingSetting, type ReadingPortrait } from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The reading portrait and the ranking's privacy setting live in the `reader` area: they are
 * the logged-in reader's own, dropped on login and logout, and a change of the setting
 * refreshes every ranking shown (the rankings are in that area too).
 */

/** The reader's year (`year` 0: the current one). */
export function readingPortraitQuery(api: ApiClient, year: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.reader, api.baseURL, 'portrait', year),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<ReadingPortrait>(ApiPath.readingPortrait, {
          body: year ? { year } : {},
          signal,
        }),
      ),
  });
}

export function rankingSettingQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.reader, api.baseURL, 'ranking-setting'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<RankingSetting>(ApiPath.rankingSetting, { signal })),
  });
}

/**
 * Shows or hides the reader's name in reader rankings; every ranking shown refreshes, after a
 * refusal too (the setting shown is read again).
 */
export const rankingSettingUpdate = defineMutation({
  call: (api, showname: boolean) =>
    api.post<RankingSetting>(ApiPath.rankingSettingUpdate, { body: { showname } }),
  invalidates: [QueryArea.reader],
  refetchAfterRefusal: true,
});
