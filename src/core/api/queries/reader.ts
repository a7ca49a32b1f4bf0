import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import { ApiPath, settingsCallsFor, type Medal, type ReaderSummary } from '../contract';
import { areaKey, QueryArea } from './keys';

/** The logged-in reader's card: profile, loans, overdue, reservations, arrears, deposit. */
export function readerSummaryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.reader, api.baseURL, 'summary'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<ReaderSummary>(ApiPath.readerQuery, { signal })),
  });
}

/**
 * The logged-in reader's medals, by the call of their role (spec §7: students and teachers
 * each have their own). In the reader area: a loan or a return that moves a milestone
 * invalidates it with the card.
 */
export function medalsQuery(api: ApiClient, role: 'student' | 'teacher') {
  return queryOptions({
    queryKey: areaKey(QueryArea.reader, api.baseURL, 'medals', role),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<Medal[]>(settingsCallsFor(role).medals, { body: {}, signal })),
  });
}
