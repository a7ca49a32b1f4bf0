import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { unwrap, type ApiClient } from '../api/client';
import { ApiPath, type OrganizationRef } from '../api/contract';
import type { SessionState } from '../session/session-store';
import { useRuntime, useWidgetHost } from './runtime-context';

/** The API client for this widget's api-base. */
export function useApi(): ApiClient {
  const runtime = useRuntime();
  const { config } = useWidgetHost();
  return runtime.api(config.apiBase);
}

/** The page's one session, re-rendering when anyone logs in or out. */
export function useSession(): SessionState {
  const { session } = useRuntime();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/**
 * The query of an organisation by its code: what useOrganization asks, and what the server
 * asks before rendering a page with it (src/host-app/prerender.tsx).
 */
export function organizationQuery(api: ApiClient, orgCode: string) {
  return queryOptions({
    queryKey: ['organization', api.baseURL, orgCode],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<OrganizationRef>(ApiPath.orgByCode, {
          query: { orgcode: orgCode },
          silent: true,
          signal,
        }),
      ),
    staleTime: Infinity,
  });
}

/** The widget's organisation (from its org-code). An unknown code is an error, not a blank. */
export function useOrganization() {
  const api = useApi();
  const { config } = useWidgetHost();
  return useQuery(organizationQuery(api, config.orgCode));
}
