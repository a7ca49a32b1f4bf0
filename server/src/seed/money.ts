/**
 * Money demo data: deposits by borrow type, and for the demo student 20230001 (李明) bills in
 * every status and method — including one cash recharge still waiting at the desk and one
 * WeChat fine payment that was paid but not posted (the fine had been paid at the desk) — a
 * recharged balance, and an unpaid fine for a damaged book beside the overdue fines of the
 * circulation demo. Runs after the people and circulation demo (seed/index.ts).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { FINE_REASON_TEXT } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { payment, paymentFine } from '../db/tables/money';
import { CASH_TTL_MS } from '../payments/service';
import { OrgIds } from './content';
import { ReaderIds } from './people';
import { DEFAULT_ZONE, libraryDay } from '../time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deposits asked by borrow type (people.ts): students pay one, teachers none. */
const DEPOSITS: Record<number, number> = { 1: 10_000, 2: 0, 3: 5_000, 4: 0 };

type BillPlan = Pick<
  typeof t.bill.$inferInsert,
  'tradeType' | 'tradeMethod' | 'amountFen' | 'status'
> & {
  days: number;
  payment?: Partial<typeof payment.$inferInsert>;
  /** A fine payment: the fine it paid. */
  fineId?: number;
};

/** The demo student's loan of a title (returned ones too), for a fine to name. */
async function loanOf(db: Database, readerId: number, title: string) {
  const [row] = await db
    .select({ id: t.borrowRecord.id })
    .from(t.borrowRecord)
    .innerJoin(t.bookCopy, eq(t.bookCopy.id, t.borrowRecord.copyId))
    .innerJoin(t.book, eq(t.book.id, t.bookCopy.bookId))
    .where(and(eq(t.borrowRecord.readerId, readerId), eq(t.book.title, title)))
    .limit(1);
  return row?.id ?? null;
}

/** A fine of the reader already paid (by the desk or an older bill). */
async function paidFine(db: Database, readerId: number) {
  const [row] = await db
    .select({ id: t.fine.id, amountFen: t.fine.amountFen })
    .from(t.fine)
    .where(and(eq(t.fine.readerId, readerId), isNotNull(t.fine.paidAt)))
    .limit(1);
  return row;
}

export async function insertMoneyDemo(db: Database, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const [id, depositFen] of Object.entries(DEPOSITS)) {
    await db
      .update(t.borrowType)
      .set({ depositFen })
      .where(eq(t.borrowType.id, Number(id)));
  }
  const student = ReaderIds.ytkjStudent;
  await db.insert(t.fine).values({
    readerId: student,
    borrowRecordId: await loanOf(db, student, '朝花夕拾'),
    amountFen: 300,
    reason: FINE_REASON_TEXT.damaged,
    createdAt: at(-70),
  });
  await db.update(t.reader).set({ balanceFen: 2000 }).where(eq(t.reader.id, student));

  const paid = await paidFine(db, student);
  const plans: BillPlan[] = [
    {
      days: -120,
      tradeType: 'balanceRecharge',
      tradeMethod: 'wechat',
      amountFen: 2000,
      status: 'success',
      payment: { posting: 'posted', paidAt: at(-120) },
    },
    {
      days: -95,
      tradeType: 'bookPurchase',
      tradeMethod: 'bank',
      amountFen: 3580,
      status: 'success',
    },
    {
      days: -40,
      tradeType: 'finePayment',
      tradeMethod: 'alipay',
      amountFen: 150,
      status: 'failed',
      payment: { failure: 'declined' },
    },
    {
      days: -20,
      tradeType: 'finePayment',
      tradeMethod: 'bank',
      amountFen: 150,
      status: 'failed',
      payment: { failure: 'expired' },
    },
    ...(paid
      ? [
          {
            days: -85,
            tradeType: 'finePayment',
            tradeMethod: 'wechat',
            amountFen: paid.amountFen,
            status: 'success',
            fineId: paid.id,
            payment: { posting: 'unposted', postingIssue: 'finesPaid', paidAt: at(-85) },
          } satisfies BillPlan,
        ]
      : []),
    {
      days: 0,
      tradeType: 'balanceRecharge',
      tradeMethod: 'cash',
      amountFen: 5000,
      status: 'paying',
      payment: { expiresAt: new Date(now.getTime() + CASH_TTL_MS) },
    },
  ];
  let n = 100;
  for (const plan of plans) {
    n += 1;
    const createdAt = at(plan.days);
    const [created] = await db
      .insert(t.bill)
      .values({
        readerId: student,
        orderNo: `LP${libraryDay(createdAt, DEFAULT_ZONE).replace(/-/g, '')}${String(n).padStart(6, '0')}`,
        tradeType: plan.tradeType,
        tradeMethod: plan.tradeMethod,
        amountFen: plan.amountFen,
        status: plan.status,
        createdAt,
      })
      .returning({ id: t.bill.id });
    if (!created || !plan.payment) continue;
    await db.insert(payment).values({
      billId: created.id,
      organizationId: OrgIds.ytkj,
      readerId: student,
      idempotencyKey: `seed-${n}-demo-payment`,
      requestHash: '0'.repeat(64),
      gateway: plan.tradeMethod === 'cash' ? 'desk' : 'emulator',
      expiresAt: createdAt,
      createdAt,
      ...plan.payment,
    });
    if (plan.fineId !== undefined) {
      await db
        .insert(paymentFine)
        .values({ billId: created.id, fineId: plan.fineId, amountFen: plan.amountFen });
    }
  }
}
