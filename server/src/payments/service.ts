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
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and } from 'drizzle-orm';
import type {
  PaymentAction,
  PaymentStart,
  RefundRefusal,
  TradeMethod,
  TradeType,
  Transaction,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import type { paymentFailures } from '../db/tables/money';
import {
  addToReader,
  deskList,
  findPaymentByKey,
  findReaderTransaction,
  findTransaction,
  heldDepositBill,
  insertPayment,
  isPaying,
  lockBill,
  lockPaidFines,
  lockReader,
  markFinePaid,
  insertRemainderFine,
  ofTypes,
  readerMoney,
  readerTransactions,
  setBillStatus,
  takeNotificationNonce,
  toTransaction,
  unpaidFines,
  updatePayment,
  type TransactionRow,
} from '../queries/money';
import {
  GatewayUnavailableError,
  type GatewayMethod,
  type GatewayOrderState,
  type PaymentGateway,
} from './gateway';
import { newOrderNo } from './order-number';
import { qrDataUrl } from './qr';
import { withOrderParam } from './return-url';
import { canMove } from './states';

/** WeChat's native QR orders default to 2 hours; a library page waits a quarter of one. */
export const ONLINE_TTL_MS = 15 * 60_000;
/** A reader who chose cash has three days to reach the desk. */
export const CASH_TTL_MS = 3 * 24 * 60 * 60_000;

type Failure = (typeof paymentFailures)[number];

export type PaymentRefused =
  | { refused: 'noReader' }
  | { refused: 'keyReused' }
  | { refused: 'methodUnavailable' }
  | { refused: 'nothingDue' }
  | { refused: 'amountChanged'; amountFen: number }
  | { refused: 'inProgress'; orderNo: string }
  | { refused: 'depositNotRequired' }
  | { refused: 'depositPaid' }
  | { refused: 'refund'; reason: RefundRefusal }
  | { refused: 'unavailable' }
  | { refused: 'notFound' }
  | { refused: 'notCancellable' };

export type StartOutcome = { start: PaymentStart } | PaymentRefused;

export type PayableType = Extract<TradeType, 'finePayment' | 'depositPayment' | 'balanceRecharge'>;

export interface StartInput {
  orgId: number;
  readerId: number;
  tradeType: PayableType;
  method: TradeMethod;
  amountFen: number;
  /** Fine payments: the fines the page showed, or all unpaid ones. */
  fineIds?: readonly number[] | 'all';
  key: string;
  /** Bank online: the (checked) page to come back to. */
  returnUrl: string | null;
}

/** The gateway's text for an order ("罚款缴纳 · 李明"), in the payer's language. */
export type Describe = (tradeType: TradeType) => string;

export interface PaymentsOptions {
  db: Database;
  /** Null: cash at the desk only. */
  gateway: PaymentGateway | null;
  /** Where the gateway sends notifications. */
  notifyUrl: string;
  /** orgcode → desk secret (DESK_SECRET_<ORGCODE>). */
  deskSecrets?: Record<string, string>;
  onlineTtlMs?: number;
  cashTtlMs?: number;
  /** Told of faults that are recorded rather than thrown (a posting that failed). */
  warn?: (message: string, error?: unknown) => void;
}

/** How a notification was taken: acknowledged (taken now or before, or ignored) or refused. */
export type NotificationOutcome = 'SUCCESS' | 'IGNORED' | 'REFUSED';

/** Why posting could not apply a payment (kept for the library as posting_issue). */
class PostingIssue extends Error {
  constructor(readonly issue: string) {
    super(issue);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

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

export class Payments {
  private readonly db: Database;
  readonly gateway: PaymentGateway | null;
  private readonly onlineTtlMs: number;
  private readonly cashTtlMs: number;
  private readonly deskHashes = new Map<string, Buffer>();

  constructor(private readonly options: PaymentsOptions) {
    this.db = options.db;
    this.gateway = options.gateway;
    this.onlineTtlMs = options.onlineTtlMs ?? ONLINE_TTL_MS;
    this.cashTtlMs = options.cashTtlMs ?? CASH_TTL_MS;
    for (const [orgcode, secret] of Object.entries(options.deskSecrets ?? {})) {
      this.deskHashes.set(orgcode.toUpperCase(), sha256(secret));
    }
  }

  /** Methods a payment may use: the gateway's, and cash at the desk. */
  methods(): TradeMethod[] {
    return [...(this.gateway?.methods ?? []), 'cash'];
  }

  private warn(message: string, error?: unknown) {
    this.options.warn?.(message, error);
  }

  // -------------------------------------------------------------------------------------
  // Starting a payment
  // -------------------------------------------------------------------------------------

  async start(input: StartInput, describe: Describe): Promise<StartOutcome> {
    if (!this.methods().includes(input.method)) return { refused: 'methodUnavailable' };
    const fineIds =
      input.fineIds === undefined || input.fineIds === 'all'
        ? (input.fineIds ?? null)
        : [...new Set(input.fineIds)].sort((a, b) => a - b);
    const requestHash = sha256(
      JSON.stringify([input.tradeType, input.method, input.amountFen, fineIds, input.returnUrl]),
    ).toString('hex');

    const outcome = await this.db.transaction(
      async (tx): Promise<{ billId: number } | PaymentRefused> => {
        const me = await lockReader(tx, input.orgId, input.readerId);
        if (!me) return { refused: 'noReader' };
        const earlier = await findPaymentByKey(tx, input.readerId, input.key);
        if (earlier) {
          return earlier.requestHash === requestHash
            ? { billId: earlier.billId }
            : { refused: 'keyReused' };
        }
        const subject = await this.checkSubject(tx, input, fineIds, me);
        if ('refused' in subject) return subject;
        const cash = input.method === 'cash';
        const billId = await insertPayment(tx, {
          orgId: input.orgId,
          readerId: input.readerId,
          orderNo: newOrderNo(),
          tradeType: input.tradeType,
          method: input.method,
          amountFen: input.amountFen,
          key: input.key,
          requestHash,
          gateway: cash ? 'desk' : (this.gateway?.name ?? 'desk'),
          returnUrl: input.returnUrl,
          expiresAt: new Date(Date.now() + (cash ? this.cashTtlMs : this.onlineTtlMs)),
          fines: subject.fines,
        });
        return { billId };
      },
    );
    if ('refused' in outcome) return outcome;
    return this.present(outcome.billId, describe);
  }

  /** Whether what the reader asks to pay is due, at this amount, and not being paid already. */
  private async checkSubject(
    tx: Database,
    input: StartInput,
    fineIds: number[] | 'all' | null,
    me: { depositFen: number; requiredDepositFen: number },
  ): Promise<{ fines?: { id: number; amount: number }[] } | PaymentRefused> {
    const paying = (types: TradeType[]) =>
      readerTransactions(tx, input.orgId, input.readerId, and(isPaying, ofTypes(types)), 1);
    switch (input.tradeType) {
      case 'finePayment': {
        const ids = fineIds === null || fineIds === 'all' ? undefined : fineIds;
        const fines = await unpaidFines(tx, input.readerId, ids);
        const due = sum(fines.map((f) => f.amount));
        if (due <= 0) return { refused: 'nothingDue' };
        const held = fines.find((f) => f.payingorderno !== null);
        if (held?.payingorderno) return { refused: 'inProgress', orderNo: held.payingorderno };
        // A fine shown on the page was paid or removed since, or one accrued: the page is stale.
        if ((ids && fines.length !== ids.length) || due !== input.amountFen) {
          return { refused: 'amountChanged', amountFen: due };
        }
        return { fines: fines.map((f) => ({ id: f.id, amount: f.amount })) };
      }
      case 'depositPayment': {
        if (me.depositFen > 0) return { refused: 'depositPaid' };
        if (me.requiredDepositFen <= 0) return { refused: 'depositNotRequired' };
        const [other] = await paying(['depositPayment', 'depositRefund']);
        if (other) return { refused: 'inProgress', orderNo: other.orderNo };
        if (input.amountFen !== me.requiredDepositFen) {
          return { refused: 'amountChanged', amountFen: me.requiredDepositFen };
        }
        return {};
      }
      case 'balanceRecharge': {
        const [other] = await paying(['balanceRecharge']);
        if (other) return { refused: 'inProgress', orderNo: other.orderNo };
        return {};
      }
    }
  }

  /**
   * The transaction and what the payer does next. A paying online order gets its gateway
   * order here (once: the gateway is idempotent on the order number, and so is storing it).
   */
  private async present(billId: number, describe: Describe): Promise<StartOutcome> {
    let row = await findTransaction(this.db, { billId });
    if (!row) return { refused: 'notFound' };
    if (
      this.gateway &&
      row.status === 'paying' &&
      row.gateway !== 'desk' &&
      row.tradeType !== 'depositRefund' &&
      !row.actionUrl
    ) {
      const created = await this.createOrder(this.gateway, row, describe);
      if (created === 'unavailable') return { refused: 'unavailable' };
      row = (await findTransaction(this.db, { billId })) ?? row;
    }
    return { start: { transaction: toTransaction(row), action: await this.actionOf(row) } };
  }

  private async createOrder(
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
        notifyUrl: this.options.notifyUrl,
        returnUrl: row.returnUrl ? withOrderParam(row.returnUrl, row.orderNo) : null,
        expiresAt: row.expiresAt ?? new Date(Date.now() + this.onlineTtlMs),
      });
      url = action.kind === 'qr' ? action.codeUrl : action.url;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.warn(`payment ${row.orderNo}: gateway unavailable`, error);
      // Only an order nobody was shown fails: another request may have presented it meanwhile.
      await this.fail(row.billId, 'unavailable', { onlyWithoutAction: true });
      return 'unavailable';
    }
    const stored = await this.db.transaction(async (tx) => {
      if ((await lockBill(tx, row.billId)) !== 'paying') return false;
      const current = await findTransaction(tx, { billId: row.billId });
      if (!current?.actionUrl) await updatePayment(tx, row.billId, { actionUrl: url });
      return true;
    });
    // It ended meanwhile (cancelled, failed): the gateway's order must not stay payable.
    if (!stored) await gateway.closeOrder(row.orderNo).catch(() => undefined);
    return 'created';
  }

  private async actionOf(row: TransactionRow): Promise<PaymentAction> {
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

  // -------------------------------------------------------------------------------------
  // Moving a bill along
  // -------------------------------------------------------------------------------------

  /** paying → failed, with the reason (nothing else moves). */
  private async fail(
    billId: number,
    reason: Failure,
    options: { onlyWithoutAction?: boolean } = {},
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
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
  private async recordPaid(
    row: TransactionRow,
    paid: { tradeNo: string; paidAt: Date; amountFen: number },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
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
          await tx.transaction((savepoint) => this.post(savepoint, row));
        } catch (error) {
          issue = error instanceof PostingIssue ? error.issue : 'error';
          if (!(error instanceof PostingIssue))
            this.warn(`payment ${row.orderNo}: posting failed`, error);
        }
      }
      await updatePayment(tx, row.billId, {
        posting: issue ? 'unposted' : 'posted',
        postingIssue: issue,
      });
    });
  }

  /** Applies a paid transaction; throws PostingIssue when it cannot be applied as it is. */
  private async post(tx: Database, row: TransactionRow): Promise<void> {
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

  /** What the gateway says of an order, applied. `closing`: it was asked to close it. */
  private async applyGatewayState(row: TransactionRow, state: GatewayOrderState, closing: boolean) {
    switch (state.state) {
      case 'paid':
        return this.recordPaid(row, state);
      case 'declined':
        return this.fail(row.billId, 'declined');
      case 'closed':
        return this.fail(row.billId, 'expired');
      case 'unknown':
        // It has no such order: one presented was lost (a restarted emulator) or never made.
        if (closing || row.actionUrl)
          return this.fail(row.billId, closing ? 'expired' : 'unavailable');
        return;
      case 'open':
        await updatePayment(this.db, row.billId, { checkedAt: new Date() });
    }
  }

  /**
   * Brings a paying transaction up to date: past its time it is closed (at the gateway first:
   * a payment made at the last second is found); otherwise the gateway is asked every few
   * seconds, in case a notification is late or lost; a refund not yet done is asked again.
   */
  private async refresh(row: TransactionRow): Promise<TransactionRow> {
    if (row.status !== 'paying') return row;
    const gateway = this.gateway;
    try {
      if (row.tradeType === 'depositRefund') {
        if (row.gateway !== 'desk' && row.dueForCheck) await this.sendRefund(row);
      } else if (row.gateway === 'desk' || !gateway) {
        if (row.expired) await this.fail(row.billId, 'expired');
      } else if (row.expired) {
        await this.applyGatewayState(row, await gateway.closeOrder(row.orderNo), true);
      } else if (row.dueForCheck) {
        await this.applyGatewayState(row, await gateway.queryOrder(row.orderNo), false);
      }
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // Still paying; asked again on the next poll.
    }
    return (await findTransaction(this.db, { billId: row.billId })) ?? row;
  }

  /** Brings the reader's paying transactions up to date (before they are listed). */
  async refreshReader(orgId: number, readerId: number): Promise<void> {
    const paying = await readerTransactions(this.db, orgId, readerId, isPaying, 20);
    for (const row of paying) await this.refresh(row);
  }

  // -------------------------------------------------------------------------------------
  // The reader's calls on one transaction
  // -------------------------------------------------------------------------------------

  /** The transaction's state now (polled while paying); undefined when it is not theirs. */
  async state(orgId: number, readerId: number, orderNo: string): Promise<Transaction | undefined> {
    const row = await findReaderTransaction(this.db, orgId, readerId, orderNo);
    return row && toTransaction(await this.refresh(row));
  }

  /** The transaction with what to do next: continue a paying one in another tab. */
  async resume(
    orgId: number,
    readerId: number,
    orderNo: string,
    describe: Describe,
  ): Promise<StartOutcome> {
    const row = await findReaderTransaction(this.db, orgId, readerId, orderNo);
    if (!row) return { refused: 'notFound' };
    const current = await this.refresh(row);
    return this.present(current.billId, describe);
  }

  /**
   * Cancels a paying transaction: closed at the gateway first, so an order paid meanwhile is
   * recorded as paid instead. A refund already sent to the gateway cannot be called back.
   */
  async cancel(
    orgId: number,
    readerId: number,
    orderNo: string,
  ): Promise<{ transaction: Transaction } | PaymentRefused> {
    const found = await findReaderTransaction(this.db, orgId, readerId, orderNo);
    if (!found) return { refused: 'notFound' };
    const row = await this.refresh(found);
    if (row.status === 'paying') {
      if (row.gateway === 'desk') {
        await this.fail(row.billId, 'cancelled');
      } else if (row.tradeType === 'depositRefund') {
        return { refused: 'notCancellable' };
      } else if (this.gateway) {
        let state: GatewayOrderState;
        try {
          state = await this.gateway.closeOrder(row.orderNo);
        } catch (error) {
          if (!(error instanceof GatewayUnavailableError)) throw error;
          return { refused: 'unavailable' };
        }
        if (state.state === 'paid') await this.recordPaid(row, state);
        else await this.fail(row.billId, 'cancelled');
      } else {
        await this.fail(row.billId, 'cancelled');
      }
    }
    const after = await findTransaction(this.db, { billId: row.billId });
    return { transaction: toTransaction(after ?? row) };
  }

  // -------------------------------------------------------------------------------------
  // The deposit refund
  // -------------------------------------------------------------------------------------

  /**
   * Refunds the deposit the way it was paid (cash at the desk when it was cash, or when no
   * gateway serves the method now). Only with no current loans and nothing owed.
   */
  async refundDeposit(input: {
    orgId: number;
    readerId: number;
    amountFen: number;
    key: string;
  }): Promise<StartOutcome> {
    const requestHash = sha256(JSON.stringify(['depositRefund', input.amountFen])).toString('hex');
    const outcome = await this.db.transaction(
      async (tx): Promise<{ billId: number } | PaymentRefused> => {
        const me = await lockReader(tx, input.orgId, input.readerId);
        if (!me) return { refused: 'noReader' };
        const earlier = await findPaymentByKey(tx, input.readerId, input.key);
        if (earlier) {
          return earlier.requestHash === requestHash
            ? { billId: earlier.billId }
            : { refused: 'keyReused' };
        }
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
          this.gateway?.methods.includes(deposit.method) === true;
        const billId = await insertPayment(tx, {
          orgId: input.orgId,
          readerId: input.readerId,
          orderNo: newOrderNo(),
          tradeType: 'depositRefund',
          method: online && deposit ? deposit.method : 'cash',
          amountFen: me.depositFen,
          key: input.key,
          requestHash,
          gateway: online && this.gateway ? this.gateway.name : 'desk',
          returnUrl: null,
          expiresAt: new Date(Date.now() + this.cashTtlMs),
          refundOfBillId: deposit?.id,
        });
        return { billId };
      },
    );
    if ('refused' in outcome) return outcome;
    const row = await findTransaction(this.db, { billId: outcome.billId });
    if (row && row.status === 'paying' && row.gateway !== 'desk') await this.sendRefund(row);
    return this.present(outcome.billId, () => '');
  }

  /** Asks the gateway for the refund (idempotent on the refund's order number), then books it. */
  private async sendRefund(row: TransactionRow): Promise<void> {
    if (!this.gateway) return;
    const deposit = row.refundOfBillId
      ? await findTransaction(this.db, { billId: row.refundOfBillId })
      : undefined;
    try {
      await this.gateway.refund({
        orderNo: deposit?.orderNo ?? row.orderNo,
        refundNo: row.orderNo,
        amountFen: row.amountFen,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.warn(`refund ${row.orderNo}: gateway unavailable, asked again later`, error);
      await updatePayment(this.db, row.billId, { checkedAt: new Date() });
      return;
    }
    await this.completeRefund(row);
  }

  /** The refund is done: it succeeds, the deposit payment is refunded, the deposit is zero. */
  private async completeRefund(row: TransactionRow): Promise<void> {
    await this.db.transaction(async (tx) => {
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

  // -------------------------------------------------------------------------------------
  // The gateway's notifications
  // -------------------------------------------------------------------------------------

  /**
   * A notification from the gateway. Forged (bad signature, stale time): refused, nothing
   * changes. Replayed (its nonce taken before): acknowledged, nothing changes. For an order the
   * server does not know, or of another gateway: acknowledged as ignored. Otherwise the bill
   * moves only as the state machine allows.
   */
  async notification(
    headers: Record<string, unknown>,
    rawBody: string,
  ): Promise<NotificationOutcome> {
    if (!this.gateway) return 'REFUSED';
    const check = this.gateway.verifyNotification(headers, rawBody);
    if (!check.ok) {
      this.warn(`payment notification refused: ${check.reason}`);
      return 'REFUSED';
    }
    const { notification } = check;
    if (!(await takeNotificationNonce(this.db, notification.nonce))) {
      return 'SUCCESS';
    }
    const row = await findTransaction(this.db, { orderNo: notification.orderNo });
    if (!row || row.gateway !== this.gateway.name || row.tradeType === 'depositRefund') {
      return 'IGNORED';
    }
    if (notification.event === 'paid') {
      await this.recordPaid(row, {
        tradeNo: notification.tradeNo ?? '',
        paidAt: notification.paidAt ?? new Date(),
        amountFen: notification.amountFen,
      });
    } else {
      await this.fail(row.billId, notification.event === 'declined' ? 'declined' : 'expired');
    }
    return 'SUCCESS';
  }

  // -------------------------------------------------------------------------------------
  // The desk
  // -------------------------------------------------------------------------------------

  /** Whether `presented` is the organisation's desk secret (constant time). */
  deskAllows(orgcode: string, presented: string): boolean {
    const expected = this.deskHashes.get(orgcode.toUpperCase());
    const actual = sha256(presented);
    return (
      timingSafeEqual(expected ?? sha256(randomBytes(32).toString('hex')), actual) && !!expected
    );
  }

  deskPending(orgId: number) {
    return deskList(this.db, orgId);
  }

  /**
   * The desk settles an order of its organisation: cash paid (or, for a refund, handed back),
   * or an unposted payment settled by the library (noted). Anything else: nothing to settle.
   */
  async deskSettle(
    orgId: number,
    orderNo: string,
    note: string,
  ): Promise<{ transaction: Transaction } | { refused: 'notFound' | 'nothingToSettle' }> {
    const row = await findTransaction(this.db, { orderNo });
    if (!row || row.organizationId !== orgId) return { refused: 'notFound' };
    if (row.status === 'paying' && row.gateway === 'desk') {
      if (row.tradeType === 'depositRefund') await this.completeRefund(row);
      else {
        await this.recordPaid(row, {
          tradeNo: `DESK${Date.now()}`,
          paidAt: new Date(),
          amountFen: row.amountFen,
        });
      }
    } else if (row.status === 'success' && row.posting === 'unposted') {
      await this.db.transaction(async (tx) => {
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
    const after = await findTransaction(this.db, { billId: row.billId });
    return { transaction: toTransaction(after ?? row) };
  }
}
