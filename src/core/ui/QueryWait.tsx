import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './EmptyState';
import { Loading } from './Loading';

/**
 * What a query shows until it has data: the loading indicator, or its error's message. Used as
 * `if (!query.isSuccess) return <QueryWait query={query} />`, so the code after it reads
 * `query.data` as loaded (TypeScript narrows on `isSuccess`).
 */
export function QueryWait({ query }: { query: UseQueryResult<unknown> }) {
  return query.isError ? <ErrorState>{query.error.message}</ErrorState> : <Loading />;
}
