/**
 * Library days and periods in SQL, for the queries that bucket or compare many rows at once.
 * `timestamptz at time zone 'Europe/Berlin'` gives the wall-clock time there (PostgreSQL's own
 * zone database, which PGlite carries too), so a day or a week starts at local midnight across
 * DST changes as in days.ts. The zone is a checked TimeZone (zone.ts), never text from a request.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CalendarPeriod } from './periods';
import type { TimeZone } from './zone';

/**
 * The zone as an SQL string literal, for statements that take no parameters (CREATE TABLE AS).
 * Safe by construction: a TimeZone matches zone.ts's pattern (letters, digits, _ + - /).
 */
export function zoneLiteral(zone: TimeZone): SQL {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(zone)) throw new Error(`not a checked time zone: ${zone}`);
  return sql.raw(`'${zone}'`);
}

/** The local wall-clock time of a timestamptz column (a `timestamp` without zone). */
export const localTimeSql = (column: AnyColumn | SQL, zone: TimeZone | SQL): SQL =>
  sql`((${column}) at time zone ${zone})`;

/** The library day of a timestamptz column, as 'YYYY-MM-DD' text (days.ts's libraryDay). */
export const libraryDaySql = (column: AnyColumn | SQL, zone: TimeZone | SQL): SQL<string> =>
  sql<string>`${localTimeSql(column, zone)}::date::text`;

/** The first local day of the year, month or week (Monday) a timestamptz column falls in. */
export const periodStartSql = (
  period: CalendarPeriod,
  column: AnyColumn | SQL,
  zone: TimeZone | SQL,
): SQL => sql`date_trunc(${sql.raw(`'${period}'`)}, ${localTimeSql(column, zone)})::date`;

/**
 * The last millisecond of the library day `days` after the day of `from` (the database's
 * clock by default): the end of a hold of `days` days, as days.ts's
 * endOfDay(addDays(libraryDay(from), days)).
 */
export const endOfDayAfterSql = (days: SQL | number, zone: TimeZone, from: SQL = sql`now()`): SQL =>
  sql`(((((${from}) at time zone ${zone})::date + (${days})::int + 1)::timestamp at time zone ${zone}) - interval '1 millisecond')`;
