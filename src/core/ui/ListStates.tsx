import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './EmptyState';
import { Loading } from './Loading';

/** A fetched list as shown: loading, the error, `empty` when it has nothing, else `children`. */
export function ListStates<T>({
  list,
  empty,
  children,
}: {
  list: UseQueryResult<T[]>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorState />;
  return <>{list.data.length === 0 ? empty : children(list.data)}</>;
}
