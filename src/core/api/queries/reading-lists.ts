import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type BookListDetail,
  type BookListSaveRequest,
  type PublicBookList,
  type ReaderBookList,
  type ShelfEntry,
  type ShelfEntrySaveRequest,
  type ShelfListing,
  type ShelfName,
} from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The reader's own lists (area `reading-lists`): the virtual bookshelf and the booklists,
 * their own and other readers' public ones. Every mutation invalidates the whole area: a list
 * renamed in lp-booklists, or a book added from the search page, shows everywhere at once.
 * Answers are per reader, so the area is dropped on login and logout (keys.ts).
 */

/** The reader's shelf (one shelf, or all when `shelf` is unset) and its statistics. */
export function shelfQuery(api: ApiClient, shelf?: ShelfName) {
  return queryOptions({
    queryKey: areaKey(QueryArea.readingLists, api.baseURL, 'shelf', shelf ?? 'all'),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<ShelfListing>(ApiPath.shelfList, { body: shelf ? { shelf } : {}, signal }),
      ),
  });
}

/** Shelves a book, moves an entry to another shelf, or edits its note (one call, AddUpdate). */
export const shelfSave = defineMutation({
  call: (api, entry: ShelfEntrySaveRequest) =>
    api.post<ShelfEntry>(ApiPath.shelfSave, { body: { ...entry } }),
  invalidates: [QueryArea.readingLists],
});

/** Takes an entry off the reader's shelf. */
export const shelfDelete = defineMutation({
  call: (api, id: number) => api.post<null>(ApiPath.shelfDelete, { body: { id } }),
  invalidates: [QueryArea.readingLists],
});

/** The logged-in reader's own booklists. */
export function myBooklistsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.readingLists, api.baseURL, 'lists', 'mine'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<ReaderBookList[]>(ApiPath.bookListList, { body: {}, signal })),
  });
}

/** Logged out, the organisation whose public lists are read (the token's wins when logged in). */
const orgBody = (organizationid?: number) =>
  organizationid === undefined ? {} : { organizationid };

/**
 * Other readers' public lists: one reader's (`readerid`, ReaderBookList/List) or those of every
 * other reader of the organisation (ReaderBookList/Public), newest first. A visitor names the
 * organisation (`organizationid`).
 */
export function publicBooklistsQuery(
  api: ApiClient,
  readerid?: number,
  pagesize = 20,
  organizationid?: number,
) {
  return queryOptions({
    queryKey: areaKey(
      QueryArea.readingLists,
      api.baseURL,
      'public',
      readerid ?? 'all',
      pagesize,
      organizationid ?? 'own',
    ),
    queryFn: async ({ signal }) =>
      unwrap(
        readerid === undefined
          ? await api.post<PublicBookList[]>(ApiPath.bookListPublic, {
              body: { pageindex: 1, pagesize, ...orgBody(organizationid) },
              signal,
            })
          : await api.post<PublicBookList[]>(ApiPath.bookListList, {
              body: { readerid, ...orgBody(organizationid) },
              signal,
            }),
      ),
  });
}

/** One list with its books (the reader's own, or a public one of their organisation). */
export function booklistDetailQuery(api: ApiClient, id: number, organizationid?: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.readingLists, api.baseURL, 'list', id, organizationid ?? 'own'),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<BookListDetail>(ApiPath.bookListQuery, {
          body: { id, ...orgBody(organizationid) },
          signal,
        }),
      ),
  });
}

/** Makes a booklist (no id) or changes one of the reader's own. */
export const bookListSave = defineMutation({
  call: (api, list: BookListSaveRequest) =>
    api.post<ReaderBookList>(ApiPath.bookListSave, { body: { ...list } }),
  invalidates: [QueryArea.readingLists],
});

/** Deletes one of the reader's booklists. */
export const bookListDelete = defineMutation({
  call: (api, id: number) => api.post<null>(ApiPath.bookListDelete, { body: { id } }),
  invalidates: [QueryArea.readingLists],
});

/** Takes a book off one of the reader's booklists. */
export const bookListRemoveBook = defineMutation({
  call: (api, { booklistid, bookid }: { booklistid: number; bookid: number }) =>
    api.post<BookListDetail>(ApiPath.bookListRemoveBook, { body: { booklistid, bookid } }),
  invalidates: [QueryArea.readingLists],
});
