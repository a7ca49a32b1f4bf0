import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type Medal,
  type ReaderInfo,
  type ReaderPoints,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { borrowRecord, bookCopy, reader } from '../src/db/schema';
import { readerPointLog } from '../src/db/tables/settings';
import { awardPoints } from '../src/queries/settings';
import { encryptPassword, get, login, loginKey, openTestServer, post } from './helpers';
import { call } from './preborrow-fixtures';
import { DEMO2, makeReader, type SettingsReader } from './settings-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
openTestServer((server) => ({ handle, app } = server));

const refused = (msg: string) => ({ code: ResultCode.businessError, msg });
const profile = { nickname: '书虫', sex: 2, email: 'reader@example.com' };

async function row(readerId: number) {
  const [found] = await handle.db.select().from(reader).where(eq(reader.id, readerId));
  return found;
}

describe('profile update (nickname, gender, email required)', () => {
  it.each([
    ['a student', ApiPath.studentUpdate, 'student'],
    ['a teacher', ApiPath.teacherUpdate, 'teacher'],
    ['a student, through Reader/Update', ApiPath.readerUpdate, 'student'],
    ['a teacher, through Reader/Update', ApiPath.readerUpdate, 'teacher'],
  ] as const)('changes the profile of %s and returns it', async (_who, path, role) => {
    const who = await makeReader(handle.db, 1, role);
    const response = await call<ReaderInfo>(
      app,
      path,
      { ...profile, nickname: ' 书虫 ' },
      who.token,
    );
    expect(response.body.code).toBe(0);
    expect(response.body.data).toMatchObject({
      id: who.id,
      nickname: '书虫',
      sex: 2,
      email: 'reader@example.com',
    });
    expect(await row(who.id)).toMatchObject({
      nickname: '书虫',
      sex: 2,
      email: 'reader@example.com',
    });
  });

  it('keeps students and teachers to their own calls', async () => {
    const student = await makeReader(handle.db);
    const teacher = await makeReader(handle.db, 1, 'teacher');
    expect((await call(app, ApiPath.teacherUpdate, profile, student.token)).status).toBe(403);
    expect((await call(app, ApiPath.studentUpdate, profile, teacher.token)).status).toBe(403);
    expect((await call(app, ApiPath.studentUpdate, profile, undefined)).status).toBe(401);
  });

  it.each([
    [{ nickname: '   ' }, '请输入昵称', 'Please enter a nickname'],
    [
      { nickname: '一二三四五六七八九十一二三四五六七八九十一' },
      '昵称最多 20 个字符',
      'A nickname has at most 20 characters',
    ],
    [{ email: '' }, '请输入邮箱', 'Please enter an email address'],
    [{ email: 'not-an-email' }, '邮箱格式不正确', 'The email address is not valid'],
    [{ email: 'a@b' }, '邮箱格式不正确', 'The email address is not valid'],
    [{ email: 'a b@example.com' }, '邮箱格式不正确', 'The email address is not valid'],
  ])('refuses %j, changing nothing', async (change, zh, en) => {
    const who = await makeReader(handle.db);
    const before = await row(who.id);
    expect(
      (await call(app, ApiPath.studentUpdate, { ...profile, ...change }, who.token)).body,
    ).toEqual({
      ...refused(zh),
      data: null,
    });
    expect(
      (await call(app, ApiPath.studentUpdate, { ...profile, ...change }, who.token, 'en')).body.msg,
    ).toBe(en);
    expect(await row(who.id)).toEqual(before);
  });

  it('refuses a gender other than 1 or 2, or a missing field, as invalid input', async () => {
    const who = await makeReader(handle.db);
    for (const body of [
      { ...profile, sex: 3 },
      { nickname: 'x', email: 'a@b.cn' },
    ]) {
      const response = await call(app, ApiPath.studentUpdate, body, who.token);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ResultCode.invalidInput);
    }
  });

  it('changes only the caller: a userid or organizationid in the body names nobody else', async () => {
    const who = await makeReader(handle.db);
    const other = await makeReader(handle.db, DEMO2);
    const before = await row(other.id);
    await call(
      app,
      ApiPath.studentUpdate,
      { ...profile, userid: other.id, organizationid: DEMO2 },
      who.token,
    );
    expect(await row(other.id)).toEqual(before);
    expect((await row(who.id))?.nickname).toBe('书虫');
  });

  it('answers "Modify failed" when the reader no longer exists', async () => {
    const who = await makeReader(handle.db);
    await handle.db.delete(reader).where(eq(reader.id, who.id));
    expect((await call(app, ApiPath.studentUpdate, profile, who.token, 'en')).body).toMatchObject({
      code: ResultCode.businessError,
      msg: 'Modify failed',
    });
  });
});

/** Logs in twice (two devices), with the reader's real password. */
async function twoSessions(who: SettingsReader, password: string) {
  const first = await login(app, who.orgId === 1 ? 'YTKJ' : 'DEMO2', who.readercode, password);
  const second = await login(app, who.orgId === 1 ? 'YTKJ' : 'DEMO2', who.readercode, password);
  expect([first.body.code, second.body.code]).toEqual([0, 0]);
  return [first.body.data, second.body.data] as const;
}

describe('password change', () => {
  const OLD = 'Start-123';
  const NEW = '新的密码 456';

  const change = async (
    path: string,
    token: string,
    passwords: { old?: string; next?: string; confirm?: string },
    lang: 'zh' | 'en' = 'zh',
  ) => {
    const key = await loginKey(app);
    const encrypt = (text?: string) => (text === undefined ? '' : encryptPassword(key, text));
    return call<null>(
      app,
      path,
      {
        oldpassword: encrypt(passwords.old),
        newpassword: encrypt(passwords.next),
        confirmpassword: encrypt(passwords.confirm),
      },
      token,
      lang,
    );
  };

  it('changes the password, keeps this session and ends every other one', async () => {
    const who = await makeReader(handle.db, 1, 'student', OLD);
    const [here, elsewhere] = await twoSessions(who, OLD);
    const response = await change(ApiPath.studentUpdatePassword, here.token, {
      old: OLD,
      next: NEW,
      confirm: NEW,
    });
    expect(response.body).toEqual({
      code: 0,
      msg: '密码已修改，其他设备上的登录已退出',
      data: null,
    });
    // This session goes on; the other device is logged out, its refresh token too.
    expect((await get(app, ApiPath.readerSelf, here.token)).status).toBe(200);
    expect((await get(app, ApiPath.readerSelf, elsewhere.token)).status).toBe(401);
    const refreshed = await post(app, ApiPath.refreshToken, {
      refreshtoken: elsewhere.refreshtoken,
    });
    expect(refreshed.body.code).not.toBe(0);
    // The new password logs in; the old one no longer does.
    expect((await login(app, 'YTKJ', who.readercode, NEW)).body.code).toBe(0);
    expect((await login(app, 'YTKJ', who.readercode, OLD)).body.code).toBe(
      ResultCode.badCredentials,
    );
  });

  it('gives teachers their own call, and the generic Reader/UpdatePassword serves both', async () => {
    const teacher = await makeReader(handle.db, 1, 'teacher', OLD);
    const [here] = await twoSessions(teacher, OLD);
    expect(
      (
        await change(ApiPath.studentUpdatePassword, here.token, {
          old: OLD,
          next: NEW,
          confirm: NEW,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await change(ApiPath.teacherUpdatePassword, here.token, {
          old: OLD,
          next: NEW,
          confirm: NEW,
        })
      ).body.code,
    ).toBe(0);
    expect(
      (
        await change(ApiPath.readerUpdatePassword, here.token, {
          old: NEW,
          next: OLD,
          confirm: OLD,
        })
      ).body.code,
    ).toBe(0);
  });

  it.each([
    [{ next: NEW, confirm: NEW }, '请输入原密码', 'Please enter your current password'],
    [{ old: OLD, confirm: NEW }, '请输入新密码', 'Please enter a new password'],
    [{ old: OLD, next: NEW }, '请再次输入新密码', 'Please confirm the new password'],
    [{ old: OLD, next: NEW, confirm: `${NEW}x` }, '确认密码错误', 'Confirm password error'],
    [
      { old: OLD, next: '12345', confirm: '12345' },
      '密码不能少于6位',
      'password cannot be less than 6 characters',
    ],
    [
      { old: OLD, next: OLD, confirm: OLD },
      '新密码不能与原密码相同',
      'The new password must differ from the current one',
    ],
    [{ old: 'wrong-one', next: NEW, confirm: NEW }, '原密码错误', 'The current password is wrong'],
  ])('refuses %j, keeping the password and the other sessions', async (passwords, zh, en) => {
    const who = await makeReader(handle.db, 1, 'student', OLD);
    const [here, elsewhere] = await twoSessions(who, OLD);
    const hash = (await row(who.id))?.passwordHash;
    expect((await change(ApiPath.studentUpdatePassword, here.token, passwords)).body).toEqual({
      ...refused(zh),
      data: null,
    });
    expect(
      (await change(ApiPath.studentUpdatePassword, here.token, passwords, 'en')).body.msg,
    ).toBe(en);
    expect((await row(who.id))?.passwordHash).toBe(hash);
    expect((await get(app, ApiPath.readerSelf, elsewhere.token)).status).toBe(200);
  });

  it('answers a password that was not encrypted with the login key like a wrong one', async () => {
    const who = await makeReader(handle.db, 1, 'student', OLD);
    const [here] = await twoSessions(who, OLD);
    const key = await loginKey(app);
    const response = await call(
      app,
      ApiPath.studentUpdatePassword,
      {
        oldpassword: Buffer.from(OLD).toString('base64'),
        newpassword: encryptPassword(key, NEW),
        confirmpassword: encryptPassword(key, NEW),
      },
      here.token,
    );
    expect(response.body).toMatchObject(refused('原密码错误'));
  });

  it("changes only the caller's password", async () => {
    const who = await makeReader(handle.db, 1, 'student', OLD);
    const other = await makeReader(handle.db, DEMO2, 'student');
    const before = await row(other.id);
    const [here] = await twoSessions(who, OLD);
    await call(
      app,
      ApiPath.studentUpdatePassword,
      { userid: other.id, organizationid: DEMO2 },
      here.token,
    );
    const key = await loginKey(app);
    await call(
      app,
      ApiPath.studentUpdatePassword,
      {
        oldpassword: encryptPassword(key, OLD),
        newpassword: encryptPassword(key, NEW),
        confirmpassword: encryptPassword(key, NEW),
        userid: other.id,
        organizationid: DEMO2,
      },
      here.token,
    );
    expect(await row(other.id)).toEqual(before);
  });
});

/** Adds loans to a reader: `days` ago each, returned on time unless `late`. */
async function addLoans(
  readerId: number,
  orgId: number,
  loans: { daysAgo: number; late?: boolean }[],
) {
  const [copy] = await handle.db
    .select({ id: bookCopy.id })
    .from(bookCopy)
    .where(eq(bookCopy.organizationId, orgId))
    .limit(1);
  const day = 24 * 60 * 60 * 1000;
  await handle.db.insert(borrowRecord).values(
    loans.map(({ daysAgo, late }) => {
      const borrowedAt = new Date(Date.now() - daysAgo * day);
      const dueAt = new Date(borrowedAt.getTime() + 14 * day);
      return {
        readerId,
        copyId: copy?.id ?? 0,
        borrowedAt,
        dueAt,
        returnedAt: new Date(dueAt.getTime() + (late ? 3 : -1) * day),
      };
    }),
  );
}

describe('medals', () => {
  const earned = (medals: Medal[]) =>
    medals.filter((medal) => medal.earned).map((medal) => medal.code);

  it("are computed from the student's own loans", async () => {
    const student = await makeReader(handle.db);
    const none = await call<Medal[]>(app, ApiPath.studentMedals, {}, student.token);
    expect(none.body.data.map((medal) => medal.code)).toEqual([
      'firstBook',
      'tenBooks',
      'fiftyBooks',
      'hundredBooks',
      'monthStreak',
      'punctual',
    ]);
    expect(earned(none.body.data)).toEqual([]);
    // Twelve books, one a week for twelve weeks, returned on time.
    await addLoans(
      student.id,
      1,
      Array.from({ length: 12 }, (_, i) => ({ daysAgo: 200 - i * 7 })),
    );
    const some = await call<Medal[]>(app, ApiPath.studentMedals, {}, student.token);
    expect(earned(some.body.data)).toEqual(['firstBook', 'tenBooks', 'monthStreak', 'punctual']);
    expect(some.body.data.find((medal) => medal.code === 'fiftyBooks')).toMatchObject({
      progress: 12,
      target: 50,
      earnedtime: null,
    });
  });

  it("give teachers their own call, and never count another reader's loans", async () => {
    const teacher = await makeReader(handle.db, 1, 'teacher');
    const student = await makeReader(handle.db);
    await addLoans(student.id, 1, [{ daysAgo: 10 }]);
    const response = await call<Medal[]>(app, ApiPath.teacherMedals, {}, teacher.token);
    expect(earned(response.body.data)).toEqual([]);
    expect((await call(app, ApiPath.studentMedals, {}, teacher.token)).status).toBe(403);
    expect((await call(app, ApiPath.teacherMedals, {}, student.token)).status).toBe(403);
  });
});

describe('points', () => {
  it('show the score and what earned it, newest first, paged', async () => {
    const student = await makeReader(handle.db);
    for (const reason of ['borrow', 'review', 'online'] as const) {
      await awardPoints(handle.db, student.id, 1, 5, reason);
    }
    const page = await call<ReaderPoints>(
      app,
      ApiPath.readerPoints,
      { index: 1, pagesize: 2 },
      student.token,
    );
    expect(page.body.data.score).toBe(15);
    expect(page.body.data.history).toMatchObject({ total: 3, index: 1, pagesize: 2 });
    expect(page.body.data.history.list.map((entry) => entry.reason)).toEqual(['online', 'review']);
    const next = await call<ReaderPoints>(
      app,
      ApiPath.readerPoints,
      { index: 2, pagesize: 2 },
      student.token,
    );
    expect(next.body.data.history.list.map((entry) => entry.reason)).toEqual(['borrow']);
  });

  it("award only within the reader's organisation, writing the history with the score", async () => {
    const elsewhere = await makeReader(handle.db, DEMO2);
    expect(await awardPoints(handle.db, elsewhere.id, 1, 5, 'online')).toBeUndefined();
    expect((await row(elsewhere.id))?.score).toBe(0);
    expect(
      await handle.db
        .select()
        .from(readerPointLog)
        .where(eq(readerPointLog.readerId, elsewhere.id)),
    ).toEqual([]);
  });

  it('of the demo reader are explained by the seeded history', async () => {
    const demo = await login(app, 'YTKJ', '20230001');
    const points = await call<ReaderPoints>(
      app,
      ApiPath.readerPoints,
      { pagesize: 100 },
      demo.body.data.token,
    );
    const sum = points.body.data.history.list.reduce((total, entry) => total + entry.points, 0);
    expect(sum).toBe(points.body.data.score);
    expect(points.body.data.score).toBe(120);
  });
});
