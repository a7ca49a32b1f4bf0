import type { QueryClient } from '@tanstack/react-query';
import { collectionOverviewQuery, type ApiClient } from '../../core';

/** Answers the whole library's overview, which the widget shows when no location is named. */
export function prefetchCollectionOverviewFirstView(
  queryClient: QueryClient,
  api: ApiClient,
  organizationid: number,
  language: string,
): Promise<void> {
  return queryClient.prefetchQuery(
    collectionOverviewQuery(api, organizationid, undefined, language),
  );
}
