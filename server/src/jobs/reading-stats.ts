/**
 * Keeps the reading rollups (db/tables/reading-stats.ts) current. A run rebuilds, from the
 * loans, every period that holds the time since the last run (less a day's margin): the
 * current week, month and year, and the previous ones just after a boundary. The first run
 * (no state row) builds every period. A rebuild deletes the periods' rows and counts them
 * again in one transaction, so running it twice, or again after a crash, gives the same rows;
 * a transaction-scoped advisory lock makes a second instance wait rather than interleave
 * (the scheduler's lock already gives each period to one instance).
 *
 * The loans of the window are read once into a temporary table with everything the rollups
 * group by (the reader's class and grade, the book's class letter and author, the three
 * period starts); each rollup then groups that table. At 10 million loans a full build reads
 * the loans once instead of fourteen times (bench/reading-stats-scale.ts prints the time).
 *
 * Periods are the library's calendar in the time zone of the organisation that owns the copy:
 * each loan's period starts come from its own organisation's zone, in the same pass, and a
 * rebuild's cut is the earliest of the organisations' (rebuilding a day more is harmless).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book, bookCopy, borrowRecord, reader } from '../db/schema';
import {
  bookPeriodLoans,
  readerAuthorLoans,
  readerCategoryLoans,
  readerLoanHistogram,
  readerPeriodLoans,
  readingStatsState,
  statPeriods,
  type StatPeriod,
} from '../db/tables/reading-stats';
import {
  DEFAULT_ZONE,
  listOrganizationZones,
  periodAt,
  periodStartSql,
  startOfDay,
  zoneLiteral,
  type OrganizationZone,
  type TimeZone,
} from '../time';
import type { Job, JobDeps, JobReport } from './types';
import { isReaderNotStaff } from '../queries/reader-kinds';

/** Loans are recorded as they happen; a day covers a clock a little behind or a slow commit. */
const MARGIN_MS = 24 * 3_600_000;
/** Before any loan: a full build. */
const EVERYTHING = '0001-01-01';
const STATE_ID = 1;
/** Any number of this job's own: instances serialise their rebuilds on it. */
const ADVISORY_LOCK = 1_301_001;

type Cuts = Record<StatPeriod, string>;

/** Rows an insert wrote (drizzle types execute()'s result loosely across drivers). */
const written = (result: unknown) => (result as { rowCount?: number | null }).rowCount ?? 0;

/** The local date a period starts on in the organisation's zone, as the rollups store it. */
export function periodStartDate(period: StatPeriod, instantMs: number, zone: TimeZone): string {
  return periodAt(period, instantMs, zone).start;
}

/** The earliest period starts holding `instantMs` in any of the organisations' zones. */
const cutsAt = (instantMs: number, zones: TimeZone[]): Cuts => {
  const earliest = (period: StatPeriod) =>
    zones.map((zone) => periodStartDate(period, instantMs, zone)).sort()[0] ?? EVERYTHING;
  return { year: earliest('year'), month: earliest('month'), week: earliest('week') };
};

/**
 * The zone of each loan's copy's organisation, in SQL: the one zone as a literal when every
 * organisation has it (the usual case), else a literal table joined on the copy's organisation.
 * Literals because CREATE TABLE AS takes no parameters; ids are integers, zones checked (zone.ts).
 */
function loanZone(orgs: OrganizationZone[]): { zone: SQL; join: SQL } {
  const zones = new Set(orgs.map((org) => org.zone));
  if (zones.size <= 1) {
    return { zone: zoneLiteral(orgs[0]?.zone ?? DEFAULT_ZONE), join: sql`` };
  }
  const rows = orgs.map((org) => sql`(${sql.raw(String(org.id))}, ${zoneLiteral(org.zone)})`);
  return {
    zone: sql`coalesce(org_zone.zone, ${zoneLiteral(DEFAULT_ZONE)})`,
    join: sql`left join (values ${sql.join(rows, sql`, `)}) as org_zone(organization_id, zone)
      on org_zone.organization_id = ${bookCopy.organizationId}`,
  };
}

/**
 * The slices a reader_period_loans row `r` counts in, as (scope, scope_key): the same keys as
 * book_period_loans (a null key: no class or grade, no such slice).
 */
export const readerScopes = sql`(values
  ('organization', ''),
  ('class', r.department_id::text),
  ('grade', r.grade))`;

/** Rows of the window whose `period` starts on or after its cut. */
const inCut = (period: StatPeriod, cuts: Cuts) => sql.raw(`${period}_start >= '${cuts[period]}'`);

async function fillWindow(tx: Database, cuts: Cuts, orgs: OrganizationZone[]) {
  const earliest = [cuts.year, cuts.month, cuts.week].sort()[0] ?? EVERYTHING;
  // From the first instant of that day in any of the zones. A literal (made here from a date,
  // never from input): CREATE TABLE AS takes no parameters.
  const sinceMs = Math.min(
    ...[DEFAULT_ZONE, ...orgs.map((org) => org.zone)].map((zone) =>
      startOfDay(earliest, zone).getTime(),
    ),
  );
  const since =
    earliest === EVERYTHING
      ? sql``
      : sql.raw(
          `where borrow_record.borrowed_at >= '${new Date(sinceMs).toISOString()}'::timestamptz`,
        );
  const { zone, join } = loanZone(orgs);
  // Dropped first: inside an outer transaction (the seed's) `on commit drop` waits for its end.
  await tx.execute(sql`drop table if exists reading_window`);
  await tx.execute(sql`create temporary table reading_window on commit drop as
    select ${borrowRecord.readerId} as reader_id,
      ${bookCopy.organizationId} as organization_id,
      ${bookCopy.bookId} as book_id,
      -- The reader's class and grade only when the reader is of the copy's organisation; the
      -- staff's loans count for the books, but staff are not ranked among the readers.
      case when ${reader.organizationId} = ${bookCopy.organizationId} and ${isReaderNotStaff()}
        then ${reader.id} end as member_id,
      ${reader.departmentId} as department_id,
      ${reader.grade} as grade,
      upper(left(coalesce(${book.categoryCode}, ''), 1)) as category,
      nullif(btrim(${book.author}), '') as author,
      ${periodStartSql('year', borrowRecord.borrowedAt, zone)} as year_start,
      ${periodStartSql('month', borrowRecord.borrowedAt, zone)} as month_start,
      ${periodStartSql('week', borrowRecord.borrowedAt, zone)} as week_start
    from ${borrowRecord}
    join ${bookCopy} on ${bookCopy.id} = ${borrowRecord.copyId}
    ${join}
    join ${book} on ${book.id} = ${bookCopy.bookId}
    left join ${reader} on ${reader.id} = ${borrowRecord.readerId}
    ${since}`);
  // Its row count and spread for the planner: hash aggregates, not sorts, over the window.
  await tx.execute(sql`analyze reading_window`);
}

async function clearCuts(tx: Database, cuts: Cuts) {
  for (const period of statPeriods) {
    await tx.execute(sql`delete from ${readerPeriodLoans}
      where ${readerPeriodLoans.period} = ${period} and ${readerPeriodLoans.periodStart} >= ${cuts[period]}`);
    await tx.execute(sql`delete from ${bookPeriodLoans}
      where ${bookPeriodLoans.period} = ${period} and ${bookPeriodLoans.periodStart} >= ${cuts[period]}`);
    await tx.execute(sql`delete from ${readerLoanHistogram}
      where ${readerLoanHistogram.period} = ${period} and ${readerLoanHistogram.periodStart} >= ${cuts[period]}`);
  }
  await tx.execute(
    sql`delete from ${readerCategoryLoans} where ${readerCategoryLoans.yearStart} >= ${cuts.year}`,
  );
  await tx.execute(
    sql`delete from ${readerAuthorLoans} where ${readerAuthorLoans.yearStart} >= ${cuts.year}`,
  );
}

async function countPeriods(tx: Database, cuts: Cuts): Promise<number> {
  let rows = 0;
  for (const period of statPeriods) {
    const start = sql.raw(`${period}_start`);
    const readers = await tx.execute(sql`insert into ${readerPeriodLoans}
      (reader_id, period, period_start, organization_id, department_id, grade, loans)
      select member_id, ${period}, ${start}, organization_id, department_id, grade, count(*)
      from reading_window where member_id is not null and ${inCut(period, cuts)}
      group by member_id, ${start}, organization_id, department_id, grade`);
    // One pass per period for the three scopes: the organisation's books, a class's, a grade's.
    const books = await tx.execute(sql`insert into ${bookPeriodLoans}
      (organization_id, scope, scope_key, period, period_start, book_id, loans)
      select organization_id, scope, scope_key, ${period}, ${start}, book_id, count(*)
      from reading_window
      cross join lateral (values
        ('organization', ''),
        ('class', case when member_id is not null then department_id::text end),
        ('grade', case when member_id is not null then grade end)
      ) as s(scope, scope_key)
      where scope_key is not null and ${inCut(period, cuts)}
      group by organization_id, scope, scope_key, ${start}, book_id`);
    // Counted from the reader rows just written, so the two can never disagree.
    const histogram = await tx.execute(sql`insert into ${readerLoanHistogram}
      (organization_id, scope, scope_key, period, period_start, loans, readers)
      select r.organization_id, s.scope, s.scope_key, r.period, r.period_start, r.loans, count(*)
      from ${readerPeriodLoans} r
      cross join lateral ${readerScopes} as s(scope, scope_key)
      where r.period = ${period} and r.period_start >= ${cuts[period]} and s.scope_key is not null
      group by r.organization_id, s.scope, s.scope_key, r.period, r.period_start, r.loans`);
    rows += written(readers) + written(books) + written(histogram);
  }
  return rows;
}

async function countInterests(tx: Database, cuts: Cuts): Promise<number> {
  const categories = await tx.execute(sql`insert into ${readerCategoryLoans}
    (reader_id, year_start, category, loans)
    select member_id, year_start, category, count(*) from reading_window
    where member_id is not null and ${inCut('year', cuts)}
    group by member_id, year_start, category`);
  const authors = await tx.execute(sql`insert into ${readerAuthorLoans}
    (reader_id, year_start, author, loans)
    select member_id, year_start, author, count(*) from reading_window
    where member_id is not null and author is not null and ${inCut('year', cuts)}
    group by member_id, year_start, author`);
  return written(categories) + written(authors);
}

/** Rebuilds the periods since the last run (all of them the first time). */
export async function buildReadingStats(
  deps: Pick<JobDeps, 'db' | 'warn'>,
  now: number,
): Promise<JobReport> {
  return deps.db.transaction(async (tx) => {
    const orgs = await listOrganizationZones(tx, deps.warn);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK})`);
    // Room to group the window's loans in memory (hash aggregates) instead of sorting on disk.
    await tx.execute(sql`set local work_mem = '128MB'`);
    const [state] = await tx
      .select({ builtThrough: readingStatsState.builtThrough })
      .from(readingStatsState)
      .where(sql`${readingStatsState.id} = ${STATE_ID}`);
    const full = !state;
    const cuts: Cuts = state
      ? cutsAt(
          Math.min(state.builtThrough.getTime(), now) - MARGIN_MS,
          orgs.map((org) => org.zone),
        )
      : { year: EVERYTHING, month: EVERYTHING, week: EVERYTHING };
    await fillWindow(tx, cuts, orgs);
    await clearCuts(tx, cuts);
    const rows = (await countPeriods(tx, cuts)) + (await countInterests(tx, cuts));
    await tx
      .insert(readingStatsState)
      .values({ id: STATE_ID, builtThrough: new Date(now) })
      .onConflictDoUpdate({
        target: readingStatsState.id,
        set: { builtThrough: new Date(now), updatedAt: new Date(now) },
      });
    return { full: full ? 1 : 0, rows };
  });
}

export const readingStatsJob: Job = { name: 'reading-stats', run: buildReadingStats };
