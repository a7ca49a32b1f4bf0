import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  ResultCode,
  type FollowCounts,
  type RankingForUser,
  type RankingRequest,
  type RecommendedBook,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, bookCopy, borrowRecord, preborrow } from '../src/db/schema';
import { readerCirculation } from '../src/db/tables/circulation';
import { readerFollow } from '../src/db/tables/social';
import { buildReadingStats } from '../src/jobs/reading-stats';
import { DEFAULT_ZONE, periodAt } from '../src/time';
import { get, openTestDatabase, post, tableCounts, testApp } from './helpers';
import { DEMO2, YTKJ, newReader, orgSites, type TestReader } from './preborrow-fixtures';

/**
 * The app's clock: Wednesday 14 May 2031, 12:00 in the library (UTC+8). The seeded loans are
 * years before it, so the periods below hold only the loans these tests write.
 */
const NOW = Date.parse('2031-05-14T04:00:00Z');
/** A library wall-clock time (UTC+8) as a Date. */
const local = (iso: string) => new Date(Date.parse(`${iso}+08:00`));

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle, { now: () => NOW });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

let serial = 0;

/** A book of `orgId` in `category` with one copy per status (all on the shelf by default). */
async function makeBook(
  orgId: number,
  title: string,
  category: string | null,
  statuses: number[] = [CopyStatus.inLibrary],
) {
  const [created] = await handle.db
    .insert(book)
    .values({ organizationId: orgId, title, author: '排行测试作者', categoryCode: category })
    .returning({ id: book.id });
  if (!created) throw new Error('book insert returned nothing');
  const copyIds: number[] = [];
  for (const status of statuses) {
    const [copy] = await handle.db
      .insert(bookCopy)
      .values({
        organizationId: orgId,
        bookId: created.id,
        barcode: `RH${process.pid}-${++serial}`,
        status,
      })
      .returning({ id: bookCopy.id });
    if (!copy) throw new Error('copy insert returned nothing');
    copyIds.push(copy.id);
  }
  return { bookId: created.id, copyId: copyIds[0] ?? 0 };
}

/** A returned loan of the book's first copy that started at `at`. */
async function lend(who: TestReader, copy: { copyId: number }, at: Date) {
  await handle.db.insert(borrowRecord).values({
    readerId: who.id,
    copyId: copy.copyId,
    borrowedAt: at,
    dueAt: new Date(at.getTime() + 30 * 86_400_000),
    returnedAt: new Date(at.getTime() + 86_400_000),
  });
}

const ranking = (body: Partial<RankingRequest> | Record<string, unknown>, token?: string) =>
  post<RankingForUser>(app, ApiPath.rankingForUser, body, token);

describe('periods', () => {
  it('are the library calendar year, month and week (Monday first) holding now, in Asia/Shanghai', () => {
    const iso = (period: 'year' | 'month' | 'week', at: number) => {
      const { from, to } = periodAt(period, at, DEFAULT_ZONE);
      return [from.toISOString(), to.toISOString()];
    };
    expect(iso('month', NOW)).toEqual(['2031-04-30T16:00:00.000Z', '2031-05-31T16:00:00.000Z']);
    expect(iso('week', NOW)).toEqual(['2031-05-11T16:00:00.000Z', '2031-05-18T16:00:00.000Z']);
    expect(iso('year', NOW)).toEqual(['2030-12-31T16:00:00.000Z', '2031-12-31T16:00:00.000Z']);
    // 00:30 on 1 June in the library is still 31 May in UTC: it is June's first half hour.
    expect(iso('month', Date.parse('2031-05-31T16:30:00Z'))[0]).toBe('2031-05-31T16:00:00.000Z');
    // A Sunday evening belongs to the week that started on the Monday before; December's
    // month ends with the year.
    expect(iso('week', local('2031-05-18T23:59').getTime())[0]).toBe('2031-05-11T16:00:00.000Z');
    expect(iso('month', local('2031-12-15T08:00').getTime())[1]).toBe('2031-12-31T16:00:00.000Z');
  });
});

describe('the ranking excerpt (RankingList/ForUser)', () => {
  const readers: Record<'first' | 'second' | 'third' | 'idle' | 'other', TestReader> = {} as never;
  const books: Record<string, number> = {};

  beforeAll(async () => {
    readers.first = await newReader(handle.db, YTKJ);
    readers.second = await newReader(handle.db, YTKJ);
    readers.third = await newReader(handle.db, YTKJ);
    readers.idle = await newReader(handle.db, YTKJ);
    readers.other = await newReader(handle.db, DEMO2);
    const a = await makeBook(YTKJ, 'Rank A', 'I24');
    const b = await makeBook(YTKJ, 'Rank B', 'I24');
    const c = await makeBook(YTKJ, 'Rank C', 'K20');
    const edge = await makeBook(YTKJ, 'Rank D', 'K20');
    const april = await makeBook(YTKJ, 'Rank E', 'I56');
    const elsewhere = await makeBook(DEMO2, 'Rank elsewhere', 'I24');
    Object.assign(books, {
      a: a.bookId,
      b: b.bookId,
      c: c.bookId,
      edge: edge.bookId,
      april: april.bookId,
      elsewhere: elsewhere.bookId,
    });
    const { first, second, third, other } = readers;
    // This week (from Monday 12 May): A twice, B once.
    await lend(first, a, local('2031-05-12T09:00'));
    await lend(second, a, local('2031-05-13T10:00'));
    await lend(second, b, local('2031-05-14T08:00'));
    // Earlier in May: A once more, B twice more, C once; D in May's first minute.
    await lend(first, a, local('2031-05-02T09:00'));
    await lend(first, b, local('2031-05-05T09:00'));
    await lend(second, b, local('2031-05-06T09:00'));
    await lend(second, c, local('2031-05-07T09:00'));
    await lend(third, edge, local('2031-05-01T00:00'));
    // The last minute of April (and four more April loans): this year, not this month.
    await lend(third, edge, local('2031-04-30T23:59'));
    for (const day of ['01', '02', '03', '04', '05']) {
      await lend(third, april, local(`2031-04-${day}T12:00`));
    }
    // Another organisation borrows its own copy ten times this week.
    for (let i = 0; i < 10; i++) await lend(other, elsewhere, local('2031-05-13T12:00'));
    // The ranking reads the rollups: the scheduled job counts the loans above.
    await buildReadingStats({ db: handle.db }, NOW);
  });

  const ranked = (data: RankingForUser) =>
    data.books.map((item) => [item.title, item.rank, item.borrows]);

  it("names the organisation's most borrowed books of the month, ties sharing a rank", async () => {
    const { body } = await ranking({ period: 'month' }, readers.first.token);
    expect(body.code).toBe(0);
    expect(body.data.period).toBe('month');
    expect([body.data.from, body.data.to]).toEqual([
      '2031-04-30T16:00:00.000Z',
      '2031-05-31T16:00:00.000Z',
    ]);
    // A: two loans this week and one earlier; B: one and two; C and D one each (D's other
    // loan was in April's last minute). Titles break ties.
    expect(ranked(body.data)).toEqual([
      ['Rank A', 1, 3],
      ['Rank B', 1, 3],
      ['Rank C', 3, 1],
      ['Rank D', 3, 1],
    ]);
  });

  it("gives the reader's own loans of the period and their place among the readers who borrowed", async () => {
    const month = async (who: TestReader) =>
      (await ranking({ period: 'month' }, who.token)).body.data.mine;
    // second: A, B twice, C = 4; first: A twice, B = 3; third: D = 1 (April's are not May's).
    expect(await month(readers.second)).toEqual({ borrows: 4, rank: 1, readers: 3 });
    expect(await month(readers.first)).toEqual({ borrows: 3, rank: 2, readers: 3 });
    expect(await month(readers.third)).toEqual({ borrows: 1, rank: 3, readers: 3 });
    expect(await month(readers.idle)).toEqual({ borrows: 0, rank: null, readers: 3 });
  });

  it('ranks the week and the year over their own loans', async () => {
    const week = (await ranking({ period: 'week' }, readers.first.token)).body.data;
    expect(ranked(week)).toEqual([
      ['Rank A', 1, 2],
      ['Rank B', 2, 1],
    ]);
    expect(week.mine).toEqual({ borrows: 1, rank: 2, readers: 2 });
    const year = (await ranking({ period: 'year', count: 2 }, readers.first.token)).body.data;
    expect(ranked(year)).toEqual([
      ['Rank E', 1, 5],
      ['Rank A', 2, 3],
    ]);
  });

  it("never counts another organisation's loans, whatever a logged-in reader names", async () => {
    const { body } = await ranking({ period: 'week', organizationid: DEMO2 }, readers.first.token);
    expect(body.data.books.map((item) => item.bookid)).not.toContain(books.elsewhere);
    expect(body.data.books.map((item) => item.bookid)).toEqual([books.a, books.b]);
    // The other organisation's reader sees only that organisation's loans.
    const theirs = (await ranking({ period: 'week' }, readers.other.token)).body.data;
    expect(theirs.books).toEqual([
      expect.objectContaining({ bookid: books.elsewhere, rank: 1, borrows: 10 }),
    ]);
    expect(theirs.mine).toEqual({ borrows: 10, rank: 1, readers: 1 });
  });

  it("answers a logged-out caller with the named organisation's ranking and no `mine`", async () => {
    const { body } = await ranking({ period: 'week', organizationid: DEMO2 });
    expect(body.code).toBe(0);
    expect(body.data.mine).toBeNull();
    expect(body.data.books.map((item) => item.bookid)).toEqual([books.elsewhere]);
    const own = (await ranking({ period: 'week' })).body.data;
    expect(own.books.map((item) => item.bookid)).toEqual([books.a, books.b]);
    const unknown = await ranking({ period: 'week', organizationid: 999_999 });
    expect(unknown.body.code).toBe(ResultCode.unknownOrganization);
  });

  it.each([
    ['no period', {}],
    ['an unknown period', { period: 'day' }],
    ['a period of the wrong type', { period: 3 }],
    ['too many books', { period: 'month', count: 21 }],
    ['no books', { period: 'month', count: 0 }],
    ['a count as text', { period: 'month', count: '5' }],
    ['a fractional count', { period: 'month', count: 2.5 }],
  ])('refuses %s with a clear message and changes nothing', async (_name, body) => {
    const before = await tableCounts(handle);
    const response = await ranking(body, readers.first.token);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(ResultCode.invalidInput);
    expect(response.body.msg).not.toBe('');
    expect(await tableCounts(handle)).toEqual(before);
  });
});

describe('recommended reading (Reader/RecommendedBook)', () => {
  let me: TestReader;
  let other: TestReader;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    me = await newReader(handle.db, YTKJ);
    other = await newReader(handle.db, YTKJ);
    const stranger = await newReader(handle.db, DEMO2);
    const read = await makeBook(YTKJ, '荐读已借', 'V98.1');
    const sameCategoryPopular = await makeBook(YTKJ, '荐读同类热门', 'V98.2');
    const sameCategoryQuiet = await makeBook(YTKJ, '荐读同类冷门', 'V98.7');
    const popular = await makeBook(YTKJ, '荐读全馆热门', 'W11');
    const reserved = await makeBook(YTKJ, '荐读已预约', 'V98.3');
    const gone = await makeBook(YTKJ, '荐读已遗失', 'V98.4', [CopyStatus.lost, CopyStatus.weeded]);
    const elsewhere = await makeBook(DEMO2, '荐读外馆', 'V98.5');
    Object.assign(ids, {
      read: read.bookId,
      sameCategoryPopular: sameCategoryPopular.bookId,
      sameCategoryQuiet: sameCategoryQuiet.bookId,
      popular: popular.bookId,
      reserved: reserved.bookId,
      gone: gone.bookId,
      elsewhere: elsewhere.bookId,
    });
    // The reader keeps a reading history and read one V98 book, long ago: it still says what
    // they like.
    await handle.db
      .insert(readerCirculation)
      .values({ readerId: me.id, keepHistory: true, historySince: local('2029-01-01T00:00') });
    await lend(me, read, local('2029-03-01T10:00'));
    await lend(other, sameCategoryPopular, local('2031-05-01T10:00'));
    await lend(other, sameCategoryPopular, local('2031-05-02T10:00'));
    for (let i = 0; i < 6; i++) await lend(other, popular, local('2031-04-20T10:00'));
    // Another organisation's loans of its own V98 book weigh nothing here.
    for (let i = 0; i < 30; i++) await lend(stranger, elsewhere, local('2031-05-10T10:00'));
    const [site] = await orgSites(handle.db, YTKJ);
    await handle.db.insert(preborrow).values({
      readerId: me.id,
      bookId: reserved.bookId,
      siteId: site?.id ?? 0,
      expiresAt: local('2031-08-01T00:00'),
    });
  });

  const recommended = async (who: TestReader, query = '') => {
    const { body } = await get<RecommendedBook[]>(
      app,
      `${ApiPath.recommendedForReader}${query}`,
      who.token,
    );
    expect(body.code).toBe(0);
    return body.data;
  };

  it("puts books of the reader's categories first, then the organisation's popular ones", async () => {
    const list = await recommended(me, '?count=3');
    expect(list.map((item) => [item.bookid, item.reason, item.category])).toEqual([
      [ids.sameCategoryPopular, 'category', 'V98'],
      [ids.sameCategoryQuiet, 'category', 'V98'],
      [ids.popular, 'popular', null],
    ]);
    // The answer is a book summary the widgets show like any other (copies counted).
    expect(list[0]).toMatchObject({ title: '荐读同类热门', available: 1, copies: 1 });
  });

  it('never names a book the reader borrowed or reserved, one the library no longer holds, or another organisation’s', async () => {
    const list = await recommended(me, '?count=30');
    expect(list).toHaveLength(30);
    const bookids = list.map((item) => item.bookid);
    for (const excluded of [ids.read, ids.reserved, ids.gone, ids.elsewhere]) {
      expect(bookids).not.toContain(excluded);
    }
    for (const item of list) {
      const [row] = await handle.db
        .select({ org: book.organizationId })
        .from(book)
        .where(eq(book.id, item.bookid));
      expect(row?.org).toBe(YTKJ);
    }
  });

  it('gives a reader without loans the popular books, and another reader their own view', async () => {
    const fresh = await newReader(handle.db, YTKJ);
    const list = await recommended(fresh, '?count=10');
    expect(list.every((item) => item.reason === 'popular' && item.category === null)).toBe(true);
    // The most borrowed of the last year first (the other tests' loans count too).
    expect(list[0]?.bookid).toBe(ids.popular);
    expect(list.map((item) => item.bookid)).toContain(ids.sameCategoryPopular);
    expect(list.map((item) => item.bookid)).not.toContain(ids.sameCategoryQuiet);
    // `other` borrowed both of those and keeps a history: they are left out for them.
    await handle.db.insert(readerCirculation).values({ readerId: other.id, keepHistory: true });
    const theirs = (await recommended(other, '?count=10')).map((item) => item.bookid);
    expect(theirs).not.toContain(ids.popular);
    expect(theirs).not.toContain(ids.sameCategoryPopular);
  });

  it('uses returned loans only while the reader keeps a reading history, and only those returned since', async () => {
    const private_ = await newReader(handle.db, YTKJ);
    const returned = await makeBook(YTKJ, '荐读隐私已还', 'V97.1');
    const sameAsReturned = await makeBook(YTKJ, '荐读隐私同类', 'V97.2');
    const onLoan = await makeBook(YTKJ, '荐读隐私在借', 'V96.1');
    const sameAsOnLoan = await makeBook(YTKJ, '荐读隐私在借同类', 'V96.2');
    await lend(private_, returned, local('2031-04-01T10:00'));
    await handle.db.insert(borrowRecord).values({
      readerId: private_.id,
      copyId: onLoan.copyId,
      borrowedAt: local('2031-05-10T10:00'),
      dueAt: local('2031-06-10T10:00'),
    });
    // History off (the default): the returned book says nothing, the one on loan does.
    const off = await recommended(private_, '?count=30');
    expect(off.filter((item) => item.reason === 'category').map((item) => item.bookid)).toEqual([
      sameAsOnLoan.bookId,
    ]);
    expect(off.map((item) => item.bookid)).not.toContain(onLoan.bookId);
    // Turned on after the return: still nothing from before.
    await handle.db.insert(readerCirculation).values({
      readerId: private_.id,
      keepHistory: true,
      historySince: local('2031-04-15T00:00'),
    });
    const since = await recommended(private_, '?count=30');
    expect(since.map((item) => item.bookid)).not.toContain(sameAsReturned.bookId);
    // History from before the return: the returned book's category comes in, the book does not.
    await handle.db
      .update(readerCirculation)
      .set({ historySince: local('2031-01-01T00:00') })
      .where(eq(readerCirculation.readerId, private_.id));
    const kept = await recommended(private_, '?count=30');
    const categories = kept.filter((item) => item.reason === 'category').map((item) => item.bookid);
    expect(categories.sort()).toEqual([sameAsReturned.bookId, sameAsOnLoan.bookId].sort());
    expect(kept.map((item) => item.bookid)).not.toContain(returned.bookId);
  });

  it('asks for a login, and refuses counts out of bounds', async () => {
    const anonymous = await get(app, ApiPath.recommendedForReader);
    expect(anonymous.status).toBe(401);
    for (const query of ['?count=0', '?count=31', '?count=abc', '?count=-1']) {
      const response = await get(app, `${ApiPath.recommendedForReader}${query}`, me.token);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe(ResultCode.invalidInput);
    }
    // Eight by default.
    expect(await recommended(me)).toHaveLength(8);
  });
});

describe('follows and fans (Reader/Follow/Count)', () => {
  const counts = async (who: TestReader) =>
    (await get<FollowCounts>(app, ApiPath.followCounts, who.token)).body.data;

  it('are 0 until readers follow each other, then count each side within the organisation', async () => {
    const me = await newReader(handle.db, YTKJ);
    const fan1 = await newReader(handle.db, YTKJ);
    const fan2 = await newReader(handle.db, YTKJ);
    const elsewhere = await newReader(handle.db, DEMO2);
    const elsewhereToo = await newReader(handle.db, DEMO2);
    expect(await counts(me)).toEqual({ follows: 0, fans: 0 });
    await handle.db.insert(readerFollow).values([
      { organizationId: YTKJ, followerId: fan1.id, followedId: me.id },
      { organizationId: YTKJ, followerId: fan2.id, followedId: me.id },
      { organizationId: YTKJ, followerId: me.id, followedId: fan1.id },
      { organizationId: DEMO2, followerId: elsewhere.id, followedId: elsewhereToo.id },
    ]);
    expect(await counts(me)).toEqual({ follows: 1, fans: 2 });
    expect(await counts(fan2)).toEqual({ follows: 1, fans: 0 });
    expect(await counts(elsewhereToo)).toEqual({ follows: 0, fans: 1 });
  });

  it('asks for a login', async () => {
    const response = await get(app, ApiPath.followCounts);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(ResultCode.unauthenticated);
  });

  it('refuses a reader following themself (the table checks it)', async () => {
    const me = await newReader(handle.db, YTKJ);
    await expect(
      handle.db
        .insert(readerFollow)
        .values({ organizationId: YTKJ, followerId: me.id, followedId: me.id }),
    ).rejects.toThrow();
  });
});
