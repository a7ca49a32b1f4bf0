/**
 * Rankings' weeks and months in an organisation's own time zone (DEMO2 in Europe/Berlin,
 * YTKJ in Asia/Shanghai), what the portal is told of the zone, and a zone in the database
 * that is not one: the default is used, the log says so, nothing fails.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  type OrganizationRef,
  type RankingForUser,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { borrowRecord } from '../src/db/schema';
import { readingStatsState } from '../src/db/tables/reading-stats';
import { accrueFines } from '../src/jobs/fines';
import { buildReadingStats } from '../src/jobs/reading-stats';
import { get, openTestDatabase, post, testApp } from './helpers';
import { DEMO2, makeBook, newReader, YTKJ } from './preborrow-fixtures';
import { at, BERLIN, setOrganizationZone } from './time-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
let clock = Date.now();
const books: Record<'sunday' | 'monday' | 'lastOfMarch', number> = {} as never;

beforeAll(async () => {
  handle = await openTestDatabase();
  await setOrganizationZone(handle.db, DEMO2, BERLIN);
  app = await testApp(handle, { now: () => clock });
  const who = await newReader(handle.db, DEMO2);
  // Each an hour or so from a Berlin midnight, where Beijing is already on the next day;
  // around the change to summer time of Sunday 30 March 2031 (no seeded loan is that late).
  const loans = {
    sunday: '2031-03-30T23:30',
    monday: '2031-03-31T00:30',
    lastOfMarch: '2031-03-31T23:30',
  } as const;
  for (const [name, local] of Object.entries(loans) as [keyof typeof loans, string][]) {
    const { bookId, copyIds } = await makeBook(handle.db, DEMO2, [CopyStatus.inLibrary]);
    books[name] = bookId;
    const borrowedAt = at(local, BERLIN);
    await handle.db.insert(borrowRecord).values({
      readerId: who.id,
      copyId: copyIds[0] ?? 0,
      borrowedAt,
      dueAt: new Date(borrowedAt.getTime() + 30 * 86_400_000),
      returnedAt: new Date(borrowedAt.getTime() + 86_400_000),
    });
  }
  // From nothing: these loans are older than the seed's last build.
  await handle.db.delete(readingStatsState);
  await buildReadingStats({ db: handle.db }, at('2031-04-01T12:00', BERLIN).getTime());
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

async function ranking(orgId: number, period: 'week' | 'month', local: string) {
  clock = at(local, BERLIN).getTime();
  const { body } = await post<RankingForUser>(app, ApiPath.rankingForUser, {
    period,
    count: 20,
    organizationid: orgId,
  });
  expect(body.code).toBe(0);
  return { ...body.data, ids: body.data.books.map((book) => book.bookid) };
}

describe('a Berlin library’s rankings', () => {
  it('run Monday to Sunday in Berlin: a Sunday-night loan is last week’s', async () => {
    const week = await ranking(DEMO2, 'week', '2031-03-31T12:00');
    // Monday 31 March 00:00 in summer time (since Sunday 02:00), to the next Monday.
    expect([week.from, week.to]).toEqual(['2031-03-30T22:00:00.000Z', '2031-04-06T22:00:00.000Z']);
    expect(week.ids).toEqual(expect.arrayContaining([books.monday, books.lastOfMarch]));
    expect(week.ids).not.toContain(books.sunday);
    const before = await ranking(DEMO2, 'week', '2031-03-30T12:00');
    // The week of 24 March began in winter time: 23:00 UTC.
    expect(before.from).toBe('2031-03-23T23:00:00.000Z');
    expect(before.ids).toContain(books.sunday);
  });

  it('count a loan of 31 March at 23:30 in March, not April', async () => {
    const march = await ranking(DEMO2, 'month', '2031-03-31T12:00');
    expect(march.ids).toEqual(
      expect.arrayContaining([books.sunday, books.monday, books.lastOfMarch]),
    );
    const april = await ranking(DEMO2, 'month', '2031-04-01T12:00');
    expect(april.from).toBe('2031-03-31T22:00:00.000Z');
    expect(april.ids).not.toContain(books.lastOfMarch);
  });

  it('leave a Shanghai library’s weeks as they were', async () => {
    const week = await ranking(YTKJ, 'week', '2031-03-31T12:00');
    expect([week.from, week.to]).toEqual(['2031-03-30T16:00:00.000Z', '2031-04-06T16:00:00.000Z']);
  });
});

describe('the zone the portal is told', () => {
  it('is the organisation’s, for every widget that loads it', async () => {
    const zoneOf = async (orgcode: string) =>
      (await get<OrganizationRef>(app, `${ApiPath.orgByCode}?orgcode=${orgcode}`)).body.data
        .timezone;
    expect(await zoneOf('DEMO2')).toBe('Europe/Berlin');
    expect(await zoneOf('YTKJ')).toBe('Asia/Shanghai');
  });
});

describe('a stored zone that is not one', () => {
  it('reads as the default, is logged, and breaks no request or job', async () => {
    const restore = await setOrganizationZone(handle.db, DEMO2, 'Mars/Olympus_Mons');
    try {
      const warn = vi.fn();
      await accrueFines({ db: handle.db, warn }, Date.now());
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('DEMO2'));
      const fresh = await testApp(handle, { now: () => clock });
      try {
        const org = await get<OrganizationRef>(fresh, `${ApiPath.orgByCode}?orgcode=DEMO2`);
        expect(org.body.data.timezone).toBe('Asia/Shanghai');
        clock = at('2031-03-31T12:00', BERLIN).getTime();
        const { body } = await post<RankingForUser>(fresh, ApiPath.rankingForUser, {
          period: 'week',
          organizationid: DEMO2,
        });
        expect(body.code).toBe(0);
        expect(body.data.from).toBe('2031-03-30T16:00:00.000Z');
      } finally {
        await fresh.close();
      }
      expect((await buildReadingStats({ db: handle.db, warn }, clock)).rows).toBeGreaterThan(0);
    } finally {
      await restore();
    }
  });
});
