import { queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '../client';
import { unwrap, type ApiClient } from '../client';
import {
  ApiPath,
  IMAGE_FIELD,
  ResultCode,
  type ContentImage,
  type ContentInfo,
  type ContentItem,
  type ContentListRequest,
  type ContentRefusalDetail,
  type ContentSaveRequest,
  type ContentSummary,
  type Page,
} from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The content page (area `content-admin`): the library's news, notices and activities as staff
 * edit them (drafts and scheduled ones too), one item with its body, the introduction and the
 * reader notice. A change also refetches the portal's own lists and pages of them (keyed by
 * their paths), so this page's portal frame shows a published item at once; visitors see it at
 * their next load (the server drops its rendered pages on every instance). Changes are
 * `silent`: the editor says a refusal beside the field it names, not in a toast.
 */

export function contentListQuery(api: ApiClient, request: ContentListRequest) {
  return queryOptions({
    queryKey: areaKey(QueryArea.contentAdmin, api.baseURL, 'list', request),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<Page<ContentSummary>>(ApiPath.contentList, { body: request, signal })),
  });
}

export function contentItemQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.contentAdmin, api.baseURL, 'item', id),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<ContentItem>(ApiPath.contentGet, { body: { id }, signal })),
  });
}

export function contentInfoQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.contentAdmin, api.baseURL, 'info'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<ContentInfo>(ApiPath.contentInfoGet, { signal })),
  });
}

/** What the portal shows of the content (public keys start with their path or name). */
const PUBLIC_CONTENT = [ApiPath.newsList, 'newsDetail', ApiPath.libraryInfos];

export const contentSave = defineMutation({
  call: (api, body: ContentSaveRequest) =>
    api.post<ContentItem>(ApiPath.contentSave, { body, silent: true }),
  invalidates: [QueryArea.contentAdmin],
  publicKeys: PUBLIC_CONTENT,
});

export const contentDelete = defineMutation({
  call: (api, id: number) =>
    api.post<{ id: number }>(ApiPath.contentDelete, { body: { id }, silent: true }),
  invalidates: [QueryArea.contentAdmin],
  publicKeys: PUBLIC_CONTENT,
});

export const contentInfoSave = defineMutation({
  call: (api, body: ContentInfo) =>
    api.post<ContentInfo>(ApiPath.contentInfoSave, { body, silent: true }),
  invalidates: [QueryArea.contentAdmin],
  publicKeys: PUBLIC_CONTENT,
});

/** A picture for a body (any common image; the server re-encodes it). Nothing to refetch. */
export const contentImage = defineMutation({
  call: (api, file: File) => {
    const form = new FormData();
    form.append(IMAGE_FIELD, file, file.name);
    return api.post<ContentImage>(ApiPath.contentImage, { body: form, silent: true });
  },
  invalidates: [],
});

/** The field refusal a failed result carries (code 10158 with its detail), if any. */
export function contentRefusalOf(result: ApiResult<unknown>): ContentRefusalDetail | null {
  if (result.ok || result.code !== ResultCode.businessError) return null;
  const detail = result.detail as Partial<ContentRefusalDetail> | null;
  if (!detail || typeof detail.field !== 'string' || typeof detail.problem !== 'string') {
    return null;
  }
  return detail as ContentRefusalDetail;
}
