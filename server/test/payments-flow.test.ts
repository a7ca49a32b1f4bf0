/**
 * Payments end to end over HTTP: the server, the gateway emulator and the payer's pages.
 * WeChat / Alipay (QR → phone page → signed notification), bank online (redirect and back),
 * cash at the desk, the deposit and its refund, recharge, cancelling, an order that expires.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  type AccountOverview,
  type Page,
  type PaymentStart,
  type Transaction,
} from '../../src/core/api/contract';
import { borrowRecord, bookCopy, fine, reader } from '../src/db/schema';
import { emulatorGateway } from '../src/payments/emulator/adapter';
import { payment } from '../src/db/tables/money';
import { get, send, testApp } from './helpers';
import {
  DESK_SECRET,
  SECRET,
  YTKJ,
  addFine,
  billsOf,
  call,
  decide,
  finesOf,
  newKey,
  newReader,
  openPaymentsServer,
  payFine,
  paymentOf,
  qrUrl,
  readerRow,
  readerWithFines,
  refusalOf,
  settled,
  stateOf,
  type PaymentsServer,
} from './payments-fixtures';

let s: PaymentsServer;
openPaymentsServer((server) => (s = server));

const account = async (token: string) =>
  (await get<AccountOverview>(s.app, ApiPath.account, token)).body.data;

describe('paying fines by QR code', () => {
  it('writes the bill as paying before the payer sees a code, and posts it once paid', async () => {
    const who = await readerWithFines(s.db, YTKJ, [150, 250]);
    const before = await account(who.token);
    expect(before.finesdue).toBe(400);
    expect(before.fines.map((f) => f.amount)).toEqual([150, 250]);

    const { body } = await payFine(s.app, who, {
      fineids: 'all',
      amount: 400,
      method: 'wechat',
      idempotencykey: newKey(),
    });
    expect(body.code).toBe(0);
    const start = body.data;
    expect(start.transaction).toMatchObject({
      tradetype: 'finePayment',
      trademethod: 'wechat',
      amount: 400,
      status: 'paying',
    });
    expect(start.action.kind).toBe('qr');
    if (start.action.kind === 'qr')
      expect(start.action.qrcode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Paying, with its order number, in the database before anything was paid.
    expect((await paymentOf(s.db, start.transaction.orderno))?.status).toBe('paying');
    expect(
      (await account(who.token)).fines.every((f) => f.payingorderno === start.transaction.orderno),
    ).toBe(true);

    const decided = await decide(qrUrl(start), 'confirm');
    expect(await decided.text()).toContain('支付成功');
    const done = await settled(s.app, who.token, start.transaction.orderno);
    expect(done).toMatchObject({ status: 'success', posting: 'posted' });
    const fines = await finesOf(s.db, who.id);
    expect(fines.every((f) => f.paidAt && f.billId)).toBe(true);
    const after = await account(who.token);
    expect(after.finesdue).toBe(0);
    expect(after.pending).toEqual([]);
  });

  it('pays one fine and leaves the others due; a declined payment fails and changes nothing', async () => {
    const who = await readerWithFines(s.db, YTKJ, [100, 300]);
    const [first, second] = who.fineIds;
    const declined = await payFine(s.app, who, {
      fineids: [first],
      amount: 100,
      method: 'alipay',
      idempotencykey: newKey(),
    });
    await decide(qrUrl(declined.body.data), 'decline');
    expect(await settled(s.app, who.token, declined.body.data.transaction.orderno)).toMatchObject({
      status: 'failed',
      failure: 'declined',
    });
    expect((await finesOf(s.db, who.id)).every((f) => !f.paidAt)).toBe(true);

    const paid = await payFine(s.app, who, {
      fineids: [second],
      amount: 300,
      method: 'alipay',
      idempotencykey: newKey(),
    });
    await decide(qrUrl(paid.body.data), 'confirm');
    await settled(s.app, who.token, paid.body.data.transaction.orderno);
    const overview = await account(who.token);
    expect(overview.fines.map((f) => f.id)).toEqual([first]);
    expect(overview.finesdue).toBe(100);
  });

  it('lists the bills newest first with paging, and only the reader’s', async () => {
    const who = await readerWithFines(s.db, YTKJ, [50]);
    const other = await readerWithFines(s.db, YTKJ, [70]);
    for (const method of ['cash', 'wechat'] as const) {
      const started = await payFine(s.app, who, {
        fineids: 'all',
        amount: 50,
        method,
        idempotencykey: newKey(),
      });
      await call(s.app, ApiPath.payCancel, who.token, {
        orderno: started.body.data.transaction.orderno,
      });
    }
    await payFine(s.app, other, {
      fineids: 'all',
      amount: 70,
      method: 'cash',
      idempotencykey: newKey(),
    });
    const page = await send<Page<Transaction>>(s.app, {
      method: 'GET',
      url: `/api${ApiPath.transactions}?pageindex=1&pagesize=1`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.data.list[0]).toMatchObject({
      trademethod: 'wechat',
      status: 'failed',
      failure: 'cancelled',
    });
  });
});

describe('bank online', () => {
  it('goes to the bank page and back to the page it came from, naming the order', async () => {
    const who = await readerWithFines(s.db, YTKJ, [500]);
    const returnurl = 'http://127.0.0.1:5173/student-fine?tab=1';
    const { body } = await payFine(s.app, who, {
      fineids: 'all',
      amount: 500,
      method: 'bank',
      returnurl,
      idempotencykey: newKey(),
    });
    expect(body.data.action.kind).toBe('redirect');
    if (body.data.action.kind !== 'redirect') return;
    const back = await decide(body.data.action.url, 'confirm');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:5173/student-fine');
    expect(location.searchParams.get('lp-order')).toBe(body.data.transaction.orderno);
    expect(await settled(s.app, who.token, body.data.transaction.orderno)).toMatchObject({
      status: 'success',
    });
  });

  it('refuses a return page the organisation does not allow, or none', async () => {
    const who = await readerWithFines(s.db, YTKJ, [500]);
    for (const returnurl of ['https://evil.example/steal', 'javascript:alert(1)', undefined]) {
      const { body } = await payFine(s.app, who, {
        fineids: 'all',
        amount: 500,
        method: 'bank',
        idempotencykey: newKey(),
        ...(returnurl ? { returnurl } : {}),
      });
      expect(body.code).toBe(10158);
      expect(body.msg).toBe('网银支付的返回地址无效');
    }
    expect(await billsOf(s.db, who.id)).toEqual([]);
  });
});

describe('cash at the desk', () => {
  it('stays paying until the desk settles it, with the organisation’s desk secret', async () => {
    const who = await readerWithFines(s.db, YTKJ, [200]);
    const { body } = await payFine(s.app, who, {
      fineids: 'all',
      amount: 200,
      method: 'cash',
      idempotencykey: newKey(),
    });
    expect(body.data.action).toEqual({ kind: 'desk' });
    const orderno = body.data.transaction.orderno;
    const desk = (path: string, secret: string, payload: object) =>
      send<unknown>(s.app, {
        method: 'POST',
        url: `/api${path}`,
        payload,
        headers: { authorization: `Bearer ${secret}` },
      });
    const pending = await desk(ApiPath.deskPending, DESK_SECRET, { orgcode: 'YTKJ' });
    expect(JSON.stringify(pending.body.data)).toContain(orderno);
    // Another organisation's code with this secret, or a wrong secret: nothing.
    expect(
      (await desk(ApiPath.deskSettle, DESK_SECRET, { orgcode: 'DEMO2', orderno })).status,
    ).toBe(401);
    expect(
      (await desk(ApiPath.deskSettle, 'x'.repeat(40), { orgcode: 'YTKJ', orderno })).status,
    ).toBe(401);
    expect((await stateOf(s.app, who.token, orderno)).data.status).toBe('paying');

    const settledAtDesk = await desk(ApiPath.deskSettle, DESK_SECRET, { orgcode: 'YTKJ', orderno });
    expect(settledAtDesk.body.data).toMatchObject({ status: 'success', posting: 'posted' });
    expect((await finesOf(s.db, who.id))[0]?.paidAt).toBeTruthy();
    const again = await desk(ApiPath.deskSettle, DESK_SECRET, { orgcode: 'YTKJ', orderno });
    expect(again.body.msg).toBe('该订单无需在服务台处理');
  });
});

describe('the deposit', () => {
  it('is paid at the amount of the reader’s borrow type, then refunded the same way', async () => {
    const who = await newReader(s.db, YTKJ);
    const overview = await account(who.token);
    expect(overview.deposit).toMatchObject({ paid: 0, required: 10_000, refundrefusal: 'notPaid' });
    const stale = await call(s.app, ApiPath.payDeposit, who.token, {
      amount: 5000,
      method: 'alipay',
      idempotencykey: newKey(),
    });
    expect(refusalOf(stale.body)).toEqual({ reason: 'amountChanged', amount: 10_000 });

    const { body } = await call(s.app, ApiPath.payDeposit, who.token, {
      amount: 10_000,
      method: 'alipay',
      idempotencykey: newKey(),
    });
    await decide(qrUrl(body.data), 'confirm');
    await settled(s.app, who.token, body.data.transaction.orderno);
    expect((await readerRow(s.db, who.id))?.depositFen).toBe(10_000);
    expect((await account(who.token)).deposit).toMatchObject({
      paid: 10_000,
      method: 'alipay',
      refundrefusal: null,
    });

    const twice = await call(s.app, ApiPath.payDeposit, who.token, {
      amount: 10_000,
      method: 'wechat',
      idempotencykey: newKey(),
    });
    expect(twice.body.msg).toBe('押金已缴纳，无需重复缴纳');

    const refundKey = newKey();
    const refund = await call<PaymentStart>(s.app, ApiPath.refundDeposit, who.token, {
      amount: 10_000,
      idempotencykey: refundKey,
    });
    expect(refund.body.data.transaction).toMatchObject({
      tradetype: 'depositRefund',
      trademethod: 'alipay',
      status: 'success',
    });
    const again = await call<PaymentStart>(s.app, ApiPath.refundDeposit, who.token, {
      amount: 10_000,
      idempotencykey: refundKey,
    });
    expect(again.body.data.transaction.orderno).toBe(refund.body.data.transaction.orderno);
    const bills = await billsOf(s.db, who.id);
    expect(bills.map((b) => [b.tradeType, b.status, b.refundFen])).toEqual([
      ['depositPayment', 'refunded', 10_000],
      ['depositRefund', 'success', 0],
    ]);
    expect((await readerRow(s.db, who.id))?.depositFen).toBe(0);
  });

  it('is not refunded with a book on loan, or with fines unpaid', async () => {
    const who = await newReader(s.db, YTKJ);
    await s.db.update(reader).set({ depositFen: 10_000 }).where(eq(reader.id, who.id));
    const [copy] = await s.db.select({ id: bookCopy.id }).from(bookCopy).limit(1);
    const [loan] = await s.db
      .insert(borrowRecord)
      .values({
        readerId: who.id,
        copyId: copy?.id ?? 1,
        borrowedAt: new Date(),
        dueAt: new Date(),
      })
      .returning({ id: borrowRecord.id });
    const refund = () =>
      call(s.app, ApiPath.refundDeposit, who.token, { amount: 10_000, idempotencykey: newKey() });
    expect((await refund()).body.msg).toBe('您还有未归还的图书，归还后才能退押金');
    await s.db
      .update(borrowRecord)
      .set({ returnedAt: new Date() })
      .where(eq(borrowRecord.id, loan?.id ?? 0));
    const fineId = await addFine(s.db, who.id, 80);
    expect((await refund()).body.msg).toBe('您还有未缴清的罚款，缴清后才能退押金');
    expect(await billsOf(s.db, who.id)).toEqual([]);
    expect((await account(who.token)).deposit.refundrefusal).toBe('debt');

    // Paid in cash (no deposit payment on record): handed back at the desk.
    await s.db.delete(fine).where(eq(fine.id, fineId));
    const cash = await refund();
    expect(cash.body.data).toMatchObject({
      transaction: { trademethod: 'cash', status: 'paying' },
      action: { kind: 'desk' },
    });
  });
});

describe('recharge', () => {
  it('adds to the balance once paid', async () => {
    const who = await newReader(s.db, YTKJ);
    const { body } = await call(s.app, ApiPath.recharge, who.token, {
      amount: 5000,
      method: 'wechat',
      idempotencykey: newKey(),
    });
    await decide(qrUrl(body.data), 'confirm');
    await settled(s.app, who.token, body.data.transaction.orderno);
    expect((await account(who.token)).balance).toBe(5000);
  });
});

describe('cancelling and expiry', () => {
  it('cancels a paying order at the gateway: its page can no longer pay it', async () => {
    const who = await readerWithFines(s.db, YTKJ, [90]);
    const { body } = await payFine(s.app, who, {
      fineids: 'all',
      amount: 90,
      method: 'wechat',
      idempotencykey: newKey(),
    });
    const cancelled = await call<Transaction>(s.app, ApiPath.payCancel, who.token, {
      orderno: body.data.transaction.orderno,
    });
    expect(cancelled.body).toMatchObject({
      msg: '支付已取消',
      data: { status: 'failed', failure: 'cancelled' },
    });
    const page = await fetch(qrUrl(body.data));
    expect(await page.text()).toContain('订单已关闭');
    expect((await finesOf(s.db, who.id))[0]?.paidAt).toBeNull();
  });

  it('closes an order past its time as expired; one paid at the last second is found paid', async () => {
    const who = await readerWithFines(s.db, YTKJ, [60, 40]);
    const [a, b] = who.fineIds;
    const late = await payFine(s.app, who, {
      fineids: [a],
      amount: 60,
      method: 'wechat',
      idempotencykey: newKey(),
    });
    const lateNo = late.body.data.transaction.orderno;
    await expireOrder(lateNo);
    expect((await stateOf(s.app, who.token, lateNo)).data).toMatchObject({
      status: 'failed',
      failure: 'expired',
    });
    expect(await (await fetch(qrUrl(late.body.data))).text()).toContain('订单已关闭');

    // Paid on the phone, but the notification never arrives (this server's notify address is a
    // closed port): the poll after expiry closes the order at the gateway, which says "paid".
    const blind = await testApp(s.handle, {
      paymentGateway: emulatorGateway({ url: s.emulator.baseUrl, secret: SECRET }),
      paymentNotifyUrl: `http://127.0.0.1:1/api${ApiPath.paymentNotify}`,
    });
    const lost = await payFine(blind, who, {
      fineids: [b],
      amount: 40,
      method: 'wechat',
      idempotencykey: newKey(),
    });
    const lostNo = lost.body.data.transaction.orderno;
    await decide(qrUrl(lost.body.data), 'confirm');
    expect((await stateOf(blind, who.token, lostNo)).data.status).toBe('paying');
    await expireOrder(lostNo);
    expect((await stateOf(blind, who.token, lostNo)).data).toMatchObject({
      status: 'success',
      posting: 'posted',
    });
    expect((await finesOf(s.db, who.id)).find((f) => f.id === b)?.paidAt).toBeTruthy();
    await blind.close();
  });

  it('asks the gateway while polling, so a lost notification does not wait for the expiry', async () => {
    const who = await readerWithFines(s.db, YTKJ, [30]);
    const blind = await testApp(s.handle, {
      paymentGateway: emulatorGateway({ url: s.emulator.baseUrl, secret: SECRET }),
      paymentNotifyUrl: `http://127.0.0.1:1/api${ApiPath.paymentNotify}`,
    });
    const { body } = await payFine(blind, who, {
      fineids: 'all',
      amount: 30,
      method: 'alipay',
      idempotencykey: newKey(),
    });
    await decide(qrUrl(body.data), 'confirm');
    const row = await paymentOf(s.db, body.data.transaction.orderno);
    // Last asked ten seconds ago: due for another question.
    await s.db
      .update(payment)
      .set({ checkedAt: new Date(Date.now() - 10_000) })
      .where(eq(payment.billId, row?.payment.billId ?? 0));
    expect((await stateOf(blind, who.token, body.data.transaction.orderno)).data.status).toBe(
      'success',
    );
    await blind.close();
  });
});

async function expireOrder(orderno: string) {
  const row = await paymentOf(s.db, orderno);
  await s.db
    .update(payment)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(payment.billId, row?.payment.billId ?? 0));
}
