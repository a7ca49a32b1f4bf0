/**
 * Circulation in an organisation's own time zone: DEMO2 moved to Europe/Berlin, around the
 * change to summer time on Sunday 29 March 2026 (a 23-hour day), while YTKJ stays in
 * Asia/Shanghai. Due dates, overdue days, fines, reminders and holds must fall on Berlin's
 * days — the instants chosen are ones where Beijing's day is another.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  type BorrowRecordPage,
  type RenewResult,
} from '../../src/core/api/contract';
import { readerPolicy } from '../src/circulation/policy';
import type { DatabaseHandle } from '../src/db/client';
import { borrowType, fine, preborrow, reader } from '../src/db/schema';
import { readerMessage } from '../src/db/tables/circulation';
import { accrueFines } from '../src/jobs/fines';
import { sendDueReminders } from '../src/jobs/reminders';
import { markArrived } from '../src/queries/preborrow';
import { addDays, endOfDay, libraryDateTime, libraryDay } from '../src/time';
import { lendNewBook } from './circulation-fixtures';
import { openTestDatabase, post, testApp } from './helpers';
import { DEMO2, makeBook, newReader, orgSites, type TestReader } from './preborrow-fixtures';
import { at, BERLIN, SHANGHAI, setOrganizationZone } from './time-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
let clock = Date.now();

beforeAll(async () => {
  handle = await openTestDatabase();
  await setOrganizationZone(handle.db, DEMO2, BERLIN);
  // Built after the zone is stored: its zones are read once a minute.
  app = await testApp(handle, { now: () => clock });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

async function policyOf(who: TestReader) {
  const account = await readerPolicy(handle.db, DEMO2, who.id);
  if (!account) throw new Error('no policy');
  return account.policy;
}

const finesOf = async (loanId: number) =>
  (await handle.db.select().from(fine).where(eq(fine.borrowRecordId, loanId))).map(
    (row) => row.amountFen,
  );

describe('a Berlin library', () => {
  it('renews to the end of a Berlin day, across the change to summer time', async () => {
    const who = await newReader(handle.db, DEMO2);
    const { renewDays } = await policyOf(who);
    // Friday 20 March, 23:30 in Berlin: already Saturday morning in Beijing.
    clock = at('2026-03-20T23:30', BERLIN).getTime();
    const { loanId } = await lendNewBook(
      handle.db,
      DEMO2,
      who.id,
      new Date(clock - 20 * 86_400_000),
      endOfDay('2026-03-21', BERLIN),
    );
    const { body } = await post<RenewResult>(
      app,
      ApiPath.renew,
      { borrowids: [loanId] },
      who.token,
    );
    const due = body.data.results[0]?.duetime ?? '';
    const lastDay = addDays('2026-03-20', renewDays);
    expect(due).toBe(endOfDay(lastDay, BERLIN).toISOString());
    // 23:59:59.999 on that day in Berlin (summer time by then), not Beijing's day after.
    expect(libraryDateTime(Date.parse(due), BERLIN)).toBe(`${lastDay} 23:59`);
    expect(due).not.toBe(
      endOfDay(addDays(libraryDay(clock, SHANGHAI), renewDays), SHANGHAI).toISOString(),
    );
  });

  it('fines a loan due the day before the change once per Berlin day, and says so', async () => {
    const who = await newReader(handle.db, DEMO2);
    const { fineFenPerDay } = await policyOf(who);
    const { loanId } = await lendNewBook(
      handle.db,
      DEMO2,
      who.id,
      at('2026-02-26T10:00', BERLIN),
      endOfDay('2026-03-28', BERLIN),
    );
    const run = (local: string) => accrueFines({ db: handle.db }, at(local, BERLIN).getTime());
    // Sunday 29 March 18:30 in Berlin is Monday 00:30 in Beijing: one day late, not two.
    await run('2026-03-29T18:30');
    expect(await finesOf(loanId)).toEqual([fineFenPerDay]);
    await run('2026-03-29T23:30');
    await Promise.all([run('2026-03-29T23:59'), run('2026-03-29T23:59')]);
    expect(await finesOf(loanId)).toEqual([fineFenPerDay]);
    // Monday 00:30 in Berlin: the second day.
    await run('2026-03-30T00:30');
    expect(await finesOf(loanId)).toEqual([2 * fineFenPerDay]);
    await run('2026-04-02T12:00');
    expect(await finesOf(loanId)).toEqual([5 * fineFenPerDay]);
    // The reader's list counts the same days.
    clock = at('2026-03-30T00:30', BERLIN).getTime();
    const { body } = await post<BorrowRecordPage>(
      app,
      ApiPath.borrowRecords,
      { type: 'overdue', index: 1, pagesize: 10 },
      who.token,
    );
    expect(body.data.list.find((loan) => loan.id === loanId)?.daysleft).toBe(-2);
  });

  it('reminds of a loan due within three Berlin days, with its Berlin due day', async () => {
    const who = await newReader(handle.db, DEMO2);
    const { loanId } = await lendNewBook(
      handle.db,
      DEMO2,
      who.id,
      at('2026-03-01T10:00', BERLIN),
      endOfDay('2026-03-31', BERLIN),
    );
    // Saturday 28 March 23:30 in Berlin: due in three days. In Beijing it is Sunday and the
    // due instant falls on 1 April.
    await sendDueReminders({ db: handle.db }, at('2026-03-28T23:30', BERLIN).getTime());
    const [message] = await handle.db
      .select()
      .from(readerMessage)
      .where(and(eq(readerMessage.readerId, who.id), eq(readerMessage.kind, 'dueSoon')));
    expect(message?.params).toMatchObject({ due: '2026-03-31' });
    expect(message?.dedupeKey).toBe(`dueSoon:${loanId}:2026-03-31`);
  });

  it('holds an arrived copy to the end of a Berlin day, and words the deadline in Berlin time', async () => {
    const who = await newReader(handle.db, DEMO2);
    const book = await makeBook(handle.db, DEMO2, [CopyStatus.preBorrowed]);
    const [site] = await orgSites(handle.db, DEMO2);
    const [reservation] = await handle.db
      .insert(preborrow)
      .values({
        readerId: who.id,
        bookId: book.bookId,
        siteId: site?.id ?? 0,
        copyId: book.copyIds[0],
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning({ id: preborrow.id });
    expect(await markArrived(handle.db, reservation?.id ?? 0, BERLIN)).toBe(true);
    const [row] = await handle.db
      .select({ expiresAt: preborrow.expiresAt })
      .from(preborrow)
      .where(eq(preborrow.id, reservation?.id ?? 0));
    const expires = row?.expiresAt ?? new Date(0);
    // The database's clock is the real one: the hold days on from today in Berlin.
    const [type] = await handle.db
      .select({ days: borrowType.preborrowHoldDays })
      .from(reader)
      .innerJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
      .where(eq(reader.id, who.id));
    const lastDay = addDays(libraryDay(Date.now(), BERLIN), type?.days ?? -1);
    expect(expires.toISOString()).toBe(endOfDay(lastDay, BERLIN).toISOString());
    await sendDueReminders({ db: handle.db }, Date.now());
    const [message] = await handle.db
      .select()
      .from(readerMessage)
      .where(and(eq(readerMessage.readerId, who.id), eq(readerMessage.kind, 'reservationArrived')));
    expect(message?.params).toMatchObject({ deadline: `${lastDay} 23:59` });
  });
});
