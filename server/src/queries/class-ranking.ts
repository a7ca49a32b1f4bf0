/**
 * A class as a whole in a ranking period: its loans and its place among the organisation's
 * classes. Read from the reader histogram (db/tables/reading-stats.ts): a class's loans are
 * the sum of loans × readers over its rows, so the classes of a period are a few hundred rows
 * at most, never the loans nor each reader's row.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ClassTotal } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { department } from '../db/schema';
import { readerLoanHistogram } from '../db/tables/reading-stats';
import type { RankingSlice } from './reading-stats';

/** The class of a `class` slice (its key is the department id) with its place; null if none. */
export async function classTotal(db: Database, slice: RankingSlice): Promise<ClassTotal | null> {
  if (slice.scope !== 'class') return null;
  const departmentId = Number(slice.key);
  const [named] = await db
    .select({ name: department.name })
    .from(department)
    .where(and(eq(department.id, departmentId), eq(department.organizationId, slice.orgId)));
  if (!named) return null;
  const classes = await db
    .select({
      key: readerLoanHistogram.scopeKey,
      borrows:
        sql<number>`sum(${readerLoanHistogram.loans} * ${readerLoanHistogram.readers})`.mapWith(
          Number,
        ),
      readers: sql<number>`sum(${readerLoanHistogram.readers})`.mapWith(Number),
    })
    .from(readerLoanHistogram)
    .where(
      and(
        eq(readerLoanHistogram.organizationId, slice.orgId),
        eq(readerLoanHistogram.scope, 'class'),
        eq(readerLoanHistogram.period, slice.period),
        eq(readerLoanHistogram.periodStart, slice.start),
      ),
    )
    .groupBy(readerLoanHistogram.scopeKey);
  const own = classes.find((row) => row.key === slice.key);
  const borrows = own?.borrows ?? 0;
  return {
    classname: named.name,
    borrows,
    readers: own?.readers ?? 0,
    rank: own ? 1 + classes.filter((row) => row.borrows > borrows).length : null,
    classes: classes.length,
  };
}
