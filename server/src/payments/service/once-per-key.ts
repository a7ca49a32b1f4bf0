/**
 * The idempotency key of a payment, for every bill a reader starts (a payment or a deposit
 * refund): the same key for the same request returns the same bill (a double click, a retried
 * request); the same key for something else is refused. The reader's row is locked first, so
 * one reader's bills are checked and written one at a time.
 */
import type { Database } from '../../db/client';
import { findPaymentByKey, insertPayment, lockReader, type NewPayment } from '../../queries/money';
import { newOrderNo } from '../order-number';
import { sha256, type PaymentsCore } from './core';
import type { PaymentRefused } from './types';

export type LockedReader = NonNullable<Awaited<ReturnType<typeof lockReader>>>;

/** What the caller decides for a new bill; who, the key and the order number are filled in. */
export type BillToWrite = Omit<
  NewPayment,
  'orgId' | 'readerId' | 'orderNo' | 'key' | 'requestHash'
>;

export interface KeyedRequest {
  orgId: number;
  readerId: number;
  key: string;
  /** What the request asks for, in a fixed order: its hash tells a retry from a reuse. */
  asks: readonly unknown[];
}

/**
 * The bill this key already wrote, or the one `decide` writes now (in the same transaction,
 * with the reader locked), or why not.
 */
export async function writeBillOnce(
  core: PaymentsCore,
  request: KeyedRequest,
  decide: (tx: Database, me: LockedReader) => Promise<BillToWrite | PaymentRefused>,
): Promise<{ billId: number } | PaymentRefused> {
  const requestHash = sha256(JSON.stringify(request.asks)).toString('hex');
  const zone = await core.zoneOf(request.orgId);
  return core.db.transaction(async (tx): Promise<{ billId: number } | PaymentRefused> => {
    const me = await lockReader(tx, request.orgId, request.readerId);
    if (!me) return { refused: 'noReader' };
    const earlier = await findPaymentByKey(tx, request.readerId, request.key);
    if (earlier) {
      return earlier.requestHash === requestHash
        ? { billId: earlier.billId }
        : { refused: 'keyReused' };
    }
    const bill = await decide(tx, me);
    if ('refused' in bill) return bill;
    const billId = await insertPayment(tx, {
      ...bill,
      orgId: request.orgId,
      readerId: request.readerId,
      orderNo: newOrderNo(zone),
      key: request.key,
      requestHash,
    });
    return { billId };
  });
}
