/**
 * Who and what was borrowed in a range: the most borrowed titles, and the readers with no loan
 * at all in it (per class, and a page of names). Both counted by the database; a page's total
 * comes with its rows (a window count) so a page is one statement.
 */
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type {
  MostBorrowed,
  NeverBorrowedReport,
  Page,
  ReportRange,
} from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { book, bookCopy, borrowRecord, department, reader } from '../../db/schema';
import { offsetOf, type PageSpec } from '../paging';
import { isReaderNotStaff } from '../reader-kinds';
import { instantsOf, type ReportScope } from './range';

export async function mostBorrowedPage(
  db: Database,
  scope: ReportScope,
  range: ReportRange,
  spec: PageSpec,
): Promise<Page<MostBorrowed>> {
  const { from, to } = instantsOf(range, scope.zone);
  const loans = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      bookid: book.id,
      title: book.title,
      author: book.author,
      loans,
      readers: sql<number>`count(distinct ${borrowRecord.readerId})::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(
      and(
        eq(bookCopy.organizationId, scope.orgId),
        gte(borrowRecord.borrowedAt, from),
        lt(borrowRecord.borrowedAt, to),
      ),
    )
    .groupBy(book.id)
    .orderBy(sql`count(*) desc`, book.title, book.id)
    .limit(spec.pagesize)
    .offset(offsetOf(spec));
  return {
    total: rows[0]?.total ?? 0,
    index: spec.index,
    pagesize: spec.pagesize,
    list: rows.map(({ total: _total, ...row }) => row),
  };
}

/**
 * Readers (students and teachers, never staff) of the organisation who had an account before
 * the range ended and borrowed nothing in it. A reader who deleted their reading history has
 * their returned loans kept without their name, so they count here as never borrowed: the
 * library no longer knows otherwise.
 */
export async function neverBorrowed(
  db: Database,
  scope: ReportScope,
  filter: { range: ReportRange; department?: number },
  spec: PageSpec,
): Promise<NeverBorrowedReport> {
  const { from, to } = instantsOf(filter.range, scope.zone);
  // Through the loans-of-a-reader index (borrow_record_reader_id_index): one probe a reader.
  const never = sql`not exists (select 1 from ${borrowRecord}
    where ${borrowRecord.readerId} = ${reader.id}
      and ${borrowRecord.borrowedAt} >= ${from} and ${borrowRecord.borrowedAt} < ${to})`;
  const readers: SQL[] = [
    eq(reader.organizationId, scope.orgId),
    isReaderNotStaff(),
    lt(reader.createdAt, to),
  ];
  const classes = await db
    .select({
      departmentid: department.id,
      department: department.name,
      readers: sql<number>`count(*)::int`,
      never: sql<number>`(count(*) filter (where ${never}))::int`,
    })
    .from(reader)
    .leftJoin(department, eq(department.id, reader.departmentId))
    .where(and(...readers))
    .groupBy(department.id, department.name)
    .orderBy(sql`${department.name} nulls last`);
  if (filter.department !== undefined) readers.push(eq(reader.departmentId, filter.department));
  const rows = await db
    .select({
      readercode: reader.readercode,
      name: reader.name,
      department: department.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(reader)
    .leftJoin(department, eq(department.id, reader.departmentId))
    .where(and(...readers, never))
    .orderBy(sql`${department.name} nulls last`, reader.readercode)
    .limit(spec.pagesize)
    .offset(offsetOf(spec));
  return {
    classes,
    page: {
      total: rows[0]?.total ?? 0,
      index: spec.index,
      pagesize: spec.pagesize,
      list: rows.map(({ total: _total, ...row }) => row),
    },
  };
}
