import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type GradeItem,
  type GradesRequest,
  type LearningStatistics,
  type LearningStatisticsRequest,
  type Page,
} from '../contract';
import { areaKey, QueryArea } from './keys';

/**
 * A student's own learning statistics and grades (area `homework`, so a submission or a mark
 * refreshes them). Not re-exported from the queries index: only lp-learning-statistics and
 * lp-grades use them, and the index is in every element's shared chunk.
 */
export function learningStatisticsQuery(api: ApiClient, request: LearningStatisticsRequest) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'learning', request),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<LearningStatistics>(ApiPath.learningStatistics, { body: request, signal }),
      ),
  });
}

export function gradesQuery(api: ApiClient, request: GradesRequest) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'grades', request),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<Page<GradeItem>>(ApiPath.learningGrades, { body: request, signal })),
    // The page in view stays while the next one loads: the table does not collapse.
    placeholderData: keepPreviousData,
  });
}
