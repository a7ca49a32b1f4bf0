/**
 * Lending at the desk: the scanned reader borrows the scanned copy.
 *
 * Checks, in order: the reader and the copy are this organisation's; the reader is not blocked
 * and their card has not expired; the copy is not on loan; it is on the shelf, or held on a
 * pickup shelf for this very reader (held for anyone else: reservedForAnother; withdrawn, lost,
 * damaged…: copyNotAvailable); the reader has fewer loans than their borrow type allows and no
 * more unpaid fines than its limit.
 *
 * Locking: the reader's row first (one reader's loans are counted one at a time, so two desks
 * cannot both lend the last allowed loan), then the copy's row. Two scans of the same copy at
 * once therefore run one after the other and the second finds it on loan: exactly one loan.
 * The copy's status is also moved by a conditional UPDATE, a second guard that refuses rather
 * than lends twice should a caller ever skip the lock.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CopyStatus } from '../../../../src/core/api/contract';
import { policyColumns, toPolicy } from '../../circulation/policy';
import { dueAtAfter, unpaidFines } from '../../circulation/renewal';
import type { Database } from '../../db/client';
import { bookCopy, borrowRecord, borrowType, preborrow, reader } from '../../db/schema';
import { serveQueue, settleBook, shelveCopies } from '../preborrow';
import { writeAudit } from './audit';
import {
  lockCopy,
  openLoanOf,
  readerByCode,
  refuse,
  yuan,
  type DeskRefused,
  type DeskScope,
} from './common';

export interface Lent {
  readerId: number;
  loanId: number;
}

/** The active reservation holding the copy (at most one: preborrow_active_copy). */
async function holdOnCopy(tx: Database, copyId: number) {
  const [row] = await tx
    .select({ id: preborrow.id, readerId: preborrow.readerId })
    .from(preborrow)
    .where(and(eq(preborrow.copyId, copyId), isNull(preborrow.cancelledAt)))
    .for('update');
  return row;
}

async function loanCount(tx: Database, readerId: number) {
  const [row] = await tx
    .select({ n: count().mapWith(Number) })
    .from(borrowRecord)
    .where(and(eq(borrowRecord.readerId, readerId), isNull(borrowRecord.returnedAt)));
  return row?.n ?? 0;
}

/**
 * The reader's active reservation of the book ends as borrowed: they have the book now. When
 * it held another copy, that copy goes back to the shelf and on to the book's queue.
 */
async function completeReservation(
  tx: Database,
  orgId: number,
  readerId: number,
  bookId: number,
  copyId: number,
) {
  const [mine] = await tx
    .select({ id: preborrow.id, copyId: preborrow.copyId })
    .from(preborrow)
    .where(
      and(
        eq(preborrow.readerId, readerId),
        eq(preborrow.bookId, bookId),
        isNull(preborrow.cancelledAt),
      ),
    )
    .for('update');
  if (!mine) return null;
  await tx
    .update(preborrow)
    .set({ cancelledAt: sql`now()`, endReason: 'borrowed' })
    .where(eq(preborrow.id, mine.id));
  if (mine.copyId !== null && mine.copyId !== copyId) {
    await shelveCopies(tx, [mine.copyId]);
    await serveQueue(tx, orgId, bookId);
  }
  return mine;
}

export function lend(
  db: Database,
  scope: DeskScope,
  readercode: string,
  barcode: string,
): Promise<Lent | DeskRefused> {
  const { orgId, now, zone } = scope;
  return db.transaction(async (tx): Promise<Lent | DeskRefused> => {
    const [who] = await tx
      .select({
        id: reader.id,
        blocked: reader.blockedReason,
        expireAt: reader.expireAt,
        ...policyColumns,
      })
      .from(reader)
      .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
      .where(readerByCode(orgId, readercode))
      .for('update', { of: reader });
    if (!who) return refuse('readerNotFound');
    let copy = await lockCopy(tx, orgId, barcode);
    if (!copy) return refuse('copyNotFound');
    if (who.blocked) return refuse('readerBlocked', who.blocked);
    if (who.expireAt && who.expireAt.getTime() <= now)
      return refuse('readerBlocked', 'cardExpired');
    if (copy.status === CopyStatus.borrowed || (await openLoanOf(tx, copy.id, false))) {
      return refuse('copyOnLoan');
    }
    const statusBefore = copy.status;
    if (copy.status === CopyStatus.preBorrowed) {
      // A lapsed hold is closed first (its copy shelved or passed to the queue's head).
      await settleBook(tx, orgId, copy.bookId);
      copy = (await lockCopy(tx, orgId, barcode)) ?? copy;
      const hold = await holdOnCopy(tx, copy.id);
      if (hold && hold.readerId !== who.id) return refuse('reservedForAnother');
    }
    if (copy.status !== CopyStatus.inLibrary && copy.status !== CopyStatus.preBorrowed) {
      return refuse('copyNotAvailable');
    }
    const policy = toPolicy(who);
    if ((await loanCount(tx, who.id)) >= policy.maxLoans) {
      return refuse('loanLimit', policy.maxLoans);
    }
    const owed = await unpaidFines(tx, who.id);
    if (owed > policy.fineLimitFen) return refuse('finesOverLimit', yuan(owed).toFixed(2));

    const moved = await tx
      .update(bookCopy)
      .set({ status: CopyStatus.borrowed })
      .where(
        and(
          eq(bookCopy.id, copy.id),
          inArray(bookCopy.status, [CopyStatus.inLibrary, CopyStatus.preBorrowed]),
        ),
      )
      .returning({ id: bookCopy.id });
    if (moved.length === 0) return refuse('copyOnLoan');
    const dueAt = dueAtAfter(policy.loanDays, now, who.expireAt, zone);
    const [loan] = await tx
      .insert(borrowRecord)
      .values({ readerId: who.id, copyId: copy.id, borrowedAt: new Date(now), dueAt })
      .returning({ id: borrowRecord.id });
    if (!loan) throw new Error('loan insert returned nothing');
    const reservation = await completeReservation(tx, orgId, who.id, copy.bookId, copy.id);
    await writeAudit(tx, scope, 'lend', copy.barcode, {
      readerId: who.id,
      readercode,
      loanId: loan.id,
      before: { status: statusBefore, reservationId: reservation?.id ?? null },
      after: { status: CopyStatus.borrowed, dueAt: dueAt.toISOString() },
    });
    return { readerId: who.id, loanId: loan.id };
  });
}
