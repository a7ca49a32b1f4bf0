import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  ResultCode,
  type BookAvailability,
  type BookSearchResult,
  type PreBorrowRecord,
  type PreBorrowSite,
  type ReaderSummary,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { bookCopy, preborrow, seedMarker } from '../src/db/schema';
import {
  PREBORROW_DELIVERY_DAYS,
  PREBORROW_QUEUE_DAYS,
  markArrived,
  stateOf,
} from '../src/queries/preborrow';
import { addDays, endOfDay, libraryDay } from '../src/time';
import { openTestDatabase, post, session, tableCounts, testApp } from './helpers';
import {
  DEMO2,
  YTKJ,
  activeReservationsOf,
  call,
  copyStatuses,
  makeBook,
  newReader,
  orgSites,
  refusalOf,
  reservationsOf,
  reserveCall,
  type TestReader,
} from './preborrow-fixtures';
import { SHANGHAI } from './time-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
let ytkjSite: number;
let demo2Site: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  ytkjSite = (await orgSites(handle.db, YTKJ))[0]?.id ?? 0;
  demo2Site = (await orgSites(handle.db, DEMO2))[0]?.id ?? 0;
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const { InLibrary, Borrowed, Lost, Weeded } = {
  InLibrary: CopyStatus.inLibrary,
  Borrowed: CopyStatus.borrowed,
  Lost: CopyStatus.lost,
  Weeded: CopyStatus.weeded,
};

const refused = (msg: string) => ({ code: ResultCode.businessError, msg });
const MSG = {
  siteRequired: refused('请选择取书地点'),
  bookNotFound: refused('本馆没有这本书'),
  notReservable: refused('本馆没有这本书的可预借馆藏'),
  duplicate: refused('您已预约过这本书，请勿重复预约'),
  noCopy: refused('该书暂无在馆可借的副本，您可以加入排队等候'),
  lastCopyTaken: refused('最后一本刚刚被其他读者预约，您可以加入排队等候'),
  notFound: refused('预约记录不存在'),
  alreadyCancelled: refused('该预约已取消，无需重复取消'),
  alreadyExpired: refused('该预约已过期，无需取消'),
};

const reader = (orgId = YTKJ) => newReader(handle.db, orgId);
const reserve = (who: TestReader, bookid: number, extra: { queue?: boolean } = {}) =>
  reserveCall(app, who.token, { bookid, siteid: ytkjSite, ...extra });
const list = async (who: TestReader, state?: 'active' | 'all') =>
  (await call<PreBorrowRecord[]>(app, ApiPath.preBorrowList, state ? { state } : {}, who.token))
    .body;
const cancel = (who: TestReader, id: number, lang: 'zh' | 'en' = 'zh') =>
  call<PreBorrowRecord>(app, ApiPath.preBorrowCancel, { id }, who.token, lang);
const availability = async (bookid: number, token?: string, organizationid?: number) =>
  (await call<BookAvailability>(app, ApiPath.bookAvailability, { bookid, organizationid }, token))
    .body;
const recordOf = async (who: TestReader, id: number) =>
  (await list(who, 'all')).data.find((record) => record.id === id);

/** Within a minute of `now + days` (the database clock and this process agree that well). */
function expectDaysFromNow(iso: string, days: number) {
  expect(Math.abs(Date.parse(iso) - (Date.now() + days * DAY_MS))).toBeLessThan(60_000);
}

/**
 * `days` after the seed made it (within a minute): the test's database is a copy of one seeded
 * once per run, minutes before this file may start on a loaded machine.
 */
async function expectDaysFromSeed(iso: string, days: number) {
  const [marker] = await handle.db.select().from(seedMarker);
  if (!marker) throw new Error('the test database has no seed marker');
  // The marker's time is its transaction's (now()), so the seed ran within `durationMs` of it
  // on either side.
  const seededAt = marker.seededAt.getTime();
  const at = Date.parse(iso) - days * DAY_MS;
  expect(Math.abs(at - seededAt)).toBeLessThan(marker.durationMs + 60_000);
}

/** Moves a reservation's expiry into the past, as time passing would. */
const lapse = (id: number) =>
  handle.db
    .update(preborrow)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(preborrow.id, id));

describe('pick-up sites', () => {
  it('lists the organisation’s sites, public, DEMO2 separate from YTKJ', async () => {
    const ytkj = await post<PreBorrowSite[]>(app, ApiPath.preBorrowSites, {});
    expect(ytkj.body.code).toBe(0);
    expect(ytkj.body.data).toEqual(await orgSites(handle.db, YTKJ));
    expect(ytkj.body.data.map((site) => site.name)).toEqual([
      '图书馆总服务台',
      '教学楼A栋自助借还柜',
      '宿舍区自助借还柜',
    ]);
    const demo2 = await post<PreBorrowSite[]>(app, ApiPath.preBorrowSites, { organizationid: 2 });
    expect(demo2.body.data).toEqual(await orgSites(handle.db, DEMO2));
    const ids = new Set(ytkj.body.data.map((site) => site.id));
    expect(demo2.body.data.some((site) => ids.has(site.id))).toBe(false);
  });

  it('gives a logged-in reader their own organisation’s sites whatever the body names', async () => {
    const { token } = await session(app, 'DEMO2', '20230001');
    const response = await post<PreBorrowSite[]>(
      app,
      ApiPath.preBorrowSites,
      { organizationid: 1 },
      token,
    );
    expect(response.body.data).toEqual(await orgSites(handle.db, DEMO2));
  });

  it('refuses an unknown organisation', async () => {
    const response = await post(app, ApiPath.preBorrowSites, { organizationid: 999 });
    expect(response.body.code).toBe(ResultCode.unknownOrganization);
  });
});

describe('the demo reader’s seeded reservations', () => {
  it('lists one not arrived, one arrived and one waiting, with copies, sites and expiry times', async () => {
    const { token } = await session(app, 'YTKJ', '20230001');
    const { body } = await call<PreBorrowRecord[]>(app, ApiPath.preBorrowList, {}, token);
    expect(body.code).toBe(0);
    const byTitle = Object.fromEntries(body.data.map((record) => [record.title, record]));
    expect(Object.keys(byTitle).sort()).toEqual(['平凡的世界', '白鹿原', '红星照耀中国'].sort());
    const onTheWay = byTitle['平凡的世界'];
    const arrived = byTitle['红星照耀中国'];
    // Second of three in 白鹿原's queue: every copy is out, no copy held for him yet.
    expect(byTitle['白鹿原']).toMatchObject({ state: 'waiting', queueposition: 2, barcode: null });
    expect(onTheWay).toMatchObject({ state: 'notArrived', queueposition: null });
    expect(onTheWay?.barcode).toMatch(/^YT\d{8}$/);
    await expectDaysFromSeed(onTheWay?.expiretime ?? '', PREBORROW_DELIVERY_DAYS - 1);
    expect(arrived).toMatchObject({ state: 'arrived', site: '图书馆总服务台' });
    await expectDaysFromSeed(arrived?.expiretime ?? '', 2);
    // The reserved copies are marked pre-borrowed, and the reader card counts all three.
    const held = await handle.db
      .select({ status: bookCopy.status })
      .from(bookCopy)
      .where(eq(bookCopy.barcode, onTheWay?.barcode ?? ''));
    expect(held.map((row) => row.status)).toEqual([CopyStatus.preBorrowed]);
    const summary = await post<ReaderSummary>(app, ApiPath.readerQuery, {}, token);
    expect(summary.body.data.preborrowing).toBe(3);
  });
});

describe('reserving', () => {
  it('reserves a shelf copy: status 3 → 4, not arrived, a week to reach the site', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [Borrowed, InLibrary]);
    const me = await reader();
    expect(await availability(bookId, me.token)).toMatchObject({
      data: { copies: 2, available: 1, queue: 0, mine: null },
    });
    const { body } = await reserve(me, bookId);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      bookid: bookId,
      title: expect.stringContaining('预借测试'),
      author: '测试作者',
      state: 'notArrived',
      siteid: ytkjSite,
      site: '图书馆总服务台',
      queueposition: null,
    });
    expectDaysFromNow(body.data.expiretime, PREBORROW_DELIVERY_DAYS);
    expect(await copyStatuses(handle.db, copyIds)).toEqual([Borrowed, CopyStatus.preBorrowed]);
    const [copy] = await handle.db
      .select({ barcode: bookCopy.barcode })
      .from(bookCopy)
      .where(eq(bookCopy.id, copyIds[1] ?? 0));
    expect(body.data.barcode).toBe(copy?.barcode);
    const after = await availability(bookId, me.token);
    expect(after.data).toMatchObject({ copies: 2, available: 0, queue: 0 });
    expect(after.data.mine).toEqual(body.data);
  });

  it("shows a reservation in the next search's status counts (the count cache lets it go)", async () => {
    // Books with a copy in each status, over the whole catalogue (no other test here searches,
    // so the first count is fresh).
    const { bookId } = await makeBook(handle.db, YTKJ, [Borrowed, InLibrary]);
    const me = await reader();
    const statusCounts = async () => {
      const { body } = await call<BookSearchResult>(
        app,
        ApiPath.bookSearch,
        { keyword: '', facets: true, organizationid: YTKJ },
        me.token,
      );
      const counts = new Map((body.data.facets?.status ?? []).map((s) => [s.value, s.count]));
      return (status: number) => counts.get(String(status)) ?? 0;
    };
    const before = await statusCounts();
    expect((await reserve(me, bookId)).body.code).toBe(0);
    const after = await statusCounts();
    expect(after(InLibrary)).toBe(before(InLibrary) - 1);
    expect(after(CopyStatus.preBorrowed)).toBe(before(CopyStatus.preBorrowed) + 1);
    expect(after(Borrowed)).toBe(before(Borrowed));
  });

  it('says "site must be chosen" for a missing, empty, unknown or other library’s site', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const me = await reader();
    for (const siteid of [undefined, null, 0, 999_999, demo2Site]) {
      const { status, body } = await reserveCall(app, me.token, { bookid: bookId, siteid });
      expect(status).toBe(200);
      expect(refusalOf(body)).toEqual(MSG.siteRequired);
    }
    const en = await reserveCall(app, me.token, { bookid: bookId }, 'en');
    expect(en.body.msg).toBe('Please choose a pick-up site');
    expect(await copyStatuses(handle.db, copyIds)).toEqual([InLibrary]);
    expect(await reservationsOf(handle.db, bookId)).toEqual([]);
  });

  it('refuses another organisation’s book (a DEMO2 reader, a YTKJ book) and unknown books', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const demo2Reader = await reader(DEMO2);
    const foreign = await reserveCall(app, demo2Reader.token, {
      bookid: bookId,
      siteid: demo2Site,
    });
    expect(refusalOf(foreign.body)).toEqual(MSG.bookNotFound);
    const unknown = await reserveCall(app, demo2Reader.token, {
      bookid: 2_000_000_000,
      siteid: demo2Site,
    });
    expect(refusalOf(unknown.body)).toEqual(MSG.bookNotFound);
    expect(await copyStatuses(handle.db, copyIds)).toEqual([InLibrary]);
    expect(await reservationsOf(handle.db, bookId)).toEqual([]);
  });

  it('refuses a second reservation of the same book, whether holding a copy or waiting', async () => {
    const holding = await makeBook(handle.db, YTKJ, [InLibrary, InLibrary]);
    const waiting = await makeBook(handle.db, YTKJ, [Borrowed]);
    const me = await reader();
    expect((await reserve(me, holding.bookId)).body.code).toBe(0);
    expect(refusalOf((await reserve(me, holding.bookId)).body)).toEqual(MSG.duplicate);
    expect(refusalOf((await reserve(me, holding.bookId, { queue: true })).body)).toEqual(
      MSG.duplicate,
    );
    expect((await reserve(me, waiting.bookId, { queue: true })).body.code).toBe(0);
    expect(refusalOf((await reserve(me, waiting.bookId, { queue: true })).body)).toEqual(
      MSG.duplicate,
    );
    // The second copy of the first book stayed on the shelf.
    expect(await copyStatuses(handle.db, holding.copyIds)).toEqual([
      CopyStatus.preBorrowed,
      InLibrary,
    ]);
    expect(await activeReservationsOf(handle.db, holding.bookId)).toHaveLength(1);
  });

  it('enforces the borrow type’s limit; waiting, not arrived and arrived all count, ended ones do not', async () => {
    // The demo student (limit 3) has one waiting, one not arrived and one arrived reservation.
    const demo = await session(app, 'YTKJ', '20230001');
    const demoReader: TestReader = { id: demo.id, token: demo.token };
    const overLimit = refused(
      '预约数量已达上限：最多同时预约 3 本（排队中、未到馆和已到馆的预约都计算在内）',
    );
    const fourth = await makeBook(handle.db, YTKJ, [InLibrary]);
    const over = await reserve(demoReader, fourth.bookId);
    expect(refusalOf(over.body)).toEqual(overLimit);
    const en = await reserveCall(
      app,
      demoReader.token,
      { bookid: fourth.bookId, siteid: ytkjSite },
      'en',
    );
    expect(en.body.msg).toBe(
      'You have reached your reservation limit: at most 3 at a time (waiting, not yet arrived and arrived reservations all count)',
    );
    expect(await copyStatuses(handle.db, fourth.copyIds)).toEqual([InLibrary]);

    // A new student: two held copies and one place in a queue fill the limit; cancelling one
    // frees a place.
    const me = await reader();
    for (const states of [[InLibrary], [InLibrary]]) {
      const book = await makeBook(handle.db, YTKJ, states);
      expect((await reserve(me, book.bookId)).body.code).toBe(0);
    }
    const queuedBook = await makeBook(handle.db, YTKJ, [Borrowed]);
    const queued = await reserve(me, queuedBook.bookId, { queue: true });
    expect(queued.body.data.state).toBe('waiting');
    expect(refusalOf((await reserve(me, fourth.bookId)).body)).toEqual(overLimit);
    expect((await cancel(me, queued.body.data.id)).body.code).toBe(0);
    expect((await reserve(me, fourth.bookId)).body.code).toBe(0);
    expect((await list(me)).data).toHaveLength(3);
  });

  it('uses the teacher’s own limit (5)', async () => {
    const teacher = await newReader(handle.db, YTKJ, 2);
    const books = await Promise.all(
      Array.from({ length: 6 }, () => makeBook(handle.db, YTKJ, [InLibrary])),
    );
    const codes: number[] = [];
    for (const { bookId } of books) codes.push((await reserve(teacher, bookId)).body.code);
    expect(codes).toEqual([0, 0, 0, 0, 0, ResultCode.businessError]);
  });

  it('refuses a book with no copy that can ever be lent, even to the queue', async () => {
    const gone = await makeBook(handle.db, YTKJ, [Lost, Weeded]);
    const none = await makeBook(handle.db, YTKJ, []);
    const me = await reader();
    for (const { bookId } of [gone, none]) {
      expect(refusalOf((await reserve(me, bookId)).body)).toEqual(MSG.notReservable);
      expect(refusalOf((await reserve(me, bookId, { queue: true })).body)).toEqual(
        MSG.notReservable,
      );
      expect(await reservationsOf(handle.db, bookId)).toEqual([]);
    }
  });

  it('says no copy is available and the queue is open when all copies are out', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [Borrowed, Borrowed]);
    const me = await reader();
    expect(refusalOf((await reserve(me, bookId)).body)).toEqual(MSG.noCopy);
    const en = await reserveCall(app, me.token, { bookid: bookId, siteid: ytkjSite }, 'en');
    expect(en.body.msg).toBe('No copy of this book is available right now. You can join the queue');
    expect(await reservationsOf(handle.db, bookId)).toEqual([]);
    expect(await copyStatuses(handle.db, copyIds)).toEqual([Borrowed, Borrowed]);
  });

  it('with queue: true takes a shelf copy when there is one', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const { body } = await reserve(await reader(), bookId, { queue: true });
    expect(body.data.state).toBe('notArrived');
    expect(await copyStatuses(handle.db, copyIds)).toEqual([CopyStatus.preBorrowed]);
  });
});

describe('the queue', () => {
  it('numbers waiting readers 1..n in order, and closes the gap when one leaves', async () => {
    const { bookId } = await makeBook(handle.db, YTKJ, [Borrowed]);
    const readers = [await reader(), await reader(), await reader()];
    const records: PreBorrowRecord[] = [];
    for (const who of readers) {
      const { body } = await reserve(who, bookId, { queue: true });
      expect(body.code).toBe(0);
      records.push(body.data);
    }
    expect(records.map((record) => [record.state, record.queueposition, record.barcode])).toEqual([
      ['waiting', 1, null],
      ['waiting', 2, null],
      ['waiting', 3, null],
    ]);
    expectDaysFromNow(records[0]?.expiretime ?? '', PREBORROW_QUEUE_DAYS);
    const [first, second, third] = readers as [TestReader, TestReader, TestReader];
    expect((await availability(bookId, third.token)).data).toMatchObject({
      copies: 1,
      available: 0,
      queue: 3,
      mine: { queueposition: 3 },
    });
    expect((await cancel(second, records[1]?.id ?? 0)).body.code).toBe(0);
    expect((await list(third)).data.find((r) => r.bookid === bookId)?.queueposition).toBe(2);
    expect((await list(first)).data.find((r) => r.bookid === bookId)?.queueposition).toBe(1);
    expect((await availability(bookId)).data).toMatchObject({ queue: 2, mine: null });
  });

  it('gives a returned copy to the head of the queue on the next read', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [Borrowed]);
    const [first, second] = [await reader(), await reader()];
    const head = (await reserve(first, bookId, { queue: true })).body.data;
    await reserve(second, bookId, { queue: true });
    // Circulation (outside this API) checks the copy back in.
    await handle.db
      .update(bookCopy)
      .set({ status: InLibrary })
      .where(eq(bookCopy.id, copyIds[0] ?? 0));
    expect((await availability(bookId)).data).toMatchObject({ available: 0, queue: 1 });
    const served = await recordOf(first, head.id);
    expect(served).toMatchObject({ state: 'notArrived', queueposition: null });
    expect(served?.barcode).toBeTruthy();
    expectDaysFromNow(served?.expiretime ?? '', PREBORROW_DELIVERY_DAYS);
    expect((await list(second)).data[0]?.queueposition).toBe(1);
    expect(await copyStatuses(handle.db, copyIds)).toEqual([CopyStatus.preBorrowed]);
  });
});

describe('the last copy, reserved by several readers at the same moment', () => {
  it('goes to exactly one; the others are told it was just taken and nothing else changes', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [Borrowed, InLibrary]);
    const readers = await Promise.all(Array.from({ length: 5 }, () => reader()));
    const responses = await Promise.all(readers.map((who) => reserve(who, bookId)));
    const winners = responses.filter((response) => response.body.code === 0);
    expect(winners).toHaveLength(1);
    for (const loser of responses.filter((response) => response.body.code !== 0)) {
      expect(loser.status).toBe(200);
      expect(refusalOf(loser.body)).toEqual(MSG.lastCopyTaken);
    }
    expect(await copyStatuses(handle.db, copyIds)).toEqual([Borrowed, CopyStatus.preBorrowed]);
    const active = await activeReservationsOf(handle.db, bookId);
    expect(active.map((row) => row.copyId)).toEqual([copyIds[1]]);
    expect(await reservationsOf(handle.db, bookId)).toHaveLength(1);
  });

  it('turns the unique index’s veto into the same message, rolling back the copy', async () => {
    // Inconsistent data (a copy shelved by hand while a reservation still holds it): the
    // status says free, the partial unique index says taken, and the index wins.
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const holder = await reader();
    await handle.db.insert(preborrow).values({
      readerId: holder.id,
      bookId,
      copyId: copyIds[0] ?? 0,
      siteId: ytkjSite,
      expiresAt: sql`now() + interval '7 days'`,
    });
    const before = await tableCounts(handle);
    const { status, body } = await reserve(await reader(), bookId);
    expect(status).toBe(200);
    expect(refusalOf(body)).toEqual(MSG.lastCopyTaken);
    expect(await copyStatuses(handle.db, copyIds)).toEqual([InLibrary]);
    const after = await tableCounts(handle);
    expect({ ...after, reader: before.reader }).toEqual(before);
  });
});

describe('cancelling', () => {
  it('cancels the reader’s own reservation with "预约已取消" and shelves the copy', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const me = await reader();
    const record = (await reserve(me, bookId)).body.data;
    const { body } = await cancel(me, record.id);
    expect(body).toMatchObject({ code: 0, msg: '预约已取消', data: { id: record.id } });
    expect(body.data.state).toBe('cancelled');
    expect(await copyStatuses(handle.db, copyIds)).toEqual([InLibrary]);
    expect((await list(me)).data).toEqual([]);
    expect((await list(me, 'all')).data.map((r) => [r.id, r.state])).toEqual([
      [record.id, 'cancelled'],
    ]);
    const [row] = await reservationsOf(handle.db, bookId);
    expect(row?.endReason).toBe('cancelled');
    expect(row?.cancelledAt).toBeInstanceOf(Date);
  });

  it('says "Reservation has been cancelled" in English', async () => {
    const { bookId } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const me = await reader();
    const record = (await reserve(me, bookId)).body.data;
    expect((await cancel(me, record.id, 'en')).body.msg).toBe('Reservation has been cancelled');
  });

  it('hands the released copy to the head of the queue', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const [holder, first, second] = [await reader(), await reader(), await reader()];
    const held = (await reserve(holder, bookId)).body.data;
    const waiting = (await reserve(first, bookId, { queue: true })).body.data;
    await reserve(second, bookId, { queue: true });
    expect(waiting).toMatchObject({ state: 'waiting', queueposition: 1 });
    expect((await cancel(holder, held.id)).body.code).toBe(0);
    const served = await recordOf(first, waiting.id);
    expect(served).toMatchObject({ state: 'notArrived', barcode: held.barcode });
    expect((await list(second)).data[0]).toMatchObject({ state: 'waiting', queueposition: 1 });
    expect(await copyStatuses(handle.db, copyIds)).toEqual([CopyStatus.preBorrowed]);
    expect((await availability(bookId)).data).toMatchObject({ available: 0, queue: 1 });
  });

  it('says so when cancelling twice, and changes nothing', async () => {
    const { bookId } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const me = await reader();
    const record = (await reserve(me, bookId)).body.data;
    await cancel(me, record.id);
    const before = await reservationsOf(handle.db, bookId);
    expect(refusalOf((await cancel(me, record.id)).body)).toEqual(MSG.alreadyCancelled);
    expect((await cancel(me, record.id, 'en')).body.msg).toBe(
      'This reservation has already been cancelled',
    );
    expect(await reservationsOf(handle.db, bookId)).toEqual(before);
  });

  it('never cancels another reader’s reservation (same or other library); it is "not found"', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const owner = await reader();
    const record = (await reserve(owner, bookId)).body.data;
    const before = await reservationsOf(handle.db, bookId);
    for (const intruder of [await reader(), await reader(DEMO2)]) {
      expect(refusalOf((await cancel(intruder, record.id)).body)).toEqual(MSG.notFound);
    }
    expect(refusalOf((await cancel(owner, 2_000_000_000)).body)).toEqual(MSG.notFound);
    expect(await reservationsOf(handle.db, bookId)).toEqual(before);
    expect(await copyStatuses(handle.db, copyIds)).toEqual([CopyStatus.preBorrowed]);
    expect((await recordOf(owner, record.id))?.state).toBe('notArrived');
  });

  it('requires login for reserving, listing and cancelling', async () => {
    for (const path of [ApiPath.preBorrow, ApiPath.preBorrowList, ApiPath.preBorrowCancel]) {
      const { status, body } = await post(app, path, { bookid: 1, siteid: ytkjSite, id: 1 });
      expect(status).toBe(401);
      expect(body.code).toBe(ResultCode.unauthenticated);
    }
  });
});

describe('arrival and expiry', () => {
  it('an arrived copy is held to the end of the library day the borrow type’s hold days on (3 for students, 5 for teachers)', async () => {
    for (const [borrowTypeId, days] of [
      [1, 3],
      [2, 5],
    ] as const) {
      const { bookId } = await makeBook(handle.db, YTKJ, [InLibrary]);
      const me = await newReader(handle.db, YTKJ, borrowTypeId);
      const record = (await reserve(me, bookId)).body.data;
      expect(await markArrived(handle.db, record.id, SHANGHAI)).toBe(true);
      const arrived = await recordOf(me, record.id);
      expect(arrived?.state).toBe('arrived');
      const lastDay = addDays(libraryDay(Date.now(), SHANGHAI), days);
      expect(arrived?.expiretime).toBe(endOfDay(lastDay, SHANGHAI).toISOString());
      // Arriving twice is not a thing.
      expect(await markArrived(handle.db, record.id, SHANGHAI)).toBe(false);
    }
  });

  it('a lapsed reservation reads as expired, is closed, and its copy goes to the next reader', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const [late, next] = [await reader(), await reader()];
    const record = (await reserve(late, bookId)).body.data;
    const waiting = (await reserve(next, bookId, { queue: true })).body.data;
    await markArrived(handle.db, record.id, SHANGHAI);
    await lapse(record.id);
    const [lapsedRow] = await reservationsOf(handle.db, bookId);

    expect((await list(late)).data).toEqual([]);
    expect((await recordOf(late, record.id))?.state).toBe('expired');
    const [closed] = await reservationsOf(handle.db, bookId);
    expect(closed).toMatchObject({ endReason: 'expired', cancelledAt: lapsedRow?.expiresAt });
    expect((await recordOf(next, waiting.id))?.state).toBe('notArrived');
    expect(await copyStatuses(handle.db, copyIds)).toEqual([CopyStatus.preBorrowed]);
    // Expired reservations do not count toward the limit nor as a duplicate.
    const again = await reserve(late, bookId, { queue: true });
    expect(again.body.data).toMatchObject({ state: 'waiting', queueposition: 1 });
  });

  it('with nobody waiting, the copy of a lapsed reservation goes back on the shelf', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const me = await reader();
    const record = (await reserve(me, bookId)).body.data;
    await lapse(record.id);
    expect((await availability(bookId)).data).toMatchObject({ available: 1, queue: 0 });
    expect(await copyStatuses(handle.db, copyIds)).toEqual([InLibrary]);
    expect((await activeReservationsOf(handle.db, bookId)).length).toBe(0);
  });

  it('a lapsed place in the queue expires too', async () => {
    const { bookId } = await makeBook(handle.db, YTKJ, [Borrowed]);
    const [first, second] = [await reader(), await reader()];
    const gone = (await reserve(first, bookId, { queue: true })).body.data;
    const stays = (await reserve(second, bookId, { queue: true })).body.data;
    await lapse(gone.id);
    expect((await recordOf(second, stays.id))?.queueposition).toBe(1);
    expect((await availability(bookId)).data.queue).toBe(1);
    expect((await recordOf(first, gone.id))?.state).toBe('expired');
  });

  it('cancelling a lapsed reservation says it has expired, and closes it as expired', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const me = await reader();
    const record = (await reserve(me, bookId)).body.data;
    await lapse(record.id);
    expect(refusalOf((await cancel(me, record.id)).body)).toEqual(MSG.alreadyExpired);
    const [row] = await reservationsOf(handle.db, bookId);
    expect(row?.endReason).toBe('expired');
    expect(await copyStatuses(handle.db, copyIds)).toEqual([InLibrary]);
  });

  it('derives every state from the row', () => {
    const base = {
      cancelledAt: null,
      endReason: null,
      lapsed: false,
      copyId: null,
      arrived: false,
    };
    const ended = new Date();
    expect(stateOf(base)).toBe('waiting');
    expect(stateOf({ ...base, copyId: 7 })).toBe('notArrived');
    expect(stateOf({ ...base, copyId: 7, arrived: true })).toBe('arrived');
    expect(stateOf({ ...base, copyId: 7, arrived: true, lapsed: true })).toBe('expired');
    expect(stateOf({ ...base, lapsed: true })).toBe('expired');
    expect(stateOf({ ...base, cancelledAt: ended, endReason: 'borrowed' })).toBe('borrowed');
    expect(stateOf({ ...base, cancelledAt: ended, endReason: 'expired' })).toBe('expired');
    expect(stateOf({ ...base, cancelledAt: ended })).toBe('cancelled');
  });
});

describe('availability', () => {
  it('counts held copies by collection location; lost and weeded copies are not holdings', async () => {
    const { bookId } = await makeBook(
      handle.db,
      YTKJ,
      [InLibrary, Borrowed, InLibrary, Lost, CopyStatus.damaged, InLibrary],
      [1, 1, 2, 2, 2, null],
    );
    const { code, data } = await availability(bookId);
    expect(code).toBe(0);
    expect(data).toMatchObject({ bookid: bookId, copies: 5, available: 3, queue: 0, mine: null });
    expect(data.bylocation).toEqual([
      { locationid: 1, location: '总馆一楼借阅区', copies: 2, available: 1 },
      { locationid: 2, location: '总馆二楼社科书库', copies: 2, available: 1 },
      { locationid: null, location: '未登记馆藏地', copies: 1, available: 1 },
    ]);
  });

  it('answers another organisation’s book like a missing one (404), whatever the body names', async () => {
    const { bookId } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const asDemo2 = await availability(bookId, undefined, DEMO2);
    expect(asDemo2.code).toBe(ResultCode.notFound);
    expect(asDemo2.msg).toBe('本馆没有这本书');
    const demo2Reader = await reader(DEMO2);
    expect((await availability(bookId, demo2Reader.token, YTKJ)).code).toBe(ResultCode.notFound);
    expect((await availability(bookId, undefined, YTKJ)).code).toBe(0);
  });
});

describe('hostile input', () => {
  it('answers malformed and hostile bodies with 40001 and changes nothing', async () => {
    const { bookId } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const me = await reader();
    const before = await tableCounts(handle);
    const cases: [string, unknown][] = [
      [ApiPath.preBorrow, { bookid: '1; drop table preborrow; --', siteid: ytkjSite }],
      [ApiPath.preBorrow, { bookid: `${bookId}' or '1'='1`, siteid: ytkjSite }],
      [ApiPath.preBorrow, { bookid: -1, siteid: ytkjSite }],
      [ApiPath.preBorrow, { bookid: 2 ** 31, siteid: ytkjSite }],
      [ApiPath.preBorrow, { bookid: 1.5, siteid: ytkjSite }],
      [ApiPath.preBorrow, { bookid: bookId, siteid: 'x'.repeat(10_000) }],
      [ApiPath.preBorrow, { bookid: bookId, siteid: -3 }],
      [ApiPath.preBorrow, { bookid: bookId, siteid: ytkjSite, queue: 'yes' }],
      [ApiPath.preBorrow, { bookid: [bookId], siteid: ytkjSite }],
      [ApiPath.preBorrow, { bookid: { $gt: 0 }, siteid: ytkjSite }],
      [ApiPath.preBorrow, null],
      [ApiPath.preBorrowList, { state: 'all\u0000' }],
      [ApiPath.preBorrowList, { state: "all' or 1=1 --" }],
      [ApiPath.preBorrowList, { state: 'x'.repeat(10_000) }],
      [ApiPath.preBorrowCancel, { id: '1 or 1=1' }],
      [ApiPath.preBorrowCancel, { id: 0 }],
      [ApiPath.preBorrowCancel, {}],
      [ApiPath.bookAvailability, { bookid: 'abc' }],
      [ApiPath.bookAvailability, { bookid: 1e300 }],
      [ApiPath.preBorrowSites, { organizationid: '1; select 1' }],
    ];
    for (const [path, body] of cases) {
      const { status, body: envelope } = await call(app, path, body, me.token);
      expect({ path, body, status, code: envelope.code }).toEqual({
        path,
        body,
        status: 400,
        code: ResultCode.invalidInput,
      });
      expect(envelope.msg).toMatch(/^请求参数无效|^请求体/);
    }
    expect(await tableCounts(handle)).toEqual(before);
  });

  it('treats control characters and SQL in a non-numeric field as invalid, not as a site', async () => {
    const { bookId } = await makeBook(handle.db, YTKJ, [InLibrary]);
    const me = await reader();
    const { status, body } = await reserveCall(app, me.token, {
      bookid: bookId,
      siteid: '\u0007',
    });
    expect(status).toBe(400);
    expect(body.msg).toBe('请求参数无效：siteid');
  });
});
