import type { QueryClient } from '@tanstack/react-query';
import { organizationProfileQuery, type ApiClient } from '../../core';
import { toId } from '../../core/ui/ids';

/** Answers the profile `?id=` names, for a page rendered on the server with it in its HTML. */
export async function prefetchOrganizationProfileFirstView(
  queryClient: QueryClient,
  api: ApiClient,
  params: URLSearchParams,
): Promise<void> {
  const id = toId(params.get('id') ?? undefined);
  if (id !== undefined) await queryClient.prefetchQuery(organizationProfileQuery(api, id));
}
