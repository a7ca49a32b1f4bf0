/**
 * Tables of money: bills, fines and payments (the reader's deposit and balance are columns of
 * `reader`, in readers.ts). A bill is what the reader sees (docs/product-rules.md, "Money"); a
 * payment row beside it is how the money moves: the idempotency key, the gateway's page or code,
 * when the order closes, why it failed, and whether the money, once taken, could be applied
 * (posted). Bills of the past (the demo's, a desk's) may have none.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { borrowRecord } from './circulation';
import { createdAt, identity, organizationRef, time } from './columns';
import { reader } from './readers';

export const billTradeTypes = [
  'depositPayment',
  'balanceRecharge',
  'finePayment',
  'bookPurchase',
  'cardFee',
  'depositRefund',
] as const;
export const billTradeMethods = ['cash', 'wechat', 'alipay', 'bank'] as const;
export const billStatuses = ['paying', 'success', 'failed', 'refunded'] as const;

export const bill = pgTable(
  'bill',
  {
    id: identity(),
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    orderNo: varchar({ length: 40 }).notNull().unique(),
    tradeType: text({ enum: billTradeTypes }).notNull(),
    tradeMethod: text({ enum: billTradeMethods }).notNull(),
    amountFen: integer().notNull(),
    refundFen: integer().notNull().default(0),
    status: text({ enum: billStatuses }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The reader's bills, newest first, a page at a time.
    // NULLS FIRST as `order by … desc` says (the columns are never null, but the planner
    // only reads an index in the query's order when the null ordering matches too).
    index('bill_reader_time').on(
      t.readerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('bill_amounts', sql`${t.amountFen} > 0 and ${t.refundFen} between 0 and ${t.amountFen}`),
  ],
);

export const fine = pgTable(
  'fine',
  {
    id: identity(),
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    borrowRecordId: integer().references(() => borrowRecord.id),
    amountFen: integer().notNull(),
    reason: text(),
    createdAt: createdAt(),
    paidAt: time(),
    /** The bill that paid it (server/src/payments); null for a fine settled otherwise. */
    billId: integer().references(() => bill.id),
  },
  // By loan: the fines job adds each overdue day to the loan's unpaid fine.
  (t) => [index().on(t.readerId), index().on(t.borrowRecordId)],
);

/** Why a transaction failed (contract FailureReason). */
export const paymentFailures = ['declined', 'expired', 'cancelled', 'unavailable'] as const;
/** What became of money taken (contract PostingState). */
export const postingStates = ['posted', 'unposted', 'resolved'] as const;

export const payment = pgTable(
  'payment',
  {
    billId: integer()
      .primaryKey()
      .references(() => bill.id, { onDelete: 'cascade' }),
    organizationId: organizationRef(),
    // Not readerRef(): no cascade, as a payment is a money record that does not go with the reader.
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    /** The client's key: the same key is the same payment, however often it is sent. */
    idempotencyKey: varchar({ length: 64 }).notNull(),
    /** sha256 of what was asked (type, method, fines, amount, return URL) under that key. */
    requestHash: varchar({ length: 64 }).notNull(),
    /** 'desk' for cash, else the gateway's name ('emulator', …). */
    gateway: varchar({ length: 32 }).notNull(),
    /** What the QR code holds, or the page the browser goes to; null until the gateway answers. */
    actionUrl: text(),
    /** Bank online: where the browser comes back to. */
    returnUrl: text(),
    /** An order still paying after this is closed (at the gateway first). */
    expiresAt: time().notNull(),
    failure: text({ enum: paymentFailures }),
    posting: text({ enum: postingStates }),
    /** Why a paid payment could not be posted, for the library (finesPaid, depositPaid, …). */
    postingIssue: text(),
    paidAt: time(),
    gatewayTradeNo: varchar({ length: 64 }),
    /** When the gateway was last asked about this order (polling asks at most so often). */
    checkedAt: time(),
    /** A deposit refund: the deposit payment it pays back. */
    refundOfBillId: integer().references(() => bill.id),
    /** The library settled an unposted payment (the desk), with what it noted. */
    resolvedAt: time(),
    resolvedNote: text(),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_idempotency').on(t.readerId, t.idempotencyKey),
    // The desk's lists: cash still to settle, payments still to post.
    index('payment_organization').on(t.organizationId, t.createdAt),
    index('payment_unposted')
      .on(t.organizationId)
      .where(sql`${t.posting} = 'unposted'`),
  ],
);

/** The fines a fine payment pays, each with the amount due when the payment began. */
export const paymentFine = pgTable(
  'payment_fine',
  {
    billId: integer()
      .notNull()
      .references(() => bill.id, { onDelete: 'cascade' }),
    fineId: integer()
      .notNull()
      .references(() => fine.id),
    amountFen: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.billId, t.fineId] }),
    index().on(t.fineId),
    check('payment_fine_amount', sql`${t.amountFen} > 0`),
  ],
);

/**
 * Nonces of the gateway's notifications already taken: a second arrival of one is a replay and
 * changes nothing, on whichever instance it lands. Kept past the signature window, then pruned.
 */
export const paymentNotification = pgTable(
  'payment_notification',
  {
    nonce: varchar({ length: 64 }).primaryKey(),
    receivedAt: time().notNull().defaultNow(),
  },
  (t) => [index().on(t.receivedAt)],
);
