import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type RefreshResult } from '../../src/core/api/contract';
import { revokeReaderSessions } from '../src/auth/sessions';
import type { DatabaseHandle } from '../src/db/client';
import { MemorySharedState, type SharedState } from '../src/instance-state';
import { get, post, send, session, testApp } from './helpers';

export interface SessionServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  shared: SharedState;
}

export const refresh = (app: FastifyInstance, refreshtoken: string) =>
  post<RefreshResult>(app, ApiPath.refreshToken, { refreshtoken, loginfrom: 0 });

export const logout = (app: FastifyInstance, token?: string, body: object = {}) =>
  post<null>(app, ApiPath.logout, body, token);

/** 0 when the token is accepted, else the HTTP status. */
export async function tokenStatus(app: FastifyInstance, token: string) {
  const response = await get(app, ApiPath.readerSelf, token);
  return response.body.code === 0 ? 0 : response.status;
}

/**
 * Logout, revocation and the refresh grace window, shared by the PGlite and PostgreSQL suites
 * (on PostgreSQL the concurrent refreshes run on separate connections of a pool).
 */
export function describeSessions(name: string, server: () => SessionServer) {
  describe(`sessions (${name})`, () => {
    it('logout ends the session at once: the access token and the refresh token answer 401', async () => {
      const { app } = server();
      const reader = await session(app, 'YTKJ', '20230001');
      expect(await tokenStatus(app, reader.token)).toBe(0);
      const response = await logout(app, reader.token, { refreshtoken: reader.refreshtoken });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ code: 0, data: null });
      expect(await tokenStatus(app, reader.token)).toBe(401);
      const refused = await refresh(app, reader.refreshtoken);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe(ResultCode.unauthenticated);
    });

    it("ends every session of that reader, and no other reader's", async () => {
      const { app } = server();
      const tab = await session(app, 'YTKJ', 'T0001');
      const phone = await session(app, 'YTKJ', 'T0001');
      const student = await session(app, 'YTKJ', '20230001');
      const sameCodeOtherOrg = await session(app, 'DEMO2', '20230001');
      await logout(app, tab.token);
      expect(await tokenStatus(app, tab.token)).toBe(401);
      expect(await tokenStatus(app, phone.token)).toBe(401);
      expect((await refresh(app, phone.refreshtoken)).status).toBe(401);
      expect(await tokenStatus(app, student.token)).toBe(0);
      expect(await tokenStatus(app, sameCodeOtherOrg.token)).toBe(0);
      expect((await refresh(app, sameCodeOtherOrg.refreshtoken)).body.code).toBe(0);
    });

    it('answers success to a repeated, tokenless or garbled logout, and changes nothing', async () => {
      const { app } = server();
      const reader = await session(app, 'YTKJ', '20230001');
      const other = await session(app, 'YTKJ', 'T0001');
      await logout(app, reader.token);
      const again = [
        await logout(app, reader.token, { refreshtoken: reader.refreshtoken }),
        await logout(app),
        await send(app, { method: 'POST', url: `/api${ApiPath.logout}` }),
        await logout(app, 'not.a.jwt', { refreshtoken: 'x'.repeat(128) }),
        await logout(app, undefined, { refreshtoken: '../../etc/passwd' }),
      ];
      for (const response of again) {
        expect(response.status).toBe(200);
        expect(response.body.code).toBe(0);
      }
      expect(await tokenStatus(app, other.token)).toBe(0);
    });

    it('logs out with the refresh token alone (the access token expired or lost)', async () => {
      const { app } = server();
      const reader = await session(app, 'YTKJ', '20230001');
      await logout(app, undefined, { refreshtoken: reader.refreshtoken });
      expect(await tokenStatus(app, reader.token)).toBe(401);
      expect((await refresh(app, reader.refreshtoken)).status).toBe(401);
    });

    it('a login after logout is a new session that works, the old one stays ended', async () => {
      const { app } = server();
      const before = await session(app, 'YTKJ', '20230001');
      await logout(app, before.token);
      const after = await session(app, 'YTKJ', '20230001');
      expect(after.refreshtoken).not.toBe(before.refreshtoken);
      expect(await tokenStatus(app, after.token)).toBe(0);
      expect((await refresh(app, after.refreshtoken)).body.code).toBe(0);
      expect(await tokenStatus(app, before.token)).toBe(401);
    });

    it('two refreshes of one token at the same moment both succeed, with the same successor', async () => {
      const { app } = server();
      const reader = await session(app, 'YTKJ', '20230001');
      const [first, second] = await Promise.all([
        refresh(app, reader.refreshtoken),
        refresh(app, reader.refreshtoken),
      ]);
      expect([first?.status, second?.status]).toEqual([200, 200]);
      const successor = first?.body.data.refreshtoken ?? '';
      expect(successor).toMatch(/^[\w-]{43}$/);
      expect(second?.body.data.refreshtoken).toBe(successor);
      expect(successor).not.toBe(reader.refreshtoken);
      expect(await tokenStatus(app, first?.body.data.token ?? '')).toBe(0);
      expect(await tokenStatus(app, second?.body.data.token ?? '')).toBe(0);
      // The successor rotates on as usual, and the family is still alive.
      const next = await refresh(app, successor);
      expect(next.body.code).toBe(0);
      expect(next.body.data.refreshtoken).not.toBe(successor);
    });

    it('a rotated token presented after a logout, even within the window, is refused', async () => {
      const { app } = server();
      const reader = await session(app, 'YTKJ', '20230001');
      const rotated = await refresh(app, reader.refreshtoken);
      await logout(app, rotated.body.data.token);
      expect((await refresh(app, reader.refreshtoken)).status).toBe(401);
      expect((await refresh(app, rotated.body.data.refreshtoken)).status).toBe(401);
    });

    it('revokeReaderSessions keeps the session named in `except` (a password change)', async () => {
      const { app, handle, shared } = server();
      const keep = await session(app, 'YTKJ', 'T0001');
      const other = await session(app, 'YTKJ', 'T0001');
      const kept = await get<{ id: number }>(app, ApiPath.readerSelf, keep.token);
      const sid = JSON.parse(Buffer.from(keep.token.split('.')[1] ?? '', 'base64url').toString())
        .sid as string;
      const ctx = { db: handle.db, shared, refreshGraceMs: 30_000 };
      expect(await revokeReaderSessions(ctx, kept.body.data.id, { except: sid })).toBeGreaterThan(
        0,
      );
      expect(await tokenStatus(app, keep.token)).toBe(0);
      expect((await refresh(app, keep.refreshtoken)).body.code).toBe(0);
      expect(await tokenStatus(app, other.token)).toBe(401);
    });

    it('a restarted server (its in-process state lost) still refuses an ended session', async () => {
      const { app, handle } = server();
      const reader = await session(app, 'YTKJ', '20230001');
      await logout(app, reader.token);
      const fresh = new MemorySharedState();
      const restarted = await testApp(handle, { sharedState: fresh });
      try {
        expect(await tokenStatus(restarted, reader.token)).toBe(401);
      } finally {
        await restarted.close();
        await fresh.close();
      }
    });
  });
}
