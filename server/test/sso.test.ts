import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ApiPath, ResultCode, type LoginResult, type SsoCode } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { RedisSharedState } from '../src/instance-state';
import { ssoSecret } from '../src/db/schema';
import { get, openTestServer, post, send, session, testApp } from './helpers';
import { logout, tokenStatus } from './session-suite';

const YTKJ_SECRET = randomBytes(32).toString('base64url');
const DEMO2_SECRET = randomBytes(32).toString('base64url');

let handle: DatabaseHandle;
let app: FastifyInstance;
openTestServer((server) => ({ handle, app } = server), undefined, {
  ssoSecrets: { YTKJ: YTKJ_SECRET, DEMO2: DEMO2_SECRET },
});

const createCode = (token?: string) => post<SsoCode>(app, ApiPath.ssoCreateCode, {}, token);

function redeem(cookieId: string, extra = '', headers: Record<string, string> = {}, on = app) {
  return send<LoginResult>(on, {
    method: 'GET',
    url: `/api${ApiPath.ssoQueryCookie}?cookieId=${encodeURIComponent(cookieId)}${extra}`,
    headers,
  });
}

const mint = (secret: string | undefined, body: object) =>
  send<SsoCode>(app, {
    method: 'POST',
    url: `/api${ApiPath.ssoMintCode}`,
    payload: body,
    headers: secret === undefined ? {} : { authorization: `Bearer ${secret}` },
  });

async function widgetCode(readercode = '20230001', orgcode = 'YTKJ') {
  const widget = await session(app, orgcode, readercode);
  const code = await createCode(widget.token);
  expect(code.body.code).toBe(0);
  return { widget, cookieId: code.body.data.cookieId };
}

const INVALID = {
  code: ResultCode.ssoCodeInvalid,
  msg: '登录链接无效或已过期，请重新登录',
  data: null,
};

describe('a one-time code from a logged-in widget (Cookie/Create → QueryCookie)', () => {
  it('starts a new session of the same reader, answered like Login', async () => {
    const { widget, cookieId } = await widgetCode();
    expect(cookieId).toMatch(/^[\w-]{43}$/);
    const portal = await redeem(cookieId);
    expect(portal.status).toBe(200);
    expect(portal.body.data).toMatchObject({
      id: widget.id,
      name: '李明',
      roles: ['student'],
      tokentype: 'Bearer',
      expiresin: 7200,
    });
    expect(portal.body.data.refreshtoken).toMatch(/^[\w-]{43}$/);
    expect(portal.body.data.refreshtoken).not.toBe(widget.refreshtoken);
    expect(portal.body.data.token).not.toBe(widget.token);
    expect(await tokenStatus(app, portal.body.data.token)).toBe(0);
    // Two sessions of one reader: logging out of the portal ends the widget's too.
    expect(await tokenStatus(app, widget.token)).toBe(0);
    await logout(app, portal.body.data.token);
    expect(await tokenStatus(app, widget.token)).toBe(401);
  });

  it('says how long the code lives, and needs a logged-in reader whose session is alive', async () => {
    const reader = await session(app, 'YTKJ', 'T0001');
    expect((await createCode(reader.token)).body.data.expiresin).toBe(60);
    expect((await createCode()).status).toBe(401);
    await logout(app, reader.token);
    expect((await createCode(reader.token)).status).toBe(401);
  });

  it('is single use: a replay, also a concurrent one, gets the clear message', async () => {
    const { cookieId } = await widgetCode();
    expect((await redeem(cookieId)).body.code).toBe(0);
    const replay = await redeem(cookieId);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(INVALID);
    const english = await redeem(cookieId, '', { 'accept-language': 'en' });
    expect(english.body.msg).toBe(
      'This sign-in link is invalid, already used or expired: please log in',
    );

    const raced = await widgetCode('T0001');
    const both = await Promise.all([redeem(raced.cookieId), redeem(raced.cookieId)]);
    expect(both.map((response) => response.body.code).sort()).toEqual([
      0,
      ResultCode.ssoCodeInvalid,
    ]);
  });

  it('expires', async () => {
    const shortLived = await testApp(handle, { ssoCodeTtlMs: 100 });
    onTestFinished(() => shortLived.close());
    const reader = await session(shortLived, 'YTKJ', '20230001');
    const code = await post<SsoCode>(shortLived, ApiPath.ssoCreateCode, {}, reader.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await redeem(code.body.data.cookieId, '', {}, shortLived)).body).toEqual(INVALID);
  });

  it('refuses a code that was never issued, and a code of another organisation', async () => {
    expect((await redeem(randomBytes(32).toString('base64url'))).body).toEqual(INVALID);
    const { cookieId } = await widgetCode();
    expect((await redeem(cookieId, '&orgcode=DEMO2')).body).toEqual(INVALID);
    // Refused codes are spent: the right organisation cannot use it afterwards either.
    expect((await redeem(cookieId, '&orgcode=YTKJ')).body).toEqual(INVALID);
    const own = await widgetCode();
    expect((await redeem(own.cookieId, '&orgcode=ytkj')).body.code).toBe(0);
  });

  it('answers a malformed cookieId with 400, never a 500', async () => {
    for (const query of [
      `cookieId=${'a'.repeat(44)}`,
      `cookieId=${'a'.repeat(5000)}`,
      `cookieId=${'a'.repeat(42)}%27`,
      'cookieId=a&cookieId=b',
      'cookieId=',
      '',
      `cookieId=${'a'.repeat(43)}&orgcode=${'X'.repeat(40)}`,
    ]) {
      const response = await send(app, {
        method: 'GET',
        url: `/api${ApiPath.ssoQueryCookie}?${query}`,
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ResultCode.invalidInput);
    }
  });

  it('gives the portal of the same origin its refresh token in the HttpOnly cookie', async () => {
    const { cookieId } = await widgetCode();
    const portal = await redeem(cookieId, '', { 'sec-fetch-site': 'same-origin' });
    expect(portal.body.data.refreshtoken).toBe('');
    expect(String(portal.headers['set-cookie'])).toMatch(/^lp_refresh=[\w-]{43};.*HttpOnly/);
  });

  it('is rate limited per reader', async () => {
    const limited = await testApp(handle);
    onTestFinished(() => limited.close());
    const reader = await session(limited, 'YTKJ', 'T0001');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await post(limited, ApiPath.ssoCreateCode, {}, reader.token)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("a code minted by a school's own system (Cookie/Mint, the organisation's secret)", () => {
  it('logs in the reader the school names, in its own organisation only', async () => {
    const minted = await mint(DEMO2_SECRET, { orgcode: 'DEMO2', readercode: '20230001' });
    expect(minted.body.code).toBe(0);
    const portal = await redeem(minted.body.data.cookieId);
    // The same reader code in YTKJ is someone else: DEMO2's reader, never YTKJ's.
    expect(portal.body.data).toMatchObject({ name: '张伟', organizationid: 2 });
    expect((await get(app, ApiPath.readerSelf, portal.body.data.token)).body.code).toBe(0);
  });

  it("refuses a wrong secret, none, another organisation's, and an unknown organisation", async () => {
    const attempts = [
      mint('x'.repeat(43), { orgcode: 'YTKJ', readercode: '20230001' }),
      mint(undefined, { orgcode: 'YTKJ', readercode: '20230001' }),
      mint(DEMO2_SECRET, { orgcode: 'YTKJ', readercode: '20230001' }),
      mint(YTKJ_SECRET, { orgcode: 'NOSUCHORG', readercode: '20230001' }),
      mint(`${YTKJ_SECRET}x`, { orgcode: 'YTKJ', readercode: '20230001' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        code: ResultCode.unauthenticated,
        msg: '单点登录密钥无效',
        data: null,
      });
    }
  });

  it('answers a reader the organisation does not have with 404, bad bodies with 400', async () => {
    const unknown = await mint(YTKJ_SECRET, { orgcode: 'YTKJ', readercode: 'nobody99' });
    expect(unknown.status).toBe(404);
    for (const body of [{}, { orgcode: 'YTKJ' }, { orgcode: 'YTKJ', readercode: ["'"] }]) {
      expect((await mint(YTKJ_SECRET, body)).status).toBe(400);
    }
  });

  it('stores only the hash of each secret', async () => {
    const rows = await handle.db.select({ hash: ssoSecret.secretHash }).from(ssoSecret);
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(rows.map((row) => row.hash).sort()).toEqual(
      [sha256(YTKJ_SECRET), sha256(DEMO2_SECRET)].sort(),
    );
  });

  it('refuses to start with a short secret or one for an organisation that does not exist', async () => {
    await expect(testApp(handle, { ssoSecrets: { YTKJ: 'short' } })).rejects.toThrow(/32/);
    await expect(testApp(handle, { ssoSecrets: { NOPE: YTKJ_SECRET } })).rejects.toThrow(/NOPE/);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('codes across instances sharing one Redis', () => {
  it('a code made on one instance is taken once, on any instance', async () => {
    const states = await Promise.all([
      RedisSharedState.connect(redisUrl ?? ''),
      RedisSharedState.connect(redisUrl ?? ''),
    ]);
    const [one, other] = await Promise.all(
      states.map((state) => testApp(handle, { sharedState: state })),
    );
    onTestFinished(async () => {
      await Promise.all([one?.close(), other?.close()]);
      await Promise.all(states.map((state) => state.close()));
    });
    if (!one || !other) throw new Error('instances not started');
    const reader = await session(one, 'YTKJ', '20230001');
    const code = await post<SsoCode>(one, ApiPath.ssoCreateCode, {}, reader.token);
    const taken = await redeem(code.body.data.cookieId, '', {}, other);
    expect(taken.body.data.name).toBe('李明');
    expect((await redeem(code.body.data.cookieId, '', {}, one)).body).toEqual(INVALID);
  });
});
