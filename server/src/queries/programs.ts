/**
 * Reading programs of the classes a teacher manages. Every call is scoped to the caller's
 * organisation and to `managedDepartmentIds`: a program of another class (or organisation) is
 * "not found", so its existence is not disclosed; setting one for a class the teacher does not
 * teach is refused as such.
 */
import { and, asc, count, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type {
  ProgramBook,
  ReadingProgram,
  ReadingProgramDetail,
  ReadingProgramListRequest,
  ReadingProgramSaveRequest,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { department, reader } from '../db/schema';
import { readingProgram, readingProgramBook } from '../db/tables/programs';
import { managedDepartmentIds, teacherManages } from './departments';
import { startOfDay, type TimeZone } from '../time';
import { booksOf, progressList, progressOf } from './program-progress';
import { isStudent } from './reader-kinds';

type ProgramRow = typeof readingProgram.$inferSelect;

/** The programs of these rows with their class, teacher and books (two queries, not n + 1). */
export async function withBooks(db: Database, rows: ProgramRow[]): Promise<ReadingProgram[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [books, names] = await Promise.all([
    db
      .select({ programId: readingProgramBook.programId, bookId: readingProgramBook.bookId })
      .from(readingProgramBook)
      .where(inArray(readingProgramBook.programId, ids))
      .orderBy(asc(readingProgramBook.position)),
    db
      .select({ program: readingProgram.id, dep: department.name, teacher: reader.name })
      .from(readingProgram)
      .innerJoin(department, eq(department.id, readingProgram.departmentId))
      .innerJoin(reader, eq(reader.id, readingProgram.teacherId))
      .where(inArray(readingProgram.id, ids)),
  ]);
  const orgId = rows[0]!.organizationId;
  const catalogue = await booksOf(db, orgId, [...new Set(books.map((b) => b.bookId))]);
  const bookById = new Map(catalogue.map((b) => [b.bookid, b]));
  const nameOf = new Map(names.map((n) => [n.program, n]));
  return rows.map((row) => ({
    id: row.id,
    departmentid: row.departmentId,
    departmentname: nameOf.get(row.id)?.dep ?? '',
    title: row.title,
    description: row.description,
    startdate: row.startDate,
    enddate: row.endDate,
    teachername: nameOf.get(row.id)?.teacher ?? '',
    books: books
      .filter((b) => b.programId === row.id)
      .flatMap((b): ProgramBook[] => {
        const found = bookById.get(b.bookId);
        return found ? [found] : [];
      }),
  }));
}

/** The programs of the teacher's classes (one class, or only current ones), newest first. */
export async function teacherPrograms(
  db: Database,
  orgId: number,
  teacherId: number,
  filter: ReadingProgramListRequest,
  today: string,
): Promise<ReadingProgram[]> {
  const managed = await managedDepartmentIds(db, orgId, teacherId);
  const deps = filter.departmentid ? managed.filter((id) => id === filter.departmentid) : managed;
  if (deps.length === 0) return [];
  const rows = await db
    .select()
    .from(readingProgram)
    .where(
      and(
        eq(readingProgram.organizationId, orgId),
        inArray(readingProgram.departmentId, deps),
        filter.current ? gte(readingProgram.endDate, today) : undefined,
      ),
    )
    .orderBy(desc(readingProgram.startDate), desc(readingProgram.id))
    .limit(500);
  return withBooks(db, rows);
}

/** The program if it is of the organisation and of a class the teacher manages. */
async function ownProgram(db: Database, orgId: number, teacherId: number, id: number) {
  const [row] = await db
    .select()
    .from(readingProgram)
    .where(and(eq(readingProgram.id, id), eq(readingProgram.organizationId, orgId)));
  if (!row || !(await teacherManages(db, orgId, teacherId, row.departmentId))) return undefined;
  return row;
}

/** One program with the progress of every student of its class; undefined: not the teacher's. */
export async function programDetail(
  db: Database,
  orgId: number,
  teacherId: number,
  id: number,
  zone: TimeZone,
): Promise<ReadingProgramDetail | undefined> {
  const row = await ownProgram(db, orgId, teacherId, id);
  if (!row) return undefined;
  const [program] = await withBooks(db, [row]);
  const students = await db
    .select({ readerid: reader.id, name: reader.name, readercode: reader.readercode })
    .from(reader)
    .where(
      and(eq(reader.organizationId, orgId), eq(reader.departmentId, row.departmentId), isStudent()),
    )
    .orderBy(asc(reader.readercode));
  const progress = await progressOf(
    db,
    students.map((s) => s.readerid),
    program!.books.map((b) => b.bookid),
    startOfDay(row.startDate, zone),
  );
  return {
    ...program!,
    students: students.map((s) => ({
      ...s,
      books: progressList(progress, s.readerid, program!.books),
    })),
  };
}

export type ProgramOutcome =
  | { ok: true; program: ReadingProgram }
  | { refused: 'notYourClass' | 'notFound' | 'bookNotFound' | 'duplicate' | 'badRange' }
  | { refused: 'tooMany'; max: number };

/** Creates (no id) or changes a program of a class the teacher manages. */
export async function saveProgram(
  db: Database,
  orgId: number,
  teacherId: number,
  body: ReadingProgramSaveRequest,
  maxPerDepartment: number,
): Promise<ProgramOutcome> {
  if (body.startdate > body.enddate) return { refused: 'badRange' };
  if (!(await teacherManages(db, orgId, teacherId, body.departmentid))) {
    return { refused: 'notYourClass' };
  }
  const bookIds = [...new Set(body.bookids)];
  const books = await booksOf(db, orgId, bookIds);
  if (books.length !== bookIds.length) return { refused: 'bookNotFound' };
  const values = {
    departmentId: body.departmentid,
    title: body.title.trim(),
    description: (body.description ?? '').trim(),
    startDate: body.startdate,
    endDate: body.enddate,
  };
  return db.transaction(async (tx) => {
    let id: number;
    if (body.id === undefined) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(readingProgram)
        .where(eq(readingProgram.departmentId, body.departmentid));
      if (n >= maxPerDepartment) return { refused: 'tooMany', max: maxPerDepartment } as const;
      const [made] = await tx
        .insert(readingProgram)
        .values({ ...values, organizationId: orgId, teacherId })
        .onConflictDoNothing()
        .returning({ id: readingProgram.id });
      if (!made) return { refused: 'duplicate' } as const;
      id = made.id;
    } else {
      if (!(await ownProgram(tx, orgId, teacherId, body.id)))
        return { refused: 'notFound' } as const;
      const [clash] = await tx
        .select({ id: readingProgram.id })
        .from(readingProgram)
        .where(
          and(
            eq(readingProgram.departmentId, values.departmentId),
            eq(readingProgram.title, values.title),
            ne(readingProgram.id, body.id),
          ),
        );
      if (clash) return { refused: 'duplicate' } as const;
      id = body.id;
      await tx.update(readingProgram).set(values).where(eq(readingProgram.id, id));
      await tx.delete(readingProgramBook).where(eq(readingProgramBook.programId, id));
    }
    await tx
      .insert(readingProgramBook)
      .values(bookIds.map((bookId, position) => ({ programId: id, bookId, position })));
    const [row] = await tx.select().from(readingProgram).where(eq(readingProgram.id, id));
    const [program] = await withBooks(tx, [row!]);
    return { ok: true, program: program! } as const;
  });
}

/** Deletes a program of the teacher's classes; false when it is not theirs (or gone). */
export async function deleteProgram(
  db: Database,
  orgId: number,
  teacherId: number,
  id: number,
): Promise<boolean> {
  if (!(await ownProgram(db, orgId, teacherId, id))) return false;
  await db.delete(readingProgram).where(eq(readingProgram.id, id));
  return true;
}
