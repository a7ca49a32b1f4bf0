/**
 * The payment methods each library offers (the settings page's `payments` section,
 * `organization.payment_methods`): only the gateway's online methods may be chosen, the
 * reader's account offers what the library chose (and cash at the desk, always), and a payment
 * started with a method the library switched off is refused and writes nothing.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  type AccountOverview,
  type LibrarySettings,
  type SettingsRefusalDetail,
} from '../../src/core/api/contract';
import { organization } from '../src/db/schema';
import { staffAudit } from '../src/db/tables/library-admin';
import { seededReader } from './circulation-fixtures';
import { get } from './helpers';
import {
  DEMO2,
  YTKJ,
  billsOf,
  call,
  newKey,
  newReader,
  openPaymentsServer,
  payFine,
  readerWithFines,
  refusalOf,
  type PaymentsServer,
} from './payments-fixtures';

let s: PaymentsServer;
openPaymentsServer((server) => (s = server));

let admin: string;
let demo2Admin: string;
let librarian: string;
beforeAll(async () => {
  admin = (await seededReader(s.db, 'A0001', YTKJ)).token;
  demo2Admin = (await seededReader(s.db, 'A0001', DEMO2)).token;
  librarian = (await seededReader(s.db, 'L0001', YTKJ)).token;
});

const settingsOf = async (token: string) =>
  (await call<LibrarySettings>(s.app, ApiPath.settingsGet, token, {})).body.data;
const choose = (methods: unknown, token = admin, lang = 'zh') =>
  call<LibrarySettings & SettingsRefusalDetail>(
    s.app,
    ApiPath.settingsUpdate,
    token,
    { section: 'payments', value: { methods } },
    { 'accept-language': lang },
  );
const methodsOf = async (token: string) =>
  (await get<AccountOverview>(s.app, ApiPath.account, token)).body.data.methods;

async function lastAudit(orgId: number) {
  const [row] = await s.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.organizationId, orgId), eq(staffAudit.action, 'settings')))
    .orderBy(desc(staffAudit.id))
    .limit(1);
  return row;
}

describe('the payment methods a library offers', () => {
  it('offers everything the gateway does until the admin chooses', async () => {
    const reader = await newReader(s.db, YTKJ);
    expect((await settingsOf(admin)).payments).toEqual({
      methods: ['wechat', 'alipay', 'bank'],
      offered: ['wechat', 'alipay', 'bank'],
    });
    expect(await methodsOf(reader.token)).toEqual(['wechat', 'alipay', 'bank', 'cash']);
  });

  it("saves the admin's choice, audited, and the reader's account offers only it and cash", async () => {
    const before = (await settingsOf(admin)).payments;
    // Given twice and out of order: kept once each, in the gateway's order.
    const saved = await choose(['bank', 'alipay', 'bank']);
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data.payments.methods).toEqual(['alipay', 'bank']);
    const [org] = await s.db.select().from(organization).where(eq(organization.id, YTKJ));
    expect(org?.paymentMethods).toEqual(['alipay', 'bank']);
    expect(await lastAudit(YTKJ)).toMatchObject({
      target: 'payments',
      detail: { section: 'payments', before, after: saved.body.data.payments },
    });
    const reader = await newReader(s.db, YTKJ);
    expect(await methodsOf(reader.token)).toEqual(['alipay', 'bank', 'cash']);
    // Another library is unaffected.
    const other = await newReader(s.db, DEMO2);
    expect(await methodsOf(other.token)).toEqual(['wechat', 'alipay', 'bank', 'cash']);
    expect((await settingsOf(demo2Admin)).payments.methods).toEqual(['wechat', 'alipay', 'bank']);
  });

  it('refuses a method switched off (translated) and writes no bill; a chosen one and cash start', async () => {
    expect((await choose(['alipay'])).body.code).toBe(0);
    const who = await readerWithFines(s.db, YTKJ, [300]);
    const body = (method: string) => ({
      fineids: 'all',
      amount: 300,
      method,
      idempotencykey: newKey(),
    });
    const zh = await payFine(s.app, who, body('wechat'));
    refusalOf(zh.body);
    expect(zh.body.msg).toBe('本馆暂不支持该支付方式，请选择其他方式');
    const en = await payFine(s.app, who, body('wechat'), { 'accept-language': 'en' });
    refusalOf(en.body);
    expect(en.body.msg).toBe('The library does not take this payment method; choose another');
    expect(await billsOf(s.db, who.id)).toEqual([]);
    // A deposit or a recharge goes through the same guard.
    const recharge = await call(s.app, ApiPath.recharge, who.token, {
      amount: 500,
      method: 'wechat',
      idempotencykey: newKey(),
    });
    refusalOf(recharge.body);
    const alipay = await payFine(s.app, who, body('alipay'));
    expect(alipay.body.code, alipay.body.msg).toBe(0);
    expect(await billsOf(s.db, who.id)).toHaveLength(1);
    // Nothing online at all: the desk still takes cash.
    expect((await choose([])).body.data.payments.methods).toEqual([]);
    const cashReader = await readerWithFines(s.db, YTKJ, [100]);
    expect(await methodsOf(cashReader.token)).toEqual(['cash']);
    const cash = await payFine(s.app, cashReader, { ...body('cash'), amount: 100 });
    expect(cash.body.code, cash.body.msg).toBe(0);
    // DEMO2's readers still pay by WeChat.
    const demo2 = await readerWithFines(s.db, DEMO2, [100]);
    const wechat = await payFine(s.app, demo2, { ...body('wechat'), amount: 100 });
    expect(wechat.body.code, wechat.body.msg).toBe(0);
  });

  it('refuses cash and unknown methods by field, and wrong types as malformed', async () => {
    const before = (await settingsOf(admin)).payments;
    const cash = await choose(['alipay', 'cash'], admin, 'en');
    expect(cash.body.code).toBe(10158);
    expect(cash.body.data).toMatchObject({
      section: 'payments',
      field: 'methods',
      problem: 'notOffered',
      index: 1,
    });
    expect(cash.body.msg).toBe(
      'Payment methods may only be online methods the payment gateway offers (cash is taken at the desk)',
    );
    for (const bad of [['paypal'], 'alipay', [1], Array(9).fill('alipay')]) {
      expect((await choose(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await settingsOf(admin)).payments).toEqual(before);
  });

  it('is for admins only: a librarian and a reader get 403', async () => {
    const before = (await settingsOf(admin)).payments;
    const reader = await newReader(s.db, YTKJ);
    for (const token of [librarian, reader.token]) {
      expect((await choose(['wechat'], token)).status).toBe(403);
    }
    expect((await settingsOf(admin)).payments).toEqual(before);
  });
});
