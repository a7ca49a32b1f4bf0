import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type AssignmentStatistics,
  type ClassStatistics,
  type ClassStatisticsRequest,
} from '../contract';
import { areaKey, QueryArea } from './keys';

/**
 * Class statistics (area `homework`, so marking refreshes them). Not re-exported from the
 * queries index on purpose: only lp-class-statistics uses them, and the index is in every
 * element's shared chunk.
 */
/** A class's statistics over a period (the last 90 days unless given): students, assignments. */
export function classStatisticsQuery(api: ApiClient, request: ClassStatisticsRequest) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'class-stats', request),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<ClassStatistics>(ApiPath.classStatistics, { body: request, signal })),
  });
}

/** One assignment's submission rate, average, mark distribution and questions' correct rates. */
export function assignmentStatisticsQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'stats', id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<AssignmentStatistics>(ApiPath.assignmentStatistics, {
          body: { id },
          signal,
        }),
      ),
  });
}

/** The class statistics as CSV (a GET with the bearer token, so fetched, not linked): or null. */
export function classStatisticsCsv(api: ApiClient, request: ClassStatisticsRequest) {
  const query: Record<string, string> = { departmentid: String(request.departmentid) };
  if (request.from) query.from = request.from;
  if (request.to) query.to = request.to;
  return api.blob(ApiPath.classStatisticsCsv, query);
}
