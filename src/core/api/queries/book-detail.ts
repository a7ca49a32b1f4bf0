import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type BookAsset,
  type BookComment,
  type BookDetail,
  type BookInfo,
  type CollectState,
  type FastReading,
  type Page,
  type RecommendState,
} from '../contract';
import { defineMutation } from './mutation';

/**
 * One book of the catalogue as its page shows it: the record, its copies, the external
 * rating, readers' comments, the reader's collect and recommend marks and the AI quick read.
 * Public answers are keyed by what they name (`book`, `assets`, `comments`), so every widget
 * showing the same book shares them and a reservation or a comment refreshes them all; the
 * reader's own marks start with `reader`, so a logout drops them with the card.
 */

/** The query key of a book record, shared by every widget that shows the same book. */
export function bookDetailKey(baseURL: string, organizationid: number, bookid: number) {
  return ['book', baseURL, organizationid, bookid] as const;
}

/** POST Book/Query/Detail: the catalogue record of one book, as query options. */
export function bookDetailQuery(api: ApiClient, organizationid: number, bookid: number) {
  return queryOptions({
    queryKey: bookDetailKey(api.baseURL, organizationid, bookid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<BookDetail>(ApiPath.bookDetail, {
          body: { bookid, organizationid },
          // A missing book is shown in the widget; no toast on top of it.
          silent: true,
          signal,
        }),
      ),
  });
}

/** The prefix of every copy list of a book, whatever statuses it was filtered by. */
export function bookCopiesKey(baseURL: string, organizationid: number | undefined, bookid: number) {
  return ['assets', baseURL, organizationid, bookid] as const;
}

/** A book's copies (POST Book/Query/Asset), optionally only those in `statuses`, as query options. */
export function bookCopiesQuery(
  api: ApiClient,
  bookid: number,
  organizationid?: number,
  statuses?: number[],
) {
  return queryOptions({
    queryKey: [...bookCopiesKey(api.baseURL, organizationid, bookid), statuses ?? []],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<BookAsset[]>(ApiPath.bookAssets, {
          body: { bookid, organizationid, assetstatuses: statuses },
          signal,
        }),
      ),
  });
}

function isbnDigits(isbn: string): string {
  return isbn.replace(/[^0-9Xx]/g, '').toUpperCase();
}

/**
 * The external book-info service's record for an ISBN (POST Book/Query/Douban). Its failure
 * is only logged: the query then yields null and the page shows everything else.
 */
export function bookInfoQuery(api: ApiClient, isbn: string | null) {
  return queryOptions({
    queryKey: ['book-info', api.baseURL, isbn],
    queryFn: async ({ signal }): Promise<BookInfo | null> => {
      if (!isbn) return null;
      const result = await api.post<BookInfo[]>(ApiPath.bookInfo, {
        body: { isbns: [isbn] },
        silent: true,
        signal,
      });
      if (!result.ok) {
        if (!signal.aborted)
          console.warn('[libportal] book-info service:', result.code, result.msg);
        return null;
      }
      const list = Array.isArray(result.data) ? result.data : [];
      return list.find((info) => isbnDigits(info.isbn13) === isbnDigits(isbn)) ?? list[0] ?? null;
    },
    enabled: isbn !== null,
    staleTime: 10 * 60_000,
  });
}

/**
 * The prefix of every comment list of a book: lp-book-detail's and lp-reviews' pages, so a
 * comment saved or deleted in either refreshes both.
 */
export function bookCommentsKey(baseURL: string, organizationid: number, bookid: number) {
  return ['comments', baseURL, organizationid, bookid] as const;
}

function commentPage(
  api: ApiClient,
  organizationid: number,
  bookid: number,
  page: number,
  pagesize: number,
  signal: AbortSignal,
) {
  return api.post<Page<BookComment>>(ApiPath.commentList, {
    body: { bookid, index: page, pagesize, organizationid },
    signal,
  });
}

/**
 * A page of a book's comments as lp-book-detail shows them. `mine` depends on who asks, so
 * the viewer (a reader's id, 0 for none) is part of the key: another reader is another list.
 */
export function bookCommentsQuery(
  api: ApiClient,
  organizationid: number,
  bookid: number,
  viewer: number,
  page: number,
  pagesize: number,
) {
  return queryOptions({
    queryKey: [...bookCommentsKey(api.baseURL, organizationid, bookid), viewer, page],
    queryFn: async ({ signal }) =>
      unwrap(await commentPage(api, organizationid, bookid, page, pagesize, signal)),
    placeholderData: keepPreviousData,
  });
}

/** A page of a book's reviews as lp-reviews shows them (the same call as the comments). */
export function bookReviewsQuery(
  api: ApiClient,
  organizationid: number,
  bookid: number,
  page: number,
  pagesize: number,
) {
  return queryOptions({
    queryKey: [...bookCommentsKey(api.baseURL, organizationid, bookid), 'reviews', page],
    queryFn: async ({ signal }) =>
      unwrap(await commentPage(api, organizationid, bookid, page, pagesize, signal)),
    placeholderData: keepPreviousData,
  });
}

/** After a comment changed: every comment list of the book is read again where shown. */
export function invalidateBookComments(
  queryClient: QueryClient,
  baseURL: string,
  organizationid: number,
  bookid: number,
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: bookCommentsKey(baseURL, organizationid, bookid),
  });
}

/** Queries about the logged-in reader start with 'reader': logging out removes them. */
function readerBookKey(userId: number, what: string, baseURL: string, bookid: number) {
  return ['reader', userId, what, baseURL, bookid] as const;
}

/** Whether the logged-in reader has collected the book (its toggle answers the new state). */
export function collectStateQuery(api: ApiClient, userId: number, bookid: number) {
  return queryOptions({
    queryKey: readerBookKey(userId, 'collect', api.baseURL, bookid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<CollectState>(ApiPath.collectQuery, {
          body: { bookid },
          silent: true,
          signal,
        }),
      ),
  });
}

/** Whether the logged-in reader has recommended the book for purchase. */
export function recommendStateQuery(api: ApiClient, userId: number, bookid: number) {
  return queryOptions({
    queryKey: readerBookKey(userId, 'recommend', api.baseURL, bookid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<RecommendState>(ApiPath.recommendQuery, {
          body: { bookid },
          silent: true,
          signal,
        }),
      ),
  });
}

/** The book and the logged-in reader it is changed for. */
interface ReaderBook {
  bookid: number;
  userId: number;
}

/**
 * Collects the book, or takes it out of the collection. Its answer is the new state, written
 * in place of a refetch; a refusal is the caller's to say (silent).
 */
export const collectToggle = defineMutation({
  call: (api, { bookid }: ReaderBook) =>
    api.post<CollectState>(ApiPath.collectToggle, { body: { bookid }, silent: true }),
  invalidates: [],
  onSuccess: (queryClient, state, { bookid, userId }, api) =>
    queryClient.setQueryData(collectStateQuery(api, userId, bookid).queryKey, state),
});

/** Recommends the book to the library for purchase; the answer (with the count) is kept. */
export const recommendAdd = defineMutation({
  call: (api, { bookid }: ReaderBook) =>
    api.post<RecommendState>(ApiPath.recommendAdd, { body: { bookid }, silent: true }),
  invalidates: [],
  onSuccess: (queryClient, state, { bookid, userId }, api) =>
    queryClient.setQueryData(recommendStateQuery(api, userId, bookid).queryKey, state),
});

/** A book's AI quick read (BookFastReading Query); null while none has been generated. */
export function fastReadingQuery(api: ApiClient, organizationid: number, bookid: number) {
  return queryOptions({
    queryKey: ['fast-reading', api.baseURL, organizationid, bookid],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<FastReading | null>(ApiPath.fastReadingQuery, {
          query: { bookid, orgid: organizationid },
          signal,
        }),
      ) ?? null,
  });
}
