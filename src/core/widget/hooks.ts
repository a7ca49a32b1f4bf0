import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/client';
import { DEFAULT_TIME_ZONE, type OrganizationRef } from '../api/contract';
import { organizationQuery } from '../api/queries/organizations';
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

/** The widget's organisation (from its org-code). An unknown code is an error, not a blank. */
// The return type is written out: inferred, the declaration file names it `import('..')`, a
// directory import that Node's ESM resolution (and so a TypeScript user on node16) refuses.
export function useOrganization(): UseQueryResult<OrganizationRef, Error> {
  const api = useApi();
  const { config } = useWidgetHost();
  return useQuery(organizationQuery(api, config.orgCode));
}

/**
 * The widget's library's IANA time zone: its days (due dates, rankings' weeks, news dates) are
 * shown in it, wherever the reader is. The default zone until the organisation has loaded
 * (the portal's server render has it before the first paint).
 */
export function useLibraryTimeZone(): string {
  return useOrganization().data?.timezone ?? DEFAULT_TIME_ZONE;
}
