/** The reader's calls on one of their transactions: its state, continue it, cancel it. */
import type { Transaction } from '../../../../src/core/api/contract';
import { findReaderTransaction, findTransaction, toTransaction } from '../../queries/money';
import { GatewayUnavailableError, type GatewayOrderState } from '../gateway';
import type { PaymentsCore } from './core';
import { failBill, recordPaid } from './ledger';
import { refresh } from './notify';
import { present } from './present';
import type { Describe, PaymentRefused, StartOutcome } from './types';

/** Who asks about which order: a reader only reaches their own organisation's, their own. */
export interface ReaderOrder {
  orgId: number;
  readerId: number;
  orderNo: string;
}

/** The transaction's state now (polled while paying); undefined when it is not theirs. */
export async function transactionState(
  core: PaymentsCore,
  { orgId, readerId, orderNo }: ReaderOrder,
): Promise<Transaction | undefined> {
  const row = await findReaderTransaction(core.db, orgId, readerId, orderNo);
  return row && toTransaction(await refresh(core, row));
}

/** The transaction with what to do next: continue a paying one in another tab. */
export async function resume(
  core: PaymentsCore,
  { orgId, readerId, orderNo }: ReaderOrder,
  describe: Describe,
): Promise<StartOutcome> {
  const row = await findReaderTransaction(core.db, orgId, readerId, orderNo);
  if (!row) return { refused: 'notFound' };
  const current = await refresh(core, row);
  return present(core, current.billId, describe);
}

/**
 * Cancels a paying transaction: closed at the gateway first, so an order paid meanwhile is
 * recorded as paid instead. A refund already sent to the gateway cannot be called back.
 */
export async function cancel(
  core: PaymentsCore,
  { orgId, readerId, orderNo }: ReaderOrder,
): Promise<{ transaction: Transaction } | PaymentRefused> {
  const found = await findReaderTransaction(core.db, orgId, readerId, orderNo);
  if (!found) return { refused: 'notFound' };
  const row = await refresh(core, found);
  if (row.status === 'paying') {
    if (row.gateway === 'desk') {
      await failBill(core, row.billId, 'cancelled');
    } else if (row.tradeType === 'depositRefund') {
      return { refused: 'notCancellable' };
    } else if (core.gateway) {
      let state: GatewayOrderState;
      try {
        state = await core.gateway.closeOrder(row.orderNo);
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        return { refused: 'unavailable' };
      }
      if (state.state === 'paid') await recordPaid(core, row, state);
      else await failBill(core, row.billId, 'cancelled');
    } else {
      await failBill(core, row.billId, 'cancelled');
    }
  }
  const after = await findTransaction(core.db, { billId: row.billId });
  return { transaction: toTransaction(after ?? row) };
}
