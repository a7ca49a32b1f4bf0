import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type AccountOverview,
  type BookAsset,
  type BookSummary,
  type Page,
  type ReaderInfo,
  type ReaderSummary,
  type RefreshResult,
} from '../../src/core/api/contract';
import { hashPassword } from '../src/auth/password';
import type { DatabaseHandle } from '../src/db/client';
import { book, reader, refreshToken } from '../src/db/schema';
import { get, login, post, session, openTestServer, testApp } from './helpers';
import { describeLogin } from './login-suite';

let handle: DatabaseHandle;
let app: FastifyInstance;

openTestServer((server) => ({ handle, app } = server));

describeLogin('PGlite', () => app);

describe('passwords', () => {
  it('round-trips a non-ASCII password through RSA-OAEP and scrypt', async () => {
    const password = '密码Passw0rd';
    await handle.db.insert(reader).values({
      organizationId: 1,
      readercode: 'unicode01',
      name: '测试读者',
      passwordHash: await hashPassword(password),
    });
    expect((await login(app, 'YTKJ', 'unicode01', password)).body.code).toBe(0);
    expect((await login(app, 'YTKJ', 'unicode01', '密码Passw0rD')).body.code).toBe(
      ResultCode.badCredentials,
    );
  });

  it('stores only scrypt hashes', async () => {
    const rows = await handle.db.select({ hash: reader.passwordHash }).from(reader);
    for (const { hash } of rows) expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
  });
});

describe('tokens', () => {
  it('rotates the refresh token, and one reused after the grace window revokes the whole family', async () => {
    // No grace window: the reuse below comes after it (sessions.test.ts tests the window).
    const app = await testApp(handle, { refreshGraceMs: 0 });
    onTestFinished(() => app.close());
    const first = await session(app, 'YTKJ', '20230001');
    const rotated = await post<RefreshResult>(app, ApiPath.refreshToken, {
      refreshtoken: first.refreshtoken,
      loginfrom: 0,
    });
    expect(rotated.body.code).toBe(0);
    const second = rotated.body.data;
    expect(second.refreshtoken).not.toBe(first.refreshtoken);
    expect((await get(app, ApiPath.readerSelf, second.token)).body.code).toBe(0);

    const replay = await post(app, ApiPath.refreshToken, { refreshtoken: first.refreshtoken });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe(ResultCode.unauthenticated);
    // The thief's replay also kills the legitimate holder's newer token.
    const afterReplay = await post(app, ApiPath.refreshToken, {
      refreshtoken: second.refreshtoken,
    });
    expect(afterReplay.status).toBe(401);

    const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
    const [original] = await handle.db
      .select({ family: refreshToken.family })
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, sha256(first.refreshtoken)));
    const family = await handle.db
      .select({ revokedAt: refreshToken.revokedAt })
      .from(refreshToken)
      .where(eq(refreshToken.family, original?.family ?? ''));
    expect(family).toHaveLength(2);
    expect(family.every((token) => token.revokedAt !== null)).toBe(true);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await post(app, ApiPath.refreshToken, { refreshtoken: 'x'.repeat(43) });
    expect(response.status).toBe(401);
  });

  it('answers 401 without a token, with a forged one, and with a malformed one', async () => {
    const { token } = await session(app, 'YTKJ', '20230001');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const candidate of [undefined, forged, 'garbage', 'a.b.c']) {
      const response = await get(app, ApiPath.readerSelf, candidate);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe(ResultCode.unauthenticated);
    }
  });
});

describe('roles', () => {
  it('lets students, not teachers, use Student/Info, and the reverse for Teacher/Info', async () => {
    const student = await session(app, 'YTKJ', '20230001');
    const teacher = await session(app, 'YTKJ', 'T0001');
    expect((await post(app, ApiPath.studentInfo, {}, student.token)).body.code).toBe(0);
    expect((await get(app, ApiPath.teacherInfo, teacher.token)).body.code).toBe(0);
    const wrongForTeacher = await post(app, ApiPath.studentInfo, {}, teacher.token);
    expect(wrongForTeacher.status).toBe(403);
    expect(wrongForTeacher.body.code).toBe(ResultCode.forbidden);
    expect((await get(app, ApiPath.teacherInfo, student.token)).status).toBe(403);
  });
});

describe('reader summary and points', () => {
  it('summarises loans, pre-borrows, fines and deposit', async () => {
    const { token } = await session(app, 'YTKJ', '20230001');
    const response = await post<ReaderSummary>(app, ApiPath.readerQuery, {}, token);
    // The seed (server/src/seed/circulation.ts, money.ts): five loans, one overdue; three
    // reservations; ¥5.50 of unpaid fines (an overdue one and a damaged book's).
    expect(response.body.data).toMatchObject({
      borrowing: 5,
      overdue: 1,
      preborrowing: 3,
      arrears: 550,
      deposit: 10000,
    });
    // The product's own fine reasons carry a code the client translates; the stored text stays.
    const account = await get<AccountOverview>(app, ApiPath.account, token);
    expect(
      account.body.data.fines.map((fine) => [fine.title, fine.reason, fine.reasoncode]),
    ).toEqual(
      expect.arrayContaining([
        ['朝花夕拾', '图书污损赔偿', 'damaged'],
        [expect.any(String), '逾期归还', 'overdue'],
      ]),
    );
  });

  it('answers OnlineOver30 on the path of each role, with no points right after login', async () => {
    const student = await session(app, 'YTKJ', '20230001');
    const teacher = await session(app, 'YTKJ', 'T0001');
    const before = (await get<ReaderInfo>(app, ApiPath.readerSelf, student.token)).body.data.score;
    const after = await post<{ score: number }>(
      app,
      ApiPath.studentOnlineOver30,
      {},
      student.token,
    );
    expect(after.body).toMatchObject({ code: 0, data: { score: before } });
    const teacherAfter = await post(app, ApiPath.teacherOnlineOver30, {}, teacher.token);
    expect(teacherAfter.body.code).toBe(0);
    expect((await post(app, ApiPath.teacherOnlineOver30, {}, student.token)).status).toBe(403);
    expect((await post(app, ApiPath.studentOnlineOver30, {})).status).toBe(401);
  });
});

describe('organisation isolation', () => {
  it('gives the DEMO2 student 20230001 DEMO2 data only', async () => {
    const ytkj = await session(app, 'YTKJ', '20230001');
    const demo2 = await session(app, 'DEMO2', '20230001');
    expect(demo2.id).not.toBe(ytkj.id);
    expect(demo2).toMatchObject({
      name: '张伟',
      organizationid: 2,
      organizationname: '示范第二中学图书馆',
    });

    // The body names YTKJ and YTKJ's reader; the token decides.
    const forged = { organizationid: 1, userid: ytkj.id, readerid: ytkj.id };
    const self = await get<ReaderInfo>(app, ApiPath.readerSelf, demo2.token);
    expect(self.body.data).toMatchObject({ id: demo2.id, name: '张伟' });
    const summary = await post<ReaderSummary>(app, ApiPath.readerQuery, forged, demo2.token);
    expect(summary.body.data.reader.id).toBe(demo2.id);
    expect(summary.body.data).toMatchObject({
      borrowing: 1,
      overdue: 0,
      arrears: 0,
      deposit: 5000,
    });

    const [ytkjBook] = await handle.db
      .select({ id: book.id })
      .from(book)
      .where(eq(book.title, '三体'))
      .orderBy(book.id)
      .limit(1);
    const assets = await post<BookAsset[]>(
      app,
      ApiPath.bookAssets,
      { bookid: ytkjBook?.id, organizationid: 1 },
      demo2.token,
    );
    expect(assets.body).toMatchObject({ code: 0, data: [] });
    const anonymous = await post<BookAsset[]>(app, ApiPath.bookAssets, { bookid: ytkjBook?.id });
    expect(anonymous.body.data.length).toBeGreaterThan(0);

    const search = await post<Page<BookSummary>>(
      app,
      ApiPath.bookSearch,
      { keyword: '三体', organizationid: 1 },
      demo2.token,
    );
    expect(search.body.data.list.map((hit) => hit.bookid)).not.toContain(ytkjBook?.id);
  });
});

describe('login rate limit', () => {
  it('answers 429 with code 42901 after the limit, per reader code', async () => {
    const limited = await testApp(handle, { loginRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await login(limited, 'YTKJ', 'T0001', 'wrong-password')).body.code);
      }
      expect(codes).toEqual([10001, 10001, 10001, ResultCode.tooManyRequests]);
      const blocked = await login(limited, 'YTKJ', 'T0001');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        code: ResultCode.tooManyRequests,
        msg: '尝试次数过多，请稍后再试',
        data: null,
      });
      // Another reader from the same address is not locked out.
      expect((await login(limited, 'YTKJ', '20230001')).body.code).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
