import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import { ApiPath, type ReaderSummary } from '../contract';
import { areaKey, QueryArea } from './keys';

/** The logged-in reader's card: profile, loans, overdue, reservations, arrears, deposit. */
export function readerSummaryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.reader, api.baseURL, 'summary'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<ReaderSummary>(ApiPath.readerQuery, { signal })),
  });
}
