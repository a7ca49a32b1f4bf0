/**
 * A student's own learning (/student-statistic, /student-grade): their class's homework and
 * exams over a period with their own marks beside the class's average, books read, time on
 * task; and their marked or returned work as a paged list. Every query is scoped by the
 * organisation and the caller's own reader id; of other students only an aggregate is read.
 */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type {
  AssignmentKind,
  GradeItem,
  GradeStatus,
  LearningStatistics,
  Page,
} from '../../../src/core/api/contract';
import { MIN_CLASS_AVERAGE_MARKS } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import { assignment, assignmentQuestion, submission } from '../db/tables/assignments';
import {
  classWorkInPeriod,
  loansBegun,
  onTaskSeconds,
  periodBounds,
  SUBMITTED,
  submissionTotals,
} from './assignment-stats';
import type { TimeZone } from '../time';
import { countNumber, readPage, type PageSpec, type ReaderScope } from './paging';

/** A mark as a percentage of the total, one decimal; null without a total to divide by. */
const percentOf = (score: number | null, total: number) =>
  score === null || total <= 0 ? null : Math.round((score / total) * 1000) / 10;

const mean = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  return Math.round((known.reduce((sum, value) => sum + value, 0) / known.length) * 10) / 10;
};

export async function learningStatistics(
  db: Database,
  { orgId, readerId }: ReaderScope,
  departmentId: number | null,
  period: { from: string; to: string },
  zone: TimeZone,
  now: Date,
): Promise<LearningStatistics> {
  const bounds = periodBounds(period, zone);
  // Not yet opened work is not the student's to see, even inside the period.
  const works =
    departmentId === null
      ? []
      : await db
          .select({
            id: assignment.id,
            title: assignment.title,
            kind: assignment.kind,
            dueAt: assignment.dueAt,
          })
          .from(assignment)
          .where(and(classWorkInPeriod(orgId, departmentId, bounds), lte(assignment.opensAt, now)))
          .orderBy(asc(assignment.dueAt), asc(assignment.id))
          .limit(500);
  const ids = works.map((work) => work.id);
  const mineOf = and(
    eq(submission.organizationId, orgId),
    eq(submission.readerId, readerId),
    inArray(submission.assignmentId, ids),
  );
  // The class's marks only as one aggregate per assignment, never a row per student.
  const [mine, [time], read, totals, points] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            id: submission.assignmentId,
            status: submission.status,
            score: submission.score,
          })
          .from(submission)
          .where(mineOf),
    ids.length === 0
      ? [{ seconds: 0 }]
      : db
          .select({ seconds: onTaskSeconds() })
          .from(submission)
          .where(and(mineOf, inArray(submission.status, SUBMITTED))),
    loansBegun(db, [readerId], bounds),
    submissionTotals(db, ids),
    pointsOf(db, ids),
  ]);
  const byId = new Map(mine.map((row) => [row.id, row]));
  const series = works.map((work) => {
    const row = byId.get(work.id);
    const sums = totals.get(work.id);
    const total = points.get(work.id) ?? 0;
    // Below a few marks an average would give away a classmate's score (with two, mine and the
    // average tell the other one), so it is left out.
    const shown = (sums?.marked ?? 0) >= MIN_CLASS_AVERAGE_MARKS ? (sums?.average ?? null) : null;
    return {
      id: work.id,
      title: work.title,
      kind: work.kind as AssignmentKind,
      dueat: work.dueAt.toISOString(),
      mine: row?.status === 'marked' ? percentOf(row.score, total) : null,
      classaverage: percentOf(shown, total),
    };
  });
  const submitted = mine.filter((row) => SUBMITTED.includes(row.status)).length;
  return {
    ...period,
    assigned: works.length,
    submitted,
    submissionrate: works.length === 0 ? 0 : submitted / works.length,
    average: mean(series.map((point) => point.mine)),
    classaverage: mean(series.map((point) => point.classaverage)),
    booksread: read.get(readerId) ?? 0,
    seconds: time?.seconds ?? 0,
    series,
  };
}

const GRADE_STATUSES: GradeStatus[] = ['marked', 'returned'];

/** The caller's marked and returned work, newest submission first, with the teacher's comments. */
export async function gradesPage(
  db: Database,
  { orgId, readerId }: ReaderScope,
  kind: AssignmentKind | undefined,
  spec: PageSpec,
): Promise<Page<GradeItem>> {
  const where = and(
    eq(submission.organizationId, orgId),
    eq(submission.readerId, readerId),
    inArray(submission.status, GRADE_STATUSES),
    eq(assignment.organizationId, orgId),
    kind ? eq(assignment.kind, kind) : undefined,
  );
  const page = await readPage(
    spec,
    db
      .select({ n: countNumber() })
      .from(submission)
      .innerJoin(assignment, eq(assignment.id, submission.assignmentId))
      .where(where),
    (limit, offset) =>
      db
        .select({
          id: assignment.id,
          title: assignment.title,
          kind: assignment.kind,
          bookname: book.title,
          submittedAt: submission.submittedAt,
          status: submission.status,
          score: submission.score,
          marks: submission.marks,
        })
        .from(submission)
        .innerJoin(assignment, eq(assignment.id, submission.assignmentId))
        .leftJoin(book, eq(book.id, assignment.bookId))
        .where(where)
        .orderBy(sql`${submission.submittedAt} desc nulls last`, desc(submission.id))
        .limit(limit)
        .offset(offset),
    (row) => row,
  );
  const ids = page.list.map((row) => row.id);
  const [order, points] = await Promise.all([questionOrder(db, ids), pointsOf(db, ids)]);
  return {
    ...page,
    list: page.list.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind as AssignmentKind,
      bookname: row.bookname,
      submittedat: row.submittedAt?.toISOString() ?? null,
      status: row.status as GradeStatus,
      score: row.status === 'marked' ? row.score : null,
      totalpoints: points.get(row.id) ?? 0,
      comments: (order.get(row.id) ?? [])
        .map((questionId) => row.marks[String(questionId)]?.comment?.trim() ?? '')
        .filter((comment) => comment !== ''),
    })),
  };
}

/** Each assignment's total points. */
async function pointsOf(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      id: assignmentQuestion.assignmentId,
      total: sql<number>`sum(${assignmentQuestion.points})::int`,
    })
    .from(assignmentQuestion)
    .where(inArray(assignmentQuestion.assignmentId, ids))
    .groupBy(assignmentQuestion.assignmentId);
  return new Map(rows.map((row) => [row.id, row.total]));
}

/** The question ids of each assignment in the order set, to read comments in that order. */
async function questionOrder(db: Database, ids: number[]) {
  const order = new Map<number, number[]>();
  if (ids.length === 0) return order;
  const rows = await db
    .select({ id: assignmentQuestion.assignmentId, questionId: assignmentQuestion.questionId })
    .from(assignmentQuestion)
    .where(inArray(assignmentQuestion.assignmentId, ids))
    .orderBy(asc(assignmentQuestion.position));
  for (const row of rows) order.set(row.id, [...(order.get(row.id) ?? []), row.questionId]);
  return order;
}
