/**
 * Reminders become messages in the reader's message list: a loan due within three days, a loan
 * overdue, a reservation that has arrived. Each is sent once: its key names the loan and its
 * due day (a renewal moves the due day, so the renewed loan is reminded again before its new
 * one) or the reservation, and the unique index on reader + key refuses a second copy, however
 * often and on however many instances the job runs.
 *
 * Days and deadlines are the reader's organisation's, in its time zone ("due soon" counts its
 * library days; a deadline is written in its wall-clock time): the job goes organisation by
 * organisation.
 */
import { and, eq, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { policyColumns, toPolicy } from '../circulation/policy';
import type { Database } from '../db/client';
import {
  book,
  bookCopy,
  borrowRecord,
  borrowType,
  preborrow,
  preborrowSite,
  reader,
} from '../db/schema';
import { readerMessage } from '../db/tables/circulation';
import { sendReminders, type Reminder } from '../queries/circulation-messages';
import { readyForPickUp } from '../queries/preborrow';
import {
  addDays,
  endOfDay,
  libraryDateTime,
  libraryDay,
  libraryDaySql,
  listOrganizationZones,
  type OrganizationZone,
} from '../time';
import type { Job, JobDeps, JobReport } from './types';

/** "Due soon" means due today or within this many days. */
export const DUE_SOON_DAYS = 3;
const BATCH = 500;

/** Not sent yet: no message of the reader with this key (the unique index answers). */
const notSent = (readerId: AnyColumn, key: SQL) =>
  sql`not exists (select 1 from ${readerMessage} m
    where m.reader_id = ${readerId} and m.dedupe_key = ${key})`;

const yuan = (fen: number) => (fen / 100).toFixed(2);

async function loanReminders(
  db: Database,
  { id: orgId, zone }: OrganizationZone,
  now: number,
  overdue: boolean,
): Promise<Reminder[]> {
  const kind = overdue ? 'overdue' : 'dueSoon';
  const dueDay = libraryDaySql(borrowRecord.dueAt, zone);
  const key = sql`${kind} || ':' || ${borrowRecord.id} || ':' || ${dueDay}`;
  const window = overdue
    ? lt(borrowRecord.dueAt, new Date(now))
    : and(
        sql`${borrowRecord.dueAt} >= ${new Date(now)}`,
        lt(
          borrowRecord.dueAt,
          new Date(endOfDay(addDays(libraryDay(now, zone), DUE_SOON_DAYS), zone).getTime() + 1),
        ),
      );
  const rows = await db
    .select({
      loanId: borrowRecord.id,
      readerId: reader.id,
      orgId: reader.organizationId,
      title: book.title,
      dueAt: borrowRecord.dueAt,
      ...policyColumns,
    })
    .from(borrowRecord)
    .innerJoin(reader, eq(reader.id, borrowRecord.readerId))
    .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(
      and(
        eq(reader.organizationId, orgId),
        isNull(borrowRecord.returnedAt),
        window,
        notSent(reader.id, key),
      ),
    )
    .limit(BATCH);
  return rows.map((row) => {
    const due = libraryDay(row.dueAt, zone);
    const params: Record<string, string> = overdue
      ? { title: row.title, due, fine: yuan(toPolicy(row).fineFenPerDay) }
      : { title: row.title, due };
    return {
      orgId: row.orgId,
      readerId: row.readerId,
      kind,
      params,
      dedupeKey: `${kind}:${row.loanId}:${due}`,
      at: new Date(now),
    };
  });
}

async function arrivalReminders(
  db: Database,
  { id: orgId, zone }: OrganizationZone,
  now: number,
): Promise<Reminder[]> {
  const key = sql`'reservationArrived:' || ${preborrow.id}`;
  const rows = await db
    .select({
      id: preborrow.id,
      readerId: preborrow.readerId,
      orgId: reader.organizationId,
      title: book.title,
      site: preborrowSite.name,
      expiresAt: preborrow.expiresAt,
    })
    .from(preborrow)
    .innerJoin(reader, eq(reader.id, preborrow.readerId))
    .innerJoin(book, eq(book.id, preborrow.bookId))
    .innerJoin(preborrowSite, eq(preborrowSite.id, preborrow.siteId))
    .where(
      and(
        eq(reader.organizationId, orgId),
        readyForPickUp(new Date(now)),
        notSent(preborrow.readerId, key),
      ),
    )
    .limit(BATCH);
  return rows.map((row) => ({
    orgId: row.orgId,
    readerId: row.readerId,
    kind: 'reservationArrived' as const,
    params: { title: row.title, site: row.site, deadline: libraryDateTime(row.expiresAt, zone) },
    dedupeKey: `reservationArrived:${row.id}`,
    at: new Date(now),
  }));
}

/** Sends what is due, a batch at a time until nothing new is left. */
async function drain(find: () => Promise<Reminder[]>, db: Database): Promise<number> {
  let sent = 0;
  for (;;) {
    const reminders = await find();
    const fresh = await sendReminders(db, reminders);
    sent += fresh;
    // A full batch all sent already means another instance is sending the same: stop here.
    if (reminders.length < BATCH || fresh === 0) return sent;
  }
}

export async function sendDueReminders(
  deps: Pick<JobDeps, 'db' | 'warn'>,
  now: number,
): Promise<JobReport> {
  const { db } = deps;
  const report = { dueSoon: 0, overdue: 0, arrived: 0 };
  for (const org of await listOrganizationZones(db, deps.warn)) {
    report.dueSoon += await drain(() => loanReminders(db, org, now, false), db);
    report.overdue += await drain(() => loanReminders(db, org, now, true), db);
    report.arrived += await drain(() => arrivalReminders(db, org, now), db);
  }
  return report;
}

export const remindersJob: Job = { name: 'reminders', run: sendDueReminders };
