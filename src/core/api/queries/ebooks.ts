import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type EBookDetail,
  type EBookShelfEntry,
  type EBookSummary,
  type EBookTag,
  type EBookType,
  type FileInfo,
  type Page,
} from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The digital library's calls, in the `ebooks` area: lists and details say whether each book
 * is on the reader's shelf, so the whole area is dropped on login and logout and refreshed
 * after a shelf change.
 */

export interface EbookListFilter {
  ebooktype?: EBookType;
  tagid?: number;
  keyword?: string;
}

export function ebookTagsQuery(api: ApiClient, organizationid: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.ebooks, api.baseURL, 'tags', organizationid),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<EBookTag[]>(ApiPath.ebookTags, { query: { organizationid }, signal })),
  });
}

export function ebookListQuery(
  api: ApiClient,
  organizationid: number,
  filter: EbookListFilter,
  index: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: areaKey(
      QueryArea.ebooks,
      api.baseURL,
      'list',
      organizationid,
      filter,
      index,
      pageSize,
    ),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Page<EBookSummary>>(ApiPath.ebookReaderList, {
          body: { index, pageSize, organizationid, ...filter },
          signal,
        }),
      ),
  });
}

export function ebookDetailQuery(api: ApiClient, organizationid: number, bookid: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.ebooks, api.baseURL, 'detail', organizationid, bookid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<EBookDetail>(ApiPath.ebookDetail, {
          query: { bookid, organizationid },
          // A missing book is said in the widget; no toast on top of it.
          silent: true,
          signal,
        }),
      ),
  });
}

export function ebookShelfQuery(api: ApiClient, index: number, pageSize: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.ebooks, api.baseURL, 'shelf', index, pageSize),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Page<EBookShelfEntry>>(ApiPath.ebookShelfList, {
          body: { index, pageSize },
          signal,
        }),
      ),
  });
}

/**
 * What the file is and whether the caller may read it: the refusal's message ("Unrecognized
 * file type", the permission text) is shown by the reader itself, so the call is silent.
 */
export function fileInfoQuery(api: ApiClient, fileid: string) {
  return queryOptions({
    queryKey: areaKey(QueryArea.ebooks, api.baseURL, 'file', fileid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<FileInfo>(ApiPath.fileQuery, { query: { fileid }, silent: true, signal }),
      ),
    retry: false,
  });
}

/** Puts a book on the reader's shelf or takes it off (the wanted state: a retry is harmless). */
/** Puts an e-book on the reader's shelf or takes it off (the call names the wanted state). */
export const ebookShelfChange = defineMutation({
  call: (api, { bookid, onshelf }: { bookid: number; onshelf: boolean }) =>
    api.post<{ onshelf: boolean }>(ApiPath.ebookShelfChange, { body: { bookid, onshelf } }),
  invalidates: [QueryArea.ebooks],
});

/**
 * Remembers the reading position on the server. Not followed by an invalidation: the open
 * reader already shows it, and the detail's next fetch (coming back to the book) reads it.
 */
export async function saveEbookPosition(
  api: ApiClient,
  bookid: number,
  position: string,
  percent: number,
) {
  return api.post<null>(ApiPath.ebookPositionSave, {
    body: { bookid, position, percent },
    silent: true,
  });
}
