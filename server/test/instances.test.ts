import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type BookSearchResult,
  type Envelope,
  type LoginResult,
  type PaymentStart,
  type PreBorrowSite,
  type Transaction,
} from '../../src/core/api/contract';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { startPaymentEmulator, type PaymentEmulator } from '../src/payments/emulator/service';
import { DEMO_PASSWORD, encryptPassword } from './helpers';
import { decide, qrUrl } from './payments-fixtures';
import { createPostgresDatabase } from './postgres-database';

/**
 * Several instances agree (DESIGN.md "Running at scale"): two real server processes, started as
 * `npm start` starts one, on one PostgreSQL database, one Redis and one payment gateway (the
 * emulator run once, as `npm run payment-emulator` runs it). Runs where both answer
 * (TEST_DATABASE_URL and TEST_REDIS_URL; CI sets them).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const LOGIN_LIMIT = 3;

interface Reply<T> {
  status: number;
  body: Envelope<T>;
}

async function call<T>(
  server: RunningServer,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function login(server: RunningServer, readercode: string, password = DEMO_PASSWORD) {
  const key = await call<string>(server, ApiPath.loginKey);
  return call<LoginResult>(server, ApiPath.login, {
    body: { orgcode: 'YTKJ', readercode, password: encryptPassword(key.body.data, password) },
  });
}

describe.runIf(databaseUrl && redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  let a: RunningServer;
  let b: RunningServer;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let emulator: PaymentEmulator;
  const paymentSecret = randomBytes(32).toString('hex');
  const env: Record<string, string> = {};

  beforeAll(async () => {
    database = await createPostgresDatabase();
    emulator = await startPaymentEmulator({
      secret: Buffer.from(paymentSecret, 'utf8'),
      retryDelaysMs: [],
    });
    Object.assign(env, {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      PAYMENT_EMULATOR_URL: emulator.baseUrl,
      PAYMENT_SECRET: paymentSecret,
      // No instance hears the gateway's notification: what the payer did reaches the database
      // only through an instance asking the (shared) gateway.
      PAYMENT_NOTIFY_URL: 'http://127.0.0.1:9/api/PaymentApi/Notify',
    });
    // One after the other, as a rolling start does: the first migrates and seeds.
    a = await startServer(env);
    b = await startServer(env);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await emulator?.close();
    await database?.drop();
  });

  it('refuses an instance that would run a payment emulator of its own beside REDIS_URL', async () => {
    const { PAYMENT_EMULATOR_URL: _url, PAYMENT_SECRET: _secret, ...own } = env;
    await expect(startServer(own)).rejects.toThrow(/PAYMENT_EMULATOR_URL and PAYMENT_SECRET/);
  });

  it('a payment started on A and confirmed by the payer is posted through B', async () => {
    const session = await login(a, '20230002');
    const token = session.body.data.token;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client
      .query<{ id: number }>(
        `INSERT INTO fine (reader_id, amount_fen, reason)
         SELECT id, 230, '测试罚款' FROM reader WHERE organization_id = 1 AND readercode = '20230002'
         RETURNING id`,
      )
      .finally(() => client.end());
    const started = await call<PaymentStart>(a, ApiPath.payFine, {
      body: {
        fineids: [rows[0]!.id],
        amount: 230,
        method: 'alipay',
        idempotencykey: randomUUID(),
      },
      token,
    });
    expect(started.body.code).toBe(0);
    expect((await decide(qrUrl(started.body.data), 'confirm')).status).toBe(200);

    // B is asked, as the widget asks, until the payment leaves paying. With an emulator per
    // instance B asked its own, which never heard of the order, and marked it failed.
    const orderno = started.body.data.transaction.orderno;
    const throughB = async () =>
      (
        await call<Transaction>(
          b,
          `${ApiPath.transactionState}?orderno=${encodeURIComponent(orderno)}`,
          { token },
        )
      ).body.data;
    await expect
      .poll(async () => (await throughB()).status, { timeout: 10_000 })
      .not.toBe('paying');
    expect(await throughB()).toMatchObject({ status: 'success', posting: 'posted' });
  });

  it('both instances answer from the same data', async () => {
    const [fromA, fromB] = await Promise.all([
      call<{ status: string }>(a, ApiPath.health),
      call<{ status: string }>(b, ApiPath.health),
    ]);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(b.logs()).toContain('demo data present, not seeded');
  });

  it('the login limit holds across both: attempts alternate between A and B', async () => {
    // A reader code of its own, so no other run's attempts count against it.
    const readercode = `nobody${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const codes: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt += 1) {
      const reply = await login(attempt % 2 === 0 ? a : b, readercode, 'wrong-password');
      codes.push(reply.body.code);
    }
    expect(codes.slice(0, LOGIN_LIMIT)).toEqual(
      Array.from({ length: LOGIN_LIMIT }, () => ResultCode.badCredentials),
    );
    expect(codes[LOGIN_LIMIT]).toBe(ResultCode.tooManyRequests);
  });

  it('logout on A rejects the access token and the refresh token on B at once', async () => {
    // 赵子轩: one reservation of his limit of three (the demo student 李明 has all three).
    const session = await login(a, '20230003');
    expect(session.body.code).toBe(0);
    const { token, refreshtoken } = session.body.data;
    expect((await call(b, ApiPath.readerSelf, { token })).status).toBe(200);

    const logout = await call(a, ApiPath.logout, { body: {}, token });
    expect(logout.body.code).toBe(0);

    const afterLogout = await call(b, ApiPath.readerSelf, { token });
    expect(afterLogout.status).toBe(401);
    const refreshed = await call(b, ApiPath.refreshToken, { body: { refreshtoken } });
    expect(refreshed.body.code).not.toBe(0);
  });

  it('a reservation on A drops the search counts B serves', async () => {
    // A book of YTKJ with exactly one copy on the shelf, found by its ISBN.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client
      .query<{ id: number; isbn13: string }>(
        `SELECT b.id, b.isbn13 FROM book b JOIN book_copy c ON c.book_id = b.id
         WHERE b.organization_id = 1 AND b.isbn13 IS NOT NULL
         GROUP BY b.id, b.isbn13
         HAVING count(*) FILTER (WHERE c.status = 3) = 1
         ORDER BY b.id LIMIT 1`,
      )
      .finally(() => client.end());
    const target = rows[0]!;

    const search = { keyword: target.isbn13, facets: true, organizationid: 1 };
    const shelfCount = async () => {
      const reply = await call<BookSearchResult>(b, ApiPath.bookSearch, { body: search });
      expect(reply.body.code).toBe(0);
      return reply.body.data.facets?.status?.find((value) => value.value === '3')?.count ?? 0;
    };
    // B counts (and keeps the counts for a minute).
    expect(await shelfCount()).toBe(1);

    // 赵子轩: one reservation of his limit of three (the demo student 李明 has all three).
    const session = await login(a, '20230003');
    const token = session.body.data.token;
    const sites = await call<PreBorrowSite[]>(a, ApiPath.preBorrowSites, { body: {}, token });
    const reserved = await call(a, ApiPath.preBorrow, {
      body: { bookid: target.id, siteid: sites.body.data[0]!.id },
      token,
    });
    expect(reserved.body.code).toBe(0);

    // Pub/sub through Redis is asynchronous: within a moment, not within a minute.
    await expect.poll(shelfCount, { timeout: 5_000, interval: 100 }).toBe(0);
  });
});
