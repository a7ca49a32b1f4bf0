/**
 * Rankings and the reading portrait, read from the rollups (db/tables/reading-stats.ts) that
 * the reading-stats job keeps current: no call here reads the loans. Every query names the
 * organisation, so another organisation's rows are never reached; a reader ranking names a
 * reader only if they chose to be named (reader_circulation.show_name_in_rankings) or is the
 * caller, and gives everyone else a stable alias.
 */
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  PORTRAIT_AUTHORS,
  PORTRAIT_CATEGORIES,
  type MyRanking,
  type RankedBook,
  type RankedReader,
  type RankingPeriod,
  type RankingScope,
  type ReadingPortrait,
  type ReadingStreaks,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, department, reader } from '../db/schema';
import { readerCirculation } from '../db/tables/circulation';
import {
  bookPeriodLoans,
  readerAuthorLoans,
  readerCategoryLoans,
  readerLoanHistogram,
  readerPeriodLoans,
} from '../db/tables/reading-stats';
import { periodStartDate, readerScopes } from '../jobs/reading-stats';
import type { TimeZone } from '../time';

/**
 * Highest counts first, as the rollups' indexes keep them: drizzle's `.desc()` makes them
 * `DESC NULLS LAST`, and PostgreSQL reads an index in order only for an ORDER BY that says
 * the same (a plain DESC means NULLS FIRST), though no count is ever null. Without it, a year's
 * reader ranking sorted every reader of the organisation.
 */
const mostFirst = (count: AnyColumn) => sql`${count} desc nulls last`;

/** A ranking's rows: the organisation's, or one class's or grade's (`key`). */
export interface RankingSlice {
  orgId: number;
  scope: RankingScope;
  /** '' for the organisation; the department id or the grade otherwise. */
  key: string;
  period: RankingPeriod;
  /** The period's first local day (periodStartDate). */
  start: string;
}

/** The caller's class and grade, which their class and grade rankings are of. */
export async function readerGroup(db: Database, readerId: number) {
  const [row] = await db
    .select({ departmentId: reader.departmentId, grade: reader.grade })
    .from(reader)
    .where(eq(reader.id, readerId));
  return { departmentId: row?.departmentId ?? null, grade: row?.grade ?? null };
}

/** The slice of a scope for a reader; null when they have no class (or grade) to rank in. */
export function sliceFor(
  orgId: number,
  scope: RankingScope,
  group: { departmentId: number | null; grade: string | null },
  period: RankingPeriod,
  nowMs: number,
  zone: TimeZone,
): RankingSlice | null {
  const start = periodStartDate(period, nowMs, zone);
  if (scope === 'organization') return { orgId, scope, key: '', period, start };
  const key = scope === 'class' ? group.departmentId?.toString() : group.grade;
  return key ? { orgId, scope, key, period, start } : null;
}

const bookSlice = (s: RankingSlice) =>
  and(
    eq(bookPeriodLoans.organizationId, s.orgId),
    eq(bookPeriodLoans.scope, s.scope),
    eq(bookPeriodLoans.scopeKey, s.key),
    eq(bookPeriodLoans.period, s.period),
    eq(bookPeriodLoans.periodStart, s.start),
  );

const histogramSlice = (s: RankingSlice) =>
  and(
    eq(readerLoanHistogram.organizationId, s.orgId),
    eq(readerLoanHistogram.scope, s.scope),
    eq(readerLoanHistogram.scopeKey, s.key),
    eq(readerLoanHistogram.period, s.period),
    eq(readerLoanHistogram.periodStart, s.start),
  );

/** Readers of a slice with more than `loans` loans: a sum over the histogram's rows above. */
const readersAbove = (s: RankingSlice, loans: SQL | number) =>
  sql<number>`(select coalesce(sum(${readerLoanHistogram.readers}), 0) from ${readerLoanHistogram}
    where ${histogramSlice(s)} and ${readerLoanHistogram.loans} > ${loans})`;

/** Reader rows of a slice, through the index of its scope. */
function readerSlice(s: RankingSlice): SQL | undefined {
  const within =
    s.scope === 'class'
      ? eq(readerPeriodLoans.departmentId, Number(s.key))
      : s.scope === 'grade'
        ? eq(readerPeriodLoans.grade, s.key)
        : undefined;
  return and(
    eq(readerPeriodLoans.organizationId, s.orgId),
    within,
    eq(readerPeriodLoans.period, s.period),
    eq(readerPeriodLoans.periodStart, s.start),
  );
}

/**
 * The most borrowed books of a slice. Ties share a rank (1, 2, 2, 4) and are listed by title,
 * then id. Only the rows at or above the `limit`-th count are sorted (read off the index), and
 * each shown row's rank counts the rows above it: a year's ranking of 100,000 books sorts a few.
 */
export async function rankBooks(
  db: Database,
  slice: RankingSlice,
  limit: number,
): Promise<RankedBook[]> {
  const where = bookSlice(slice);
  const threshold = db
    .select({ loans: bookPeriodLoans.loans })
    .from(bookPeriodLoans)
    .where(where)
    .orderBy(mostFirst(bookPeriodLoans.loans))
    .offset(limit - 1)
    .limit(1);
  const above = sql<number>`(select count(*) from ${bookPeriodLoans} above
    where above.organization_id = ${slice.orgId} and above.scope = ${slice.scope}
      and above.scope_key = ${slice.key} and above.period = ${slice.period}
      and above.period_start = ${slice.start} and above.loans > ${bookPeriodLoans.loans})`;
  return db
    .select({
      rank: sql<number>`1 + ${above}`.mapWith(Number),
      bookid: book.id,
      title: book.title,
      author: book.author,
      cover: book.coverUrl,
      coverfileid: book.coverFileId,
      borrows: bookPeriodLoans.loans,
    })
    .from(bookPeriodLoans)
    .innerJoin(book, eq(book.id, bookPeriodLoans.bookId))
    .where(and(where, sql`${bookPeriodLoans.loans} >= coalesce((${threshold}), 0)`))
    .orderBy(mostFirst(bookPeriodLoans.loans), book.title, book.id)
    .limit(limit);
}

/** The reader's loans of a slice and their place among its readers (1 + those with more). */
export async function myRanking(
  db: Database,
  slice: RankingSlice,
  readerId: number,
): Promise<MyRanking> {
  const [own] = await db
    .select({ loans: readerPeriodLoans.loans })
    .from(readerPeriodLoans)
    .where(
      and(
        eq(readerPeriodLoans.readerId, readerId),
        eq(readerPeriodLoans.period, slice.period),
        eq(readerPeriodLoans.periodStart, slice.start),
        eq(readerPeriodLoans.organizationId, slice.orgId),
      ),
    );
  const borrows = own?.loans ?? 0;
  const [row] = await db
    .select({
      ahead:
        sql<number>`coalesce(sum(${readerLoanHistogram.readers}) filter (where ${readerLoanHistogram.loans} > ${borrows}), 0)`.mapWith(
          Number,
        ),
      readers: sql<number>`coalesce(sum(${readerLoanHistogram.readers}), 0)`.mapWith(Number),
    })
    .from(readerLoanHistogram)
    .where(histogramSlice(slice));
  return {
    borrows,
    rank: borrows > 0 ? (row?.ahead ?? 0) + 1 : null,
    readers: row?.readers ?? 0,
  };
}

/**
 * A ranked reader's name as `viewerId` may see it: theirs, or that of a reader who chose to be
 * named (reader_circulation.show_name_in_rankings, left-joined by the caller); null otherwise.
 * Every ranking (reading rankings, competitions) names readers by this one rule.
 */
export const rankedName = (viewerId: number) =>
  sql<
    string | null
  >`case when (${reader.id} = ${viewerId} or coalesce(${readerCirculation.showNameInRankings}, false)) then ${reader.name} end`;

/** The alias of a reader not named: four characters of a hash of their random uuid. */
export const rankedAlias = sql<string>`upper(left(md5(${reader.uuid}::text), 4))`;

/**
 * The most active readers of a slice, ties by reader id. A reader who did not choose to be
 * named appears by alias to everyone but themselves; the alias is four characters of a hash
 * of their random uuid, so it is stable and says nothing about who they are.
 */
export async function rankReaders(
  db: Database,
  slice: RankingSlice,
  viewerId: number,
  limit: number,
): Promise<RankedReader[]> {
  // The top rows first, alone: the index's order (tables/reading-stats.ts) gives the first
  // `limit` rows of the slice's range, however many readers tie at the top. Joined to the
  // readers in the same query, the planner could (and for a grade's year did) join the whole
  // slice to its readers before sorting.
  const top = db
    .select({
      readerId: readerPeriodLoans.readerId,
      departmentId: readerPeriodLoans.departmentId,
      loans: readerPeriodLoans.loans,
    })
    .from(readerPeriodLoans)
    .where(readerSlice(slice))
    .orderBy(mostFirst(readerPeriodLoans.loans), readerPeriodLoans.readerId)
    .limit(limit)
    .as('top');
  const rows = await db
    .select({
      rank: sql<number>`1 + ${readersAbove(slice, sql`${top.loans}`)}`.mapWith(Number),
      name: rankedName(viewerId),
      alias: rankedAlias,
      classname: department.name,
      borrows: top.loans,
      me: sql<boolean>`${reader.id} = ${viewerId}`,
    })
    .from(top)
    .innerJoin(reader, eq(reader.id, top.readerId))
    .leftJoin(readerCirculation, eq(readerCirculation.readerId, reader.id))
    .leftJoin(department, eq(department.id, top.departmentId))
    .orderBy(desc(top.loans), top.readerId);
  // Within one class everybody shares it: say it once (the page's heading), not per row.
  return rows.map((row) => ({
    ...row,
    classname: slice.scope === 'class' ? null : row.classname,
  }));
}

const WEEK_MS = 7 * 24 * 3_600_000;

/** Longest run of consecutive periods, given their starts in order and the step between. */
function longestRun(starts: number[], next: (start: number) => number): number {
  let best = 0;
  let run = 0;
  let previous: number | undefined;
  for (const start of starts) {
    run = previous !== undefined && next(previous) === start ? run + 1 : 1;
    previous = start;
    best = Math.max(best, run);
  }
  return best;
}

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const nextMonth = (ms: number) => {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};

async function streaksOf(
  db: Database,
  readerId: number,
  year: number,
  activeMonths: number[],
  nowMs: number,
  zone: TimeZone,
): Promise<ReadingStreaks> {
  const weekRows = await db
    .select({ start: readerPeriodLoans.periodStart })
    .from(readerPeriodLoans)
    .where(
      and(
        eq(readerPeriodLoans.readerId, readerId),
        eq(readerPeriodLoans.period, 'week'),
        sql`${readerPeriodLoans.periodStart} >= ${`${year - 1}-12-25`}`,
        sql`${readerPeriodLoans.periodStart} < ${`${year + 1}-01-01`}`,
      ),
    )
    .orderBy(readerPeriodLoans.periodStart);
  const weeks = weekRows.map((row) => dayMs(row.start));
  const thisWeek = dayMs(periodStartDate('week', nowMs, zone));
  // A run still counts until a whole week passes without a loan.
  let current = 0;
  let expected = weeks.includes(thisWeek) ? thisWeek : thisWeek - WEEK_MS;
  for (const week of [...weeks].reverse()) {
    if (week !== expected) break;
    current += 1;
    expected -= WEEK_MS;
  }
  return {
    longestweeks: longestRun(weeks, (ms) => ms + WEEK_MS),
    currentweeks: current,
    longestmonths: longestRun(
      activeMonths.map((month) => Date.UTC(year, month - 1, 1)),
      nextMonth,
    ),
  };
}

/** The reader's year from the rollups: loans per month, interests, streaks, place. */
export async function readingPortrait(
  db: Database,
  orgId: number,
  readerId: number,
  year: number,
  nowMs: number,
  zone: TimeZone,
): Promise<ReadingPortrait> {
  const yearStart = `${year}-01-01`;
  const [monthRows, yearRows, categoryRows, authorRows, ranking] = await Promise.all([
    db
      .select({ start: readerPeriodLoans.periodStart, loans: readerPeriodLoans.loans })
      .from(readerPeriodLoans)
      .where(
        and(
          eq(readerPeriodLoans.readerId, readerId),
          eq(readerPeriodLoans.period, 'month'),
          sql`${readerPeriodLoans.periodStart} >= ${yearStart}`,
          sql`${readerPeriodLoans.periodStart} < ${`${year + 1}-01-01`}`,
        ),
      ),
    db
      .select({ start: readerPeriodLoans.periodStart })
      .from(readerPeriodLoans)
      .where(and(eq(readerPeriodLoans.readerId, readerId), eq(readerPeriodLoans.period, 'year')))
      .orderBy(desc(readerPeriodLoans.periodStart)),
    db
      .select({
        category: readerCategoryLoans.category,
        borrows: readerCategoryLoans.loans,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(readerCategoryLoans)
      .where(
        and(
          eq(readerCategoryLoans.readerId, readerId),
          eq(readerCategoryLoans.yearStart, yearStart),
        ),
      )
      .orderBy(desc(readerCategoryLoans.loans), readerCategoryLoans.category)
      .limit(PORTRAIT_CATEGORIES),
    db
      .select({
        author: readerAuthorLoans.author,
        borrows: readerAuthorLoans.loans,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(readerAuthorLoans)
      .where(
        and(eq(readerAuthorLoans.readerId, readerId), eq(readerAuthorLoans.yearStart, yearStart)),
      )
      .orderBy(mostFirst(readerAuthorLoans.loans), readerAuthorLoans.author)
      .limit(PORTRAIT_AUTHORS),
    myRanking(
      db,
      { orgId, scope: 'organization', key: '', period: 'year', start: yearStart },
      readerId,
    ),
  ]);
  const perMonth = new Map(monthRows.map((row) => [Number(row.start.slice(5, 7)), row.loans]));
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    borrows: perMonth.get(index + 1) ?? 0,
  }));
  const active = months.filter((month) => month.borrows > 0).map((month) => month.month);
  return {
    history: true,
    year,
    years: yearRows.map((row) => Number(row.start.slice(0, 4))),
    borrows: months.reduce((sum, month) => sum + month.borrows, 0),
    activemonths: active.length,
    categorycount: categoryRows[0]?.total ?? 0,
    authorcount: authorRows[0]?.total ?? 0,
    rank: ranking.rank,
    readers: ranking.readers,
    months,
    categories: categoryRows.map(({ category, borrows }) => ({ category, borrows })),
    authors: authorRows.map(({ author, borrows }) => ({ author, borrows })),
    streaks: await streaksOf(db, readerId, year, active, nowMs, zone),
  };
}

/** Whether the reader lets other readers see their name in rankings (off unless chosen). */
export async function rankingSetting(db: Database, readerId: number): Promise<boolean> {
  const [row] = await db
    .select({ show: readerCirculation.showNameInRankings })
    .from(readerCirculation)
    .where(eq(readerCirculation.readerId, readerId));
  return row?.show ?? false;
}

export async function setRankingSetting(db: Database, readerId: number, show: boolean) {
  await db
    .insert(readerCirculation)
    .values({ readerId, showNameInRankings: show })
    .onConflictDoUpdate({
      target: readerCirculation.readerId,
      set: { showNameInRankings: show },
    });
  return show;
}

/**
 * A reader who deleted their reading history leaves the rollups too: their returned loans now
 * belong to no reader, and the job recounts only the recent periods.
 */
export async function forgetReaderStats(db: Database, readerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Their rows locked first: two deletions at once must not take them out of the histogram twice.
    await tx.execute(
      sql`select 1 from ${readerPeriodLoans} where reader_id = ${readerId} for update`,
    );
    // Out of the histogram while their rows still say which counts they were in.
    await tx.execute(sql`update ${readerLoanHistogram} h set readers = h.readers - 1
      from ${readerPeriodLoans} r cross join lateral ${readerScopes} as s(scope, scope_key)
      where r.reader_id = ${readerId} and h.organization_id = r.organization_id
        and h.scope = s.scope and h.scope_key = s.scope_key and h.period = r.period
        and h.period_start = r.period_start and h.loans = r.loans`);
    await tx.delete(readerLoanHistogram).where(sql`${readerLoanHistogram.readers} <= 0`);
    await tx.delete(readerPeriodLoans).where(eq(readerPeriodLoans.readerId, readerId));
    await tx.delete(readerCategoryLoans).where(eq(readerCategoryLoans.readerId, readerId));
    await tx.delete(readerAuthorLoans).where(eq(readerAuthorLoans.readerId, readerId));
  });
}
