/**
 * The gateway's word on an order: its notifications (verified, then only moving a bill along
 * the state machine), and its answer when asked (a paying order polled, or closed past its
 * time before it is called failed, so a payment made at the last second is found).
 */
import {
  findTransaction,
  isPaying,
  readerTransactions,
  takeNotificationNonce,
  updatePayment,
  type TransactionRow,
} from '../../queries/money';
import { GatewayUnavailableError, type GatewayOrderState } from '../gateway';
import type { PaymentsCore } from './core';
import { failBill, recordPaid } from './ledger';
import { sendRefund } from './refund';
import type { NotificationOutcome } from './types';

/**
 * A notification from the gateway. Forged (bad signature, stale time): refused, nothing
 * changes. Replayed (its nonce taken before): acknowledged, nothing changes. For an order the
 * server does not know, or of another gateway: acknowledged as ignored. Otherwise the bill
 * moves only as the state machine allows.
 */
export async function takeNotification(
  core: PaymentsCore,
  headers: Record<string, unknown>,
  rawBody: string,
): Promise<NotificationOutcome> {
  if (!core.gateway) return 'REFUSED';
  const check = core.gateway.verifyNotification(headers, rawBody);
  if (!check.ok) {
    core.warn(`payment notification refused: ${check.reason}`);
    return 'REFUSED';
  }
  const { notification } = check;
  if (!(await takeNotificationNonce(core.db, notification.nonce))) {
    return 'SUCCESS';
  }
  const row = await findTransaction(core.db, { orderNo: notification.orderNo });
  if (!row || row.gateway !== core.gateway.name || row.tradeType === 'depositRefund') {
    return 'IGNORED';
  }
  if (notification.event === 'paid') {
    await recordPaid(core, row, {
      tradeNo: notification.tradeNo ?? '',
      paidAt: notification.paidAt ?? new Date(),
      amountFen: notification.amountFen,
    });
  } else {
    await failBill(core, row.billId, notification.event === 'declined' ? 'declined' : 'expired');
  }
  return 'SUCCESS';
}

/** What the gateway says of an order, applied. `closing`: it was asked to close it. */
export async function applyGatewayState(
  core: PaymentsCore,
  row: TransactionRow,
  state: GatewayOrderState,
  closing: boolean,
): Promise<void> {
  switch (state.state) {
    case 'paid':
      return recordPaid(core, row, state);
    case 'declined':
      return failBill(core, row.billId, 'declined');
    case 'closed':
      return failBill(core, row.billId, 'expired');
    case 'unknown':
      // It has no such order: one presented was lost (a restarted emulator) or never made.
      if (closing || row.actionUrl)
        return failBill(core, row.billId, closing ? 'expired' : 'unavailable');
      return;
    case 'open':
      await updatePayment(core.db, row.billId, { checkedAt: new Date() });
  }
}

/**
 * Brings a paying transaction up to date: past its time it is closed (at the gateway first:
 * a payment made at the last second is found); otherwise the gateway is asked every few
 * seconds, in case a notification is late or lost; a refund not yet done is asked again.
 */
export async function refresh(core: PaymentsCore, row: TransactionRow): Promise<TransactionRow> {
  if (row.status !== 'paying') return row;
  const gateway = core.gateway;
  try {
    if (row.tradeType === 'depositRefund') {
      if (row.gateway !== 'desk' && row.dueForCheck) await sendRefund(core, row);
    } else if (row.gateway === 'desk' || !gateway) {
      if (row.expired) await failBill(core, row.billId, 'expired');
    } else if (row.expired) {
      await applyGatewayState(core, row, await gateway.closeOrder(row.orderNo), true);
    } else if (row.dueForCheck) {
      await applyGatewayState(core, row, await gateway.queryOrder(row.orderNo), false);
    }
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    // Still paying; asked again on the next poll.
  }
  return (await findTransaction(core.db, { billId: row.billId })) ?? row;
}

/** Brings the reader's paying transactions up to date (before they are listed). */
export async function refreshReader(
  core: PaymentsCore,
  orgId: number,
  readerId: number,
): Promise<void> {
  const paying = await readerTransactions(core.db, orgId, readerId, isPaying, 20);
  for (const row of paying) await refresh(core, row);
}
