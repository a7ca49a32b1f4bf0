import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import { ApiPath, type MediaDetail, type MediaKind, type MediaPage } from '../contract';
import { areaKey, QueryArea } from './keys';

/**
 * Story-telling media (area `media`): lists and items, and their files as Blobs, since a
 * reader's file needs the reader's token, which an <img>, <audio> or <track> src cannot send.
 * A visitor sees the items the organisation published (`organizationid` names it); a reader
 * all of theirs: the area is personal, so a login or logout drops what was seen.
 */

export function mediaListQuery(
  api: ApiClient,
  organizationid: number,
  kind: MediaKind | undefined,
  index: number,
  pagesize: number,
) {
  return queryOptions({
    queryKey: areaKey(
      QueryArea.media,
      api.baseURL,
      'list',
      organizationid,
      kind ?? 'all',
      index,
      pagesize,
    ),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<MediaPage>(ApiPath.mediaList, {
          body: { kind, index, pagesize, organizationid },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function mediaDetailQuery(api: ApiClient, organizationid: number, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.media, api.baseURL, 'detail', organizationid, id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<MediaDetail>(ApiPath.mediaDetail, {
          body: { id, organizationid },
          // A visitor asking for a readers' item is told so in the widget, not by a toast.
          silent: true,
          signal,
        }),
      ),
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
