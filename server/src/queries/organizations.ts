import { asc, count, eq } from 'drizzle-orm';
import type {
  FooterLink,
  LibraryInfo,
  OrganizationBrief,
  OrganizationRef,
  OrganizationRefined,
  Page,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { footerLink, organization } from '../db/schema';
import { translate, type Lang, type MessageKey } from '../http/messages';
import { zoneOfOrganization } from '../time';

export type OrganizationRow = typeof organization.$inferSelect;

export async function findOrganizationByCode(db: Database, orgcode: string) {
  const [row] = await db.select().from(organization).where(eq(organization.orgcode, orgcode));
  return row;
}

export async function findOrganizationById(db: Database, id: number) {
  const [row] = await db.select().from(organization).where(eq(organization.id, id));
  return row;
}

export const toOrganizationRef = (row: OrganizationRow): OrganizationRef => ({
  id: row.id,
  name: row.name,
  orgcode: row.orgcode,
  // Checked as the server computes with it: an invalid stored zone reads as the default.
  timezone: zoneOfOrganization(row),
});

export const toOrganizationBrief = (row: OrganizationRow): OrganizationBrief => ({
  ...toOrganizationRef(row),
  logofileid: row.logoFileId,
  bannerfileid: row.bannerFileId,
  servicephone: row.servicePhone,
  registrationno: row.registrationNo,
});

export const toOrganizationRefined = (row: OrganizationRow): OrganizationRefined => ({
  ...toOrganizationBrief(row),
  address: row.address,
  openinghours: row.openingHours,
  introduction: row.introduction,
  readernotice: row.readerNotice,
});

/**
 * The organisation's inventory system address as the portal may link to it: an http(s) URL
 * without credentials, its trailing slash removed; anything else stored answers none.
 */
export function toInventoryHost(row: OrganizationRow): string | null {
  const stored = row.inventoryHost?.trim();
  if (!stored) return null;
  try {
    const url = new URL(stored);
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** The information pages in display order: which column, under which title. */
const INFO_PAGES: [LibraryInfo['key'], keyof OrganizationRow, MessageKey][] = [
  ['introduction', 'introduction', 'infoIntroduction'],
  ['readernotice', 'readerNotice', 'infoReaderNotice'],
  ['openinghours', 'openingHours', 'infoOpeningHours'],
  ['address', 'address', 'infoAddress'],
  ['servicephone', 'servicePhone', 'infoServicePhone'],
];

export function infoTitle(key: LibraryInfo['key'], lang: Lang): string {
  const page = INFO_PAGES.find(([pageKey]) => pageKey === key);
  return page ? translate(lang, page[2]) : key;
}

/** The organisation's information pages that have content, titled in `lang`. */
export function toLibraryInfos(row: OrganizationRow, lang: Lang): LibraryInfo[] {
  return INFO_PAGES.flatMap(([key, column, title]) => {
    const value = row[column];
    const content = typeof value === 'string' ? value.trim() : '';
    return content ? [{ key, title: translate(lang, title), content }] : [];
  });
}

/** Every footer link, hidden ones included (the client filters on isshow), in display order. */
export async function listFooterLinks(
  db: Database,
  orgId: number,
  index: number,
  pagesize: number,
): Promise<Page<FooterLink>> {
  const where = eq(footerLink.organizationId, orgId);
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(footerLink)
    .where(where);
  const list = await db
    .select({
      id: footerLink.id,
      title: footerLink.title,
      content: footerLink.url,
      isshow: footerLink.isShow,
    })
    .from(footerLink)
    .where(where)
    .orderBy(asc(footerLink.sortOrder), asc(footerLink.id))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  return { total: totals?.n ?? 0, index, pagesize, list };
}

/** Every organisation's own allow-list of origins (CORS with credentials, framing). */
export function listAllowedOrigins(
  db: Database,
): Promise<{ id: number; orgcode: string; origins: string[] }[]> {
  return db
    .select({
      id: organization.id,
      orgcode: organization.orgcode,
      origins: organization.allowedOrigins,
    })
    .from(organization);
}
