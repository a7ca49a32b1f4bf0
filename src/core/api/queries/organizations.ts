import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type FooterLink,
  type HomeMenuConfig,
  type HomeMenuEntry,
  type InventorySystemHost,
  type OpacIcon,
  type OrganizationBrief,
  type OrganizationConfig,
  type OrganizationProfile,
  type OrganizationRef,
  type Page,
} from '../contract';

/**
 * The organisations that run the portal (the product's pages), and what one organisation
 * shows on its home beyond the lists: its home menu, the menu's icons and its inventory
 * system. Public and the same for every reader, so keyed by path like the library's pages;
 * none of it changes while a reader browses: kept 10 minutes.
 */
const STALE_MS = 10 * 60_000;

/**
 * The organisation of an org-code: what every widget's useOrganization asks, and what the
 * server asks before rendering a page with it (src/host-app/prerender.tsx). Never stale: an
 * organisation's id and time zone do not change while a page is open.
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

/** The organisation's name, logo and contact lines (header and footer of every page). */
export function organizationBriefQuery(api: ApiClient, orgid: number | undefined) {
  return queryOptions({
    queryKey: [ApiPath.orgBrief, api.baseURL, orgid],
    queryFn: async ({ signal }) =>
      unwrap(await api.get<OrganizationBrief>(ApiPath.orgBrief, { query: { orgid }, signal })),
    enabled: orgid !== undefined,
    staleTime: STALE_MS,
  });
}

/** Footer links are read 20 at a time (docs/product-rules.md, "Constants"). */
export const FOOTER_LINKS_PAGE_SIZE = 20;

/** The footer's links the organisation shows (docs/product-rules.md, "The portal frame"). */
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
    staleTime: STALE_MS,
  });
}

/**
 * The organisation's feature switches (the AI librarian's among them). Silent: a widget that
 * depends on a switch shows nothing rather than an error. Kept 5 minutes.
 */
export function organizationConfigQuery(api: ApiClient, orgid: number | undefined) {
  return queryOptions({
    queryKey: ['orgConfig', api.baseURL, orgid],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<OrganizationConfig>(ApiPath.orgConfig, {
          query: { orgid },
          silent: true,
          signal,
        }),
      ),
    enabled: orgid !== undefined,
    staleTime: 5 * 60_000,
  });
}

export interface OrganizationListFilter {
  qname: string;
  pageindex: number;
  pagesize: number;
}

export function organizationListQuery(api: ApiClient, filter: OrganizationListFilter) {
  return queryOptions({
    queryKey: [
      ApiPath.organizationList,
      api.baseURL,
      filter.qname,
      filter.pageindex,
      filter.pagesize,
    ],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Page<OrganizationProfile>>(ApiPath.organizationList, {
          body: { ...filter, qname: filter.qname || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** One organisation's public profile; null when there is none with this id. */
export function organizationProfileQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: [ApiPath.organizationList, api.baseURL, 'one', id],
    queryFn: async ({ signal }) => {
      const page = unwrap(
        await api.post<Page<OrganizationProfile>>(ApiPath.organizationList, {
          body: { id, pagesize: 1 },
          signal,
        }),
      );
      return page.list[0] ?? null;
    },
    staleTime: STALE_MS,
  });
}

/** The home menu and the customer-service phone, read from the configuration's JSON. */
export interface HomeMenu {
  menus: HomeMenuEntry[];
  customerServicePhone: string | null;
}

/** A portal path: one leading slash (never `//host`), no scheme. */
const PORTAL_PATH = /^\/(?!\/)[\w\-./?=&%]*$/;
/** Digits with the separators a phone number is written with. */
const PHONE = /^\+?[\d][\d\s()-]{2,30}$/;

/** An https address without user or password: the one kind of link that leaves the portal. */
function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

function toEntry(value: unknown): HomeMenuEntry[] {
  if (typeof value !== 'object' || value === null) return [];
  const { key, title, path, icon, owntitle } = value as Record<string, unknown>;
  if (typeof key !== 'string' || typeof title !== 'string' || !key || !title) return [];
  const linked =
    typeof path === 'string' && (PORTAL_PATH.test(path) || isHttpsAddress(path)) ? path : null;
  return [
    {
      key,
      title,
      ...(linked ? { path: linked } : {}),
      ...(typeof icon === 'string' ? { icon } : {}),
      ...(owntitle === true ? { owntitle } : {}),
    },
  ];
}

/**
 * The configuration's `content` (JSON: a list of entries, or `{menus, customerServicePhone}`)
 * as the home shows it. An organisation edits it, so it is read defensively: an entry without
 * key or title is left out, a path that leaves the portal other than to an https:// address is
 * dropped, a phone that is not one
 * is ignored; unreadable JSON gives an empty menu, not an error.
 */
export function parseHomeMenu(content: string): HomeMenu {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return { menus: [], customerServicePhone: null };
  }
  const object = Array.isArray(value) ? { menus: value } : (value as Record<string, unknown>);
  const menus = Array.isArray(object?.menus) ? object.menus.flatMap(toEntry) : [];
  const phone = object?.customerServicePhone;
  const customerServicePhone =
    typeof phone === 'string' && PHONE.test(phone.trim()) ? phone.trim() : null;
  return { menus, customerServicePhone };
}

export function homeMenuQuery(api: ApiClient, orgid: number) {
  return queryOptions({
    queryKey: [ApiPath.homeMenus, api.baseURL, orgid],
    queryFn: async ({ signal }) =>
      parseHomeMenu(
        unwrap(await api.get<HomeMenuConfig>(ApiPath.homeMenus, { query: { orgid }, signal }))
          .content,
      ),
    staleTime: STALE_MS,
  });
}

/** SVG path commands and numbers only: anything else is not drawn. */
export const ICON_PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]{1,1000}$/;

/**
 * The home menu's icons by entry key (only path data that is nothing but path data). A plain
 * object, not a Map: a page the server rendered sends its answers as JSON (dehydrate).
 */
export function opacIconsQuery(api: ApiClient, orgid: number) {
  return queryOptions({
    queryKey: [ApiPath.opacIcons, api.baseURL, orgid],
    queryFn: async ({ signal }): Promise<Record<string, string>> => {
      const icons = unwrap(
        await api.get<OpacIcon[]>(ApiPath.opacIcons, { query: { orgid }, signal }),
      );
      return Object.fromEntries(
        icons.filter((icon) => ICON_PATH_DATA.test(icon.path)).map((icon) => [icon.key, icon.path]),
      );
    },
    staleTime: STALE_MS,
  });
}

export function inventoryHostQuery(api: ApiClient, orgid: number) {
  return queryOptions({
    queryKey: [ApiPath.inventorySystemHost, api.baseURL, orgid],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<InventorySystemHost>(ApiPath.inventorySystemHost, {
          query: { orgid },
          signal,
        }),
      ).host,
    staleTime: STALE_MS,
  });
}
