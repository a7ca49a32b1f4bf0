/**
 * Fines collected in a range, per library month and method: the fines marked paid in it (by
 * an online payment, at the desk in cash, or settled otherwise — `other`, a fine without a
 * bill), summed by the database. A fine's amount is what was paid for it (a payment that
 * began before a day accrued leaves the rest as a fine of its own, payments/service/ledger.ts).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FineMethod, FinesReport, ReportRange } from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { bill, fine, reader } from '../../db/schema';
import { monthSql } from './loans';
import { instantsOf, yuanOf, type ReportScope } from './range';

export async function finesReport(
  db: Database,
  scope: ReportScope,
  range: ReportRange,
): Promise<FinesReport> {
  const { from, to } = instantsOf(range, scope.zone);
  const month = monthSql(fine.paidAt, scope);
  const method = sql<FineMethod>`coalesce(${bill.tradeMethod}, 'other')`;
  const rows = await db
    .select({
      month,
      method,
      fen: sql<number>`sum(${fine.amountFen})::int`,
      fines: sql<number>`count(*)::int`,
    })
    .from(fine)
    .innerJoin(reader, eq(reader.id, fine.readerId))
    .leftJoin(bill, eq(bill.id, fine.billId))
    .where(and(eq(reader.organizationId, scope.orgId), gte(fine.paidAt, from), lt(fine.paidAt, to)))
    .groupBy(month, method)
    .orderBy(month, method);
  return {
    ...range,
    total: yuanOf(rows.reduce((sum, row) => sum + row.fen, 0)),
    rows: rows.map(({ fen, ...row }) => ({ ...row, amount: yuanOf(fen) })),
  };
}
