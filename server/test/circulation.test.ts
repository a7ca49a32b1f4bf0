import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type BorrowRecordPage,
  type BorrowTypeInfo,
  type CollectionItem,
  type Page,
  type PenalSum,
  type PurchasedItem,
  type RecommendationItem,
  type RenewResult,
  type ReservationItem,
  type SubtenancyItem,
  type UrgeNoticeItem,
} from '../../src/core/api/contract';
import { addDays, DEFAULT_ZONE, endOfDay, libraryDay } from '../src/time';
import type { DatabaseHandle } from '../src/db/client';
import { borrowRecord, fine } from '../src/db/schema';
import { get, openTestDatabase, send, tableCounts, testApp } from './helpers';
import {
  circulationCall as call,
  lendNewBook,
  loanOf,
  seededReader,
  DAY_MS,
  type SeededReader,
} from './circulation-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
/** The demo student 李明 and the readers in each situation (seed/circulation.ts). */
let liMing: SeededReader;
let onTime: SeededReader;
let renewedToLimit: SeededReader;
let cardExpired: SeededReader;
let finesOverLimit: SeededReader;
let teacher: SeededReader;
let demo2: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  liMing = await seededReader(handle.db, '20230001');
  onTime = await seededReader(handle.db, '20230005');
  renewedToLimit = await seededReader(handle.db, '20230008');
  cardExpired = await seededReader(handle.db, '20230009');
  finesOverLimit = await seededReader(handle.db, '20230010');
  teacher = await seededReader(handle.db, 'T0001');
  demo2 = await seededReader(handle.db, '20230001', 2);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const loans = async (who: SeededReader, type: string, extra: object = {}) =>
  (await call<BorrowRecordPage>(app, ApiPath.borrowRecords, { type, ...extra }, who.token)).body
    .data;
const renew = (who: SeededReader, borrowids: unknown, lang: 'zh' | 'en' = 'zh') =>
  call<RenewResult>(app, ApiPath.renew, { borrowids }, who.token, lang);

describe('the demo student’s loans (BorrowRecord)', () => {
  it('lists current loans soonest due first, with days left, overdue flag, fine and renewal block', async () => {
    const page = await loans(liMing, 'current');
    const byTitle = new Map(page.list.map((item) => [item.title, item]));
    expect([...byTitle.keys()].sort()).toEqual(
      ['三体', '小王子', '昆虫记', '活着', '骆驼祥子'].sort(),
    );
    expect(page.total).toBe(5);
    expect(page.list.map((item) => item.duetime)).toEqual(
      [...page.list.map((item) => item.duetime)].sort(),
    );
    expect(byTitle.get('骆驼祥子')).toMatchObject({
      overdue: true,
      daysleft: -10,
      fine: 100,
      renewblock: 'overdue',
      returned: false,
      returntime: null,
    });
    expect(byTitle.get('昆虫记')).toMatchObject({ daysleft: 2, overdue: false, renewblock: null });
    expect(byTitle.get('小王子')).toMatchObject({ renewblock: 'onReserve', renewalsleft: 2 });
    expect(byTitle.get('三体')?.barcode).toMatch(/^YT\d{8}$/);
  });

  it('lists only overdue loans as overdue, and pages', async () => {
    const overdue = await loans(liMing, 'overdue');
    expect(overdue.list.map((item) => item.title)).toEqual(['骆驼祥子']);
    const second = await loans(liMing, 'current', { index: 2, pagesize: 2 });
    expect(second).toMatchObject({ total: 5, index: 2, pagesize: 2 });
    expect(second.list).toHaveLength(2);
  });

  it('answers the history of a reader who keeps one, newest return first', async () => {
    const history = await loans(liMing, 'history');
    expect(history.keephistory).toBe(true);
    expect(history.list.length).toBeGreaterThanOrEqual(5);
    expect(history.list.every((item) => item.returned && item.daysleft === null)).toBe(true);
    const returns = history.list.map((item) => item.returntime ?? '');
    expect(returns).toEqual([...returns].sort().reverse());
    expect(history.list.find((item) => item.title === '城南旧事')).toMatchObject({
      overdue: true,
      fine: 150,
    });
  });
});

describe('renewal rules', () => {
  it('renews a loan to the end of the day a renewal period from today, once', async () => {
    const { id } = await loanOf(handle.db, liMing.id, '昆虫记');
    const expected = endOfDay(
      addDays(libraryDay(Date.now(), DEFAULT_ZONE), 30),
      DEFAULT_ZONE,
    ).toISOString();
    const first = await renew(liMing, [id]);
    expect(first.body.code).toBe(ResultCode.ok);
    expect(first.body.data.results).toEqual([
      {
        borrowid: id,
        status: 'renewed',
        reason: null,
        message: '',
        duetime: expected,
        renewals: 1,
        renewalsleft: 1,
      },
    ]);
    // A double click: the second finds the due date already moved and counts nothing.
    const second = await renew(liMing, [id]);
    expect(second.body.data.results[0]).toMatchObject({
      status: 'unchanged',
      duetime: expected,
      renewals: 1,
    });
    const [row] = await handle.db.select().from(borrowRecord).where(eq(borrowRecord.id, id));
    expect(row?.renewals).toBe(1);
  });

  it('renews once when two identical requests arrive together (two tabs)', async () => {
    const { loanId } = await lendNewBook(
      handle.db,
      1,
      onTime.id,
      new Date(Date.now() - 20 * DAY_MS),
      new Date(Date.now() + 3 * DAY_MS),
    );
    const results = await Promise.all([renew(onTime, [loanId]), renew(onTime, [loanId])]);
    const statuses = results.map((r) => r.body.data.results[0]?.status).sort();
    expect(statuses).toEqual(['renewed', 'unchanged']);
    const [row] = await handle.db.select().from(borrowRecord).where(eq(borrowRecord.id, loanId));
    expect(row?.renewals).toBe(1);
  });

  const refusals = [
    {
      reason: 'onReserve',
      who: () => liMing,
      title: '小王子',
      zh: '该书已被其他读者预约，不能续借',
      en: 'Another reader has reserved this book, so it cannot be renewed',
    },
    {
      reason: 'overdue',
      who: () => liMing,
      title: '骆驼祥子',
      zh: '图书已逾期，不能续借，请尽快归还',
      en: 'This loan is overdue and cannot be renewed. Please return it soon',
    },
    {
      reason: 'tooManyRenewals',
      who: () => renewedToLimit,
      title: '童年',
      zh: '已达到续借次数上限（最多续借 2 次）',
      en: 'This loan has reached the renewal limit (2 renewals)',
    },
    {
      reason: 'cardExpired',
      who: () => cardExpired,
      title: '名人传',
      zh: '借书证已过期，不能续借，请到图书馆办理续期',
      en: 'Your library card has expired. Please renew it at the library',
    },
    {
      reason: 'finesOverLimit',
      who: () => finesOverLimit,
      title: '苏菲的世界',
      zh: '未缴罚款超过 ¥10.00，缴清后才能续借',
      en: 'Your unpaid fines are over CN¥10.00. Please pay them before renewing',
    },
  ] as const;

  for (const rule of refusals) {
    it(`refuses with ${rule.reason}, in zh and en, and changes nothing`, async () => {
      const who = rule.who();
      const loan = await loanOf(handle.db, who.id, rule.title);
      const listed = await loans(who, 'current');
      expect(listed.list.find((item) => item.id === loan.id)?.renewblock).toBe(rule.reason);
      for (const [lang, message] of [
        ['zh', rule.zh],
        ['en', rule.en],
      ] as const) {
        const answer = await renew(who, [loan.id], lang);
        expect(answer.body.code).toBe(ResultCode.ok);
        expect(answer.body.data).toMatchObject({ renewed: 0, refused: 1 });
        expect(answer.body.data.results[0]).toMatchObject({
          borrowid: loan.id,
          status: 'refused',
          reason: rule.reason,
          message,
          duetime: loan.dueAt.toISOString(),
        });
      }
      const after = await loanOf(handle.db, who.id, rule.title);
      expect(after.dueAt).toEqual(loan.dueAt);
    });
  }

  it('renews all: each loan renewed or refused with its own reason', async () => {
    const page = await loans(liMing, 'current');
    const answer = await renew(
      liMing,
      page.list.map((item) => item.id),
    );
    const byId = new Map(answer.body.data.results.map((result) => [result.borrowid, result]));
    for (const item of page.list) {
      const result = byId.get(item.id);
      if (item.renewblock) expect(result?.reason).toBe(item.renewblock);
      else expect(result?.status).not.toBe('refused');
    }
    expect(answer.body.data.results).toHaveLength(page.list.length);
  });

  it("answers another reader's loan, or another organisation's, exactly like a missing one", async () => {
    const theirs = await loanOf(handle.db, liMing.id, '三体');
    for (const stranger of [onTime, demo2]) {
      const answer = await renew(stranger, [theirs.id, 99_999_999]);
      expect(answer.body.data.results.map((result) => result.reason)).toEqual([
        'notFound',
        'notFound',
      ]);
      expect(answer.body.data.results[0]?.message).toBe('没有这条在借记录');
    }
    expect((await loanOf(handle.db, liMing.id, '三体')).dueAt).toEqual(theirs.dueAt);
  });
});

describe('fines and borrow types', () => {
  it('sums unpaid fines (PenalSum) as the fine rows say', async () => {
    const [expected] = await handle.db
      .select({
        total: sql<number>`coalesce(sum(${fine.amountFen}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(fine)
      .where(and(eq(fine.readerId, liMing.id), isNull(fine.paidAt)));
    const answer = await call<PenalSum>(app, ApiPath.penalSum, {}, liMing.token);
    expect(answer.body.data).toEqual(expected);
    // 城南旧事's late return (150) and 骆驼祥子's ten overdue days (100) at least.
    expect(answer.body.data.total).toBeGreaterThanOrEqual(250);
  });

  it('shows a borrow type of the organisation, and no other', async () => {
    const own = await get<BorrowTypeInfo>(app, `${ApiPath.borrowType}/1`, liMing.token);
    expect(own.body.data).toMatchObject({
      id: 1,
      maxloans: 5,
      loandays: 30,
      maxrenewals: 2,
      renewdays: 30,
      fineperday: 10,
      finelimit: 1000,
    });
    const teacherType = await get<BorrowTypeInfo>(app, `${ApiPath.borrowType}/2`, teacher.token);
    expect(teacherType.body.data).toMatchObject({ maxrenewals: 3, finelimit: 5000 });
    const other = await get(app, `${ApiPath.borrowType}/3`, liMing.token);
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('没有这个读者类型');
    const publicRules = await get<BorrowTypeInfo>(app, `${ApiPath.borrowType}/3?orgid=2`);
    expect(publicRules.body.data.id).toBe(3);
    for (const garbage of ['0', 'abc', '1e3', '99999999999']) {
      expect((await get(app, `${ApiPath.borrowType}/${garbage}`)).status).toBe(404);
    }
  });
});

describe('reservations with their queue', () => {
  it('shows waiting "2 of 3" with an estimate, and the held ones', async () => {
    const answer = await call<ReservationItem[]>(app, ApiPath.reservations, {}, liMing.token);
    const states = answer.body.data.map((item) => item.state).sort();
    expect(states).toEqual(['arrived', 'notArrived', 'waiting']);
    const waiting = answer.body.data.find((item) => item.state === 'waiting');
    expect(waiting).toMatchObject({ title: '白鹿原', queueposition: 2, queuelength: 3 });
    expect(waiting?.estimatedwaitdays).toBeGreaterThan(0);
    const arrived = answer.body.data.find((item) => item.state === 'arrived');
    expect(arrived).toMatchObject({ queuelength: 0, estimatedwaitdays: null });
  });
});

describe('the account lists', () => {
  const list = async <T>(path: string, who: SeededReader, body: object = {}) =>
    (await call<Page<T>>(app, path, body, who.token)).body;

  it('lists the demo student’s urges, sublets, purchases, recommendations and favourites', async () => {
    const urges = await list<UrgeNoticeItem>(ApiPath.urgeNotices, liMing);
    expect(urges.data.list).toEqual([
      expect.objectContaining({
        title: '骆驼祥子',
        note: '请尽快到总馆一楼服务台归还。',
        returned: false,
      }),
    ]);
    const sublets = await list<SubtenancyItem>(ApiPath.subtenancy, liMing);
    expect(sublets.data.list.map((item) => [item.bookname, item.category, item.status])).toEqual([
      ['青铜葵花', 'borrowIn', 'pending'],
      ['草房子', 'lendOut', 'returned'],
    ]);
    const bought = await list<PurchasedItem>(ApiPath.purchased, liMing);
    expect(bought.data.list.map((item) => [item.title, item.price, item.quantity])).toEqual([
      ['唐诗三百首（注音版）', 1850, 2],
      ['小王子', 2800, 1],
    ]);
    const recommended = await list<RecommendationItem>(ApiPath.recommendations, liMing);
    expect(recommended.data.list[0]).toMatchObject({ title: '三体Ⅱ：黑暗森林', count: 1 });
    const favourites = await list<CollectionItem>(ApiPath.collectionList, liMing);
    expect(favourites.data.list.map((item) => item.title)).toEqual([
      '三体Ⅱ：黑暗森林',
      '平凡的世界',
      '红楼梦',
    ]);
    const paged = await list<CollectionItem>(ApiPath.collectionList, liMing, {
      index: 2,
      pagesize: 1,
    });
    expect(paged.data).toMatchObject({ total: 3, index: 2, pagesize: 1 });
    expect(paged.data.list.map((item) => item.title)).toEqual(['平凡的世界']);
  });

  it('shows another reader, or the same code in another organisation, none of them', async () => {
    for (const path of [
      ApiPath.urgeNotices,
      ApiPath.subtenancy,
      ApiPath.purchased,
      ApiPath.collectionList,
    ]) {
      for (const stranger of [onTime, demo2]) {
        expect((await list(path, stranger)).data).toMatchObject({ total: 0, list: [] });
      }
    }
  });
});

describe('reading history privacy', () => {
  it('answers nothing for a reader who did not opt in, and only loans returned after opting in', async () => {
    const before = await loans(teacher, 'history');
    expect(before).toMatchObject({ keephistory: false, total: 0, list: [] });
    const turnedOn = await call(
      app,
      ApiPath.historySettingUpdate,
      { keephistory: true },
      teacher.token,
    );
    expect(turnedOn.body.data).toMatchObject({ keephistory: true });
    // The teacher's two returned loans came back before the history was turned on.
    expect(await loans(teacher, 'history')).toMatchObject({ keephistory: true, total: 0 });
    const { loanId } = await lendNewBook(
      handle.db,
      1,
      teacher.id,
      new Date(Date.now() - 10 * DAY_MS),
      new Date(Date.now() + 10 * DAY_MS),
    );
    await handle.db
      .update(borrowRecord)
      .set({ returnedAt: new Date() })
      .where(eq(borrowRecord.id, loanId));
    expect((await loans(teacher, 'history')).list.map((item) => item.id)).toEqual([loanId]);
    await call(app, ApiPath.historySettingUpdate, { keephistory: false }, teacher.token);
    expect(await loans(teacher, 'history')).toMatchObject({ keephistory: false, total: 0 });
  });

  it('deletes the history: the loans stay the library’s without the reader, unpaid fines keep theirs', async () => {
    const reader = await seededReader(handle.db, '20230002');
    await call(app, ApiPath.historySettingUpdate, { keephistory: true }, reader.token);
    const returned = await lendNewBook(
      handle.db,
      1,
      reader.id,
      new Date(Date.now() - 40 * DAY_MS),
      new Date(Date.now() - 10 * DAY_MS),
    );
    const owing = await lendNewBook(
      handle.db,
      1,
      reader.id,
      new Date(Date.now() - 40 * DAY_MS),
      new Date(Date.now() - 10 * DAY_MS),
    );
    for (const { loanId } of [returned, owing]) {
      await handle.db
        .update(borrowRecord)
        .set({ returnedAt: new Date() })
        .where(eq(borrowRecord.id, loanId));
    }
    await handle.db
      .insert(fine)
      .values({ readerId: reader.id, borrowRecordId: owing.loanId, amountFen: 90 });
    expect((await loans(reader, 'history')).total).toBe(2);
    // Another reader deleting their own history touches nothing of this one's.
    await call(app, ApiPath.historyDelete, {}, demo2.token);
    expect((await loans(reader, 'history')).total).toBe(2);

    const deleted = await call<{ deleted: number }>(app, ApiPath.historyDelete, {}, reader.token);
    expect(deleted.body.data.deleted).toBe(1);
    const left = await loans(reader, 'history');
    expect(left.list.map((item) => item.id)).toEqual([owing.loanId]);
    const [kept] = await handle.db
      .select()
      .from(borrowRecord)
      .where(eq(borrowRecord.id, returned.loanId));
    expect(kept).toMatchObject({ readerId: null, copyId: returned.copyId });
    expect(kept?.returnedAt).toBeInstanceOf(Date);
  });
});

describe('hostile callers', () => {
  const authed = [
    [ApiPath.borrowRecords, { type: 'current' }],
    [ApiPath.renew, { borrowids: [1] }],
    [ApiPath.penalSum, {}],
    [ApiPath.reservations, {}],
    [ApiPath.urgeNotices, {}],
    [ApiPath.subtenancy, {}],
    [ApiPath.purchased, {}],
    [ApiPath.recommendations, {}],
    [ApiPath.collectionList, {}],
    [ApiPath.historySetting, {}],
    [ApiPath.historySettingUpdate, { keephistory: true }],
    [ApiPath.historyDelete, {}],
  ] as const;

  it('asks for a login for every personal call and changes nothing', async () => {
    const before = await tableCounts(handle);
    for (const [path, body] of authed) {
      const answer = await call(app, path, body);
      expect(answer.status, path).toBe(401);
      expect(answer.body.code).toBe(ResultCode.unauthenticated);
    }
    expect(await tableCounts(handle)).toEqual(before);
  });

  it('refuses wrong types and sizes with 400 and a field name', async () => {
    const cases: [string, unknown, string][] = [
      [ApiPath.borrowRecords, { type: 'everything' }, 'type'],
      [ApiPath.borrowRecords, { type: 'current', pagesize: 51 }, 'pagesize'],
      [ApiPath.borrowRecords, { type: 'current', index: 0 }, 'index'],
      [ApiPath.borrowRecords, { type: 'current', index: '1' }, 'index'],
      [ApiPath.renew, { borrowids: [] }, 'borrowids'],
      [ApiPath.renew, { borrowids: ['1'] }, 'borrowids'],
      [ApiPath.renew, { borrowids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'borrowids'],
      [ApiPath.renew, { borrowids: [2_147_483_648] }, 'borrowids'],
      [ApiPath.historySettingUpdate, { keephistory: 'yes' }, 'keephistory'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await call(app, path, body, liMing.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(ResultCode.invalidInput);
      expect(answer.body.msg).toContain(field);
    }
  });

  it('refuses an oversized body before reading it', async () => {
    const answer = await send(app, {
      method: 'POST',
      url: `/api${ApiPath.renew}`,
      payload: { borrowids: [1], padding: 'x'.repeat(70_000) },
      headers: { authorization: `Bearer ${liMing.token}` },
    });
    expect(answer.status).toBe(413);
  });
});
