/**
 * A reader's session against a running production server, over HTTP, touching everything
 * secret the server handles: the login (right and wrong passwords), token refresh, the
 * calendar feed's secret URL, a single-sign-on code minted with the school's secret, phone
 * binding (captcha, SMS code) and a QR payment through the shared gateway emulator. It returns
 * every secret value it saw, for the test to look for in the server's log.
 */
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { expect } from 'vitest';
import {
  ApiPath,
  type CalendarFeed,
  type Envelope,
  type ImageCaptcha,
  type LoginResult,
  type PaymentStart,
  type SsoCode,
  type Transaction,
} from '../../src/core/api/contract';
import type { PaymentEmulator } from '../src/payments/emulator/service';
import { DEMO_PASSWORD, encryptPassword } from './helpers';
import { decide, newKey, qrUrl } from './payments-fixtures';

export interface JourneyDeps {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  emulator: PaymentEmulator;
  ssoSecret: string;
}

export interface JourneyResult {
  /** Every secret value sent or received: none may be in the log. */
  secrets: string[];
  /** The request id the server gave the successful login. */
  loginRequestId: string;
}

async function call<T>(
  url: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<{ body: Envelope<T>; requestId: string }> {
  const response = await fetch(`${url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    body: (await response.json()) as Envelope<T>,
    requestId: response.headers.get('x-request-id') ?? '',
  };
}

async function query<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[],
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function sensitiveJourney(deps: JourneyDeps): Promise<JourneyResult> {
  const { url } = deps;
  const secrets: string[] = [DEMO_PASSWORD];
  const key = (await call<string>(url, ApiPath.loginKey)).body.data;

  const wrong = encryptPassword(key, 'Wr0ngPassw0rd!');
  secrets.push('Wr0ngPassw0rd!', wrong);
  const refused = await call(url, ApiPath.login, {
    body: { orgcode: 'YTKJ', readercode: '20230001', password: wrong, islogin: true },
  });
  expect(refused.body.code).not.toBe(0);

  const password = encryptPassword(key, DEMO_PASSWORD);
  const login = await call<LoginResult>(url, ApiPath.login, {
    body: { orgcode: 'YTKJ', readercode: '20230001', password, islogin: true },
  });
  expect(login.body.code).toBe(0);
  const { token, refreshtoken } = login.body.data;
  secrets.push(password, token, refreshtoken);

  const refreshed = await call<LoginResult>(url, ApiPath.refreshToken, { body: { refreshtoken } });
  expect(refreshed.body.code).toBe(0);
  secrets.push(refreshed.body.data.token, refreshed.body.data.refreshtoken);
  const session = refreshed.body.data.token;

  const feed = await call<CalendarFeed>(url, ApiPath.calendarQuery, { body: {}, token: session });
  const feedSecret = /\/([^/]+)\.ics$/.exec(feed.body.data.feedpath)?.[1] ?? '';
  expect(feedSecret).toHaveLength(43);
  secrets.push(feedSecret);
  expect((await fetch(feed.body.data.feedurl ?? '')).status).toBe(200);

  const minted = await fetch(`${url}/api${ApiPath.ssoMintCode}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${deps.ssoSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orgcode: 'YTKJ', readercode: '20230002' }),
  });
  const { cookieId } = ((await minted.json()) as Envelope<SsoCode>).data;
  secrets.push(deps.ssoSecret, cookieId);
  const redeemed = await call<LoginResult>(
    url,
    `${ApiPath.ssoQueryCookie}?cookieId=${encodeURIComponent(cookieId)}&orgcode=YTKJ`,
  );
  expect(redeemed.body.code).toBe(0);
  secrets.push(redeemed.body.data.token, redeemed.body.data.refreshtoken);

  // Phone binding: the captcha's answer from Redis, the code from the outbox table, as the
  // operator of a trial without an SMS provider would find them.
  const phone = `139${String(randomInt(10_000_000, 100_000_000))}`;
  secrets.push(phone);
  const captcha = await call<ImageCaptcha>(url, ApiPath.validateCode, { token: session });
  const redis = new Redis(deps.redisUrl);
  const stored = await redis.get(`libportal:captcha:${captcha.body.data.validateguid}`);
  redis.disconnect();
  const answer = (JSON.parse(stored ?? '{}') as { text: string }).text;
  const sent = await call(url, ApiPath.smsPhoneCode, {
    body: { phone, validateguid: captcha.body.data.validateguid, validatecode: answer },
    token: session,
  });
  expect(sent.body.code).toBe(0);
  const [text] = await query<{ text: string }>(
    deps.databaseUrl,
    'select text from sms_outbox where phone = $1 order by id desc limit 1',
    [phone],
  );
  const code = /\d{6}/.exec(text?.text ?? '')?.[0] ?? '';
  secrets.push(code);
  const bound = await call(url, ApiPath.readerUpdatePhone, {
    body: { phone, code },
    token: session,
  });
  expect(bound.body.code).toBe(0);

  // A QR payment of a fine of its own, confirmed on the emulator's phone page.
  const [fine] = await query<{ id: number }>(
    deps.databaseUrl,
    `insert into fine (reader_id, amount_fen, reason)
     select id, 150, '测试罚款' from reader where organization_id = 1 and readercode = '20230001'
     returning id`,
    [],
  );
  const started = await call<PaymentStart>(url, ApiPath.payFine, {
    body: {
      fineids: [fine!.id],
      amount: 150,
      method: 'wechat',
      idempotencykey: newKey(),
    },
    token: session,
  });
  expect(started.body.code, JSON.stringify(started.body)).toBe(0);
  const page = qrUrl(started.body.data);
  secrets.push(page.split('/').pop() ?? '');
  expect((await decide(page, 'confirm')).status).toBe(200);
  const orderno = started.body.data.transaction.orderno;
  await expect
    .poll(
      async () =>
        (
          await call<Transaction>(url, `${ApiPath.transactionState}?orderno=${orderno}`, {
            token: session,
          })
        ).body.data.status,
      { timeout: 10_000, interval: 100 },
    )
    .toBe('success');
  for (const notification of deps.emulator.sent()) {
    secrets.push(...Object.values(notification.headers).filter((value) => value.length >= 16));
  }
  return {
    secrets: secrets.filter((secret) => secret.length > 0),
    loginRequestId: login.requestId,
  };
}
