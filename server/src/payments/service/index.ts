/**
 * Payments: how a reader's money moves, with the guards the best library systems learned the
 * hard way.
 *
 * - The bill is written as paying, with its order number, before the payer is sent anywhere:
 *   whatever happens next, the server knows the order.
 * - An idempotency key per payment: the same key (a double click, a retried request) returns
 *   the same transaction; the same key for something else is refused. A different key for
 *   something a paying transaction already covers (a second tab) is refused with that
 *   transaction's order number, so the page can continue or cancel it: one charge, and never a
 *   QR code for a method or amount the reader did not choose.
 * - Every start locks the reader's row: one reader's payments are checked one at a time.
 * - The amount is checked at the moment of payment: the fines (or 'all') and the amount the
 *   page showed must still be what is due, else the call is refused with the amount due now.
 * - Money the gateway took is recorded first and posted second (fines marked paid, deposit or
 *   balance credited), in a savepoint: when posting cannot be done (the fines were paid at the
 *   desk meanwhile) or fails, the payment stays recorded as paid, not posted, for the library.
 * - Notifications are verified (signature, time, a nonce taken once) and then only move a bill
 *   along the state machine (states.ts), so a replayed or forged one changes nothing.
 * - A paying order past its time is closed at the gateway before it is called failed, so a
 *   payment made at the last second is found, not lost.
 */
//
// The facade its callers use (app.ts, routes/money.ts, the desk's cash payment); each part
// lives in a module of its own: start.ts, present.ts, notify.ts (the gateway's word),
// refund.ts, desk.ts, reader-calls.ts, ledger.ts (moving a bill along), once-per-key.ts (the
// idempotency key).
import type { TradeMethod, Transaction } from '../../../../src/core/api/contract';
import type { PaymentGateway } from '../gateway';
import { paymentMethods, paymentsCore, type PaymentsCore } from './core';
import { DeskSecrets, deskPending, deskSettle } from './desk';
import { refreshReader, takeNotification } from './notify';
import { cancel, resume, transactionState } from './reader-calls';
import { refundDeposit } from './refund';
import { startPayment } from './start';
import type {
  Describe,
  NotificationOutcome,
  PaymentRefused,
  PaymentsOptions,
  StartInput,
  StartOutcome,
} from './types';

export { refundRefusal } from './refund';
export {
  CASH_TTL_MS,
  ONLINE_TTL_MS,
  type Describe,
  type NotificationOutcome,
  type PayableType,
  type PaymentRefused,
  type PaymentsOptions,
  type StartInput,
  type StartOutcome,
} from './types';

export class Payments {
  readonly gateway: PaymentGateway | null;
  private readonly core: PaymentsCore;
  private readonly desk: DeskSecrets;

  constructor(options: PaymentsOptions) {
    this.core = paymentsCore(options);
    this.gateway = this.core.gateway;
    this.desk = new DeskSecrets(options.deskSecrets ?? {});
  }

  /** Methods a payment here may use: the gateway's the library offers, and cash at the desk. */
  methods(orgId: number): Promise<TradeMethod[]> {
    return paymentMethods(this.core, orgId);
  }

  start(input: StartInput, describe: Describe): Promise<StartOutcome> {
    return startPayment(this.core, input, describe);
  }

  /** Brings the reader's paying transactions up to date (before they are listed). */
  refreshReader(orgId: number, readerId: number): Promise<void> {
    return refreshReader(this.core, orgId, readerId);
  }

  /** The transaction's state now (polled while paying); undefined when it is not theirs. */
  state(orgId: number, readerId: number, orderNo: string): Promise<Transaction | undefined> {
    return transactionState(this.core, { orgId, readerId, orderNo });
  }

  /** The transaction with what to do next: continue a paying one in another tab. */
  resume(
    orgId: number,
    readerId: number,
    orderNo: string,
    describe: Describe,
  ): Promise<StartOutcome> {
    return resume(this.core, { orgId, readerId, orderNo }, describe);
  }

  /** Cancels a paying transaction (closed at the gateway first). */
  cancel(
    orgId: number,
    readerId: number,
    orderNo: string,
  ): Promise<{ transaction: Transaction } | PaymentRefused> {
    return cancel(this.core, { orgId, readerId, orderNo });
  }

  /** Refunds the deposit the way it was paid; only with no current loans and nothing owed. */
  refundDeposit(input: {
    orgId: number;
    readerId: number;
    amountFen: number;
    key: string;
  }): Promise<StartOutcome> {
    return refundDeposit(this.core, input);
  }

  /** A notification from the gateway, verified, then applied as the state machine allows. */
  notification(headers: Record<string, unknown>, rawBody: string): Promise<NotificationOutcome> {
    return takeNotification(this.core, headers, rawBody);
  }

  /** Whether `presented` is the organisation's desk secret (constant time). */
  deskAllows(orgcode: string, presented: string): boolean {
    return this.desk.allows(orgcode, presented);
  }

  deskPending(orgId: number) {
    return deskPending(this.core, orgId);
  }

  /** The desk settles an order of its organisation: cash paid or handed back, or noted. */
  deskSettle(
    orgId: number,
    orderNo: string,
    note: string,
  ): Promise<{ transaction: Transaction } | { refused: 'notFound' | 'nothingToSettle' }> {
    return deskSettle(this.core, orgId, orderNo, note);
  }
}
