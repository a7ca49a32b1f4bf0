/**
 * The audit log of staff actions (staff_audit): every desk change is written in the same
 * transaction as the change itself, so the log never misses one nor names one rolled back.
 * An admin reads it page by page; the desk's figures for today count it.
 */
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AuditEntry, DeskToday, Page, StaffAction } from '../../../../src/core/api/contract';
import { CopyStatus } from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { book, bookCopy, borrowRecord, preborrow, reader } from '../../db/schema';
import { staffAudit } from '../../db/tables/library-admin';
import { libraryDay, startOfDay } from '../../time';
import type { PageSpec } from '../paging';
import type { DeskScope } from './common';

export async function writeAudit(
  tx: Database,
  scope: DeskScope,
  action: StaffAction,
  target: string,
  detail: Record<string, unknown>,
): Promise<number> {
  const [row] = await tx
    .insert(staffAudit)
    .values({
      organizationId: scope.orgId,
      staffReaderId: scope.staffId,
      action,
      target,
      detail,
      createdAt: new Date(scope.now),
    })
    .returning({ id: staffAudit.id });
  if (!row) throw new Error('audit insert returned nothing');
  return row.id;
}

/** A page of the organisation's log, newest first; with `range`, of [from, to) only (reports). */
export async function auditPage(
  db: Database,
  orgId: number,
  spec: PageSpec,
  range?: { from: Date; to: Date },
): Promise<Page<AuditEntry>> {
  const where = and(
    eq(staffAudit.organizationId, orgId),
    range && gte(staffAudit.createdAt, range.from),
    range && lt(staffAudit.createdAt, range.to),
  );
  const [total] = await db
    .select({ n: count().mapWith(Number) })
    .from(staffAudit)
    .where(where);
  const rows = await db
    .select({
      id: staffAudit.id,
      staffcode: reader.readercode,
      staffname: reader.name,
      action: staffAudit.action,
      target: staffAudit.target,
      detail: staffAudit.detail,
      createdAt: staffAudit.createdAt,
    })
    .from(staffAudit)
    .innerJoin(reader, eq(reader.id, staffAudit.staffReaderId))
    .where(where)
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
    .limit(spec.pagesize)
    .offset((spec.index - 1) * spec.pagesize);
  return {
    total: total?.n ?? 0,
    index: spec.index,
    pagesize: spec.pagesize,
    list: rows.map(({ createdAt, ...row }) => ({ ...row, createdtime: createdAt.toISOString() })),
  };
}

/**
 * The organisation's desk figures for its current library day: loans, returns and renewals
 * the desk made (less those undone), copies on the pickup shelves, loans past their due date.
 */
export async function deskToday(db: Database, scope: DeskScope): Promise<DeskToday> {
  const since = startOfDay(libraryDay(scope.now, scope.zone), scope.zone);
  const undone = sql<string | null>`${staffAudit.detail} ->> 'undone'`;
  const actions = await db
    .select({ action: staffAudit.action, undone, n: count().mapWith(Number) })
    .from(staffAudit)
    .where(and(eq(staffAudit.organizationId, scope.orgId), gte(staffAudit.createdAt, since)))
    .groupBy(staffAudit.action, undone);
  const net = (action: StaffAction) =>
    actions.reduce((sum, row) => {
      if (row.action === action) return sum + row.n;
      if (row.action === 'undo' && row.undone === action) return sum - row.n;
      return sum;
    }, 0);
  const [holds] = await db
    .select({ n: count().mapWith(Number) })
    .from(preborrow)
    .innerJoin(book, eq(book.id, preborrow.bookId))
    .where(
      and(
        eq(book.organizationId, scope.orgId),
        sql`${preborrow.cancelledAt} is null and ${preborrow.arrived}
          and ${preborrow.copyId} is not null and ${preborrow.expiresAt} > now()`,
      ),
    );
  const [overdue] = await db
    .select({ n: count().mapWith(Number) })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .where(
      and(
        eq(bookCopy.organizationId, scope.orgId),
        eq(bookCopy.status, CopyStatus.borrowed),
        sql`${borrowRecord.returnedAt} is null and ${borrowRecord.dueAt} < ${new Date(scope.now)}`,
      ),
    );
  return {
    loans: net('lend'),
    returns: net('return'),
    renewals: net('renew'),
    holdsready: holds?.n ?? 0,
    overdue: overdue?.n ?? 0,
  };
}
