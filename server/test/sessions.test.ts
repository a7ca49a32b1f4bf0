import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type LoginResult, type RefreshResult } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { refreshToken } from '../src/db/schema';
import { MemorySharedState, RedisSharedState } from '../src/instance-state';
import {
  DEMO_PASSWORD,
  encryptPassword,
  loginKey,
  openTestServer,
  send,
  session,
  testApp,
} from './helpers';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';
import { describeSessions, logout, tokenStatus, type SessionServer } from './session-suite';

const shared = new MemorySharedState();
let pglite: SessionServer;
openTestServer((server) => (pglite = { ...server, shared }), undefined, { sharedState: shared });
afterAll(() => shared.close());

describeSessions('PGlite', () => pglite);

describe.skipIf(!postgresAdminUrl)('on PostgreSQL', () => {
  let server: SessionServer;
  beforeAll(async () => {
    const handle = await openPostgresTestDatabase();
    const state = new MemorySharedState();
    server = { handle, shared: state, app: await testApp(handle, { sharedState: state }) };
  });
  afterAll(async () => {
    await server?.app.close();
    await server?.shared.close();
    await server?.handle.close();
  });
  describeSessions('PostgreSQL', () => server);
});

type Headers = Record<string, string>;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const SAME_ORIGIN: Headers = { 'sec-fetch-site': 'same-origin' };
const REFRESH_COOKIE = /^lp_refresh=([\w-]*);/;

async function loginWith(app: FastifyInstance, headers: Headers) {
  const password = encryptPassword(await loginKey(app), DEMO_PASSWORD);
  return send<LoginResult>(app, {
    method: 'POST',
    url: `/api${ApiPath.login}`,
    payload: { orgcode: 'YTKJ', readercode: '20230001', password },
    headers,
  });
}

const refreshWith = (app: FastifyInstance, headers: Headers, payload: object = {}) =>
  send<RefreshResult>(app, {
    method: 'POST',
    url: `/api${ApiPath.refreshToken}`,
    payload,
    headers,
  });

function setCookie(headers: Record<string, unknown>): string {
  const value = headers['set-cookie'];
  return (Array.isArray(value) ? value : [value]).find((line) => REFRESH_COOKIE.test(line)) ?? '';
}

const cookieValue = (line: string) => REFRESH_COOKIE.exec(line)?.[1] ?? '';
const maxAge = (line: string) => Number(/Max-Age=(\d+)/.exec(line)?.[1]);
const withCookie = (value: string): Headers => ({ ...SAME_ORIGIN, cookie: `lp_refresh=${value}` });

describe("the refresh token of a page on the API's own origin (the portal)", () => {
  it('lives in an HttpOnly, SameSite=Strict cookie of the identity paths, never in the body', async () => {
    const { app } = pglite;
    const login = await loginWith(app, SAME_ORIGIN);
    expect(login.body.code).toBe(0);
    expect(login.body.data.refreshtoken).toBe('');
    const line = setCookie(login.headers);
    expect(cookieValue(line)).toMatch(/^[\w-]{43}$/);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Strict');
    expect(line).toContain('Path=/api/IdentityApi/Reader/');
    expect(maxAge(line)).toBeGreaterThan(2_592_000 - 60);
    expect(maxAge(line)).toBeLessThanOrEqual(2_592_000);
    expect(line).not.toContain('Secure');

    // The page sends no token: the cookie is the credential, and it rotates.
    const rotated = await refreshWith(app, withCookie(cookieValue(line)), { loginfrom: 0 });
    expect(rotated.body.code).toBe(0);
    expect(rotated.body.data.refreshtoken).toBe('');
    const next = cookieValue(setCookie(rotated.headers));
    expect(next).toMatch(/^[\w-]{43}$/);
    expect(next).not.toBe(cookieValue(line));
    // Rotation does not extend the session: the new cookie ends when the first one did.
    expect(maxAge(setCookie(rotated.headers))).toBeLessThanOrEqual(maxAge(line));
    expect(await tokenStatus(app, rotated.body.data.token)).toBe(0);

    // Logout with only the cookie: cleared, and the session is over.
    const out = await send(app, {
      method: 'POST',
      url: `/api${ApiPath.logout}`,
      payload: {},
      headers: withCookie(next),
    });
    expect(out.body.code).toBe(0);
    expect(setCookie(out.headers)).toMatch(/^lp_refresh=;.*Expires=Thu, 01 Jan 1970/);
    expect(await tokenStatus(app, rotated.body.data.token)).toBe(401);
    expect((await refreshWith(app, withCookie(next))).status).toBe(401);
  });

  it('is Secure when the page is served over https (behind a proxy)', async () => {
    const app = await testApp(pglite.handle, { trustProxy: true });
    try {
      const login = await loginWith(app, { ...SAME_ORIGIN, 'x-forwarded-proto': 'https' });
      expect(setCookie(login.headers)).toContain('Secure');
    } finally {
      await app.close();
    }
  });

  it('an older browser (Origin of this server, no Sec-Fetch-Site) gets the cookie too', async () => {
    const login = await loginWith(pglite.app, { origin: 'http://localhost:80' });
    expect(login.body.data.refreshtoken).toBe('');
    expect(cookieValue(setCookie(login.headers))).toMatch(/^[\w-]{43}$/);
  });

  it('goes in the body to a page of another origin (a widget on a school site)', async () => {
    const callers: Headers[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:5500' },
      { origin: 'http://school.example' },
      {},
    ];
    for (const headers of callers) {
      const login = await loginWith(pglite.app, headers);
      expect(login.body.data.refreshtoken).toMatch(/^[\w-]{43}$/);
      expect(setCookie(login.headers)).toBe('');
    }
  });

  it('a refused cookie is cleared, a malformed one is ignored', async () => {
    const unknown = await refreshWith(pglite.app, withCookie('x'.repeat(43)));
    expect(unknown.status).toBe(401);
    expect(setCookie(unknown.headers)).toMatch(/^lp_refresh=;/);
    const malformed = await refreshWith(pglite.app, withCookie('%27%20OR%201%3D1'));
    expect(malformed.status).toBe(401);
  });
});

describe('a reuse after the grace window', () => {
  it('is a replay: the whole session ends, its access tokens too', async () => {
    const app = await testApp(pglite.handle, { refreshGraceMs: 300, sharedState: shared });
    try {
      const first = await session(app, 'YTKJ', '20230001');
      const rotated = await refreshWith(app, {}, { refreshtoken: first.refreshtoken });
      const within = await refreshWith(app, {}, { refreshtoken: first.refreshtoken });
      expect(within.body.data.refreshtoken).toBe(rotated.body.data.refreshtoken);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const replay = await refreshWith(app, {}, { refreshtoken: first.refreshtoken });
      expect(replay.status).toBe(401);
      const legitimate = await refreshWith(
        app,
        {},
        { refreshtoken: rotated.body.data.refreshtoken },
      );
      expect(legitimate.status).toBe(401);
      expect(await tokenStatus(app, rotated.body.data.token)).toBe(401);
      expect(await tokenStatus(app, first.token)).toBe(401);
    } finally {
      await app.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two instances sharing one Redis', () => {
  it('a logout on one instance is refused at once by the other', async () => {
    const handle: DatabaseHandle = pglite.handle;
    const states = await Promise.all([
      RedisSharedState.connect(redisUrl ?? ''),
      RedisSharedState.connect(redisUrl ?? ''),
    ]);
    const [one, other] = await Promise.all(
      states.map((state) => testApp(handle, { sharedState: state })),
    );
    try {
      if (!one || !other) throw new Error('instances not started');
      const reader = await session(one, 'YTKJ', 'T0001');
      expect(await tokenStatus(other, reader.token)).toBe(0);
      await logout(one, reader.token);
      expect(await tokenStatus(other, reader.token)).toBe(401);
    } finally {
      await Promise.all([one?.close(), other?.close()]);
      await Promise.all(states.map((state) => state.close()));
    }
  });
});

describe('the lifetime of a session', () => {
  it('is 30 days from the login however often it rotates', async () => {
    const { app, handle } = pglite;
    const first = await session(app, 'YTKJ', '20230001');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await refreshWith(app, {}, { refreshtoken: first.refreshtoken });
    await refreshWith(app, {}, { refreshtoken: second.body.data.refreshtoken });
    const [row] = await handle.db
      .select({ family: refreshToken.family })
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, sha256(first.refreshtoken)));
    const expiries = await handle.db
      .select({ expiresAt: refreshToken.expiresAt })
      .from(refreshToken)
      .where(eq(refreshToken.family, row?.family ?? ''));
    expect(expiries).toHaveLength(3);
    expect(new Set(expiries.map(({ expiresAt }) => expiresAt.getTime())).size).toBe(1);
  });
});
