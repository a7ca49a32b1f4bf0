/**
 * The reader's card as the desk shows it after a scan: who, what they may borrow, their loans,
 * the reservations waiting for them on a pickup shelf, and their unpaid fines. Five reads on
 * indexes by reader (borrow_record_current, preborrow and fine by reader): a scan answers in a
 * few milliseconds whatever the size of the library (bench/desk.ts).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  DeskFine,
  DeskHoldReady,
  DeskLoan,
  DeskReader,
} from '../../../../src/core/api/contract';
import { policyColumns, toPolicy } from '../../circulation/policy';
import type { Database } from '../../db/client';
import {
  book,
  bookCopy,
  borrowRecord,
  borrowType,
  department,
  preborrow,
  preborrowSite,
  reader,
} from '../../db/schema';
import { unpaidFines } from '../money';
import { readyForPickUp } from '../preborrow';
import { readerByCode, yuan } from './common';

export interface LoanRow {
  id: number;
  bookId: number;
  title: string;
  barcode: string;
  borrowedAt: Date;
  dueAt: Date;
  renewals: number;
}

export const toDeskLoan = (row: LoanRow, now: number): DeskLoan => ({
  id: row.id,
  bookid: row.bookId,
  title: row.title,
  barcode: row.barcode,
  borrowtime: row.borrowedAt.toISOString(),
  duetime: row.dueAt.toISOString(),
  renewals: row.renewals,
  overdue: row.dueAt.getTime() < now,
});

export const loanColumns = {
  id: borrowRecord.id,
  bookId: bookCopy.bookId,
  title: book.title,
  barcode: bookCopy.barcode,
  borrowedAt: borrowRecord.borrowedAt,
  dueAt: borrowRecord.dueAt,
  renewals: borrowRecord.renewals,
};

/** One loan by id, as the desk lists it. */
export async function deskLoan(db: Database, loanId: number, now: number): Promise<DeskLoan> {
  const [row] = await db
    .select(loanColumns)
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(eq(borrowRecord.id, loanId));
  if (!row) throw new Error(`loan ${loanId} vanished`);
  return toDeskLoan(row, now);
}

async function currentLoans(db: Database, readerId: number, now: number): Promise<DeskLoan[]> {
  const rows = await db
    .select(loanColumns)
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(and(eq(borrowRecord.readerId, readerId), isNull(borrowRecord.returnedAt)))
    .orderBy(desc(borrowRecord.borrowedAt), desc(borrowRecord.id));
  return rows.map((row) => toDeskLoan(row, now));
}

/** Arrived reservations still held (lapse by the database's clock, as preborrow.ts counts). */
async function holdsReady(db: Database, readerId: number): Promise<DeskHoldReady[]> {
  const rows = await db
    .select({
      id: preborrow.id,
      bookid: preborrow.bookId,
      title: book.title,
      barcode: bookCopy.barcode,
      site: preborrowSite.name,
      expiresAt: preborrow.expiresAt,
    })
    .from(preborrow)
    .innerJoin(book, eq(book.id, preborrow.bookId))
    .innerJoin(bookCopy, eq(bookCopy.id, preborrow.copyId))
    .innerJoin(preborrowSite, eq(preborrowSite.id, preborrow.siteId))
    .where(and(eq(preborrow.readerId, readerId), readyForPickUp(sql`now()`)))
    .orderBy(preborrow.expiresAt);
  return rows.map(({ expiresAt, ...row }) => ({ ...row, expiretime: expiresAt.toISOString() }));
}

async function fines(db: Database, readerId: number): Promise<DeskFine[]> {
  return (await unpaidFines(db, readerId)).map((item) => ({
    id: item.id,
    amount: yuan(item.amount),
    reason: item.reasoncode ?? item.reason ?? '',
    title: item.title,
    createdtime: item.createdtime,
  }));
}

/** The card of the organisation's reader with this code; undefined when there is none. */
export async function deskReader(
  db: Database,
  orgId: number,
  readercode: string,
  now: number,
): Promise<DeskReader | undefined> {
  const [row] = await db
    .select({
      id: reader.id,
      readercode: reader.readercode,
      name: reader.name,
      department: department.name,
      readertype: borrowType.name,
      blocked: reader.blockedReason,
      ...policyColumns,
    })
    .from(reader)
    .leftJoin(department, eq(department.id, reader.departmentId))
    .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
    .where(readerByCode(orgId, readercode));
  if (!row) return undefined;
  const policy = toPolicy(row);
  const [loans, holds, owed] = [
    await currentLoans(db, row.id, now),
    await holdsReady(db, row.id),
    await fines(db, row.id),
  ];
  return {
    id: row.id,
    readercode: row.readercode,
    name: row.name,
    department: row.department,
    readertype: row.readertype ?? '',
    blocked: row.blocked,
    maxloans: policy.maxLoans,
    finelimit: yuan(policy.fineLimitFen),
    loans,
    holdsready: holds,
    fines: owed,
    finetotal: yuan(owed.reduce((sum, item) => sum + Math.round(item.amount * 100), 0)),
  };
}
