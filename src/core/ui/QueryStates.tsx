import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from './EmptyState';
import { Loading } from './Loading';

/** A list, or a page of one (`{list}`), with nothing in it. */
function hasNothing(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'list' in data && Array.isArray(data.list)) {
    return data.list.length === 0;
  }
  return false;
}

/**
 * The one way a widget shows what it fetched: the loading indicator, the error (the server's
 * message, or `error` where the widget words it itself: a book not found), `empty` when
 * the answer holds nothing (an empty list or page; `isEmpty` to say otherwise), else
 * `children` with the data. While a new page loads over the last one (placeholder data), the
 * last one stays shown.
 */
export function QueryStates<T>({
  query,
  error,
  empty,
  isEmpty = hasNothing,
  children,
}: {
  query: UseQueryResult<T>;
  /** What a failed query shows instead of the server's message (`<ErrorState />`: the common line). */
  error?: ReactNode;
  /** What an empty answer shows (default: the common "no data" line). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return <>{error ?? <ErrorState>{query.error.message || undefined}</ErrorState>}</>;
  }
  if (isEmpty(query.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(query.data)}</>;
}
