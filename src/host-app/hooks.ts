import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import {
  ApiPath,
  unwrap,
  useApi,
  useOrganization,
  type ApiClient,
  type FooterLink,
  type OrganizationBrief,
  type Page,
} from '../core';
import type { RouteHandle } from './route-handle';

/** Spec §9: footer links are read 20 at a time. */
export const FOOTER_LINKS_PAGE_SIZE = 20;

/** The organisation's name, logo and contact lines (header and footer of every page). */
export function organizationBriefQuery(api: ApiClient, orgid: number | undefined) {
  return queryOptions({
    queryKey: [ApiPath.orgBrief, api.baseURL, orgid],
    queryFn: async ({ signal }) =>
      unwrap(await api.get<OrganizationBrief>(ApiPath.orgBrief, { query: { orgid }, signal })),
    enabled: orgid !== undefined,
    staleTime: 10 * 60_000,
  });
}

/** The footer's links the organisation shows (spec §2). */
export function footerLinksQuery(api: ApiClient, organizationid: number | undefined) {
  return queryOptions({
    queryKey: [ApiPath.footerLinks, api.baseURL, organizationid],
    queryFn: async ({ signal }) => {
      const page = unwrap(
        await api.post<Page<FooterLink>>(ApiPath.footerLinks, {
          body: { index: 1, pageSize: FOOTER_LINKS_PAGE_SIZE, organizationid },
          signal,
        }),
      );
      return page.list.filter((link) => link.isshow);
    },
    enabled: organizationid !== undefined,
    staleTime: 10 * 60_000,
  });
}

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

/** Spec §2: the page title is a fixed prefix plus the translated title of the deepest route. */
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
