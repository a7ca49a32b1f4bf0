/**
 * The deposit refund: the way the deposit was paid (cash at the desk when it was cash, or when
 * no gateway serves the method now), only with no current loans and nothing owed.
 */
import { and } from 'drizzle-orm';
import type { RefundRefusal } from '../../../../src/core/api/contract';
import {
  findTransaction,
  heldDepositBill,
  isPaying,
  ofTypes,
  readerMoney,
  readerTransactions,
  unpaidFines,
  updatePayment,
  type TransactionRow,
} from '../../queries/money';
import { GatewayUnavailableError } from '../gateway';
import { sum, type PaymentsCore } from './core';
import { completeRefund } from './ledger';
import { writeBillOnce } from './once-per-key';
import { present } from './present';
import type { StartOutcome } from './types';

/** Why the deposit cannot be refunded now, from the facts (null: it can). */
export function refundRefusal(facts: {
  depositFen: number;
  currentLoans: number;
  finesDueFen: number;
  balanceFen: number;
  pending: boolean;
}): RefundRefusal | null {
  if (facts.depositFen <= 0) return 'notPaid';
  if (facts.pending) return 'pending';
  if (facts.currentLoans > 0) return 'loans';
  if (facts.finesDueFen > 0 || facts.balanceFen < 0) return 'debt';
  return null;
}

export async function refundDeposit(
  core: PaymentsCore,
  input: { orgId: number; readerId: number; amountFen: number; key: string },
): Promise<StartOutcome> {
  const asks = ['depositRefund', input.amountFen];
  const outcome = await writeBillOnce(core, { ...input, asks }, async (tx, me) => {
    const money = await readerMoney(tx, input.orgId, input.readerId);
    const fines = await unpaidFines(tx, input.readerId);
    const [pending] = await readerTransactions(
      tx,
      input.orgId,
      input.readerId,
      and(isPaying, ofTypes(['depositPayment', 'depositRefund'])),
      1,
    );
    const reason = refundRefusal({
      depositFen: me.depositFen,
      currentLoans: money?.currentLoans ?? 0,
      finesDueFen: sum(fines.map((f) => f.amount)),
      balanceFen: me.balanceFen,
      pending: false,
    });
    if (reason === 'notPaid') return { refused: 'refund', reason };
    if (pending) return { refused: 'inProgress', orderNo: pending.orderNo };
    if (reason) return { refused: 'refund', reason };
    if (input.amountFen !== me.depositFen) {
      return { refused: 'amountChanged', amountFen: me.depositFen };
    }
    const deposit = await heldDepositBill(tx, input.readerId);
    const online =
      deposit !== undefined &&
      deposit.method !== 'cash' &&
      deposit.amountFen >= me.depositFen &&
      core.gateway?.methods.includes(deposit.method) === true;
    return {
      tradeType: 'depositRefund',
      method: online && deposit ? deposit.method : 'cash',
      amountFen: me.depositFen,
      gateway: online && core.gateway ? core.gateway.name : 'desk',
      returnUrl: null,
      expiresAt: new Date(Date.now() + core.cashTtlMs),
      refundOfBillId: deposit?.id,
    };
  });
  if ('refused' in outcome) return outcome;
  const row = await findTransaction(core.db, { billId: outcome.billId });
  if (row && row.status === 'paying' && row.gateway !== 'desk') await sendRefund(core, row);
  return present(core, outcome.billId, () => '');
}

/** Asks the gateway for the refund (idempotent on the refund's order number), then books it. */
export async function sendRefund(core: PaymentsCore, row: TransactionRow): Promise<void> {
  if (!core.gateway) return;
  const deposit = row.refundOfBillId
    ? await findTransaction(core.db, { billId: row.refundOfBillId })
    : undefined;
  try {
    await core.gateway.refund({
      orderNo: deposit?.orderNo ?? row.orderNo,
      refundNo: row.orderNo,
      amountFen: row.amountFen,
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    core.warn(`refund ${row.orderNo}: gateway unavailable, asked again later`, error);
    await updatePayment(core.db, row.billId, { checkedAt: new Date() });
    return;
  }
  await completeRefund(core, row);
}
