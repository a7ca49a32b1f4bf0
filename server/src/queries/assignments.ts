/**
 * Homework and exams as set: creating one for a class the teacher manages, the lists of a
 * class's students and of a teacher's classes, and the bank questions a teacher may pick.
 * Every query is scoped by organisation; the teacher's classes come from `managedDepartmentIds`.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  AssignmentKind,
  AssignmentSummary,
  QuestionPickPage,
  QuestionTypeId,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, department, reader } from '../db/schema';
import { assignment, assignmentQuestion, submission } from '../db/tables/assignments';
import { question } from '../db/tables/questions';
import { isStudent } from './reader-kinds';

export type AssignmentRow = typeof assignment.$inferSelect;

/** The assignment of `orgId` with this id, if any. */
export async function assignmentById(db: Database, orgId: number, id: number) {
  const [row] = await db
    .select()
    .from(assignment)
    .where(and(eq(assignment.id, id), eq(assignment.organizationId, orgId)));
  return row;
}

const summaryColumns = {
  id: assignment.id,
  kind: assignment.kind,
  title: assignment.title,
  bookid: assignment.bookId,
  bookname: book.title,
  departmentid: assignment.departmentId,
  departmentname: department.name,
  opensAt: assignment.opensAt,
  dueAt: assignment.dueAt,
  durationminutes: assignment.durationMinutes,
  questioncount: sql<number>`(select count(*)::int from ${assignmentQuestion} where ${assignmentQuestion.assignmentId} = ${assignment.id})`,
  totalpoints: sql<number>`(select coalesce(sum(${assignmentQuestion.points}), 0)::int from ${assignmentQuestion} where ${assignmentQuestion.assignmentId} = ${assignment.id})`,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: unknown;
} & { opensAt: Date; dueAt: Date };

export const toSummary = (row: SummaryRow): AssignmentSummary => ({
  id: row.id as number,
  kind: row.kind as AssignmentKind,
  title: row.title as string,
  bookid: row.bookid as number | null,
  bookname: row.bookname as string | null,
  departmentid: row.departmentid as number,
  departmentname: row.departmentname as string,
  opensat: row.opensAt.toISOString(),
  dueat: row.dueAt.toISOString(),
  durationminutes: row.durationminutes as number | null,
  questioncount: row.questioncount as number,
  totalpoints: row.totalpoints as number,
});

const summaries = (db: Database) =>
  db
    .select(summaryColumns)
    .from(assignment)
    .innerJoin(department, eq(department.id, assignment.departmentId))
    .leftJoin(book, eq(book.id, assignment.bookId));

/** One assignment's summary (the caller has checked who may see it). */
export async function assignmentSummary(db: Database, orgId: number, id: number) {
  const [row] = await summaries(db).where(
    and(eq(assignment.id, id), eq(assignment.organizationId, orgId)),
  );
  return row ? toSummary(row) : undefined;
}

/** A student's assignments (their class's, opened already), newest due first, with status. */
export async function studentAssignments(
  db: Database,
  orgId: number,
  readerId: number,
  departmentId: number,
  now: Date,
): Promise<AssignmentSummary[]> {
  const rows = await summaries(db)
    .where(
      and(
        eq(assignment.organizationId, orgId),
        eq(assignment.departmentId, departmentId),
        sql`${assignment.opensAt} <= ${now}`,
      ),
    )
    .orderBy(desc(assignment.dueAt), desc(assignment.id))
    .limit(200);
  if (rows.length === 0) return [];
  const mine = await db
    .select({ id: submission.assignmentId, status: submission.status, score: submission.score })
    .from(submission)
    .where(
      and(
        eq(submission.readerId, readerId),
        inArray(
          submission.assignmentId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const byId = new Map(mine.map((row) => [row.id, row]));
  return rows.map((row) => {
    const work = byId.get(row.id);
    const status = (work?.status ?? 'notstarted') as AssignmentSummary['status'];
    return { ...toSummary(row), status, score: status === 'marked' ? (work?.score ?? null) : null };
  });
}

/** The assignments of the teacher's classes, newest due first, with submission counts. */
export async function teacherAssignments(
  db: Database,
  orgId: number,
  departmentIds: number[],
): Promise<AssignmentSummary[]> {
  if (departmentIds.length === 0) return [];
  const rows = await db
    .select({
      ...summaryColumns,
      studentcount: sql<number>`(select count(*)::int from ${reader} where ${reader.departmentId} = ${assignment.departmentId} and ${isStudent()})`,
      submittedcount: sql<number>`(select count(*)::int from ${submission} where ${submission.assignmentId} = ${assignment.id} and ${submission.status} in ('submitted', 'marked'))`,
    })
    .from(assignment)
    .innerJoin(department, eq(department.id, assignment.departmentId))
    .leftJoin(book, eq(book.id, assignment.bookId))
    .where(
      and(eq(assignment.organizationId, orgId), inArray(assignment.departmentId, departmentIds)),
    )
    .orderBy(desc(assignment.dueAt), desc(assignment.id))
    .limit(500);
  return rows.map((row) => ({
    ...toSummary(row),
    studentcount: row.studentcount,
    submittedcount: row.submittedcount,
  }));
}

/** The students of a class (not its teachers), by reader code. */
export function classStudents(db: Database, orgId: number, departmentId: number) {
  return db
    .select({ id: reader.id, readercode: reader.readercode, name: reader.name })
    .from(reader)
    .where(
      and(eq(reader.organizationId, orgId), eq(reader.departmentId, departmentId), isStudent()),
    )
    .orderBy(asc(reader.readercode));
}

/** Bank questions a teacher may use: their own and the organisation's shared ones. */
const usable = (orgId: number, teacherId: number) =>
  and(
    eq(question.organizationId, orgId),
    isNull(question.deletedAt),
    or(eq(question.shared, true), eq(question.authorId, teacherId)),
  );

export async function questionPicks(
  db: Database,
  orgId: number,
  teacherId: number,
  keyword: string,
  index: number,
  pagesize: number,
): Promise<QuestionPickPage> {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    usable(orgId, teacherId),
    keyword ? ilike(question.title, `%${escaped}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(question).where(where);
  const list = await db
    .select({
      id: question.id,
      type: question.type,
      title: question.title,
      points: question.points,
      bookname: book.title,
    })
    .from(question)
    .leftJoin(book, eq(book.id, question.bookId))
    .where(where)
    .orderBy(desc(question.id))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  return {
    total: total?.n ?? 0,
    list: list.map((row) => ({ ...row, type: row.type as QuestionTypeId })),
  };
}

/** Of these bank question ids, the ones the teacher may use, with their points. */
export async function usableQuestions(
  db: Database,
  orgId: number,
  teacherId: number,
  ids: number[],
) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: question.id, points: question.points })
    .from(question)
    .where(and(usable(orgId, teacherId), inArray(question.id, ids)));
  return new Map(rows.map((row) => [row.id, row.points]));
}

/** Whether the book is one of the organisation's. */
export async function bookOfOrg(db: Database, orgId: number, bookId: number) {
  const [row] = await db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.id, bookId), eq(book.organizationId, orgId)));
  return row !== undefined;
}
