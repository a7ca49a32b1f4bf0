/**
 * What every desk query shares: the caller's scope, the refusal shape, and the lookups of a
 * scanned reader code or copy barcode, always inside the staff member's organisation (another
 * organisation's reader or copy is simply not found).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DeskRefusal } from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { book, bookCopy, borrowRecord, reader } from '../../db/schema';
import type { TimeZone } from '../../time';
import { isReaderNotStaff } from '../reader-kinds';

/** Who acts, for which organisation, and when (the app's clock: tests move it). */
export interface DeskScope {
  orgId: number;
  /** The staff member's reader id. */
  staffId: number;
  now: number;
  zone: TimeZone;
}

/** A refusal the route answers with code 10158 and its message. */
export interface DeskRefused {
  refused: DeskRefusal;
  detail: string | null;
}

export const refuse = (refused: DeskRefusal, detail: string | number | null = null) =>
  ({ refused, detail: detail === null ? null : String(detail) }) satisfies DeskRefused;

export const isRefused = <T extends object>(outcome: T | DeskRefused): outcome is DeskRefused =>
  'refused' in outcome;

/** Yuan as the contract carries them (two decimals, never a float artefact). */
export const yuan = (fen: number) => Math.round(fen) / 100;

/** A reader (never a staff account) of the organisation with the scanned code. */
export const readerByCode = (orgId: number, readercode: string) =>
  and(eq(reader.organizationId, orgId), eq(reader.readercode, readercode), isReaderNotStaff());

/**
 * The organisation's copy with the barcode, its row locked: every desk action on one copy
 * (two scanners, a double scan) runs one after the other and sees the one before.
 */
export async function lockCopy(tx: Database, orgId: number, barcode: string, lock = true) {
  const query = tx
    .select({
      id: bookCopy.id,
      bookId: bookCopy.bookId,
      status: bookCopy.status,
      barcode: bookCopy.barcode,
      title: book.title,
    })
    .from(bookCopy)
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(and(eq(bookCopy.organizationId, orgId), eq(bookCopy.barcode, barcode)));
  const [copy] = lock ? await query.for('update', { of: bookCopy }) : await query;
  return copy;
}

/** The copy's open loan, if any (locked with `lock`). */
export async function openLoanOf(tx: Database, copyId: number, lock: boolean) {
  const query = tx
    .select({
      id: borrowRecord.id,
      readerId: borrowRecord.readerId,
      borrowedAt: borrowRecord.borrowedAt,
      dueAt: borrowRecord.dueAt,
      renewals: borrowRecord.renewals,
      accruedThrough: borrowRecord.fineAccruedThrough,
    })
    .from(borrowRecord)
    .where(and(eq(borrowRecord.copyId, copyId), isNull(borrowRecord.returnedAt)))
    .limit(1);
  const [loan] = lock ? await query.for('update') : await query;
  return loan;
}
