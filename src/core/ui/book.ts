import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { BookSummary } from '../api/contract';
import { bookDetailQuery } from '../api/queries/book-detail';
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

/** The catalogue record of one book (cached per page). */
export function useBookDetail(bookid: number, organizationid: number) {
  return useQuery(bookDetailQuery(useApi(), organizationid, bookid));
}

/** Portal paths the book widgets navigate to, through a cancelable `lp-navigate`. */
export const BookPaths = {
  detail: '/bookDetail',
  preBorrow: '/preBorrow',
  shelfLocation: '/queryMachineShelfDetail',
  floorMap: '/fmap',
  login: '/login',
} as const;

/** The query of /login that brings the reader back to `path` afterwards (`?redirect=`). */
export function loginRedirect(path: string, query: Query): Query {
  return { redirect: withQuery(path, query) };
}
