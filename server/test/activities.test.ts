import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type ActivitySignUps,
  type CompetitionStandings,
  type LibraryActivity,
  type ReadingCompetition,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { activitySignup, libraryActivity } from '../src/db/tables/activities';
import { readerCirculation } from '../src/db/tables/circulation';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let liMing: SeededReader;
let siyu: SeededReader;
let zixuan: SeededReader;
let demo2: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  liMing = await seededReader(handle.db, '20230001');
  siyu = await seededReader(handle.db, '20230002');
  zixuan = await seededReader(handle.db, '20230003');
  demo2 = await seededReader(handle.db, '20230001', 2);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const activities = async (who: SeededReader) =>
  (await call<LibraryActivity[]>(app, ApiPath.activityList, {}, who.token)).body.data;
const byTitle = async (who: SeededReader, title: string) => {
  const found = (await activities(who)).find((activity) => activity.title === title);
  if (!found) throw new Error(`no ${title}`);
  return found;
};
const signUp = (who: SeededReader, id: number) =>
  call<LibraryActivity>(app, ApiPath.activitySignUp, { id }, who.token);
const cancel = (who: SeededReader, id: number) =>
  call<LibraryActivity>(app, ApiPath.activityCancel, { id }, who.token);

describe('library activities', () => {
  it('lists the organisation’s activities, coming ones first, never another organisation’s', async () => {
    const list = await activities(liMing);
    expect(list.map((a) => a.title)).toEqual(['春日读书沙龙', '绘本故事会', '校园图书节']);
    expect(list[1]).toMatchObject({ capacity: 1, signedup: 1, mine: false });
    const theirs = await activities(demo2);
    expect(theirs.map((a) => a.title)).toEqual(['高一读书分享会']);
  });

  it('signs up once, refuses a second sign-up, cancels and signs up again', async () => {
    const salon = await byTitle(liMing, '春日读书沙龙');
    const first = await signUp(liMing, salon.id);
    expect(first.body.data).toMatchObject({ mine: true, signedup: salon.signedup + 1 });
    const second = await signUp(liMing, salon.id);
    expect(second.body.code).toBe(ResultCode.businessError);
    expect(second.body.msg).toBe('你已经报名了');
    expect((await byTitle(liMing, '春日读书沙龙')).signedup).toBe(salon.signedup + 1);
    const cancelled = await cancel(liMing, salon.id);
    expect(cancelled.body.data).toMatchObject({ mine: false, signedup: salon.signedup });
    expect((await cancel(liMing, salon.id)).body.msg).toBe('你还没有报名这个活动');
    expect((await signUp(liMing, salon.id)).body.data.mine).toBe(true);
  });

  it('refuses a sign-up when the activity is full, even when two try at once', async () => {
    const story = await byTitle(liMing, '绘本故事会');
    const full = await signUp(liMing, story.id);
    expect(full.body.msg).toBe('报名人数已满');
    // 陈思雨 gives her place up; 李明 and 赵子轩 ask for it at once: one gets it.
    await cancel(siyu, story.id);
    const results = await Promise.all([signUp(liMing, story.id), signUp(zixuan, story.id)]);
    expect(results.filter((r) => r.body.code === ResultCode.ok)).toHaveLength(1);
    expect((await byTitle(siyu, '绘本故事会')).signedup).toBe(1);
  });

  it('refuses a past activity, another organisation’s, strangers and wrong bodies', async () => {
    const fair = await byTitle(liMing, '校园图书节');
    expect((await signUp(liMing, fair.id)).body.msg).toBe('活动已开始，不能再报名或取消');
    const [theirs] = await activities(demo2);
    const cross = await signUp(liMing, theirs?.id ?? 0);
    expect(cross.body.msg).toBe('活动不存在');
    expect((await activities(demo2))[0]?.signedup).toBe(0);
    expect((await call(app, ApiPath.activityList, {})).status).toBe(401);
    expect((await call(app, ApiPath.activitySignUp, { id: fair.id })).status).toBe(401);
    expect((await call(app, ApiPath.activitySignUp, { id: 'x' }, liMing.token)).status).toBe(400);
    expect((await call(app, ApiPath.activitySignUp, {}, liMing.token)).status).toBe(400);
    const en = await call(app, ApiPath.activitySignUp, { id: fair.id }, liMing.token, 'en');
    expect(en.body.msg).toMatch(/has started/);
  });
});

describe('reading competitions', () => {
  it('lists the organisation’s competitions with their state', async () => {
    const list = (await call<ReadingCompetition[]>(app, ApiPath.competitionList, {}, liMing.token))
      .body.data;
    expect(list.map((c) => [c.title, c.state])).toEqual([
      ['读书月借阅竞赛', 'running'],
      ['寒假阅读挑战', 'ended'],
    ]);
  });

  it('ranks the organisation’s readers by loans of the competition’s days, named only by choice', async () => {
    const list = (await call<ReadingCompetition[]>(app, ApiPath.competitionList, {}, liMing.token))
      .body.data;
    const running = list.find((c) => c.state === 'running');
    const answer = await call<CompetitionStandings>(
      app,
      ApiPath.competitionStandings,
      { id: running?.id },
      liMing.token,
    );
    const { standings, mine } = answer.body.data;
    expect(standings.length).toBeGreaterThan(0);
    const loans = standings.map((row) => row.borrows);
    expect(loans).toEqual([...loans].sort((a, b) => b - a));
    expect(standings[0]?.rank).toBe(1);
    const me = standings.find((row) => row.me);
    expect(me?.name).toBe('李明');
    expect(mine).toMatchObject({ rank: me?.rank, borrows: me?.borrows });
    // Others are named only if they chose to be; otherwise an alias.
    const opted = await handle.db
      .select({ readerId: readerCirculation.readerId })
      .from(readerCirculation)
      .where(eq(readerCirculation.showNameInRankings, true));
    const optedIds = new Set(opted.map((row) => row.readerId));
    for (const row of standings.filter((r) => !r.me)) {
      if (row.name !== null) expect(optedIds.size).toBeGreaterThan(0);
      expect(row.alias).toMatch(/^[0-9A-F]{4}$/);
    }
    // DEMO2's readers never appear in YTKJ's standings, and DEMO2 cannot open YTKJ's.
    expect(standings.every((row) => row.name !== '张伟')).toBe(true);
    const cross = await call(app, ApiPath.competitionStandings, { id: running?.id }, demo2.token);
    expect(cross.body.msg).toBe('竞赛不存在');
    expect((await call(app, ApiPath.competitionStandings, { id: running?.id })).status).toBe(401);
  });
});

describe('sign-up times on the app’s clock', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  // A server whose clock is eight days ahead of the database's: the salon (in seven days) has
  // ended by it, the storytelling (in ten) is still to come.
  const ahead = Date.now() + 8 * DAY_MS;
  let aheadApp: FastifyInstance;

  beforeAll(async () => {
    aheadApp = await testApp(handle, { now: () => ahead });
  });
  afterAll(async () => {
    await aheadApp?.close();
  });

  it('records a sign-up at the server’s time, and orders and refuses by it too', async () => {
    const title = `时钟活动 ${process.pid}`;
    const [created] = await handle.db
      .insert(libraryActivity)
      .values({
        organizationId: 1,
        title,
        startsAt: new Date(ahead + DAY_MS),
        endsAt: new Date(ahead + DAY_MS + 2 * 60 * 60 * 1000),
        capacity: 5,
      })
      .returning({ id: libraryActivity.id });
    const id = created?.id ?? 0;
    const signed = await call<LibraryActivity>(
      aheadApp,
      ApiPath.activitySignUp,
      { id },
      zixuan.token,
    );
    expect(signed.body.data).toMatchObject({ id, mine: true, signedup: 1 });
    const [row] = await handle.db
      .select({ createdAt: activitySignup.createdAt })
      .from(activitySignup)
      .where(and(eq(activitySignup.activityId, id), eq(activitySignup.readerId, zixuan.id)));
    expect(row?.createdAt.getTime()).toBe(ahead);
    // The staff's list shows the same time.
    const admin = await seededReader(handle.db, 'A0001');
    const list = await call<ActivitySignUps>(
      aheadApp,
      ApiPath.activityAdminSignUps,
      { id },
      admin.token,
    );
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        readercode: '20230003',
        signedupat: new Date(ahead).toISOString(),
      }),
    ]);
    // Past by the server's clock: the salon is listed after the coming ones and refused.
    const titles = (
      await call<LibraryActivity[]>(aheadApp, ApiPath.activityList, {}, zixuan.token)
    ).body.data.map((a) => a.title);
    expect(titles).toEqual([title, '绘本故事会', '春日读书沙龙', '校园图书节']);
    const salon = await byTitle(zixuan, '春日读书沙龙');
    const late = await call(aheadApp, ApiPath.activitySignUp, { id: salon.id }, zixuan.token);
    expect(late.body.msg).toBe('活动已开始，不能再报名或取消');
    // Another organisation's reader neither reaches the activity nor leaves a row.
    const cross = await call(aheadApp, ApiPath.activitySignUp, { id }, demo2.token);
    expect(cross.body.msg).toBe('活动不存在');
    const rows = await handle.db
      .select()
      .from(activitySignup)
      .where(eq(activitySignup.activityId, id));
    expect(rows.map((r) => r.readerId)).toEqual([zixuan.id]);
  });
});
