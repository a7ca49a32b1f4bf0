/**
 * Undo of the staff member's last desk action (a wrong scan): the lend, return or renewal is
 * taken back from the state its audit row kept. Only the last one, only on the library day it
 * was made, and only when nothing has happened to that copy since (no later desk action by
 * anyone, and the copy, loan, fine and hold still as the action left them); otherwise
 * nothingToUndo and nothing changes. The undo is itself an audit row, so an action is undone
 * once and the log still shows it was made.
 */
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { CopyStatus, type DeskUndoResult } from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { bookCopy, borrowRecord, fine, preborrow } from '../../db/schema';
import { readerMessage } from '../../db/tables/circulation';
import { staffAudit } from '../../db/tables/library-admin';
import { libraryDay } from '../../time';
import { writeAudit } from './audit';
import { lockCopy, refuse, type DeskRefused, type DeskScope } from './common';

interface Detail {
  loanId?: number;
  before?: {
    status?: number;
    reservationId?: number | null;
    accruedThrough?: string | null;
    dueAt?: string;
    renewals?: number;
  };
  after?: {
    status?: number;
    fineFen?: number;
    holdId?: number | null;
    holdWaitingUntil?: string | null;
    dueAt?: string;
    renewals?: number;
  };
}

type Undoable = DeskUndoResult['undone'];
const UNDOABLE: Undoable[] = ['lend', 'return', 'renew'];

async function lockLoan(tx: Database, loanId: number | undefined) {
  if (loanId === undefined) return undefined;
  const [loan] = await tx
    .select()
    .from(borrowRecord)
    .where(eq(borrowRecord.id, loanId))
    .for('update');
  return loan;
}

/** Takes back a lend; false when the loan is no longer as the lend left it. */
async function undoLend(tx: Database, copyId: number, status: number, detail: Detail) {
  const loan = await lockLoan(tx, detail.loanId);
  if (!loan || loan.copyId !== copyId || loan.returnedAt || loan.renewals > 0) return false;
  if (status !== CopyStatus.borrowed) return false;
  // Nothing refers to a loan made today: no fine (the job charges past due days only).
  await tx.delete(borrowRecord).where(eq(borrowRecord.id, loan.id));
  const reservationId = detail.before?.reservationId ?? null;
  if (reservationId !== null) {
    await tx
      .update(preborrow)
      .set({ cancelledAt: null, endReason: null })
      .where(and(eq(preborrow.id, reservationId), eq(preborrow.endReason, 'borrowed')));
  }
  return detail.before?.status ?? CopyStatus.inLibrary;
}

/** Takes back a return; false when the copy, the fine or the hold moved on since. */
async function undoReturn(tx: Database, copyId: number, status: number, detail: Detail) {
  const loan = await lockLoan(tx, detail.loanId);
  if (!loan || loan.copyId !== copyId || !loan.returnedAt) return false;
  if (status !== detail.after?.status) return false;
  const fineFen = detail.after.fineFen ?? 0;
  let fineRow: { id: number; amountFen: number } | undefined;
  if (fineFen > 0) {
    [fineRow] = await tx
      .select({ id: fine.id, amountFen: fine.amountFen })
      .from(fine)
      .where(and(eq(fine.borrowRecordId, loan.id), isNull(fine.paidAt)))
      .orderBy(desc(fine.id))
      .limit(1)
      .for('update');
    // Paid (or reduced) since: the money side moved on.
    if (!fineRow || fineRow.amountFen < fineFen) return false;
  }
  const holdId = detail.after.holdId ?? null;
  if (holdId !== null) {
    const [hold] = await tx
      .select({ copyId: preborrow.copyId, cancelledAt: preborrow.cancelledAt })
      .from(preborrow)
      .where(eq(preborrow.id, holdId))
      .for('update');
    if (!hold || hold.cancelledAt || hold.copyId !== copyId) return false;
    await tx
      .update(preborrow)
      .set({
        copyId: null,
        arrived: false,
        expiresAt: new Date(detail.after.holdWaitingUntil ?? Date.now()),
      })
      .where(eq(preborrow.id, holdId));
    // The "arrived" message was wrong: withdrawn (it would be sent again when it truly arrives).
    await tx
      .delete(readerMessage)
      .where(eq(readerMessage.dedupeKey, `reservationArrived:${holdId}`));
  }
  if (fineRow) {
    if (fineRow.amountFen === fineFen) await tx.delete(fine).where(eq(fine.id, fineRow.id));
    else {
      await tx
        .update(fine)
        .set({ amountFen: fineRow.amountFen - fineFen })
        .where(eq(fine.id, fineRow.id));
    }
  }
  await tx
    .update(borrowRecord)
    .set({ returnedAt: null, fineAccruedThrough: detail.before?.accruedThrough ?? null })
    .where(eq(borrowRecord.id, loan.id));
  return CopyStatus.borrowed;
}

/** Takes back a renewal; false when the loan's due date or renewals changed since. */
async function undoRenew(tx: Database, copyId: number, detail: Detail) {
  const loan = await lockLoan(tx, detail.loanId);
  const { before, after } = detail;
  if (!loan || loan.copyId !== copyId || loan.returnedAt || !before?.dueAt || !after) return false;
  if (loan.dueAt.toISOString() !== after.dueAt || loan.renewals !== after.renewals) return false;
  await tx
    .update(borrowRecord)
    .set({ dueAt: new Date(before.dueAt), renewals: before.renewals ?? 0 })
    .where(eq(borrowRecord.id, loan.id));
  return undefined;
}

export function undoLast(db: Database, scope: DeskScope): Promise<DeskUndoResult | DeskRefused> {
  const { orgId, staffId, now, zone } = scope;
  return db.transaction(async (tx): Promise<DeskUndoResult | DeskRefused> => {
    const nothing = refuse('nothingToUndo');
    const [last] = await tx
      .select()
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.organizationId, orgId),
          eq(staffAudit.staffReaderId, staffId),
          inArray(staffAudit.action, [...UNDOABLE, 'undo']),
        ),
      )
      .orderBy(desc(staffAudit.id))
      .limit(1)
      .for('update');
    if (!last || last.action === 'undo' || last.action === 'paycash') return nothing;
    if (libraryDay(last.createdAt, zone) !== libraryDay(now, zone)) return nothing;
    const copy = await lockCopy(tx, orgId, last.target);
    if (!copy) return nothing;
    // Anything another desk did to the copy since (read after the copy's lock: settled).
    const [later] = await tx
      .select({ id: staffAudit.id })
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.organizationId, orgId),
          eq(staffAudit.target, last.target),
          gt(staffAudit.id, last.id),
          ne(staffAudit.action, 'paycash'),
        ),
      )
      .limit(1);
    if (later) return nothing;
    const detail = last.detail as Detail;
    const action = last.action as Undoable;
    const status =
      action === 'lend'
        ? await undoLend(tx, copy.id, copy.status, detail)
        : action === 'return'
          ? await undoReturn(tx, copy.id, copy.status, detail)
          : await undoRenew(tx, copy.id, detail);
    if (status === false) return nothing;
    if (status !== undefined) {
      await tx.update(bookCopy).set({ status }).where(eq(bookCopy.id, copy.id));
    }
    await writeAudit(tx, scope, 'undo', copy.barcode, {
      undoneId: last.id,
      undone: action,
      loanId: detail.loanId ?? null,
    });
    return { undone: action, barcode: copy.barcode };
  });
}
