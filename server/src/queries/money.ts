/**
 * Money's reads and writes: bills with their payment rows, the reader's unpaid fines, deposit
 * and balance. The rules (what may be paid, when, what a notification does) are in
 * server/src/payments/; every function here is scoped to the reader and organisation it names.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type {
  FineItem,
  Page,
  Transaction,
  TradeMethod,
  TradeType,
} from '../../../src/core/api/contract';
import { fineReasonCode } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { bill, book, bookCopy, borrowRecord, borrowType, fine, reader } from '../db/schema';
import { payment, paymentFine, paymentNotification } from '../db/tables/money';

// ---------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------

const transactionColumns = {
  billId: bill.id,
  readerId: bill.readerId,
  orderNo: bill.orderNo,
  tradeType: bill.tradeType,
  tradeMethod: bill.tradeMethod,
  amountFen: bill.amountFen,
  refundFen: bill.refundFen,
  status: bill.status,
  createdAt: bill.createdAt,
  gateway: payment.gateway,
  actionUrl: payment.actionUrl,
  returnUrl: payment.returnUrl,
  expiresAt: payment.expiresAt,
  failure: payment.failure,
  posting: payment.posting,
  postingIssue: payment.postingIssue,
  checkedAt: payment.checkedAt,
  refundOfBillId: payment.refundOfBillId,
  organizationId: reader.organizationId,
  /** The gateway's state is worth asking for (checked long enough ago). */
  dueForCheck: sql<boolean>`coalesce(${payment.checkedAt}, ${bill.createdAt}) < now() - interval '5 seconds'`,
  /** Past its expiry, by the database's clock. */
  expired: sql<boolean>`coalesce(${payment.expiresAt} <= now(), false)`,
};

const selectTransactions = (db: Database) =>
  db
    .select(transactionColumns)
    .from(bill)
    .innerJoin(reader, eq(reader.id, bill.readerId))
    .leftJoin(payment, eq(payment.billId, bill.id));

export type TransactionRow = Awaited<ReturnType<typeof selectTransactions>>[number];

/** The contract's view of a bill. Bills without a payment row were posted when made. */
export function toTransaction(row: TransactionRow): Transaction {
  const settled = row.status === 'success' || row.status === 'refunded';
  return {
    orderno: row.orderNo,
    tradetype: row.tradeType,
    trademethod: row.tradeMethod,
    transactiontime: row.createdAt.toISOString(),
    amount: row.amountFen,
    refundamount: row.refundFen,
    status: row.status,
    posting: settled ? (row.posting ?? 'posted') : null,
    failure: row.status === 'failed' ? row.failure : null,
    expiretime: row.status === 'paying' && row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

const ofReader = (orgId: number, readerId: number) =>
  and(eq(bill.readerId, readerId), eq(reader.organizationId, orgId));

/** The reader's bills, newest first, a page at a time (1-based `index`). */
export async function listTransactions(
  db: Database,
  orgId: number,
  readerId: number,
  index: number,
  pagesize: number,
): Promise<Page<Transaction>> {
  const rows = await selectTransactions(db)
    .where(ofReader(orgId, readerId))
    .orderBy(desc(bill.createdAt), desc(bill.id))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  const [total] = await db
    .select({ n: count().mapWith(Number) })
    .from(bill)
    .innerJoin(reader, eq(reader.id, bill.readerId))
    .where(ofReader(orgId, readerId));
  return { total: total?.n ?? 0, index, pagesize, list: rows.map(toTransaction) };
}

/** One of the reader's bills by order number; another reader's answers like a missing one. */
export async function findReaderTransaction(
  db: Database,
  orgId: number,
  readerId: number,
  orderNo: string,
): Promise<TransactionRow | undefined> {
  const [row] = await selectTransactions(db).where(
    and(ofReader(orgId, readerId), eq(bill.orderNo, orderNo)),
  );
  return row;
}

/** A bill by id or order number, whoever's (notifications, the desk: they check the owner). */
export async function findTransaction(
  db: Database,
  by: { billId: number } | { orderNo: string },
): Promise<TransactionRow | undefined> {
  const [row] = await selectTransactions(db).where(
    'billId' in by ? eq(bill.id, by.billId) : eq(bill.orderNo, by.orderNo),
  );
  return row;
}

/** The reader's bills in `status` (newest first), optionally of some trade types. */
export function readerTransactions(
  db: Database,
  orgId: number,
  readerId: number,
  where: SQL | undefined,
  limit = 50,
): Promise<TransactionRow[]> {
  return selectTransactions(db)
    .where(and(ofReader(orgId, readerId), where))
    .orderBy(desc(bill.createdAt), desc(bill.id))
    .limit(limit);
}

export const isPaying = eq(bill.status, 'paying');
export const isUnposted = eq(payment.posting, 'unposted');
export const ofTypes = (types: TradeType[]) => inArray(bill.tradeType, types);

// ---------------------------------------------------------------------------------------
// The reader's money
// ---------------------------------------------------------------------------------------

/**
 * Locks the reader's row for the rest of the transaction: one reader's payments are started,
 * posted and refunded one at a time, so two tabs cannot both pass a check. Undefined when the
 * reader is not in the organisation.
 */
export async function lockReader(tx: Database, orgId: number, readerId: number) {
  const [row] = await tx
    .select({
      depositFen: reader.depositFen,
      balanceFen: reader.balanceFen,
      requiredDepositFen: sql<number>`coalesce(${borrowType.depositFen}, 0)`.mapWith(Number),
    })
    .from(reader)
    .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
    .where(and(eq(reader.id, readerId), eq(reader.organizationId, orgId)))
    .for('update', { of: reader });
  return row;
}

/** The reader's deposit, balance and the deposit their borrow type asks for. */
export async function readerMoney(db: Database, orgId: number, readerId: number) {
  const [row] = await db
    .select({
      depositFen: reader.depositFen,
      balanceFen: reader.balanceFen,
      requiredDepositFen: sql<number>`coalesce(${borrowType.depositFen}, 0)`.mapWith(Number),
      currentLoans: sql<number>`(select count(*) from ${borrowRecord}
        where ${borrowRecord.readerId} = ${reader.id} and ${borrowRecord.returnedAt} is null)`.mapWith(
        Number,
      ),
    })
    .from(reader)
    .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
    .where(and(eq(reader.id, readerId), eq(reader.organizationId, orgId)));
  return row;
}

/** The paying bill holding a fine, if any (the fine may not be paid twice at once). */
const payingOrderOf = sql<string | null>`(select ${bill.orderNo} from ${paymentFine}
  join ${bill} on ${bill.id} = ${paymentFine.billId}
  where ${paymentFine.fineId} = ${fine.id} and ${bill.status} = 'paying'
  order by ${bill.id} desc limit 1)`;

/** The reader's unpaid fines (all, or those of `ids`), oldest first. */
export async function unpaidFines(
  db: Database,
  readerId: number,
  ids?: readonly number[],
): Promise<FineItem[]> {
  const rows = await db
    .select({
      id: fine.id,
      amount: fine.amountFen,
      reason: fine.reason,
      title: book.title,
      createdAt: fine.createdAt,
      payingorderno: payingOrderOf,
    })
    .from(fine)
    .leftJoin(borrowRecord, eq(borrowRecord.id, fine.borrowRecordId))
    .leftJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .leftJoin(book, eq(book.id, bookCopy.bookId))
    .where(
      and(
        eq(fine.readerId, readerId),
        isNull(fine.paidAt),
        ids ? inArray(fine.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(fine.createdAt), asc(fine.id));
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    reasoncode: fineReasonCode(row.reason),
    createdtime: createdAt.toISOString(),
  }));
}

/** The reader's latest deposit payment still held (success, not refunded). */
export async function heldDepositBill(db: Database, readerId: number) {
  const [row] = await db
    .select({
      id: bill.id,
      orderNo: bill.orderNo,
      method: bill.tradeMethod,
      amountFen: bill.amountFen,
    })
    .from(bill)
    .where(
      and(
        eq(bill.readerId, readerId),
        eq(bill.tradeType, 'depositPayment'),
        eq(bill.status, 'success'),
      ),
    )
    .orderBy(desc(bill.createdAt), desc(bill.id))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------
// Writing payments
// ---------------------------------------------------------------------------------------

export async function findPaymentByKey(tx: Database, readerId: number, key: string) {
  const [row] = await tx
    .select({ billId: payment.billId, requestHash: payment.requestHash })
    .from(payment)
    .where(and(eq(payment.readerId, readerId), eq(payment.idempotencyKey, key)));
  return row;
}

export interface NewPayment {
  orgId: number;
  readerId: number;
  orderNo: string;
  tradeType: TradeType;
  method: TradeMethod;
  amountFen: number;
  key: string;
  requestHash: string;
  gateway: string;
  returnUrl: string | null;
  expiresAt: Date;
  fines?: readonly { id: number; amount: number }[];
  refundOfBillId?: number;
}

/** Writes the bill as paying (with its payment row and fines) before anyone pays anything. */
export async function insertPayment(tx: Database, input: NewPayment): Promise<number> {
  const [created] = await tx
    .insert(bill)
    .values({
      readerId: input.readerId,
      orderNo: input.orderNo,
      tradeType: input.tradeType,
      tradeMethod: input.method,
      amountFen: input.amountFen,
      status: 'paying',
    })
    .returning({ id: bill.id });
  if (!created) throw new Error('bill insert returned nothing');
  await tx.insert(payment).values({
    billId: created.id,
    organizationId: input.orgId,
    readerId: input.readerId,
    idempotencyKey: input.key,
    requestHash: input.requestHash,
    gateway: input.gateway,
    returnUrl: input.returnUrl,
    expiresAt: input.expiresAt,
    refundOfBillId: input.refundOfBillId ?? null,
  });
  if (input.fines && input.fines.length > 0) {
    await tx
      .insert(paymentFine)
      .values(input.fines.map((f) => ({ billId: created.id, fineId: f.id, amountFen: f.amount })));
  }
  return created.id;
}

/** Locks the bill's row; its status as it is now. */
export async function lockBill(tx: Database, billId: number) {
  const [row] = await tx
    .select({ status: bill.status })
    .from(bill)
    .where(eq(bill.id, billId))
    .for('update');
  return row?.status;
}

export async function setBillStatus(
  tx: Database,
  billId: number,
  status: Transaction['status'],
  refundFen?: number,
) {
  await tx
    .update(bill)
    .set(refundFen === undefined ? { status } : { status, refundFen })
    .where(eq(bill.id, billId));
}

export function updatePayment(
  tx: Database,
  billId: number,
  values: Partial<typeof payment.$inferInsert>,
) {
  return tx.update(payment).set(values).where(eq(payment.billId, billId));
}

/** The fines a fine payment pays, locked, with what was due when it began. */
export function lockPaidFines(tx: Database, billId: number) {
  return tx
    .select({
      fineId: fine.id,
      paidFor: paymentFine.amountFen,
      amountFen: fine.amountFen,
      paidAt: fine.paidAt,
      readerId: fine.readerId,
      borrowRecordId: fine.borrowRecordId,
      reason: fine.reason,
    })
    .from(paymentFine)
    .innerJoin(fine, eq(fine.id, paymentFine.fineId))
    .where(eq(paymentFine.billId, billId))
    .orderBy(asc(fine.id))
    .for('update', { of: fine });
}

export async function markFinePaid(
  tx: Database,
  fineId: number,
  billId: number,
  amountFen: number,
) {
  await tx
    .update(fine)
    .set({ paidAt: sql`now()`, billId, amountFen })
    .where(eq(fine.id, fineId));
}

/** What accrued on a fine after its payment began stays due, as a fine of its own. */
export async function insertRemainderFine(
  tx: Database,
  paid: { readerId: number; borrowRecordId: number | null; reason: string | null },
  amountFen: number,
) {
  await tx.insert(fine).values({ ...paid, amountFen });
}

export async function addToReader(
  tx: Database,
  readerId: number,
  change: { depositFen?: number; balanceFen?: number },
) {
  await tx
    .update(reader)
    .set({
      ...(change.depositFen === undefined
        ? {}
        : { depositFen: sql`greatest(${reader.depositFen} + ${change.depositFen}, 0)` }),
      ...(change.balanceFen === undefined
        ? {}
        : { balanceFen: sql`${reader.balanceFen} + ${change.balanceFen}` }),
    })
    .where(eq(reader.id, readerId));
}

/**
 * Takes a notification's nonce once: false when it was taken before (a replay). Nonces older
 * than a day are dropped on the way (the signature window refuses them long before).
 */
export async function takeNotificationNonce(db: Database, nonce: string): Promise<boolean> {
  await db
    .delete(paymentNotification)
    .where(lt(paymentNotification.receivedAt, sql`now() - interval '1 day'`));
  const taken = await db
    .insert(paymentNotification)
    .values({ nonce })
    .onConflictDoNothing()
    .returning({ nonce: paymentNotification.nonce });
  return taken.length > 0;
}

// ---------------------------------------------------------------------------------------
// The desk
// ---------------------------------------------------------------------------------------

/** Cash still to settle and payments still to post, in the organisation. */
export async function deskList(db: Database, orgId: number) {
  const rows = await db
    .select({ ...transactionColumns, readercode: reader.readercode, name: reader.name })
    .from(bill)
    .innerJoin(reader, eq(reader.id, bill.readerId))
    .innerJoin(payment, eq(payment.billId, bill.id))
    .where(
      and(
        eq(payment.organizationId, orgId),
        sql`((${bill.status} = 'paying' and ${payment.gateway} = 'desk') or ${payment.posting} = 'unposted')`,
      ),
    )
    .orderBy(asc(bill.createdAt))
    .limit(500);
  return rows.map((row) => ({
    ...toTransaction(row),
    readercode: row.readercode,
    name: row.name,
    issue: row.postingIssue,
  }));
}
