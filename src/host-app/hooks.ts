import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import {
  ApiPath,
  unwrap,
  useApi,
  useOrganization,
  type FooterLink,
  type OrganizationBrief,
  type Page,
} from '../core';
import type { RouteHandle } from './routes';

/** Spec §9: footer links are read 20 at a time. */
export const FOOTER_LINKS_PAGE_SIZE = 20;

export function useOrganizationBrief() {
  const api = useApi();
  const organization = useOrganization();
  const orgid = organization.data?.id;
  return useQuery({
    queryKey: ['organization-brief', api.baseURL, orgid],
    queryFn: async ({ signal }) =>
      unwrap(await api.get<OrganizationBrief>(ApiPath.orgBrief, { query: { orgid }, signal })),
    enabled: orgid !== undefined,
    staleTime: 10 * 60_000,
  });
}

export function useFooterLinks() {
  const api = useApi();
  const organization = useOrganization();
  const organizationid = organization.data?.id;
  return useQuery({
    queryKey: ['footer-links', api.baseURL, organizationid],
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
