/** The library's desk: its secret, the orders waiting for it, and settling one. */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Transaction } from '../../../../src/core/api/contract';
import {
  deskList,
  findTransaction,
  lockBill,
  toTransaction,
  updatePayment,
} from '../../queries/money';
import { sha256, type PaymentsCore } from './core';
import { completeRefund, recordPaid } from './ledger';

/** Each organisation's desk secret, kept as its hash (orgcode → secret, as configured). */
export class DeskSecrets {
  private readonly hashes = new Map<string, Buffer>();

  constructor(secrets: Record<string, string>) {
    for (const [orgcode, secret] of Object.entries(secrets)) {
      this.hashes.set(orgcode.toUpperCase(), sha256(secret));
    }
  }

  /** Whether `presented` is the organisation's desk secret (constant time). */
  allows(orgcode: string, presented: string): boolean {
    const expected = this.hashes.get(orgcode.toUpperCase());
    const actual = sha256(presented);
    return (
      timingSafeEqual(expected ?? sha256(randomBytes(32).toString('hex')), actual) && !!expected
    );
  }
}

export function deskPending(core: PaymentsCore, orgId: number) {
  return deskList(core.db, orgId);
}

/**
 * The desk settles an order of its organisation: cash paid (or, for a refund, handed back),
 * or an unposted payment settled by the library (noted). Anything else: nothing to settle.
 */
export async function deskSettle(
  core: PaymentsCore,
  orgId: number,
  orderNo: string,
  note: string,
): Promise<{ transaction: Transaction } | { refused: 'notFound' | 'nothingToSettle' }> {
  const row = await findTransaction(core.db, { orderNo });
  if (!row || row.organizationId !== orgId) return { refused: 'notFound' };
  if (row.status === 'paying' && row.gateway === 'desk') {
    if (row.tradeType === 'depositRefund') await completeRefund(core, row);
    else {
      await recordPaid(core, row, {
        tradeNo: `DESK${Date.now()}`,
        paidAt: new Date(),
        amountFen: row.amountFen,
      });
    }
  } else if (row.status === 'success' && row.posting === 'unposted') {
    await core.db.transaction(async (tx) => {
      await lockBill(tx, row.billId);
      await updatePayment(tx, row.billId, {
        posting: 'resolved',
        resolvedAt: new Date(),
        resolvedNote: note || null,
      });
    });
  } else {
    return { refused: 'nothingToSettle' };
  }
  const after = await findTransaction(core.db, { billId: row.billId });
  return { transaction: toTransaction(after ?? row) };
}
