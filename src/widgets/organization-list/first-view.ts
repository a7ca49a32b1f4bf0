import type { QueryClient } from '@tanstack/react-query';
import { organizationListQuery, type ApiClient } from '../../core';
import { DEFAULT_ORGANIZATION_PAGE_SIZE } from './OrganizationList';

/** Answers the list's first page, for a page rendered on the server with it in its HTML. */
export function prefetchOrganizationListFirstView(
  queryClient: QueryClient,
  api: ApiClient,
): Promise<void> {
  return queryClient.prefetchQuery(
    organizationListQuery(api, {
      qname: '',
      pageindex: 1,
      pagesize: DEFAULT_ORGANIZATION_PAGE_SIZE,
    }),
  );
}
