/**
 * What the server offers whoever runs it, through the app: /api/metrics and who may read it,
 * the request id, the demo's SMS outbox kept to this machine, and PUBLIC_URL in every absolute
 * URL the server writes (payment pages, a bank payment's return check, calendar feeds,
 * sign-on links, the refresh cookie's Secure flag).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type CalendarFeed,
  type PaymentStart,
  type SsoCode,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { createServerMetrics } from '../src/metrics/registry';
import { emulatorGateway } from '../src/payments/emulator/adapter';
import { startPaymentEmulator, type PaymentEmulator } from '../src/payments/emulator/service';
import { encryptPassword, loginKey, openTestDatabase, send, session, testApp } from './helpers';
import { YTKJ, newKey, readerWithFines, settled } from './payments-fixtures';

const PUBLIC_URL = 'https://library.example.edu.cn';
const METRICS_TOKEN = randomBytes(32).toString('hex');
const SSO_SECRET = randomBytes(32).toString('hex');
const SECRET = randomBytes(32);
const ELSEWHERE = '203.0.113.9';

let handle: DatabaseHandle;
let app: FastifyInstance;
let emulator: PaymentEmulator;
const metrics = createServerMetrics();

beforeAll(async () => {
  handle = await openTestDatabase();
  emulator = await startPaymentEmulator({
    secret: SECRET,
    publicUrl: `${PUBLIC_URL}/payment-emulator`,
    retryDelaysMs: [],
  });
  app = await testApp(handle, {
    publicUrl: PUBLIC_URL,
    paymentGateway: emulatorGateway({ url: emulator.baseUrl, secret: SECRET }),
    paymentEmulator: emulator.app,
    // Nobody listens there: the payment's state comes from polling the gateway.
    paymentNotifyUrl: 'http://127.0.0.1:9/api/PaymentApi/Notify',
    metrics,
    metricsToken: METRICS_TOKEN,
    smsOutbox: true,
    ssoSecrets: { YTKJ: SSO_SECRET },
  });
});

afterAll(async () => {
  await app?.close();
  await emulator?.close();
  await handle?.close();
});

const metricsFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers });

describe('/api/metrics', () => {
  it('counts requests per route pattern with their latency, and the jobs', async () => {
    const feed = `/api${ApiPath.calendarFeed}/${'A'.repeat(43)}.ics`;
    await app.inject({ method: 'GET', url: feed, remoteAddress: '10.1.2.3' });
    await app.inject({ method: 'GET', url: `/api${ApiPath.health}` });
    metrics.jobRun('fines', 'ran', 0.2);
    metrics.jobRun('fines', 'skipped', 0);

    const answer = await metricsFrom('127.0.0.1');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = answer.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    // The route's pattern, never the URL: the feed's secret stays out of the labels.
    expect(text).toContain(`route="/api${ApiPath.calendarFeed}/:file"`);
    expect(text).not.toContain('A'.repeat(43));
    expect(text).toContain('libportal_job_runs_total{job="fines",outcome="ran"} 1');
    expect(text).toContain('libportal_job_runs_total{job="fines",outcome="skipped"} 1');
    expect(text).toContain('libportal_job_duration_seconds_count{job="fines"} 1');
  });

  it('answers other machines only with METRICS_TOKEN, and never a visitor through the proxy', async () => {
    const refused = await metricsFrom(ELSEWHERE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ResultCode.forbidden, data: null });
    const wrong = await metricsFrom(ELSEWHERE, { authorization: `Bearer ${'0'.repeat(64)}` });
    expect(wrong.statusCode).toBe(403);
    const withToken = await metricsFrom(ELSEWHERE, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(withToken.statusCode).toBe(200);
    // nginx on this machine connects from 127.0.0.1 for every visitor, and says whose.
    const proxied = await metricsFrom('127.0.0.1', { 'x-forwarded-for': ELSEWHERE });
    expect(proxied.statusCode).toBe(403);
  });
});

describe('request ids', () => {
  it('names each answer, taking a sane id from the proxy and replacing any other', async () => {
    const own = await app.inject({ method: 'GET', url: `/api${ApiPath.health}` });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fromProxy = await app.inject({
      method: 'GET',
      url: `/api${ApiPath.health}`,
      headers: { 'x-request-id': 'nginx-5f2c9a1b3d' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('nginx-5f2c9a1b3d');
    const hostile = await app.inject({
      method: 'GET',
      url: `/api${ApiPath.health}`,
      headers: { 'x-request-id': 'a\u2028"}{"level":60' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the demo SMS outbox', () => {
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: '/api/__sms-outbox?phone=13800138000',
      remoteAddress,
      headers,
    });

  it('answers this machine only', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
    const elsewhere = await outbox(ELSEWHERE);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: ResultCode.forbidden, data: null });
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': ELSEWHERE })).statusCode).toBe(403);
  });
});

describe('PUBLIC_URL', () => {
  it('is where the QR code sends the phone, and the page works through this server', async () => {
    const who = await readerWithFines(handle.db, YTKJ, [120]);
    const started = await send<PaymentStart>(app, {
      method: 'POST',
      url: `/api${ApiPath.payFine}`,
      payload: { fineids: 'all', amount: 120, method: 'wechat', idempotencykey: newKey() },
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(started.body.code).toBe(0);
    const { action, transaction } = started.body.data;
    if (action.kind !== 'qr' || !action.url) throw new Error('no QR page');
    expect(action.url.startsWith(`${PUBLIC_URL}/payment-emulator/pay/`)).toBe(true);

    // The phone opens the page at the library's address; this server hands it to the emulator.
    const path = new URL(action.url).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const confirmed = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=confirm',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await settled(app, who.token, transaction.orderno)).toMatchObject({
      status: 'success',
    });
  });

  it("is the portal's own origin for a bank payment's return page, whatever Host says", async () => {
    const who = await readerWithFines(handle.db, YTKJ, [80]);
    const pay = (returnurl: string) =>
      send<PaymentStart>(app, {
        method: 'POST',
        url: `/api${ApiPath.payFine}`,
        payload: {
          fineids: 'all',
          amount: 80,
          method: 'bank',
          idempotencykey: newKey(),
          returnurl,
        },
        headers: { authorization: `Bearer ${who.token}`, host: 'evil.example.com' },
      });
    expect((await pay('https://evil.example.com/account')).body.code).not.toBe(0);
    const accepted = await pay(`${PUBLIC_URL}/account`);
    expect(accepted.body.code).toBe(0);
    expect(accepted.body.data.action).toMatchObject({ kind: 'redirect' });
  });

  it('gives the calendar feed and the sign-on link as absolute URLs at that address', async () => {
    const reader = await session(app, 'YTKJ', '20230001');
    const feed = await send<CalendarFeed>(app, {
      method: 'POST',
      url: `/api${ApiPath.calendarQuery}`,
      payload: {},
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(feed.body.data.feedurl).toBe(`${PUBLIC_URL}/api${feed.body.data.feedpath}`);

    const minted = await send<SsoCode>(app, {
      method: 'POST',
      url: `/api${ApiPath.ssoMintCode}`,
      payload: { orgcode: 'YTKJ', readercode: '20230001' },
      headers: { authorization: `Bearer ${SSO_SECRET}` },
    });
    const { cookieId, loginurl } = minted.body.data;
    expect(loginurl).toBe(`${PUBLIC_URL}/ssoLogin?cookieId=${encodeURIComponent(cookieId)}`);
  });

  it('makes the refresh cookie Secure when readers use https, though the proxy speaks http', async () => {
    const key = await loginKey(app);
    const answer = await app.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      payload: {
        orgcode: 'YTKJ',
        readercode: '20230002',
        password: encryptPassword(key, 'Passw0rd!'),
        islogin: true,
      },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.json()).toMatchObject({ code: 0 });
    expect(String(answer.headers['set-cookie'])).toMatch(/lp_refresh=.*; Secure/);
  });
});
