import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type RankingForUser,
  type RankingRequest,
  type RankingSetting,
  type ReadingPortrait,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, bookCopy, borrowRecord, reader } from '../src/db/schema';
import {
  bookPeriodLoans,
  readerAuthorLoans,
  readerCategoryLoans,
  readerLoanHistogram,
  readerPeriodLoans,
  readingStatsState,
  statPeriods,
} from '../src/db/tables/reading-stats';
import { buildReadingStats, periodStartDate } from '../src/jobs/reading-stats';
import { forgetReaderStats } from '../src/queries/reading-stats';
import { DEFAULT_ZONE, listOrganizationZones } from '../src/time';
import { openTestDatabase, post, testApp } from './helpers';
import { BERLIN, setOrganizationZone } from './time-fixtures';
import { DEMO2, YTKJ, newReader, type TestReader } from './preborrow-fixtures';

/** Wednesday 14 May 2031, 12:00 in the library: after every seeded loan. */
const NOW = Date.parse('2031-05-14T04:00:00Z');
const DAY = 86_400_000;

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

type Counts = Record<string, number>;
const bump = (counts: Counts, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * The rollups as a direct count over every loan would give them, computed here in JavaScript
 * from the rows (an oracle that shares no SQL with the job).
 */
async function directCounts() {
  const zones = new Map((await listOrganizationZones(handle.db)).map((org) => [org.id, org.zone]));
  const loans = await handle.db
    .select({
      readerId: borrowRecord.readerId,
      borrowedAt: borrowRecord.borrowedAt,
      copyOrg: bookCopy.organizationId,
      bookId: bookCopy.bookId,
      category: book.categoryCode,
      author: book.author,
      readerOrg: reader.organizationId,
      departmentId: reader.departmentId,
      grade: reader.grade,
    })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .leftJoin(reader, eq(reader.id, borrowRecord.readerId));
  const readers: Counts = {};
  const books: Counts = {};
  const categories: Counts = {};
  const authors: Counts = {};
  for (const loan of loans) {
    const member = loan.readerId !== null && loan.readerOrg === loan.copyOrg;
    // Periods of the copy's organisation's calendar, in its time zone.
    const zone = zones.get(loan.copyOrg) ?? DEFAULT_ZONE;
    for (const period of statPeriods) {
      const start = periodStartDate(period, loan.borrowedAt.getTime(), zone);
      const slice = `${period}|${start}`;
      bump(books, `${loan.copyOrg}|organization||${slice}|${loan.bookId}`);
      if (!member) continue;
      bump(readers, `${loan.readerId}|${slice}|${loan.copyOrg}|${loan.departmentId}|${loan.grade}`);
      if (loan.departmentId !== null)
        bump(books, `${loan.copyOrg}|class|${loan.departmentId}|${slice}|${loan.bookId}`);
      if (loan.grade !== null)
        bump(books, `${loan.copyOrg}|grade|${loan.grade}|${slice}|${loan.bookId}`);
    }
    if (!member) continue;
    const year = periodStartDate('year', loan.borrowedAt.getTime(), zone);
    bump(categories, `${loan.readerId}|${year}|${(loan.category ?? '').slice(0, 1).toUpperCase()}`);
    const author = loan.author?.trim();
    if (author) bump(authors, `${loan.readerId}|${year}|${author}`);
  }
  return { readers, books, categories, authors, histogram: histogramOf(readers) };
}

/** Readers per loan count of each slice, from reader rows keyed as `directCounts` keys them. */
function histogramOf(readers: Counts): Counts {
  const histogram: Counts = {};
  for (const [key, loans] of Object.entries(readers)) {
    const [, period, start, org, departmentId, grade] = key.split('|');
    const slices = [
      ['organization', ''],
      ['class', departmentId],
      ['grade', grade],
    ];
    for (const [scope, scopeKey] of slices) {
      if (scopeKey !== 'null')
        bump(histogram, `${org}|${scope}|${scopeKey}|${period}|${start}|${loans}`);
    }
  }
  return histogram;
}

async function rollups() {
  const table = <T>(rows: T[], key: (row: T) => string, loans: (row: T) => number) =>
    Object.fromEntries(rows.map((row) => [key(row), loans(row)]));
  const { db } = handle;
  return {
    readers: table(
      await db.select().from(readerPeriodLoans),
      (r) =>
        `${r.readerId}|${r.period}|${r.periodStart}|${r.organizationId}|${r.departmentId}|${r.grade}`,
      (r) => r.loans,
    ),
    books: table(
      await db.select().from(bookPeriodLoans),
      (r) =>
        `${r.organizationId}|${r.scope}|${r.scopeKey}|${r.period}|${r.periodStart}|${r.bookId}`,
      (r) => r.loans,
    ),
    categories: table(
      await db.select().from(readerCategoryLoans),
      (r) => `${r.readerId}|${r.yearStart}|${r.category}`,
      (r) => r.loans,
    ),
    authors: table(
      await db.select().from(readerAuthorLoans),
      (r) => `${r.readerId}|${r.yearStart}|${r.author}`,
      (r) => r.loans,
    ),
    histogram: table(
      await db.select().from(readerLoanHistogram),
      (r) => `${r.organizationId}|${r.scope}|${r.scopeKey}|${r.period}|${r.periodStart}|${r.loans}`,
      (r) => r.readers,
    ),
  };
}

let serial = 0;
async function makeBook(orgId: number, title: string, author: string, category: string) {
  const [created] = await handle.db
    .insert(book)
    .values({ organizationId: orgId, title, author, categoryCode: category })
    .returning({ id: book.id });
  const [copy] = await handle.db
    .insert(bookCopy)
    .values({ organizationId: orgId, bookId: created?.id ?? 0, barcode: `RS${++serial}` })
    .returning({ id: bookCopy.id });
  return { bookId: created?.id ?? 0, copyId: copy?.id ?? 0 };
}

async function lend(readerId: number | null, copyId: number, at: number) {
  await handle.db.insert(borrowRecord).values({
    readerId,
    copyId,
    borrowedAt: new Date(at),
    dueAt: new Date(at + 30 * DAY),
    returnedAt: new Date(at + DAY),
  });
}

/** A reader of `orgId` in a class and grade, with a name others may or may not see. */
async function classmate(orgId: number, name: string, departmentId: number, grade: string) {
  const who = await newReader(handle.db, orgId);
  await handle.db.update(reader).set({ name, departmentId, grade }).where(eq(reader.id, who.id));
  return who;
}

describe('the rollups', () => {
  it('agree with a direct count over the loans: seeded, after a run, after a second run', async () => {
    // The seed built them with its own clock.
    expect(await rollups()).toEqual(await directCounts());
    const ours = await makeBook(YTKJ, 'Rollup A', ' 老舍 ', 'I246.5');
    const theirs = await makeBook(DEMO2, 'Rollup B', '巴金', 'K20');
    const mate = await classmate(YTKJ, '同学甲', 2, '初一');
    for (const daysAgo of [0, 1, 9, 40, 200]) await lend(mate.id, ours.copyId, NOW - daysAgo * DAY);
    // A loan whose reader deleted their history counts for the book only; a reader borrowing
    // another organisation's copy counts for that organisation's book, never as its reader.
    await lend(null, ours.copyId, NOW - 2 * DAY);
    await lend(mate.id, theirs.copyId, NOW - DAY);
    const first = await buildReadingStats({ db: handle.db }, NOW);
    expect(first.full).toBe(0);
    expect(await rollups()).toEqual(await directCounts());
    const built = await rollups();
    await buildReadingStats({ db: handle.db }, NOW);
    expect(await rollups()).toEqual(built);
    // A build from nothing (a fresh database, or the state row lost) gives the same rows.
    await handle.db.delete(readingStatsState);
    expect((await buildReadingStats({ db: handle.db }, NOW)).full).toBe(1);
    expect(await rollups()).toEqual(await directCounts());
  });

  it('agree with a direct count when the organisations are in different zones', async () => {
    const restore = await setOrganizationZone(handle.db, DEMO2, BERLIN);
    try {
      const theirs = await makeBook(DEMO2, 'Rollup Berlin', '歌德', 'I516');
      const berliner = await classmate(DEMO2, '柏林读者', 4, '初一');
      // Around Berlin's midnights of the change to summer time (Sunday 30 March 2031) and of
      // the month's end, when Beijing is already on the next day, week or month.
      for (const iso of ['2031-03-30T21:30:00Z', '2031-03-30T22:30:00Z', '2031-03-31T21:30:00Z']) {
        await lend(berliner.id, theirs.copyId, Date.parse(iso));
      }
      await handle.db.delete(readingStatsState);
      await buildReadingStats({ db: handle.db }, NOW);
      const counts = await rollups();
      expect(counts).toEqual(await directCounts());
      // Berlin's week of 24 March holds the Sunday-night loan; Beijing would have moved it.
      expect(counts.books[`${DEMO2}|organization||week|2031-03-24|${theirs.bookId}`]).toBe(1);
      expect(counts.books[`${DEMO2}|organization||month|2031-03-01|${theirs.bookId}`]).toBe(3);
    } finally {
      await restore();
      await handle.db.delete(readingStatsState);
      await buildReadingStats({ db: handle.db }, NOW);
    }
  });

  it('take a reader who deletes their history out of the histogram at once, once', async () => {
    const mate = await classmate(YTKJ, '同学乙', 2, '初一');
    const { copyId } = await makeBook(YTKJ, 'Rollup C', '鲁迅', 'I210');
    for (const daysAgo of [0, 1, 2]) await lend(mate.id, copyId, NOW - daysAgo * DAY);
    await buildReadingStats({ db: handle.db }, NOW);
    await Promise.all([
      forgetReaderStats(handle.db, mate.id),
      forgetReaderStats(handle.db, mate.id),
    ]);
    const after = await rollups();
    expect(Object.keys(after.readers).some((key) => key.startsWith(`${mate.id}|`))).toBe(false);
    expect(after.histogram).toEqual(histogramOf(after.readers));
  });
});

describe('reader rankings and the portrait', () => {
  const people: Record<'me' | 'named' | 'hidden' | 'otherClass' | 'stranger', TestReader> =
    {} as never;

  const ranking = (body: Partial<RankingRequest> | Record<string, unknown>, token?: string) =>
    post<RankingForUser>(app, ApiPath.rankingForUser, body, token);

  beforeAll(async () => {
    people.me = await classmate(YTKJ, '我自己', 1, '初二');
    people.named = await classmate(YTKJ, '愿意署名', 1, '初二');
    people.hidden = await classmate(YTKJ, '不愿署名', 1, '初二');
    people.otherClass = await classmate(YTKJ, '隔壁班', 2, '初二');
    people.stranger = await classmate(DEMO2, '外校读者', 4, '初二');
    const a = await makeBook(YTKJ, 'Ranking A', '冰心', 'I28');
    const b = await makeBook(YTKJ, 'Ranking B', '冰心', 'K8');
    const far = await makeBook(DEMO2, 'Elsewhere', '外校作者', 'I24');
    const plan: [TestReader, { copyId: number }, number][] = [
      [people.me, a, 2],
      [people.named, a, 3],
      [people.hidden, b, 5],
      [people.otherClass, b, 4],
      [people.stranger, far, 9],
    ];
    for (const [who, copy, times] of plan) {
      for (let i = 0; i < times; i++) await lend(who.id, copy.copyId, NOW - i * 3_600_000);
    }
    const update = await post<RankingSetting>(
      app,
      ApiPath.rankingSettingUpdate,
      { showname: true },
      people.named.token,
    );
    expect(update.body.data).toEqual({ showname: true });
    // The portrait is drawn from the reading history, which is off until the reader keeps it.
    const keep = await post(
      app,
      ApiPath.historySettingUpdate,
      { keephistory: true },
      people.me.token,
    );
    expect(keep.body.code).toBe(0);
    await buildReadingStats({ db: handle.db }, NOW);
  });

  it('names only readers who opted in (and the caller), others by a stable alias', async () => {
    const { body } = await ranking(
      { period: 'week', scope: 'class', readercount: 10 },
      people.me.token,
    );
    expect(body.code).toBe(0);
    const rows = body.data.readers ?? [];
    expect(rows.map((row) => [row.rank, row.name, row.borrows, row.me])).toEqual([
      [1, null, 5, false],
      [2, '愿意署名', 3, false],
      [3, '我自己', 2, true],
    ]);
    expect(rows[0]?.alias).toMatch(/^[0-9A-F]{4}$/);
    // The hidden reader sees themselves by name; the alias they show others is the same.
    const theirs = await ranking(
      { period: 'week', scope: 'class', readercount: 10 },
      people.hidden.token,
    );
    const self = theirs.body.data.readers?.find((row) => row.me);
    expect(self).toMatchObject({ name: '不愿署名', alias: rows[0]?.alias });
    // Nowhere is the opted-out name sent to another reader.
    for (const scope of ['organization', 'class', 'grade'] as const) {
      for (const period of ['year', 'month', 'week'] as const) {
        const response = await ranking({ period, scope, readercount: 20 }, people.me.token);
        expect(JSON.stringify(response.body)).not.toContain('不愿署名');
      }
    }
  });

  it('never shows another organisation, and ranks the class and the grade on their own', async () => {
    const grade = (
      await ranking({ period: 'week', scope: 'grade', readercount: 20 }, people.me.token)
    ).body.data;
    // The other organisation's reader is in a class and grade of the same names: not here.
    expect(grade.readers?.map((row) => row.borrows)).toEqual([5, 4, 3, 2]);
    expect(grade.readers?.find((row) => row.borrows === 4)?.classname).toBe('初一(1)班');
    expect(JSON.stringify(grade)).not.toContain('外校');
    const org = (await ranking({ period: 'week', readercount: 20, count: 20 }, people.me.token))
      .body.data;
    expect(JSON.stringify(org)).not.toContain('Elsewhere');
    expect(org.readers?.some((row) => row.borrows === 9)).toBe(false);
    const classBooks = (await ranking({ period: 'week', scope: 'class' }, people.me.token)).body
      .data;
    // In class 1: A by me (2) and the named (3), B by the hidden (5).
    expect(classBooks.books.map((item) => [item.title, item.borrows])).toEqual([
      ['Ranking A', 5],
      ['Ranking B', 5],
    ]);
    expect(classBooks.mine).toEqual({ borrows: 2, rank: 3, readers: 3 });
    // A body naming the other organisation changes nothing for a logged-in reader.
    const named = await ranking(
      { period: 'week', organizationid: DEMO2, readercount: 5 },
      people.me.token,
    );
    expect(JSON.stringify(named.body)).not.toContain('Elsewhere');
  });

  it("gives a class's totals and its place among the organisation's classes, naming nobody", async () => {
    const week = (token: string) =>
      ranking({ period: 'week', scope: 'class' }, token).then((r) => r.body.data.classtotal);
    const mine = await week(people.me.token);
    // Class 1: me 2, the named 3, the hidden 5.
    expect(mine).toMatchObject({ classname: '初二(3)班', borrows: 10, readers: 3 });
    const next = await week(people.otherClass.token);
    expect(next?.classname).not.toBe(mine?.classname);
    expect(next?.classes).toBe(mine?.classes);
    // The place follows the loans: more loans, a better place.
    expect(Math.sign((next?.rank ?? 0) - (mine?.rank ?? 0))).toBe(
      Math.sign((mine?.borrows ?? 0) - (next?.borrows ?? 0)),
    );
    // The other organisation's class counts only its own loans, ours not among its classes.
    const theirs = await week(people.stranger.token);
    expect(theirs).toMatchObject({ borrows: 9, readers: 1, rank: 1, classes: 1 });
    // Only the class scope carries it.
    const org = await ranking({ period: 'week' }, people.me.token);
    expect(org.body.data.classtotal).toBeUndefined();
  });

  it('gives strangers no class, grade or readers', async () => {
    const classOnly = await ranking({ period: 'week', scope: 'class' });
    expect(classOnly.status).toBe(401);
    const open = await ranking({ period: 'week', readercount: 5 });
    expect(open.body.code).toBe(0);
    expect(open.body.data.readers).toEqual([]);
    const portrait = await post(app, ApiPath.readingPortrait, {});
    expect(portrait.status).toBe(401);
    const setting = await post(app, ApiPath.rankingSettingUpdate, { showname: true });
    expect(setting.status).toBe(401);
  });

  it('gives the reader their own year from the rollups, whatever reader a body names', async () => {
    const { body } = await post<ReadingPortrait>(
      app,
      ApiPath.readingPortrait,
      { year: 2031, readerid: people.hidden.id },
      people.me.token,
    );
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      history: true,
      year: 2031,
      years: [2031],
      borrows: 2,
      activemonths: 1,
      categories: [{ category: 'I', borrows: 2 }],
      authors: [{ author: '冰心', borrows: 2 }],
      streaks: { longestweeks: 1, currentweeks: 1, longestmonths: 1 },
    });
    expect(body.data.months[4]).toEqual({ month: 5, borrows: 2 });
    const empty = await post<ReadingPortrait>(
      app,
      ApiPath.readingPortrait,
      { year: 2030 },
      people.me.token,
    );
    expect(empty.body.data.borrows).toBe(0);
    expect(empty.body.data.rank).toBeNull();
  });

  it('shows nothing of the loans to a reader who turned the history off, and says so', async () => {
    const portrait = (token: string) =>
      post<ReadingPortrait>(app, ApiPath.readingPortrait, { year: 2031 }, token);
    // Never turned on (the default): no portrait of the loans, though the reader has some.
    const hidden = (await portrait(people.hidden.token)).body.data;
    expect(hidden).toMatchObject({ history: false, year: 2031, years: [], borrows: 0, rank: null });
    expect([hidden.categories, hidden.authors]).toEqual([[], []]);
    expect(hidden.months.every((month) => month.borrows === 0)).toBe(true);
    expect(JSON.stringify(hidden)).not.toContain('冰心');
    // Turned off by the reader who had it: the same; turned on again, the portrait is back.
    const off = await post(
      app,
      ApiPath.historySettingUpdate,
      { keephistory: false },
      people.me.token,
    );
    expect(off.body.code).toBe(0);
    expect((await portrait(people.me.token)).body.data).toMatchObject({
      history: false,
      borrows: 0,
    });
    await post(app, ApiPath.historySettingUpdate, { keephistory: true }, people.me.token);
    expect((await portrait(people.me.token)).body.data).toMatchObject({
      history: true,
      borrows: 2,
    });
  });

  it.each([
    ['a year out of range', ApiPath.readingPortrait, { year: 1900 }],
    ['a year as text', ApiPath.readingPortrait, { year: '2031' }],
    ['a setting that is not a boolean', ApiPath.rankingSettingUpdate, { showname: 'yes' }],
    ['no setting', ApiPath.rankingSettingUpdate, {}],
    ['an unknown scope', ApiPath.rankingForUser, { period: 'week', scope: 'school' }],
    ['too many readers', ApiPath.rankingForUser, { period: 'week', readercount: 21 }],
  ])('refuses %s', async (_name, path, body) => {
    const response = await post(app, path, body, people.me.token);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(ResultCode.invalidInput);
  });
});
