/** A transaction as the payer sees it, with what to do next (a QR code, a page, the desk). */
import type { PaymentAction } from '../../../../src/core/api/contract';
import {
  findTransaction,
  lockBill,
  toTransaction,
  updatePayment,
  type TransactionRow,
} from '../../queries/money';
import { GatewayUnavailableError, type GatewayMethod, type PaymentGateway } from '../gateway';
import { qrDataUrl } from '../qr';
import { withOrderParam } from '../return-url';
import type { PaymentsCore } from './core';
import { failBill } from './ledger';
import type { Describe, StartOutcome } from './types';

/**
 * The transaction and what the payer does next. A paying online order gets its gateway
 * order here (once: the gateway is idempotent on the order number, and so is storing it).
 */
export async function present(
  core: PaymentsCore,
  billId: number,
  describe: Describe,
): Promise<StartOutcome> {
  let row = await findTransaction(core.db, { billId });
  if (!row) return { refused: 'notFound' };
  if (
    core.gateway &&
    row.status === 'paying' &&
    row.gateway !== 'desk' &&
    row.tradeType !== 'depositRefund' &&
    !row.actionUrl
  ) {
    const created = await createOrder(core, core.gateway, row, describe);
    if (created === 'unavailable') return { refused: 'unavailable' };
    row = (await findTransaction(core.db, { billId })) ?? row;
  }
  return { start: { transaction: toTransaction(row), action: await actionOf(row) } };
}

async function createOrder(
  core: PaymentsCore,
  gateway: PaymentGateway,
  row: TransactionRow,
  describe: Describe,
): Promise<'created' | 'unavailable'> {
  let url: string;
  try {
    const action = await gateway.createOrder({
      orderNo: row.orderNo,
      method: row.tradeMethod as GatewayMethod,
      amountFen: row.amountFen,
      description: describe(row.tradeType),
      notifyUrl: core.notifyUrl,
      returnUrl: row.returnUrl ? withOrderParam(row.returnUrl, row.orderNo) : null,
      expiresAt: row.expiresAt ?? new Date(Date.now() + core.onlineTtlMs),
    });
    url = action.kind === 'qr' ? action.codeUrl : action.url;
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    core.warn(`payment ${row.orderNo}: gateway unavailable`, error);
    // Only an order nobody was shown fails: another request may have presented it meanwhile.
    await failBill(core, row.billId, 'unavailable', { onlyWithoutAction: true });
    return 'unavailable';
  }
  const stored = await core.db.transaction(async (tx) => {
    if ((await lockBill(tx, row.billId)) !== 'paying') return false;
    const current = await findTransaction(tx, { billId: row.billId });
    if (!current?.actionUrl) await updatePayment(tx, row.billId, { actionUrl: url });
    return true;
  });
  // It ended meanwhile (cancelled, failed): the gateway's order must not stay payable.
  if (!stored) await gateway.closeOrder(row.orderNo).catch(() => undefined);
  return 'created';
}

async function actionOf(row: TransactionRow): Promise<PaymentAction> {
  if (row.status !== 'paying') return { kind: 'none' };
  if (row.gateway === 'desk') return { kind: 'desk' };
  if (row.tradeType === 'depositRefund' || !row.actionUrl) return { kind: 'none' };
  if (row.tradeMethod === 'bank') return { kind: 'redirect', url: row.actionUrl };
  return {
    kind: 'qr',
    qrcode: await qrDataUrl(row.actionUrl),
    // The emulator's code is a web page a browser on this device can open too; a real
    // gateway's (weixin://…) is not.
    url: /^https?:\/\//.test(row.actionUrl) ? row.actionUrl : null,
  };
}
