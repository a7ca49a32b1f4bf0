import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  MAX_FOLLOW_READING,
  MAX_FOLLOW_SEARCH,
  ResultCode,
  type FollowCounts,
  type FollowEntry,
  type FollowReading,
  type FollowSetting,
  type Page,
  type ReaderBrief,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { reader } from '../src/db/schema';
import { readerFollow } from '../src/db/tables/social';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';
import { get, openTestDatabase, testApp } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let liMing: SeededReader;
let siyu: SeededReader;
let zixuan: SeededReader;
let demo2: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  const started = Date.now();
  // The follow limit is tested: a small one, on a clock that stays in one window.
  app = await testApp(handle, {
    writeLimits: { follows: [{ max: 12, windowMs: 60_000 }] },
    now: () => started,
  });
  liMing = await seededReader(handle.db, '20230001');
  siyu = await seededReader(handle.db, '20230002');
  zixuan = await seededReader(handle.db, '20230003');
  demo2 = await seededReader(handle.db, '20230001', 2);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const search = (who: SeededReader, keyword: unknown, lang: 'zh' | 'en' = 'zh') =>
  call<ReaderBrief[]>(app, ApiPath.followSearch, { keyword }, who.token, lang);
const list = async (who: SeededReader, kind: 'following' | 'fans') =>
  (await call<Page<FollowEntry>>(app, ApiPath.followList, { kind }, who.token)).body.data;
const counts = async (who: SeededReader) =>
  (await get<FollowCounts>(app, ApiPath.followCounts, who.token)).body.data;

describe('follows and fans', () => {
  it('finds a reader of the same organisation by name or exact reader code, never the caller', async () => {
    // 陈思雨 chose to show her name (demo data): found by it, with her class and grade.
    const byName = (await search(liMing, '思雨')).body.data;
    expect(byName.map((r) => r.name)).toEqual(['陈思雨']);
    expect(byName[0]).toMatchObject({ readerid: siyu.id, following: false, followsme: false });
    expect(byName[0]?.department).toBeTruthy();
    expect(byName[0]?.grade).toBeTruthy();
    // No contact details leave the server.
    expect(Object.keys(byName[0] ?? {}).sort()).toEqual(
      ['alias', 'department', 'followsme', 'following', 'grade', 'name', 'readerid'].sort(),
    );
    expect((await search(liMing, '20230003')).body.data.map((r) => r.readerid)).toEqual([
      zixuan.id,
    ]);
    // A code is looked up whole, not guessed at by its digits.
    expect((await search(liMing, '2023000')).body.data).toEqual([]);
    // Himself (by code or name) is not offered.
    expect((await search(liMing, '20230001')).body.data).toEqual([]);
    expect((await search(liMing, '李明')).body.data).toEqual([]);
    // LIKE wildcards typed by a reader are letters.
    expect((await search(liMing, '%%')).body.data).toEqual([]);
  });

  it('shows a reader who shared nothing by alias only, and finds them by whole code only', async () => {
    // 赵子轩 (20230003) never chose to show his name: his name, nickname, class and grade stay
    // his, and searching them does not even confirm he exists.
    const [row] = await handle.db
      .select({ name: reader.name, nickname: reader.nickname })
      .from(reader)
      .where(eq(reader.id, zixuan.id));
    for (const keyword of [row?.name, row?.nickname].filter((text) => text && text.length >= 2)) {
      expect((await search(siyu, keyword)).body.data, keyword ?? '').toEqual([]);
    }
    const byCode = (await search(siyu, '20230003')).body.data;
    expect(byCode).toEqual([
      {
        readerid: zixuan.id,
        name: null,
        alias: expect.stringMatching(/^[0-9A-F]{4}$/),
        department: null,
        grade: null,
        following: false,
        followsme: false,
      },
    ]);
    // The same alias wherever he appears to her (a follow's answer, her list).
    const followed = await call<ReaderBrief>(
      app,
      ApiPath.followAdd,
      { readerid: zixuan.id },
      siyu.token,
    );
    expect(followed.body.data).toMatchObject({ name: null, alias: byCode[0]?.alias });
    expect((await list(siyu, 'following')).list[0]).toMatchObject({
      name: null,
      alias: byCode[0]?.alias,
      department: null,
    });
    await call(app, ApiPath.followRemove, { readerid: zixuan.id }, siyu.token);

    // Once he chooses to show his name, he is found by it, with his class.
    await call(app, ApiPath.rankingSettingUpdate, { showname: true }, zixuan.token);
    try {
      const shown = (await search(siyu, '20230003')).body.data[0];
      expect(shown?.name).toBe(row?.nickname?.trim() || row?.name);
      expect(shown?.department).toBeTruthy();
      expect((await search(siyu, row?.name ?? '')).body.data.map((r) => r.readerid)).toEqual([
        zixuan.id,
      ]);
    } finally {
      await call(app, ApiPath.rankingSettingUpdate, { showname: false }, zixuan.token);
    }
  });

  it('never finds a reader of another organisation', async () => {
    // 张伟 (DEMO2) and DEMO2's 周婷 are invisible to YTKJ, and YTKJ's readers to DEMO2.
    expect((await search(liMing, '张伟')).body.data).toEqual([]);
    expect((await search(liMing, '周婷')).body.data).toEqual([]);
    expect((await search(demo2, '陈思雨')).body.data).toEqual([]);
    expect((await search(demo2, '20230002')).body.data.map((r) => r.name)).toEqual(['周婷']);
    // A YTKJ reader code from DEMO2 finds DEMO2's own reader of that code, never YTKJ's.
    const sameCode = (await search(demo2, '20230003')).body.data;
    expect(sameCode.map((r) => r.readerid)).not.toContain(zixuan.id);
    expect(sameCode.every((r) => r.name === null && r.department === null)).toBe(true);
  });

  it('refuses a too short, too long or wrongly typed keyword', async () => {
    const short = await search(liMing, ' 陈 ', 'en');
    expect(short.body).toMatchObject({
      code: ResultCode.businessError,
      msg: 'Please type at least 2 characters',
    });
    for (const keyword of ['字'.repeat(MAX_FOLLOW_SEARCH + 1), 42, null, 'a\u0000b']) {
      expect((await search(liMing, keyword)).status, String(keyword).slice(0, 8)).toBe(400);
    }
  });

  it('follows once however often it is asked, lists following and fans, unfollows', async () => {
    const first = await call<ReaderBrief>(
      app,
      ApiPath.followAdd,
      { readerid: siyu.id },
      liMing.token,
    );
    expect(first.body.data).toMatchObject({ readerid: siyu.id, name: '陈思雨', following: true });
    const again = await call<ReaderBrief>(
      app,
      ApiPath.followAdd,
      { readerid: siyu.id },
      liMing.token,
    );
    expect(again.body.data.following).toBe(true);
    const rows = await handle.db
      .select()
      .from(readerFollow)
      .where(and(eq(readerFollow.followerId, liMing.id), eq(readerFollow.followedId, siyu.id)));
    expect(rows).toHaveLength(1);

    expect((await list(liMing, 'following')).list.map((r) => r.name)).toEqual(['陈思雨']);
    // 李明 keeps his name to himself: his fan sees an alias, no class, no grade.
    const fans = await list(siyu, 'fans');
    expect(fans.list.map((r) => r.name)).toEqual([null]);
    expect(fans.list[0]).toMatchObject({
      following: false,
      followsme: true,
      department: null,
      grade: null,
    });
    expect(await counts(liMing)).toMatchObject({ follows: 1 });
    expect(await counts(siyu)).toMatchObject({ fans: 1 });

    // Following back: each sees the other as both.
    await call(app, ApiPath.followAdd, { readerid: liMing.id }, siyu.token);
    expect((await list(liMing, 'fans')).list[0]).toMatchObject({
      following: true,
      followsme: true,
    });

    const removed = await call<ReaderBrief>(
      app,
      ApiPath.followRemove,
      { readerid: siyu.id },
      liMing.token,
    );
    expect(removed.body.data.following).toBe(false);
    expect((await list(liMing, 'following')).total).toBe(0);
    expect((await list(siyu, 'fans')).total).toBe(0);
    // Unfollowing again changes nothing and says the same.
    const twice = await call<ReaderBrief>(
      app,
      ApiPath.followRemove,
      { readerid: siyu.id },
      liMing.token,
    );
    expect(twice.body.data.following).toBe(false);
    await call(app, ApiPath.followRemove, { readerid: liMing.id }, siyu.token);
  });

  it('refuses following oneself, another organisation’s reader or nobody', async () => {
    const self = await call(app, ApiPath.followAdd, { readerid: liMing.id }, liMing.token, 'en');
    expect(self.body).toMatchObject({
      code: ResultCode.businessError,
      msg: 'You cannot follow yourself',
    });
    for (const readerid of [demo2.id, 999_999]) {
      const answer = await call(app, ApiPath.followAdd, { readerid }, liMing.token);
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe('读者不存在');
    }
    const other = await call(app, ApiPath.followReading, { readerid: demo2.id }, liMing.token);
    expect(other.status).toBe(404);
    for (const readerid of [0, -1, 'x', 2 ** 31]) {
      expect((await call(app, ApiPath.followAdd, { readerid }, liMing.token)).status).toBe(400);
    }
    expect(await counts(liMing)).toEqual({ follows: 0, fans: 0 });
    expect(await counts(demo2)).toEqual({ follows: 0, fans: 0 });
  });

  it('shows a followed reader’s reading only when they share it and the caller follows them', async () => {
    // Not following: nothing, whatever they share.
    const stranger = await call(app, ApiPath.followReading, { readerid: siyu.id }, zixuan.token);
    expect(stranger.body.code).toBe(ResultCode.businessError);
    expect(stranger.body.data ?? null).toBeNull();

    await call(app, ApiPath.followAdd, { readerid: siyu.id }, zixuan.token);
    await call(app, ApiPath.followAdd, { readerid: liMing.id }, zixuan.token);
    // 陈思雨 shares (demo data): her loans on now.
    const shared = (
      await call<FollowReading>(app, ApiPath.followReading, { readerid: siyu.id }, zixuan.token)
    ).body.data;
    expect(shared.shared).toBe(true);
    expect(shared.reader.name).toBe('陈思雨');
    // 李明 does not (the default): his loans stay his.
    const hidden = (
      await call<FollowReading>(app, ApiPath.followReading, { readerid: liMing.id }, zixuan.token)
    ).body.data;
    expect(hidden).toMatchObject({ shared: false, books: [] });

    // He turns it on: his current loans show, and returned ones only as his own history keeps
    // them (the demo student keeps one).
    const on = await call<FollowSetting>(
      app,
      ApiPath.followSettingUpdate,
      { sharereading: true },
      liMing.token,
    );
    expect(on.body.data.sharereading).toBe(true);
    expect(
      (await get<FollowSetting>(app, ApiPath.followSetting, liMing.token)).body.data.sharereading,
    ).toBe(true);
    const visible = (
      await call<FollowReading>(app, ApiPath.followReading, { readerid: liMing.id }, zixuan.token)
    ).body.data;
    expect(visible.shared).toBe(true);
    const onLoan = visible.books.filter((b) => b.reading).map((b) => b.title);
    expect(onLoan).toEqual(expect.arrayContaining(['三体', '活着', '骆驼祥子']));
    expect(visible.books.length).toBeLessThanOrEqual(MAX_FOLLOW_READING);
    await call(app, ApiPath.followSettingUpdate, { sharereading: false }, liMing.token);
    await call(app, ApiPath.followRemove, { readerid: siyu.id }, zixuan.token);
    await call(app, ApiPath.followRemove, { readerid: liMing.id }, zixuan.token);
  });

  it('asks for a login', async () => {
    for (const path of [
      ApiPath.followSearch,
      ApiPath.followList,
      ApiPath.followAdd,
      ApiPath.followRemove,
      ApiPath.followReading,
      ApiPath.followSettingUpdate,
    ]) {
      const answer = await call(app, path, {
        keyword: '陈思雨',
        kind: 'fans',
        readerid: siyu.id,
        sharereading: true,
      });
      expect(answer.status, path).toBe(401);
    }
    expect((await get(app, ApiPath.followSetting)).status).toBe(401);
  });

  it('limits how often a reader follows and unfollows', async () => {
    const reader4 = await seededReader(handle.db, '20230004');
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) {
      const path = i % 2 === 0 ? ApiPath.followAdd : ApiPath.followRemove;
      codes.push((await call(app, path, { readerid: siyu.id }, reader4.token)).status);
    }
    expect(codes.slice(0, 12).every((code) => code === 200)).toBe(true);
    expect(codes.slice(12)).toEqual([429, 429]);
  });
});
