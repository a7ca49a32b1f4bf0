import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import { ApiPath, type MediaDetail, type MediaKind, type MediaPage } from '../contract';
import { areaKey, QueryArea } from './keys';

/**
 * Story-telling media (area `media`): lists and items, and their files as Blobs, since every
 * file needs the reader's token, which an <img>, <audio> or <track> src cannot send.
 */

export function mediaListQuery(
  api: ApiClient,
  kind: MediaKind | undefined,
  index: number,
  pagesize: number,
) {
  return queryOptions({
    queryKey: areaKey(QueryArea.media, api.baseURL, 'list', kind ?? 'all', index, pagesize),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<MediaPage>(ApiPath.mediaList, { body: { kind, index, pagesize }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function mediaDetailQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.media, api.baseURL, 'detail', id),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<MediaDetail>(ApiPath.mediaDetail, { body: { id }, signal })),
  });
}

/** A media file (audio, photo, captions) as a Blob; null when it cannot be had. */
export function mediaFileQuery(api: ApiClient, fileid: string) {
  return queryOptions({
    queryKey: areaKey(QueryArea.media, api.baseURL, 'file', fileid),
    queryFn: ({ signal }) => api.fileBlob(fileid, signal),
    // Files never change under the same id; an album's photos are seen again and again.
    staleTime: Infinity,
  });
}
