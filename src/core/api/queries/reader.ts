import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import { ApiPath, settingsCallsFor, type Medal, type ReaderSummary } from '../contract';
import { toDataUrl } from '../data-url';
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
 * The reader's avatar as a data URL. An avatar is served only to those allowed to see it, so
 * it is fetched with the reader's token (an <img src> cannot send one). A file id names one
 * image for good: never stale.
 */
export function avatarQuery(api: ApiClient, fileid: string | null) {
  return queryOptions({
    queryKey: areaKey(QueryArea.reader, api.baseURL, 'avatar', fileid),
    queryFn: async ({ signal }) => {
      const blob = fileid ? await api.fileBlob(fileid, signal) : null;
      // A data URL rather than an object URL: nothing to revoke, so React's double effects in
      // development and a cached answer reused by a second card never show a revoked image.
      return blob ? toDataUrl(blob) : null;
    },
    enabled: fileid !== null,
    staleTime: Infinity,
  });
}

/**
 * The logged-in reader's medals, by the call of their role (students and teachers
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
