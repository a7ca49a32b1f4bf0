/**
 * Returns at the desk. The loan closes at the app's clock; a late return is charged at once
 * for the overdue days the fines job has not charged yet (the same rule and the same loan
 * marker, borrow_record.fine_accrued_through, so the job never charges those days again).
 *
 * The copy then goes to the oldest reservation still waiting for its book, if any: that
 * reservation becomes arrived with this copy, held at the reservation's pickup site until the
 * end of the borrow type's hold days, and the reader is told (a reader message, which is also
 * the reminder the reminders job would have sent: same dedupe key, so it is sent once).
 * Otherwise the copy is back on the shelf.
 *
 * Locking: the copy's row, then its open loan, then (for a hold) the book's row as the queue's
 * server in preborrow.ts takes it. Two returns of one copy run one after the other; the second
 * finds no open loan (notOnLoan).
 */
import { and, asc, eq, gt, isNull, sql, sum } from 'drizzle-orm';
import { CopyStatus } from '../../../../src/core/api/contract';
import { policyColumns, toPolicy } from '../../circulation/policy';
import type { Database } from '../../db/client';
import {
  book,
  bookCopy,
  borrowRecord,
  borrowType,
  fine,
  preborrow,
  preborrowSite,
  reader,
} from '../../db/schema';
import { addToFine, daysToCharge } from '../../jobs/fines';
import { endOfDayAfterSql, libraryDateTime, libraryDay, type TimeZone } from '../../time';
import { sendReminders } from '../circulation-messages';
import { DEFAULT_HOLD_DAYS } from '../preborrow';
import { writeAudit } from './audit';
import { lockCopy, openLoanOf, refuse, type DeskRefused, type DeskScope } from './common';

export interface Returned {
  loanId: number;
  readerId: number | null;
  readercode: string;
  readername: string;
  /** Fen the loan owes in fines after the return; null when returned on time. */
  fineFen: number | null;
  hold: { readername: string; site: string } | null;
}

/** The reservation of the book first in line, now holding the returned copy. */
async function holdForQueue(
  tx: Database,
  bookId: number,
  copyId: number,
  zone: TimeZone,
): Promise<{ id: number; readerId: number; expiresAt: Date; waitingUntil: Date } | undefined> {
  // The queue's server lock (preborrow.ts serveQueue): one handout per book at a time.
  await tx.select({ id: book.id }).from(book).where(eq(book.id, bookId)).for('update');
  const [head] = await tx
    .select({ id: preborrow.id, waitingUntil: preborrow.expiresAt })
    .from(preborrow)
    .where(
      and(
        eq(preborrow.bookId, bookId),
        isNull(preborrow.cancelledAt),
        isNull(preborrow.copyId),
        gt(preborrow.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(preborrow.createdAt), asc(preborrow.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!head) return undefined;
  const holdDays = sql`coalesce((select ${borrowType.preborrowHoldDays} from ${reader}
    join ${borrowType} on ${borrowType.id} = ${reader.borrowTypeId}
    where ${reader.id} = ${preborrow.readerId}), ${DEFAULT_HOLD_DAYS})`;
  const [held] = await tx
    .update(preborrow)
    .set({ copyId, arrived: true, expiresAt: endOfDayAfterSql(holdDays, zone) })
    .where(eq(preborrow.id, head.id))
    .returning({ id: preborrow.id, readerId: preborrow.readerId, expiresAt: preborrow.expiresAt });
  return held && { ...held, waitingUntil: head.waitingUntil };
}

async function loanFinesFen(tx: Database, loanId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sum(fine.amountFen).mapWith(Number) })
    .from(fine)
    .where(and(eq(fine.borrowRecordId, loanId), isNull(fine.paidAt)));
  return row?.total ?? 0;
}

async function readerOf(tx: Database, readerId: number | null) {
  if (readerId === null) return undefined;
  const [row] = await tx
    .select({ code: reader.readercode, name: reader.name, ...policyColumns })
    .from(reader)
    .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
    .where(eq(reader.id, readerId));
  return row;
}

export function returnCopy(
  db: Database,
  scope: DeskScope,
  barcode: string,
): Promise<Returned | DeskRefused> {
  const { orgId, now, zone } = scope;
  return db.transaction(async (tx): Promise<Returned | DeskRefused> => {
    const copy = await lockCopy(tx, orgId, barcode);
    if (!copy) return refuse('copyNotFound');
    const loan = await openLoanOf(tx, copy.id, true);
    if (!loan) return refuse('notOnLoan');
    const borrower = await readerOf(tx, loan.readerId);
    const today = libraryDay(now, zone);
    const dueDay = libraryDay(loan.dueAt, zone);
    const { days, through } = daysToCharge(dueDay, loan.accruedThrough, today, today);
    const late = today > dueDay;
    await tx
      .update(borrowRecord)
      .set({ returnedAt: new Date(now), fineAccruedThrough: late ? through : loan.accruedThrough })
      .where(eq(borrowRecord.id, loan.id));
    let chargedFen = 0;
    if (late && days > 0 && loan.readerId !== null && borrower) {
      chargedFen = days * toPolicy(borrower).fineFenPerDay;
      if (chargedFen > 0) await addToFine(tx, loan.readerId, loan.id, chargedFen, now);
    }
    const held = await holdForQueue(tx, copy.bookId, copy.id, zone);
    await tx
      .update(bookCopy)
      .set({ status: held ? CopyStatus.preBorrowed : CopyStatus.inLibrary })
      .where(eq(bookCopy.id, copy.id));
    let hold: Returned['hold'] = null;
    if (held) {
      const [who] = await tx
        .select({ name: reader.name, site: preborrowSite.name })
        .from(preborrow)
        .innerJoin(reader, eq(reader.id, preborrow.readerId))
        .innerJoin(preborrowSite, eq(preborrowSite.id, preborrow.siteId))
        .where(eq(preborrow.id, held.id));
      hold = { readername: who?.name ?? '', site: who?.site ?? '' };
      await sendReminders(tx, [
        {
          orgId,
          readerId: held.readerId,
          kind: 'reservationArrived',
          params: {
            title: copy.title,
            site: hold.site,
            deadline: libraryDateTime(held.expiresAt, zone),
          },
          dedupeKey: `reservationArrived:${held.id}`,
          at: new Date(now),
        },
      ]);
    }
    await writeAudit(tx, scope, 'return', copy.barcode, {
      readerId: loan.readerId,
      loanId: loan.id,
      before: {
        status: copy.status,
        accruedThrough: loan.accruedThrough,
      },
      after: {
        status: held ? CopyStatus.preBorrowed : CopyStatus.inLibrary,
        fineFen: chargedFen,
        holdId: held?.id ?? null,
        // Undo puts the reservation back in the queue with its queue deadline.
        holdWaitingUntil: held?.waitingUntil.toISOString() ?? null,
      },
    });
    return {
      loanId: loan.id,
      readerId: loan.readerId,
      readercode: borrower?.code ?? '',
      readername: borrower?.name ?? '',
      fineFen: late ? await loanFinesFen(tx, loan.id) : null,
      hold,
    };
  });
}
