/**
 * The library's calendar (server/src/time/): days, their ends, periods and stamps in an
 * organisation's zone, across Europe/Berlin's changes of 29 March 2026 (a 23-hour day) and
 * 25 October 2026 (a 25-hour day), and Asia/Shanghai as the demo libraries have always
 * counted; then the SQL forms against the same answers, in PostgreSQL's own zone database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IN_MEMORY, openDatabase, type DatabaseHandle } from '../src/db/client';
import {
  addDays,
  daysBetween,
  DEFAULT_ZONE,
  endOfDay,
  endOfDayAfterSql,
  libraryDateTime,
  libraryDay,
  libraryDaySql,
  libraryStamp,
  parseTimeZone,
  periodAt,
  periodStartSql,
  startOfDay,
  weekNumber,
  zoneOfOrganization,
  type CalendarPeriod,
} from '../src/time';
import { newOrderNo } from '../src/payments/order-number';
import { feedIcs } from '../src/circulation/calendar';
import { createPostgresDatabase, postgresAdminUrl } from './postgres-database';
import { at, BERLIN, SHANGHAI } from './time-fixtures';

const HOUR_MS = 3_600_000;

describe('library days in Europe/Berlin', () => {
  it('are 23 hours long on 29 March 2026 and 25 hours on 25 October 2026', () => {
    const length = (day: string) =>
      (startOfDay(addDays(day, 1), BERLIN).getTime() - startOfDay(day, BERLIN).getTime()) / HOUR_MS;
    expect([length('2026-03-28'), length('2026-03-29'), length('2026-03-30')]).toEqual([
      24, 23, 24,
    ]);
    expect(length('2026-10-25')).toBe(25);
    expect(startOfDay('2026-03-29', BERLIN).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfDay('2026-03-29', BERLIN).toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfDay('2026-10-25', BERLIN).toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });

  it('are read off instants by the offset in force: midnight moves with summer time', () => {
    expect(libraryDay(Date.parse('2026-03-28T22:59:59.999Z'), BERLIN)).toBe('2026-03-28');
    expect(libraryDay(Date.parse('2026-03-28T23:00:00Z'), BERLIN)).toBe('2026-03-29');
    // The same UTC hour a day later is already Monday: summer time began in between.
    expect(libraryDay(Date.parse('2026-03-29T22:00:00Z'), BERLIN)).toBe('2026-03-30');
    expect(libraryDay(Date.parse('2026-03-29T22:00:00Z'), SHANGHAI)).toBe('2026-03-30');
    expect(libraryDay(Date.parse('2026-03-29T15:59:00Z'), SHANGHAI)).toBe('2026-03-29');
    // The hour that happens twice on 25 October is one day.
    expect(libraryDateTime(Date.parse('2026-10-25T00:30:00Z'), BERLIN)).toBe('2026-10-25 02:30');
    expect(libraryDateTime(Date.parse('2026-10-25T01:30:00Z'), BERLIN)).toBe('2026-10-25 02:30');
    expect(at('2026-03-29T02:30', BERLIN).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('count calendar days, whatever their length', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-30', '2026-10-24')).toBe(-6);
    expect(addDays('2026-03-28', 30)).toBe('2026-04-27');
  });
});

describe('periods', () => {
  const iso = (period: CalendarPeriod, instant: string) => {
    const { start, from, to } = periodAt(period, Date.parse(instant), BERLIN);
    return [start, from.toISOString(), to.toISOString()];
  };

  it('start at local midnight in Berlin: a week across the change is 167 hours', () => {
    // Sunday 29 March 23:30 in Berlin (21:30 UTC) is still the week of Monday 23 March.
    expect(iso('week', '2026-03-29T21:30:00Z')).toEqual([
      '2026-03-23',
      '2026-03-22T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(iso('week', '2026-03-29T22:30:00Z')[0]).toBe('2026-03-30');
    expect(iso('month', '2026-03-31T22:30:00Z')).toEqual([
      '2026-04-01',
      '2026-03-31T22:00:00.000Z',
      '2026-04-30T22:00:00.000Z',
    ]);
    expect(iso('month', '2026-10-31T22:30:00Z')).toEqual([
      '2026-10-01',
      '2026-09-30T22:00:00.000Z',
      '2026-10-31T23:00:00.000Z',
    ]);
    expect(iso('year', '2026-12-31T23:30:00Z')[0]).toBe('2027-01-01');
  });

  it('number weeks so that the weeks either side of a change are consecutive', () => {
    const sunday = at('2026-03-29T23:59', BERLIN);
    const monday = at('2026-03-30T00:00', BERLIN);
    expect(weekNumber(monday, BERLIN) - weekNumber(sunday, BERLIN)).toBe(1);
    expect(weekNumber(at('2026-03-23T00:00', BERLIN), BERLIN)).toBe(weekNumber(sunday, BERLIN));
  });

  it('keep Asia/Shanghai as it was: a fixed eight hours ahead of UTC', () => {
    const { from, to, start } = periodAt('week', Date.parse('2031-05-14T04:00:00Z'), SHANGHAI);
    expect([start, from.toISOString(), to.toISOString()]).toEqual([
      '2031-05-12',
      '2031-05-11T16:00:00.000Z',
      '2031-05-18T16:00:00.000Z',
    ]);
  });
});

describe('zones', () => {
  it('are IANA region names; an offset (which PostgreSQL reads reversed) or junk is not one', () => {
    expect(parseTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(parseTimeZone(' asia/shanghai ')).toBe('Asia/Shanghai');
    expect(parseTimeZone('UTC')).toBe('UTC');
    for (const bad of [
      '+08:00',
      'UTC+8',
      'Mars/Olympus',
      "Asia/Shanghai'; drop",
      '',
      'x'.repeat(80),
    ]) {
      expect(parseTimeZone(bad)).toBeUndefined();
    }
  });

  it('fall back to the default for a stored zone that is not one, said once in the log', () => {
    const warn = vi.fn();
    const org = { orgcode: 'BADZONE', timeZone: 'Mars/Olympus' };
    expect(zoneOfOrganization(org, warn)).toBe(DEFAULT_ZONE);
    expect(zoneOfOrganization(org, warn)).toBe(DEFAULT_ZONE);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('BADZONE');
    expect(zoneOfOrganization({ orgcode: 'B', timeZone: 'Europe/Berlin' }, warn)).toBe(BERLIN);
  });
});

describe('what carries a library day', () => {
  it('an order number reads as the library’s date and time', () => {
    expect(newOrderNo(BERLIN, at('2026-03-29T03:00', BERLIN))).toMatch(/^LP20260329030000\d{8}$/);
    expect(newOrderNo(SHANGHAI, new Date('2026-03-28T16:00:05Z'))).toMatch(
      /^LP20260329000005\d{8}$/,
    );
    expect(libraryStamp(Date.parse('2026-10-25T00:30:05Z'), BERLIN)).toBe('20261025023005');
  });

  it('a calendar feed’s due day is the library’s day, not the reader’s nor UTC’s', () => {
    const dueAt = endOfDay('2026-03-31', BERLIN);
    const events = { loans: [{ id: 1, title: 'Der Process', dueAt }], pickUps: [] };
    expect(feedIcs('en', events, BERLIN)).toMatch(/DTSTART;VALUE=DATE:20260331/);
    // The same instant is already 1 April in Beijing: a Shanghai library's loan due then is.
    expect(feedIcs('en', events, SHANGHAI)).toMatch(/DTSTART;VALUE=DATE:20260401/);
  });
});

function sqlSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(`the SQL forms, in ${name}’s zone database`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await open();
    });
    afterAll(async () => {
      await handle?.close();
    });

    const one = async <T>(expression: SQL): Promise<T> => {
      const result = (await handle.db.execute(sql`select ${expression} as v`)) as unknown as {
        rows: { v: T }[];
      };
      return result.rows[0]!.v;
    };
    const instant = (iso: string) => sql`${iso}::timestamptz`;
    const asDay = (value: unknown) =>
      value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

    // Around both changes in Berlin, and a Shanghai midnight.
    const instants = [
      '2026-03-28T22:59:59Z',
      '2026-03-28T23:00:00Z',
      '2026-03-29T21:30:00Z',
      '2026-03-29T22:30:00Z',
      '2026-03-31T22:30:00Z',
      '2026-10-24T22:30:00Z',
      '2026-10-25T01:30:00Z',
      '2026-10-25T23:30:00Z',
      '2026-12-31T15:59:59Z',
      '2026-12-31T16:00:00Z',
    ];

    it('give the same days and period starts as the JavaScript', async () => {
      for (const zone of [BERLIN, SHANGHAI]) {
        for (const iso of instants) {
          expect(await one<string>(libraryDaySql(instant(iso), zone))).toBe(
            libraryDay(Date.parse(iso), zone),
          );
          for (const period of ['year', 'month', 'week'] as const) {
            const start = asDay(
              await one(sql`${periodStartSql(period, instant(iso), zone)}::text`),
            );
            expect(start, `${period} of ${iso} in ${zone}`).toBe(
              periodAt(period, Date.parse(iso), zone).start,
            );
          }
        }
      }
    });

    it('end a hold on the same last millisecond as the JavaScript', async () => {
      for (const zone of [BERLIN, SHANGHAI]) {
        for (const iso of instants) {
          for (const days of [0, 3, 7]) {
            const ends = await one<Date | string>(endOfDayAfterSql(days, zone, instant(iso)));
            expect(new Date(ends).toISOString()).toBe(
              endOfDay(addDays(libraryDay(Date.parse(iso), zone), days), zone).toISOString(),
            );
          }
        }
      }
    });
  });
}

sqlSuite('PGlite', () => openDatabase({ dataDir: IN_MEMORY }));
describe.skipIf(!postgresAdminUrl)('on PostgreSQL', () => {
  sqlSuite('PostgreSQL', async () => {
    const database = await createPostgresDatabase();
    const handle = await openDatabase({ databaseUrl: database.url });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await database.drop();
      },
    };
  });
});
