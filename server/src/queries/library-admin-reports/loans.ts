/**
 * Loans made in a range: per library month and per class of the borrower. Counted by the
 * database (two aggregates over the range's loans), never read row by row: at the bench's 1.3
 * million loans a year's report is one scan of the range, not a million rows sent to Node.
 *
 * A loan belongs to the organisation of its copy (borrow_record has no organisation of its
 * own); its class is the borrower's class today, as a school reads "loans of class 4-1".
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { LoansReport, ReportRange } from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { bookCopy, borrowRecord, department, reader } from '../../db/schema';
import { zoneLiteral } from '../../time';
import { instantsOf, monthsOf, type ReportScope } from './range';

/** The month of a timestamp column in the library's zone, 'YYYY-MM'. */
export const monthSql = (column: unknown, scope: ReportScope) =>
  sql<string>`to_char((${column}) at time zone ${zoneLiteral(scope.zone)}, 'YYYY-MM')`;

export async function loansReport(
  db: Database,
  scope: ReportScope,
  range: ReportRange,
): Promise<LoansReport> {
  const { from, to } = instantsOf(range, scope.zone);
  const inRange = and(
    eq(bookCopy.organizationId, scope.orgId),
    gte(borrowRecord.borrowedAt, from),
    lt(borrowRecord.borrowedAt, to),
  );
  const month = monthSql(borrowRecord.borrowedAt, scope);
  const perMonth = await db
    .select({ month, loans: sql<number>`count(*)::int` })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .where(inRange)
    .groupBy(month);
  // Counted per reader first, then per class: `count(distinct reader)` over the loans sorted
  // every loan of the range (bench/reports.ts: 12 s at 1.3 million); a reader's row counts once,
  // and the loans of erased readers (no reader) count as loans of no class and no reader.
  const perReader = db
    .select({
      readerId: borrowRecord.readerId,
      loans: sql<number>`count(*)`.as('loans'),
    })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .where(inRange)
    .groupBy(borrowRecord.readerId)
    .as('per_reader');
  const loans = sql<number>`sum(${perReader.loans})`;
  const classes = await db
    .select({
      department: department.name,
      loans: sql<number>`${loans}::int`,
      readers: sql<number>`count(${perReader.readerId})::int`,
    })
    .from(perReader)
    .leftJoin(reader, eq(reader.id, perReader.readerId))
    .leftJoin(department, eq(department.id, reader.departmentId))
    .groupBy(department.id, department.name)
    .orderBy(sql`${loans} desc`, department.name);
  const counted = new Map(perMonth.map((row) => [row.month, row.loans]));
  const months = monthsOf(range).map((m) => ({ month: m, loans: counted.get(m) ?? 0 }));
  return {
    ...range,
    total: months.reduce((sum, m) => sum + m.loans, 0),
    months,
    classes,
  };
}
