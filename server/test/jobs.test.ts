import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CopyStatus } from '../../src/core/api/contract';
import { addDays, libraryDay as libraryDayIn } from '../src/time';
import type { DatabaseHandle } from '../src/db/client';
import { bookCopy, borrowRecord, fine, preborrow } from '../src/db/schema';
import { readerMessage } from '../src/db/tables/circulation';
import { accrueFines, daysToCharge } from '../src/jobs/fines';
import { sendDueReminders } from '../src/jobs/reminders';
import { expireReservations } from '../src/jobs/reservations';
import { runDueJobs, type SchedulerDeps } from '../src/jobs/scheduler';
import type { Job } from '../src/jobs/types';
import { messageText } from '../src/queries/circulation-messages';
import { MemorySharedState, RedisSharedState, type SharedState } from '../src/instance-state';
import { DAY_MS, lendNewBook } from './circulation-fixtures';
import { openTestDatabase } from './helpers';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';
import { makeBook, newReader, orgSites, YTKJ } from './preborrow-fixtures';
import { at, SHANGHAI } from './time-fixtures';

const HOUR_MS = 60 * 60 * 1000;
/** The YTKJ library's day (Asia/Shanghai). */
const libraryDay = (at: number) => libraryDayIn(at, SHANGHAI);
/** Noon of today in library time: a clock a few hours either way stays in the same day. */
const noonToday = () => at(`${libraryDay(Date.now())}T12:00`, SHANGHAI).getTime();

describe('daysToCharge', () => {
  it('counts the days after the due day (or the last charged), up to today or the return', () => {
    expect(daysToCharge('2025-03-01', null, null, '2025-03-04')).toEqual({
      days: 3,
      through: '2025-03-04',
    });
    expect(daysToCharge('2025-03-01', '2025-03-03', null, '2025-03-04').days).toBe(1);
    expect(daysToCharge('2025-03-01', '2025-03-04', null, '2025-03-04').days).toBe(0);
    expect(daysToCharge('2025-03-01', null, '2025-03-02', '2025-03-09')).toEqual({
      days: 1,
      through: '2025-03-02',
    });
    // Due today, or returned on the due day: nothing.
    expect(daysToCharge('2025-03-04', null, null, '2025-03-04').days).toBe(0);
    expect(daysToCharge('2025-03-01', null, '2025-03-01', '2025-03-09').days).toBe(0);
  });
});

function jobSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await open();
    });
    afterAll(async () => {
      await handle?.close();
    });

    const finesOf = (loanId: number) =>
      handle.db.select().from(fine).where(eq(fine.borrowRecordId, loanId)).orderBy(fine.id);
    const changes = () => ({ copiesChanged: vi.fn(async () => undefined) });

    it('charges each overdue day once, however often and from however many runs', async () => {
      const t0 = noonToday();
      const who = await newReader(handle.db, YTKJ);
      const { loanId } = await lendNewBook(
        handle.db,
        YTKJ,
        who.id,
        new Date(t0 - 33 * DAY_MS),
        new Date(t0 - 3 * DAY_MS),
      );
      await accrueFines({ db: handle.db }, t0);
      expect((await finesOf(loanId)).map((row) => row.amountFen)).toEqual([30]);
      // The same day again, later that day, and two runs at once (two instances): nothing new.
      await accrueFines({ db: handle.db }, t0);
      await accrueFines({ db: handle.db }, t0 + 5 * HOUR_MS);
      await Promise.all([
        accrueFines({ db: handle.db }, t0 + 6 * HOUR_MS),
        accrueFines({ db: handle.db }, t0 + 6 * HOUR_MS),
      ]);
      expect((await finesOf(loanId)).map((row) => row.amountFen)).toEqual([30]);
      // The next day, from two instances at once: one more day.
      await Promise.all([
        accrueFines({ db: handle.db }, t0 + DAY_MS),
        accrueFines({ db: handle.db }, t0 + DAY_MS),
      ]);
      expect((await finesOf(loanId)).map((row) => row.amountFen)).toEqual([40]);
      const [loan] = await handle.db.select().from(borrowRecord).where(eq(borrowRecord.id, loanId));
      expect(loan?.fineAccruedThrough).toBe(libraryDay(t0 + DAY_MS));
    });

    it('starts a new fine after the old one is paid, and stops at the return', async () => {
      const t0 = noonToday();
      const who = await newReader(handle.db, YTKJ);
      const { loanId } = await lendNewBook(
        handle.db,
        YTKJ,
        who.id,
        new Date(t0 - 32 * DAY_MS),
        new Date(t0 - 2 * DAY_MS),
      );
      await accrueFines({ db: handle.db }, t0);
      await handle.db
        .update(fine)
        .set({ paidAt: new Date(t0) })
        .where(eq(fine.borrowRecordId, loanId));
      await accrueFines({ db: handle.db }, t0 + DAY_MS);
      expect((await finesOf(loanId)).map((row) => [row.amountFen, row.paidAt !== null])).toEqual([
        [20, true],
        [10, false],
      ]);
      await handle.db
        .update(borrowRecord)
        .set({ returnedAt: new Date(t0 + DAY_MS + HOUR_MS) })
        .where(eq(borrowRecord.id, loanId));
      await accrueFines({ db: handle.db }, t0 + 5 * DAY_MS);
      expect((await finesOf(loanId)).map((row) => row.amountFen)).toEqual([20, 10]);
    });

    it('catches up a late return the job had not seen, up to the return day', async () => {
      const t0 = noonToday();
      const who = await newReader(handle.db, YTKJ);
      const { loanId } = await lendNewBook(
        handle.db,
        YTKJ,
        who.id,
        new Date(t0 - 40 * DAY_MS),
        new Date(t0 - 10 * DAY_MS),
      );
      await handle.db
        .update(borrowRecord)
        .set({ returnedAt: new Date(t0 - 6 * DAY_MS) })
        .where(eq(borrowRecord.id, loanId));
      await accrueFines({ db: handle.db }, t0);
      await accrueFines({ db: handle.db }, t0 + 3 * DAY_MS);
      expect((await finesOf(loanId)).map((row) => row.amountFen)).toEqual([40]);
    });

    it('expires an arrived reservation past its deadline and passes the copy to the next reader', async () => {
      const first = await newReader(handle.db, YTKJ);
      const next = await newReader(handle.db, YTKJ);
      const book = await makeBook(handle.db, YTKJ, [CopyStatus.preBorrowed]);
      const copyId = book.copyIds[0] ?? 0;
      const [site] = await orgSites(handle.db, YTKJ);
      const now = Date.now();
      const [lapsed] = await handle.db
        .insert(preborrow)
        .values({
          readerId: first.id,
          bookId: book.bookId,
          copyId,
          siteId: site?.id ?? 0,
          arrived: true,
          createdAt: new Date(now - 5 * DAY_MS),
          expiresAt: new Date(now - HOUR_MS),
        })
        .returning({ id: preborrow.id });
      const [waiting] = await handle.db
        .insert(preborrow)
        .values({
          readerId: next.id,
          bookId: book.bookId,
          siteId: site?.id ?? 0,
          createdAt: new Date(now - 4 * DAY_MS),
          expiresAt: new Date(now + 80 * DAY_MS),
        })
        .returning({ id: preborrow.id });
      const searchChanges = changes();
      const report = await expireReservations({ db: handle.db, searchChanges }, now);
      expect(report.expired).toBeGreaterThanOrEqual(1);
      expect(searchChanges.copiesChanged).toHaveBeenCalledWith(YTKJ);
      const rows = await handle.db
        .select()
        .from(preborrow)
        .where(eq(preborrow.bookId, book.bookId));
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(lapsed?.id ?? 0)).toMatchObject({ endReason: 'expired', copyId });
      expect(byId.get(waiting?.id ?? 0)).toMatchObject({
        copyId,
        arrived: false,
        cancelledAt: null,
      });
      const [copy] = await handle.db.select().from(bookCopy).where(eq(bookCopy.id, copyId));
      expect(copy?.status).toBe(CopyStatus.preBorrowed);
      // Nothing is left to expire for this book: a second run passes nothing on.
      const again = await expireReservations({ db: handle.db, searchChanges: changes() }, now);
      const after = await handle.db
        .select()
        .from(preborrow)
        .where(eq(preborrow.bookId, book.bookId));
      expect(after).toEqual(rows);
      expect(again.expired).toBe(0);
    });

    it('puts the copy back on the shelf when nobody waits', async () => {
      const reader = await newReader(handle.db, YTKJ);
      const book = await makeBook(handle.db, YTKJ, [CopyStatus.preBorrowed]);
      const [site] = await orgSites(handle.db, YTKJ);
      await handle.db.insert(preborrow).values({
        readerId: reader.id,
        bookId: book.bookId,
        copyId: book.copyIds[0] ?? 0,
        siteId: site?.id ?? 0,
        arrived: true,
        expiresAt: new Date(Date.now() - HOUR_MS),
      });
      await expireReservations({ db: handle.db, searchChanges: changes() }, Date.now());
      const [copy] = await handle.db
        .select()
        .from(bookCopy)
        .where(eq(bookCopy.id, book.copyIds[0] ?? 0));
      expect(copy?.status).toBe(CopyStatus.inLibrary);
    });

    it('sends each reminder once: due soon, overdue, arrived; a renewal earns a new one', async () => {
      const t0 = noonToday();
      const who = await newReader(handle.db, YTKJ);
      const soon = await lendNewBook(
        handle.db,
        YTKJ,
        who.id,
        new Date(t0 - 28 * DAY_MS),
        new Date(t0 + 2 * DAY_MS),
      );
      await lendNewBook(
        handle.db,
        YTKJ,
        who.id,
        new Date(t0 - 40 * DAY_MS),
        new Date(t0 - 4 * DAY_MS),
      );
      // Due in ten days: not yet.
      await lendNewBook(handle.db, YTKJ, who.id, new Date(t0), new Date(t0 + 10 * DAY_MS));
      const book = await makeBook(handle.db, YTKJ, [CopyStatus.preBorrowed]);
      const [site] = await orgSites(handle.db, YTKJ);
      await handle.db.insert(preborrow).values({
        readerId: who.id,
        bookId: book.bookId,
        copyId: book.copyIds[0] ?? 0,
        siteId: site?.id ?? 0,
        arrived: true,
        expiresAt: new Date(Date.now() + 2 * DAY_MS),
      });
      const mine = () =>
        handle.db
          .select()
          .from(readerMessage)
          .where(eq(readerMessage.readerId, who.id))
          .orderBy(readerMessage.kind);
      await Promise.all([
        sendDueReminders({ db: handle.db }, t0),
        sendDueReminders({ db: handle.db }, t0),
      ]);
      await sendDueReminders({ db: handle.db }, t0 + HOUR_MS);
      const sent = await mine();
      expect(sent.map((row) => row.kind).sort()).toEqual([
        'dueSoon',
        'overdue',
        'reservationArrived',
      ]);
      const dueSoon = sent.find((row) => row.kind === 'dueSoon');
      expect(dueSoon?.params).toMatchObject({ due: libraryDay(t0 + 2 * DAY_MS) });
      const text = (lang: 'zh' | 'en', kind: string) => {
        const row = sent.find((item) => item.kind === kind);
        return row ? messageText(lang, row.kind, row.params, row.body) : '';
      };
      expect(text('zh', 'dueSoon')).toMatch(/^《预借测试 \d+》将于 \d{4}-\d\d-\d\d 到期/);
      expect(text('en', 'overdue')).toContain('CN¥0.10 a day');
      expect(text('zh', 'reservationArrived')).toMatch(
        /已到.+请于 \d{4}-\d\d-\d\d \d\d:\d\d 前借阅/,
      );
      // Renewed: the new due day is reminded when it comes near, once.
      await handle.db
        .update(borrowRecord)
        .set({ dueAt: new Date(t0 + 30 * DAY_MS) })
        .where(eq(borrowRecord.id, soon.loanId));
      await sendDueReminders({ db: handle.db }, t0 + 28 * DAY_MS);
      await sendDueReminders({ db: handle.db }, t0 + 28 * DAY_MS);
      const after = await handle.db
        .select()
        .from(readerMessage)
        .where(and(eq(readerMessage.readerId, who.id), eq(readerMessage.kind, 'dueSoon')));
      expect(after.map((row) => row.params?.due).sort()).toEqual(
        [libraryDay(t0 + 2 * DAY_MS), addDays(libraryDay(t0), 30)].sort(),
      );
    });
  });
}

jobSuite('jobs (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('on PostgreSQL', () => {
  jobSuite('jobs (PostgreSQL)', () => openPostgresTestDatabase());
});

const redisUrl = process.env.TEST_REDIS_URL;
const homes: { name: string; open: () => Promise<SharedState> }[] = [
  { name: 'one process', open: async () => new MemorySharedState() },
  ...(redisUrl ? [{ name: 'Redis', open: () => RedisSharedState.connect(redisUrl) }] : []),
];

describe('the scheduler on two instances', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  for (const home of homes) {
    it(`runs each job on exactly one instance per period (${home.name})`, async () => {
      const a = await home.open();
      const b = home.name === 'Redis' ? await home.open() : a;
      try {
        const runs: string[] = [];
        const counting: Job = {
          name: `count-${Math.random().toString(36).slice(2)}`,
          run: async (deps) => {
            runs.push((deps as SchedulerDeps).instanceId);
            return {};
          },
        };
        const deps = (shared: SharedState, instanceId: string): SchedulerDeps => ({
          db: handle.db,
          shared,
          instanceId,
          searchChanges: { copiesChanged: async () => undefined },
        });
        const period = 5 * 60_000;
        const t0 = Math.floor(Date.now() / period) * period + 1000;
        const both = (at: number) =>
          Promise.all([
            runDueJobs(deps(a, 'A'), at, period, [counting]),
            runDueJobs(deps(b, 'B'), at, period, [counting]),
          ]);
        await both(t0);
        await both(t0 + 60_000);
        expect(runs).toHaveLength(1);
        await both(t0 + period);
        expect(runs).toHaveLength(2);
      } finally {
        await a.close();
        if (b !== a) await b.close();
      }
    });
  }

  it('charges a fine once when both instances run the real jobs', async () => {
    const shared = new MemorySharedState();
    const t0 = noonToday();
    const who = await newReader(handle.db, YTKJ);
    const { loanId } = await lendNewBook(
      handle.db,
      YTKJ,
      who.id,
      new Date(t0 - 35 * DAY_MS),
      new Date(t0 - 5 * DAY_MS),
    );
    const deps = (instanceId: string): SchedulerDeps => ({
      db: handle.db,
      shared,
      instanceId,
      searchChanges: { copiesChanged: async () => undefined },
    });
    const results = await Promise.all([runDueJobs(deps('A'), t0), runDueJobs(deps('B'), t0)]);
    expect(results.map((runs) => runs.fines === 'skipped').sort()).toEqual([false, true]);
    const rows = await handle.db.select().from(fine).where(eq(fine.borrowRecordId, loanId));
    expect(rows.map((row) => row.amountFen)).toEqual([50]);
    await shared.close();
  });
});
