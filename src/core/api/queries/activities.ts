import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type CompetitionStandings,
  type LibraryActivity,
  type ReadingCompetition,
} from '../contract';
import { areaKey, invalidateAreas, QueryArea } from './keys';

/** Library activities and reading competitions (area `activities`). */

export function activitiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.activities, api.baseURL, 'list'),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<LibraryActivity[]>(ApiPath.activityList, { body: {}, silent: true, signal }),
      ),
  });
}

/** Signs up (`join` true) or cancels; the list refreshes (places left, "signed up"). */
export async function changeSignUp(
  api: ApiClient,
  queryClient: QueryClient,
  id: number,
  join: boolean,
) {
  const path = join ? ApiPath.activitySignUp : ApiPath.activityCancel;
  const result = await api.post<LibraryActivity>(path, { body: { id }, silent: true });
  await invalidateAreas(queryClient, QueryArea.activities);
  return result;
}

export function competitionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.activities, api.baseURL, 'competitions'),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<ReadingCompetition[]>(ApiPath.competitionList, {
          body: {},
          silent: true,
          signal,
        }),
      ),
  });
}

export function standingsQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.activities, api.baseURL, 'standings', id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<CompetitionStandings>(ApiPath.competitionStandings, {
          body: { id },
          silent: true,
          signal,
        }),
      ),
  });
}
