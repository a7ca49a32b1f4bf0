/**
 * Fines accrue per overdue day: the loan's borrow type's fine for each library day after the
 * due day, until the day of return. Each loan records the day its fine is charged through
 * (borrow_record.fine_accrued_through); a run charges only the days after it and moves it in
 * the same transaction, with the loan's row locked. So a second run the same day, or the same
 * run on another instance at the same moment, finds nothing left to charge: a day is never
 * charged twice, and a day missed (the server was down) is charged by the next run.
 *
 * Days are the library days of the organisation that owns the copy, in its time zone: the job
 * runs organisation by organisation, each with its own "today".
 *
 * The days go onto the loan's unpaid fine row. Paying marks a row paid (the money side); the
 * next overdue day of a loan still out then starts a new row, so a paid amount never changes.
 */
import { and, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { FINE_REASON_TEXT } from '../../../src/core/api/contract';
import { policyColumns, toPolicy } from '../circulation/policy';
import type { Database } from '../db/client';
import { bookCopy, borrowRecord, borrowType, fine, reader } from '../db/schema';
import {
  daysBetween,
  earlierDay,
  laterDay,
  libraryDay,
  libraryDaySql,
  listOrganizationZones,
  startOfDay,
  type LibraryDay,
  type OrganizationZone,
} from '../time';
import type { Job, JobDeps, JobReport } from './types';

/** Loans per transaction: short locks, and a run over 50,000 overdue loans in 250 steps. */
const BATCH = 200;
/** A late return found later than this is left alone (the job runs every few minutes). */
const LATE_RETURN_WINDOW_DAYS = 90;
/** What an overdue fine row says it is for (clients translate it by its code). */
export const OVERDUE_FINE_REASON = FINE_REASON_TEXT.overdue;

/** Days of a loan still to charge at `today`: after max(due day, charged through), up to the return. */
export function daysToCharge(
  dueDay: LibraryDay,
  accruedThrough: LibraryDay | null,
  returnDay: LibraryDay | null,
  today: LibraryDay,
): { days: number; through: LibraryDay } {
  const through = returnDay ? earlierDay(returnDay, today) : today;
  const from = accruedThrough ? laterDay(dueDay, accruedThrough) : dueDay;
  return { days: Math.max(0, daysBetween(from, through)), through };
}

/** Adds `fen` to the loan's unpaid fine, or starts one (the desk's late return too). */
export async function addToFine(
  tx: Database,
  readerId: number,
  loanId: number,
  fen: number,
  now: number,
) {
  const [open] = await tx
    .select({ id: fine.id })
    .from(fine)
    .where(and(eq(fine.borrowRecordId, loanId), isNull(fine.paidAt)))
    .orderBy(desc(fine.id))
    .limit(1)
    .for('update');
  if (open) {
    await tx
      .update(fine)
      .set({ amountFen: sql`${fine.amountFen} + ${fen}` })
      .where(eq(fine.id, open.id));
  } else {
    await tx.insert(fine).values({
      readerId,
      borrowRecordId: loanId,
      amountFen: fen,
      reason: OVERDUE_FINE_REASON,
      createdAt: new Date(now),
    });
  }
}

/**
 * One batch of the organisation's loans after `cursor`; returns the last id seen (undefined:
 * done) and what it did.
 */
async function accrueBatch(db: Database, org: OrganizationZone, cursor: number, now: number) {
  const { zone } = org;
  const today = libraryDay(now, zone);
  const startOfToday = startOfDay(today, zone);
  const windowStart = new Date(now - LATE_RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const notYet = or(
    isNull(borrowRecord.fineAccruedThrough),
    lt(borrowRecord.fineAccruedThrough, today),
  );
  // On loan and due before today, or returned late lately and not charged up to the return.
  const candidate = or(
    and(isNull(borrowRecord.returnedAt), lt(borrowRecord.dueAt, startOfToday), notYet),
    and(
      gt(borrowRecord.returnedAt, borrowRecord.dueAt),
      gte(borrowRecord.returnedAt, windowStart),
      or(
        isNull(borrowRecord.fineAccruedThrough),
        sql`${borrowRecord.fineAccruedThrough}::text < ${libraryDaySql(borrowRecord.returnedAt, zone)}`,
      ),
    ),
  );
  return db.transaction(async (tx) => {
    // SKIP LOCKED: loans another instance is charging right now are its to charge.
    const loans = await tx
      .select({
        id: borrowRecord.id,
        readerId: borrowRecord.readerId,
        dueAt: borrowRecord.dueAt,
        returnedAt: borrowRecord.returnedAt,
        accruedThrough: borrowRecord.fineAccruedThrough,
        ...policyColumns,
      })
      .from(borrowRecord)
      .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
      .leftJoin(reader, eq(reader.id, borrowRecord.readerId))
      .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
      .where(and(eq(bookCopy.organizationId, org.id), gt(borrowRecord.id, cursor), candidate))
      .orderBy(borrowRecord.id)
      .limit(BATCH)
      .for('update', { of: borrowRecord, skipLocked: true });
    let charged = 0;
    let fen = 0;
    for (const loan of loans) {
      const { days, through } = daysToCharge(
        libraryDay(loan.dueAt, zone),
        loan.accruedThrough,
        loan.returnedAt ? libraryDay(loan.returnedAt, zone) : null,
        today,
      );
      await tx
        .update(borrowRecord)
        .set({ fineAccruedThrough: through })
        .where(eq(borrowRecord.id, loan.id));
      // A loan whose reader deleted their history cannot be fined any more: only moved on.
      if (days === 0 || loan.readerId === null) continue;
      const amount = days * toPolicy(loan).fineFenPerDay;
      if (amount <= 0) continue;
      await addToFine(tx, loan.readerId, loan.id, amount, now);
      charged += 1;
      fen += amount;
    }
    const last = loans.at(-1)?.id;
    return { last, seen: loans.length, charged, fen };
  });
}

/** Charges every overdue day not charged yet, organisation by organisation. */
export async function accrueFines(
  deps: Pick<JobDeps, 'db' | 'warn'>,
  now: number,
): Promise<JobReport> {
  const report = { loans: 0, charged: 0, fen: 0 };
  for (const org of await listOrganizationZones(deps.db, deps.warn)) {
    let cursor = 0;
    for (;;) {
      const batch = await accrueBatch(deps.db, org, cursor, now);
      report.loans += batch.seen;
      report.charged += batch.charged;
      report.fen += batch.fen;
      if (batch.last === undefined || batch.seen < BATCH) break;
      cursor = batch.last;
    }
  }
  return report;
}

export const finesJob: Job = { name: 'fines', run: accrueFines };
