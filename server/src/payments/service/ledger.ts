/**
 * Moving a bill along the state machine (../states.ts): failed, paid and posted, refunded.
 * Every move locks the bill and happens only from the state it allows, so a late or replayed
 * report changes nothing.
 */
import type { Database } from '../../db/client';
import type { paymentFailures } from '../../db/tables/money';
import {
  addToReader,
  findTransaction,
  insertRemainderFine,
  lockBill,
  lockPaidFines,
  lockReader,
  markFinePaid,
  setBillStatus,
  updatePayment,
  type TransactionRow,
} from '../../queries/money';
import { canMove } from '../states';
import type { PaymentsCore } from './core';

export type Failure = (typeof paymentFailures)[number];

/** What the gateway (or the desk) says was paid. */
export interface PaidReport {
  tradeNo: string;
  paidAt: Date;
  amountFen: number;
}

/** Why posting could not apply a payment (kept for the library as posting_issue). */
class PostingIssue extends Error {
  constructor(readonly issue: string) {
    super(issue);
  }
}

/** paying → failed, with the reason (nothing else moves). */
export async function failBill(
  core: PaymentsCore,
  billId: number,
  reason: Failure,
  options: { onlyWithoutAction?: boolean } = {},
): Promise<void> {
  await core.db.transaction(async (tx) => {
    if ((await lockBill(tx, billId)) !== 'paying') return;
    if (options.onlyWithoutAction) {
      const row = await findTransaction(tx, { billId });
      if (row?.actionUrl) return;
    }
    await setBillStatus(tx, billId, 'failed');
    await updatePayment(tx, billId, { failure: reason });
  });
}

/**
 * The gateway took the money: the bill becomes success and the money is posted. When it
 * cannot be posted — or the posting fails — the bill is still success, marked unposted with
 * why, for the library to settle. A second report of the same payment changes nothing.
 */
export async function recordPaid(
  core: PaymentsCore,
  row: TransactionRow,
  paid: PaidReport,
): Promise<void> {
  await core.db.transaction(async (tx) => {
    // The reader first, then the bill: the order every start and refund locks them in.
    await lockReader(tx, row.organizationId, row.readerId);
    const status = await lockBill(tx, row.billId);
    if (!status || !canMove(status, 'success')) return;
    const late = status === 'failed';
    await setBillStatus(tx, row.billId, 'success');
    await updatePayment(tx, row.billId, {
      paidAt: paid.paidAt,
      gatewayTradeNo: paid.tradeNo.slice(0, 64),
      failure: null,
    });
    let issue: string | null = late
      ? 'paidAfterClose'
      : paid.amountFen !== row.amountFen
        ? 'amountMismatch'
        : null;
    if (!issue) {
      try {
        await tx.transaction((savepoint) => post(savepoint, row));
      } catch (error) {
        issue = error instanceof PostingIssue ? error.issue : 'error';
        if (!(error instanceof PostingIssue))
          core.warn(`payment ${row.orderNo}: posting failed`, error);
      }
    }
    await updatePayment(tx, row.billId, {
      posting: issue ? 'unposted' : 'posted',
      postingIssue: issue,
    });
  });
}

/** Applies a paid transaction; throws PostingIssue when it cannot be applied as it is. */
async function post(tx: Database, row: TransactionRow): Promise<void> {
  switch (row.tradeType) {
    case 'finePayment': {
      const fines = await lockPaidFines(tx, row.billId);
      for (const paid of fines) {
        if (paid.readerId !== row.readerId || paid.paidAt) throw new PostingIssue('finesPaid');
        // Lowered or waived meanwhile: the reader paid more than is due.
        if (paid.amountFen < paid.paidFor) throw new PostingIssue('finesChanged');
        await markFinePaid(tx, paid.fineId, row.billId, paid.paidFor);
        // A day accrued meanwhile: what was paid is paid, the rest stays due.
        if (paid.amountFen > paid.paidFor) {
          await insertRemainderFine(tx, paid, paid.amountFen - paid.paidFor);
        }
      }
      return;
    }
    case 'depositPayment': {
      const me = await lockReader(tx, row.organizationId, row.readerId);
      if (!me || me.depositFen > 0) throw new PostingIssue('depositPaid');
      await addToReader(tx, row.readerId, { depositFen: row.amountFen });
      return;
    }
    case 'balanceRecharge':
      await addToReader(tx, row.readerId, { balanceFen: row.amountFen });
      return;
    default:
      throw new PostingIssue('notPayable');
  }
}

/** The refund is done: it succeeds, the deposit payment is refunded, the deposit is zero. */
export async function completeRefund(core: PaymentsCore, row: TransactionRow): Promise<void> {
  await core.db.transaction(async (tx) => {
    await lockReader(tx, row.organizationId, row.readerId);
    if ((await lockBill(tx, row.billId)) !== 'paying') return;
    await setBillStatus(tx, row.billId, 'success');
    await updatePayment(tx, row.billId, { paidAt: new Date(), posting: 'posted' });
    if (row.refundOfBillId !== null) {
      const status = await lockBill(tx, row.refundOfBillId);
      if (status && canMove(status, 'refunded')) {
        await setBillStatus(tx, row.refundOfBillId, 'refunded', row.amountFen);
      }
    }
    await addToReader(tx, row.readerId, { depositFen: -row.amountFen });
  });
}
