/**
 * The guards of a payment, each tried as the hostile or clumsy case it exists for: a double
 * click, a retried request, two tabs, a stale amount, a replayed or forged notification, another
 * reader or organisation. Each must end in exactly one charge or a clear refusal.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NotificationBody } from '../src/payments/emulator/protocol';
import { sign } from '../src/payments/signature';
import {
  DEMO2,
  SECRET,
  YTKJ,
  addFine,
  billsOf,
  decide,
  finesOf,
  newKey,
  openPaymentsServer,
  payFine,
  paymentOf,
  qrUrl,
  readerWithFines,
  refusalOf,
  settled,
  stateOf,
  type PaymentsServer,
} from './payments-fixtures';

let s: PaymentsServer;
openPaymentsServer((server) => (s = server));

const wechatAll = (amount: number, idempotencykey = newKey()) => ({
  fineids: 'all' as const,
  amount,
  method: 'wechat',
  idempotencykey,
});

/** A notification as the gateway sends it: the body, signed with `secret`. */
async function notify(body: NotificationBody, secret: Buffer = SECRET) {
  const raw = JSON.stringify(body);
  return notifyRaw(raw, sign(secret, raw));
}

function notifyRaw(raw: string, headers: Record<string, string>) {
  return fetch(s.notifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
  });
}

describe('one payment, however often it is asked for', () => {
  it('a double click (the same key twice at once) makes one bill with one order number', async () => {
    const who = await readerWithFines(s.db, YTKJ, [200]);
    const key = newKey();
    const [first, second] = await Promise.all([
      payFine(s.app, who, wechatAll(200, key)),
      payFine(s.app, who, wechatAll(200, key)),
    ]);
    expect(first.body.code).toBe(0);
    expect(second.body.code).toBe(0);
    expect(second.body.data.transaction.orderno).toBe(first.body.data.transaction.orderno);
    expect(await billsOf(s.db, who.id)).toHaveLength(1);
  });

  it('a retried request, by body or by Idempotency-Key header, returns the same transaction', async () => {
    const who = await readerWithFines(s.db, YTKJ, [120]);
    const key = newKey();
    const first = await payFine(s.app, who, wechatAll(120, key));
    const { idempotencykey: _, ...withoutKey } = wechatAll(120, key);
    const retried = await payFine(s.app, who, withoutKey, { 'idempotency-key': key });
    expect(retried.body.data.transaction.orderno).toBe(first.body.data.transaction.orderno);
    expect(await billsOf(s.db, who.id)).toHaveLength(1);
  });

  it('refuses the same key for another payment, and a payment with no key at all', async () => {
    const who = await readerWithFines(s.db, YTKJ, [100, 50]);
    const key = newKey();
    expect((await payFine(s.app, who, wechatAll(150, key))).body.code).toBe(0);
    const reused = await payFine(s.app, who, {
      fineids: [who.fineIds[0]],
      amount: 100,
      method: 'alipay',
      idempotencykey: key,
    });
    expect(reused.body.code).toBe(10158);
    expect(reused.body.msg).toBe('该支付请求的标识已用于另一笔支付，请刷新页面后重试');
    const { idempotencykey: _, ...noKey } = wechatAll(150);
    const missing = await payFine(s.app, who, noKey);
    expect(missing.status).toBe(400);
    expect(await billsOf(s.db, who.id)).toHaveLength(1);
  });

  it('a second tab (another key for the same fines) is told which order is paying them', async () => {
    const who = await readerWithFines(s.db, YTKJ, [300]);
    const firstTab = await payFine(s.app, who, wechatAll(300));
    const secondTab = await payFine(s.app, who, { ...wechatAll(300), method: 'alipay' });
    expect(refusalOf(secondTab.body)).toEqual({
      reason: 'inProgress',
      orderno: firstTab.body.data.transaction.orderno,
    });
    expect(await billsOf(s.db, who.id)).toHaveLength(1);
  });

  it('pays through the phone page exactly once, even when the payer confirms twice', async () => {
    const who = await readerWithFines(s.db, YTKJ, [60]);
    const start = (await payFine(s.app, who, wechatAll(60))).body.data;
    await decide(qrUrl(start), 'confirm');
    // The second press, as a phone that sent the form again would.
    await fetch(qrUrl(start), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=confirm',
      redirect: 'manual',
    });
    const done = await settled(s.app, who.token, start.transaction.orderno);
    expect(done).toMatchObject({ status: 'success', posting: 'posted' });
    expect(await billsOf(s.db, who.id)).toHaveLength(1);
    expect((await finesOf(s.db, who.id)).every((f) => f.paidAt !== null)).toBe(true);
  });
});

describe('the amount is the one due at the moment of payment', () => {
  it('refuses the amount the page showed once a fine was added, with the amount due now', async () => {
    const who = await readerWithFines(s.db, YTKJ, [150]);
    // A day of fine accrued after the page loaded.
    await addFine(s.db, who.id, 10);
    const stale = await payFine(s.app, who, wechatAll(150));
    expect(refusalOf(stale.body)).toEqual({ reason: 'amountChanged', amount: 160 });
    expect(stale.body.msg).toBe('应缴金额已变化，现应缴 ¥1.60，请确认后重新支付');
    expect(await billsOf(s.db, who.id)).toHaveLength(0);
    expect((await payFine(s.app, who, wechatAll(160))).body.code).toBe(0);
  });
});

describe('notifications', () => {
  it('a replayed notification changes nothing: one payment, the fines posted once', async () => {
    const who = await readerWithFines(s.db, YTKJ, [250]);
    const start = (await payFine(s.app, who, wechatAll(250))).body.data;
    const orderno = start.transaction.orderno;
    const body: NotificationBody = {
      type: 'paid',
      orderno,
      amount: 250,
      method: 'wechat',
      tradeno: `T${randomBytes(8).toString('hex')}`,
      paidtime: new Date().toISOString(),
    };
    const raw = JSON.stringify(body);
    const headers = sign(SECRET, raw);
    const delivered = await notifyRaw(raw, headers);
    expect(delivered.status).toBe(200);
    const paid = await settled(s.app, who.token, orderno);
    expect(paid).toMatchObject({ status: 'success', posting: 'posted' });
    const paidAt = (await finesOf(s.db, who.id)).map((f) => f.paidAt?.toISOString());

    // The same message again (a captured request sent twice): acknowledged, nothing moves.
    expect((await notifyRaw(raw, headers)).status).toBe(200);
    // A new, validly signed "declined" for the paid order cannot undo it either.
    expect((await notify({ ...body, type: 'declined', tradeno: null })).status).toBe(200);
    expect((await stateOf(s.app, who.token, orderno)).data).toMatchObject({
      status: 'success',
      posting: 'posted',
    });
    expect((await finesOf(s.db, who.id)).map((f) => f.paidAt?.toISOString())).toEqual(paidAt);
    expect(await billsOf(s.db, who.id)).toHaveLength(1);
    expect((await paymentOf(s.db, orderno))?.payment.gatewayTradeNo).toBe(body.tradeno);
  });

  it('a forged notification (wrong secret, altered body, no signature, stale) is refused', async () => {
    const who = await readerWithFines(s.db, YTKJ, [90]);
    const orderno = (await payFine(s.app, who, wechatAll(90))).body.data.transaction.orderno;
    const body: NotificationBody = {
      type: 'paid',
      orderno,
      amount: 90,
      method: 'wechat',
      tradeno: 'FORGED',
      paidtime: new Date().toISOString(),
    };
    const raw = JSON.stringify(body);
    const attempts = [
      notify(body, randomBytes(32)),
      notifyRaw(JSON.stringify({ ...body, amount: 1 }), sign(SECRET, raw)),
      notifyRaw(raw, {}),
      notifyRaw(raw, sign(SECRET, raw, Date.now() - 3_600_000)),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(401);
    expect((await stateOf(s.app, who.token, orderno)).data?.status).toBe('paying');
    expect((await finesOf(s.db, who.id)).every((f) => f.paidAt === null)).toBe(true);
  });
});

describe('another reader, another organisation', () => {
  it('cannot see the state of a reader’s order, nor pay their fines', async () => {
    const who = await readerWithFines(s.db, YTKJ, [80]);
    const orderno = (await payFine(s.app, who, wechatAll(80))).body.data.transaction.orderno;
    const sameOrg = await readerWithFines(s.db, YTKJ, [10]);
    const otherOrg = await readerWithFines(s.db, DEMO2, [10]);
    for (const stranger of [sameOrg, otherOrg]) {
      const state = await stateOf(s.app, stranger.token, orderno);
      expect(state.code).not.toBe(0);
      expect(state.data).toBeNull();
      const theirs = await payFine(s.app, stranger, {
        fineids: who.fineIds,
        amount: 80,
        method: 'wechat',
        idempotencykey: newKey(),
      });
      expect(theirs.body.code).not.toBe(0);
    }
    expect(await billsOf(s.db, sameOrg.id)).toHaveLength(0);
    expect(await billsOf(s.db, otherOrg.id)).toHaveLength(0);
  });
});
