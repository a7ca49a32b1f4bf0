/**
 * Class statistics (teacher area /statistics, /class-statistic): per assignment the
 * submission rate, average, distribution of marks and each question's correct rate; per
 * class over a period each student's submissions, average, books read (loans begun in the
 * period) and time on task (first save to submission). Aggregated in SQL: a class of 50 and
 * a term of assignments is a few small grouped queries.
 */
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type {
  AssignmentKind,
  AssignmentStatistics,
  ClassStatistics,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { borrowRecord, department } from '../db/schema';
import { assignment, submission } from '../db/tables/assignments';
import { bucketOf } from '../marking/submission';
import { addDays, libraryDay, startOfDay, type TimeZone } from '../time';
import { setQuestions } from './assignment-questions';
import { classStudents, type AssignmentRow } from './assignments';

export const SUBMITTED = ['submitted', 'marked'];

export async function assignmentStatistics(
  db: Database,
  orgId: number,
  work: AssignmentRow,
): Promise<AssignmentStatistics> {
  const [questions, students, rows] = await Promise.all([
    setQuestions(db, work.id),
    classStudents(db, orgId, work.departmentId),
    db
      .select({ status: submission.status, score: submission.score, marks: submission.marks })
      .from(submission)
      .where(and(eq(submission.assignmentId, work.id), inArray(submission.status, SUBMITTED))),
  ]);
  const total = questions.reduce((sum, item) => sum + item.points, 0);
  const marked = rows.filter((row) => row.status === 'marked' && row.score !== null);
  const distribution = Array.from({ length: 10 }, (_, i) => ({
    from: Math.round((total * i) / 10),
    to: i === 9 ? total : Math.round((total * (i + 1)) / 10),
    count: 0,
  }));
  for (const row of marked) distribution[bucketOf(row.score ?? 0, total)]!.count++;
  const average =
    marked.length === 0
      ? null
      : Math.round((marked.reduce((sum, row) => sum + (row.score ?? 0), 0) / marked.length) * 10) /
        10;
  return {
    id: work.id,
    title: work.title,
    studentcount: students.length,
    submittedcount: rows.length,
    submissionrate: students.length === 0 ? 0 : rows.length / students.length,
    average,
    totalpoints: total,
    distribution,
    questions: questions.map((item) => {
      // Right answers (full points) of the submissions in which this answer is marked.
      const seen = rows.flatMap((row) => {
        const mark = row.marks[String(item.id)];
        return mark && mark.score !== null ? [mark.score === item.points] : [];
      });
      return {
        questionid: item.id,
        position: item.position,
        title: item.title,
        correctrate: seen.length === 0 ? null : seen.filter(Boolean).length / seen.length,
      };
    }),
  };
}

/** The period's days: as given, or the last 90 days up to today (the library's today). */
export function periodOf(now: number, zone: TimeZone, from?: string, to?: string) {
  const today = libraryDay(now, zone);
  return { from: from ?? addDays(today, -90), to: to ?? today };
}

/** The period's instants: its first day's start and its last day's end, in the library's zone. */
export function periodBounds(period: { from: string; to: string }, zone: TimeZone) {
  return { start: startOfDay(period.from, zone), end: startOfDay(addDays(period.to, 1), zone) };
}

/** Assignments of one class touching the period: open some time between its start and end. */
export const classWorkInPeriod = (
  orgId: number,
  departmentId: number,
  { start, end }: { start: Date; end: Date },
) =>
  and(
    eq(assignment.organizationId, orgId),
    eq(assignment.departmentId, departmentId),
    gte(assignment.dueAt, start),
    lte(assignment.opensAt, end),
  );

/** Time on task of the grouped submissions: first save to submission, summed, in seconds. */
export const onTaskSeconds = () =>
  sql<number>`coalesce(sum(extract(epoch from ${submission.submittedAt} - ${submission.firstSavedAt})), 0)::int`;

/**
 * Per assignment: the submissions made, the marked ones and their average score. A grouped
 * query, not a subquery per row: drizzle leaves columns unqualified in a one-table select, so
 * a correlated `submission.assignmentId = assignment.id` compared the submission with itself.
 */
export async function submissionTotals(db: Database, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return new Map<number, SubmissionTotals>();
  const rows = await db
    .select({
      id: submission.assignmentId,
      submitted: count().mapWith(Number),
      marked: sql<number>`(count(*) filter (where ${submission.status} = 'marked'))::int`,
      average: sql<
        number | null
      >`(avg(${submission.score}) filter (where ${submission.status} = 'marked'))::float`,
    })
    .from(submission)
    .where(
      and(inArray(submission.assignmentId, assignmentIds), inArray(submission.status, SUBMITTED)),
    )
    .groupBy(submission.assignmentId);
  return new Map(rows.map(({ id, ...totals }) => [id, totals]));
}

export interface SubmissionTotals {
  submitted: number;
  marked: number;
  average: number | null;
}

/** Books read by each reader: loans begun in the period, by reader id. */
export async function loansBegun(
  db: Database,
  readerIds: number[],
  { start, end }: { start: Date; end: Date },
): Promise<Map<number | null, number>> {
  if (readerIds.length === 0) return new Map();
  const rows = await db
    .select({ readerId: borrowRecord.readerId, n: count().mapWith(Number) })
    .from(borrowRecord)
    .where(
      and(
        inArray(borrowRecord.readerId, readerIds),
        gte(borrowRecord.borrowedAt, start),
        lte(borrowRecord.borrowedAt, end),
      ),
    )
    .groupBy(borrowRecord.readerId);
  return new Map(rows.map((row) => [row.readerId, row.n]));
}

export async function classStatistics(
  db: Database,
  orgId: number,
  departmentId: number,
  period: { from: string; to: string },
  zone: TimeZone,
): Promise<ClassStatistics> {
  const bounds = periodBounds(period, zone);
  const inPeriod = classWorkInPeriod(orgId, departmentId, bounds);
  const [dep] = await db
    .select({ name: department.name })
    .from(department)
    .where(and(eq(department.id, departmentId), eq(department.organizationId, orgId)));
  const students = await classStudents(db, orgId, departmentId);
  const studentIds = students.map((student) => student.id);
  const works = await db
    .select({ id: assignment.id, title: assignment.title, kind: assignment.kind })
    .from(assignment)
    .where(inPeriod)
    .orderBy(asc(assignment.dueAt));
  const workIds = works.map((work) => work.id);
  const totals = await submissionTotals(db, workIds);
  const perStudent =
    workIds.length === 0
      ? []
      : await db
          .select({
            readerId: submission.readerId,
            submissions: count().mapWith(Number),
            average: sql<
              number | null
            >`round(avg(${submission.score}) filter (where ${submission.status} = 'marked'), 1)::float`,
            seconds: onTaskSeconds(),
          })
          .from(submission)
          .where(
            and(inArray(submission.assignmentId, workIds), inArray(submission.status, SUBMITTED)),
          )
          .groupBy(submission.readerId);
  const work = new Map(perStudent.map((row) => [row.readerId, row]));
  const read = await loansBegun(db, studentIds, bounds);
  return {
    departmentid: departmentId,
    departmentname: dep?.name ?? '',
    ...period,
    assignments: works.map((row) => {
      const sums = totals.get(row.id);
      const average = sums?.average ?? null;
      return {
        id: row.id,
        title: row.title,
        kind: row.kind as AssignmentKind,
        submissionrate: students.length === 0 ? 0 : (sums?.submitted ?? 0) / students.length,
        average: average === null ? null : Math.round(average * 10) / 10,
      };
    }),
    students: students.map((student) => ({
      readerid: student.id,
      readercode: student.readercode,
      name: student.name,
      submissions: work.get(student.id)?.submissions ?? 0,
      average: work.get(student.id)?.average ?? null,
      booksread: read.get(student.id) ?? 0,
      seconds: work.get(student.id)?.seconds ?? 0,
    })),
  };
}

/** A cell safe for a spreadsheet: quoted, and never read as a formula (= + - @ tab CR). */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The class statistics as CSV: UTF-8 with a BOM so Excel reads the Chinese names. */
export function classStatisticsCsv(stats: ClassStatistics, header: string[]): string {
  const lines = [
    header,
    ...stats.students.map((s) => [
      s.readercode,
      s.name,
      s.submissions,
      s.average,
      s.booksread,
      Math.round(s.seconds / 60),
    ]),
  ].map((row) => row.map((cell) => csvCell(cell)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
