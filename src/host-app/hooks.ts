import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import {
  footerLinksQuery,
  organizationBriefQuery,
  useApi,
  useOrganization,
  type ApiClient,
} from '../core';
import type { RouteHandle } from './route-handle';

/**
 * What the layout of every page asks once the organisation is known: the server answers it
 * before rendering a page for a visit (src/host-app/prerender.tsx), so header and footer
 * arrive complete and hydration changes nothing.
 */
export function prefetchLayoutQueries(
  queryClient: QueryClient,
  api: ApiClient,
  organizationid: number,
): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(organizationBriefQuery(api, organizationid)),
    queryClient.prefetchQuery(footerLinksQuery(api, organizationid)),
  ]);
}

export function useOrganizationBrief() {
  return useQuery(organizationBriefQuery(useApi(), useOrganization().data?.id));
}

export function useFooterLinks() {
  return useQuery(footerLinksQuery(useApi(), useOrganization().data?.id));
}

/** The page title is a fixed prefix plus the translated title of the deepest route. */
export function documentTitle(t: TFunction, matches: readonly { handle?: unknown }[]): string {
  const handle = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  return handle ? `${t('routes.titlePrefix')} - ${t(handle.title)}` : t('routes.titlePrefix');
}

export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const title = documentTitle(t, useMatches());
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = i18n.language === 'en' ? 'en' : 'zh-CN';
  }, [title, i18n.language]);
}

/** How long a page may stay busy before what waits for its idle time is shown anyway. */
const IDLE_DEADLINE_MS = 3000;

/**
 * False until the browser first has nothing to do after the page is up: for what the page can
 * do without at first (the AI librarian's floating button). Loading and placing it during
 * hydration made it the largest task there on a phone (it measures every control of the page).
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_DEADLINE_MS });
      return () => cancelIdleCallback(handle);
    }
    // Safari has no requestIdleCallback: after the page's own first tasks.
    const timer = setTimeout(() => setIdle(true), 500);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
