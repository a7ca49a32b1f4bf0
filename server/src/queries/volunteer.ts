/**
 * Volunteer service records: a reader reads their own, by date or by school term, with the
 * hours of the term; a teacher of the organisation records them.
 */
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type {
  VolunteerAddRequest,
  VolunteerPage,
  VolunteerRecord,
  VolunteerTerm,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { reader } from '../db/schema';
import { volunteerRecord } from '../db/tables/volunteer';

/** Hours to one hundredth, from whole minutes (90 → 1.5). */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The school term a day falls in. Chinese schools run the first term from September to January and
 * the second from February to July (service is shown by term); August, the summer holiday, is
 * counted towards the first term that follows, so no service falls outside a term.
 */
export function termOf(day: string): Omit<VolunteerTerm, 'records' | 'hours'> {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = month >= 8 || month === 1;
  const schoolYear = month === 1 ? year - 1 : month >= 8 ? year : year - 1;
  return termById(`${schoolYear}-${schoolYear + 1}-${first ? 1 : 2}`);
}

/** The term named "2025-2026-1" with its first and last day (August opens the first term). */
export function termById(id: string): Omit<VolunteerTerm, 'records' | 'hours'> {
  const year = Number(id.slice(0, 4));
  const term = id.endsWith('-1') ? 1 : 2;
  return term === 1
    ? { id, year, term, from: `${year}-08-01`, to: `${year + 1}-01-31` }
    : { id, year, term, from: `${year + 1}-02-01`, to: `${year + 1}-07-${lastDayOf(year + 1, 7)}` };
}

/** A calendar day as YYYY-MM-DD that exists (no 30 February), in a sensible range of years. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200 || month < 1 || month > 12) return false;
  return day >= 1 && day <= lastDayOf(year, month);
}

const toRecord = (row: typeof volunteerRecord.$inferSelect): VolunteerRecord => ({
  id: row.id,
  servicedate: row.serviceDate,
  type: row.type,
  hours: hoursOf(row.minutes),
  note: row.note,
  workdate: row.workDate,
  place: row.place,
});

export interface VolunteerFilter {
  /** Inclusive days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

/** Every term the reader served in, newest first, with its records and hours. */
async function readerTerms(db: Database, readerId: number): Promise<VolunteerTerm[]> {
  // Grouped by month first (a few dozen rows for years of service), then into terms here.
  const months = await db
    .select({
      month: sql<string>`to_char(${volunteerRecord.serviceDate}, 'YYYY-MM')`,
      records: count().mapWith(Number),
      minutes: sql<number>`sum(${volunteerRecord.minutes})`.mapWith(Number),
    })
    .from(volunteerRecord)
    .where(eq(volunteerRecord.readerId, readerId))
    .groupBy(sql`1`);
  const terms = new Map<string, VolunteerTerm & { minutes: number }>();
  for (const row of months) {
    const term = termOf(`${row.month}-01`);
    const sum = terms.get(term.id) ?? { ...term, records: 0, hours: 0, minutes: 0 };
    sum.records += row.records;
    sum.minutes += row.minutes;
    terms.set(term.id, sum);
  }
  return [...terms.values()]
    .sort((a, b) => b.from.localeCompare(a.from))
    .map(({ minutes, ...term }) => ({ ...term, hours: hoursOf(minutes) }));
}

/** A page of the reader's records within the filter, with the filter's hours and every term. */
export async function volunteerPage(
  db: Database,
  orgId: number,
  readerId: number,
  filter: VolunteerFilter,
  index: number,
  pagesize: number,
): Promise<VolunteerPage> {
  const conditions: SQL[] = [
    eq(volunteerRecord.organizationId, orgId),
    eq(volunteerRecord.readerId, readerId),
  ];
  if (filter.from) conditions.push(gte(volunteerRecord.serviceDate, filter.from));
  if (filter.to) conditions.push(lte(volunteerRecord.serviceDate, filter.to));
  const where = and(...conditions);
  const [totals] = await db
    .select({
      n: count().mapWith(Number),
      minutes: sql<number>`coalesce(sum(${volunteerRecord.minutes}), 0)`.mapWith(Number),
    })
    .from(volunteerRecord)
    .where(where);
  const rows = await db
    .select()
    .from(volunteerRecord)
    .where(where)
    .orderBy(desc(volunteerRecord.serviceDate), desc(volunteerRecord.id))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  return {
    total: totals?.n ?? 0,
    index,
    pagesize,
    list: rows.map(toRecord),
    totalhours: hoursOf(totals?.minutes ?? 0),
    terms: await readerTerms(db, readerId),
  };
}

/** The reader of `orgId` with this code, if any. */
export async function readerByCode(db: Database, orgId: number, readercode: string) {
  const [row] = await db
    .select({ id: reader.id })
    .from(reader)
    .where(and(eq(reader.organizationId, orgId), eq(reader.readercode, readercode)));
  return row;
}

/** Records a service for `readerId` (the caller has checked the reader and the values). */
export async function addVolunteerRecord(
  db: Database,
  values: { orgId: number; readerId: number; recordedBy: number } & Required<
    Omit<VolunteerAddRequest, 'readercode'>
  >,
): Promise<VolunteerRecord> {
  const [row] = await db
    .insert(volunteerRecord)
    .values({
      organizationId: values.orgId,
      readerId: values.readerId,
      recordedBy: values.recordedBy,
      serviceDate: values.servicedate,
      type: values.type,
      minutes: Math.round(values.hours * 60),
      note: values.note,
      workDate: values.workdate,
      place: values.place,
    })
    .returning();
  if (!row) throw new Error('volunteer insert returned nothing');
  return toRecord(row);
}
