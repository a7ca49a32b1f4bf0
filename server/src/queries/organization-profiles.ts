/**
 * The organisations that run the portal, as the product's public pages show them (/case,
 * /case-detail): name, code, logo and three aggregate figures. Nothing else of an
 * organisation leaves here — no reader, setting, contact or allow-list — because anyone may
 * call the list.
 *
 * The figures are counted for the page's organisations only (at most a page size of them),
 * each with one grouped query: titles and readers from their tables, this year's loans from
 * the reading rollups (book_period_loans, the organisation's slice), which the reading-stats
 * job keeps current, so the list never counts loans row by row (10 million of them at scale).
 */
import { and, asc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  STAFF_USERTYPE,
  type OrganizationProfile,
  type Page,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, organization, reader } from '../db/schema';
import { bookPeriodLoans } from '../db/tables/reading-stats';
import { periodStartDate } from '../jobs/reading-stats';
import { escapeLike } from '../search/match';
import { zoneOfOrganization, type TimeZone } from '../time';
import { countNumber, offsetOf, pageOf, type PageSpec } from './paging';

export interface OrganizationFilter {
  /** Part of the name or of the code, any case. */
  qname?: string;
  /** One organisation. */
  id?: number;
}

const STAFF: number[] = Object.values(STAFF_USERTYPE);

function whereOf({ qname, id }: OrganizationFilter): SQL | undefined {
  const text = qname?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  return and(
    id === undefined ? undefined : eq(organization.id, id),
    pattern
      ? or(ilike(organization.name, pattern), ilike(organization.orgcode, pattern))
      : undefined,
  );
}

/** Figure by organisation id, from a grouped query's rows. */
const byOrg = (rows: { orgId: number; n: number }[]) =>
  new Map(rows.map((row) => [row.orgId, row.n]));

/** The page's organisations by the first day of their current year (in their own zones). */
function byYearStart(orgs: { id: number; zone: TimeZone }[], nowMs: number) {
  const groups = new Map<string, number[]>();
  for (const org of orgs) {
    const start = periodStartDate('year', nowMs, org.zone);
    groups.set(start, [...(groups.get(start) ?? []), org.id]);
  }
  return [...groups];
}

async function figuresOf(db: Database, orgs: { id: number; zone: TimeZone }[], nowMs: number) {
  if (orgs.length === 0) return { titles: new Map(), readers: new Map(), loans: new Map() };
  const orgIds = orgs.map((org) => org.id);
  const thisYear = or(
    ...byYearStart(orgs, nowMs).map(([start, ids]) =>
      and(inArray(bookPeriodLoans.organizationId, ids), eq(bookPeriodLoans.periodStart, start)),
    ),
  );
  const [titles, readers, loans] = await Promise.all([
    db
      .select({ orgId: book.organizationId, n: countNumber() })
      .from(book)
      .where(inArray(book.organizationId, orgIds))
      .groupBy(book.organizationId),
    db
      .select({ orgId: reader.organizationId, n: countNumber() })
      .from(reader)
      .where(and(inArray(reader.organizationId, orgIds), notInArray(reader.usertype, STAFF)))
      .groupBy(reader.organizationId),
    db
      .select({
        orgId: bookPeriodLoans.organizationId,
        n: sql<number>`coalesce(sum(${bookPeriodLoans.loans}), 0)`.mapWith(Number),
      })
      .from(bookPeriodLoans)
      .where(
        and(
          inArray(bookPeriodLoans.organizationId, orgIds),
          eq(bookPeriodLoans.scope, 'organization'),
          eq(bookPeriodLoans.scopeKey, ''),
          eq(bookPeriodLoans.period, 'year'),
          thisYear,
        ),
      )
      .groupBy(bookPeriodLoans.organizationId),
  ]);
  return { titles: byOrg(titles), readers: byOrg(readers), loans: byOrg(loans) };
}

/** A page of the organisations matching `filter`, in the order they joined (by id). */
export async function listOrganizationProfiles(
  db: Database,
  filter: OrganizationFilter,
  spec: PageSpec,
  nowMs: number,
): Promise<Page<OrganizationProfile>> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: organization.id,
        name: organization.name,
        orgcode: organization.orgcode,
        logofileid: organization.logoFileId,
        timeZone: organization.timeZone,
      })
      .from(organization)
      .where(where)
      .orderBy(asc(organization.id))
      .limit(spec.pagesize)
      .offset(offsetOf(spec)),
    db.select({ n: countNumber() }).from(organization).where(where),
  ]);
  const zoned = rows.map(({ timeZone, ...row }) => ({
    ...row,
    zone: zoneOfOrganization({ orgcode: row.orgcode, timeZone }),
  }));
  const figures = await figuresOf(db, zoned, nowMs);
  const list = zoned.map(({ zone, ...row }) => ({
    ...row,
    timezone: zone,
    titles: figures.titles.get(row.id) ?? 0,
    readers: figures.readers.get(row.id) ?? 0,
    loansthisyear: figures.loans.get(row.id) ?? 0,
  }));
  return pageOf(spec, total?.n ?? 0, list);
}
