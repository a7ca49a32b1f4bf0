import { useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api/client';
import { ApiPath, type BookDetail, type BookSummary } from '../api/contract';
import { withQuery, type Query } from '../urls';
import { useApi } from '../widget/hooks';

/** A book id from an attribute or a URL parameter: a positive integer, or null. */
export function toBookId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\s*\d{1,15}\s*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The cover to show: ours (downloaded by file id) first, else the catalogue's external URL. */
export function coverUrl(api: ApiClient, book: Pick<BookSummary, 'coverfileid' | 'cover'>) {
  return book.coverfileid ? api.fileUrl(book.coverfileid) : book.cover;
}

/** The query key of a book record, shared by every widget that shows the same book. */
export function bookDetailKey(baseURL: string, organizationid: number, bookid: number) {
  return ['book', baseURL, organizationid, bookid] as const;
}

/** POST Book/Query/Detail: the catalogue record of one book (cached per page). */
export function useBookDetail(bookid: number, organizationid: number) {
  const api = useApi();
  return useQuery({
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

/** Portal paths the book widgets navigate to (spec §2), through a cancelable `lp-navigate`. */
export const BookPaths = {
  detail: '/bookDetail',
  preBorrow: '/preBorrow',
  shelfLocation: '/queryMachineShelfDetail',
  login: '/login',
} as const;

/** The query of /login that brings the reader back to `path` afterwards (spec §2). */
export function loginRedirect(path: string, query: Query): Query {
  return { redirect: withQuery(path, query) };
}
