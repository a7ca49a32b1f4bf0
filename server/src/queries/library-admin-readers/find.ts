/**
 * Finding the organisation's readers for the readers page: a page of them by keyword and class,
 * one by code, the classes. Staff accounts share the reader table (one login for all) and are
 * never listed nor found here: they are not the library's readers.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  TEACHER_USERTYPE,
  type AdminReader,
  type Page,
  type ReaderClass,
} from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { borrowType, department, reader } from '../../db/schema';
import { escapeLike } from '../../search/match';
import { isReaderNotStaff } from '../reader-kinds';

const columns = {
  id: reader.id,
  readercode: reader.readercode,
  name: reader.name,
  usertype: reader.usertype,
  class: department.name,
  classid: reader.departmentId,
  grade: reader.grade,
  sex: reader.sex,
  phone: reader.phone,
  borrowtype: borrowType.name,
  blocked: reader.blockedReason,
  mustchangepassword: reader.mustChangePassword,
};

type Row = Awaited<ReturnType<typeof selectReaders>>[number];

const toAdminReader = ({ usertype, sex, ...row }: Row): AdminReader => ({
  ...row,
  kind: usertype === TEACHER_USERTYPE ? 'teacher' : 'student',
  sex: sex === 2 ? 2 : 1,
});

function selectReaders(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(reader)
    .leftJoin(department, eq(department.id, reader.departmentId))
    .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
    .where(where);
}

/** The organisation's reader (never staff) with the code. */
export const ofOrganization = (orgId: number, readercode: string) =>
  and(eq(reader.organizationId, orgId), eq(reader.readercode, readercode), isReaderNotStaff());

/** The reader as the page shows them, or undefined: not this library's reader. */
export async function adminReader(
  db: Database,
  orgId: number,
  readercode: string,
): Promise<AdminReader | undefined> {
  const [row] = await selectReaders(db, ofOrganization(orgId, readercode));
  return row && toAdminReader(row);
}

export interface ReaderListSpec {
  keyword: string;
  departmentId?: number;
  index: number;
  pagesize: number;
}

/**
 * A page of readers: the code from its start or the name anywhere matches the keyword (a
 * librarian types the start of a card number, or part of a name); by class, then code.
 */
export async function readerPage(
  db: Database,
  orgId: number,
  spec: ReaderListSpec,
): Promise<Page<AdminReader>> {
  const pattern = escapeLike(spec.keyword);
  const where = and(
    eq(reader.organizationId, orgId),
    isReaderNotStaff(),
    spec.departmentId === undefined ? undefined : eq(reader.departmentId, spec.departmentId),
    pattern
      ? or(ilike(reader.readercode, `${pattern}%`), ilike(reader.name, `%${pattern}%`))
      : undefined,
  );
  const [total] = await db
    .select({ n: count().mapWith(Number) })
    .from(reader)
    .where(where);
  const rows = await selectReaders(db, where)
    .orderBy(sql`${department.name} asc nulls last`, asc(reader.readercode))
    .limit(spec.pagesize)
    .offset((spec.index - 1) * spec.pagesize);
  return {
    total: total?.n ?? 0,
    index: spec.index,
    pagesize: spec.pagesize,
    list: rows.map(toAdminReader),
  };
}

/** The organisation's classes with their readers, by name. */
export async function readerClasses(db: Database, orgId: number): Promise<ReaderClass[]> {
  return db
    .select({
      id: department.id,
      name: department.name,
      readers: sql<number>`count(${reader.id}) filter (where ${isReaderNotStaff()})`.mapWith(
        Number,
      ),
    })
    .from(department)
    .leftJoin(reader, eq(reader.departmentId, department.id))
    .where(eq(department.organizationId, orgId))
    .groupBy(department.id, department.name)
    .orderBy(asc(department.name), asc(department.id));
}
