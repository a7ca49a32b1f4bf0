/**
 * A student's work on an assignment: opening it (an exam's clock starts), saving answers as
 * they go (last write wins by the client's sequence number) and submitting once. Each step is
 * one conditional statement on the student's single `submission` row, so retries, double
 * clicks and concurrent requests cannot make a second submission or overwrite a newer save.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  EXAM_GRACE_SECONDS,
  type MarkedAnswer,
  type QuestionAnswer,
  type StudentAssignment,
  type SubmissionStatus,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { submission } from '../db/tables/assignments';
import {
  byShuffle,
  pairsFromStudent,
  pairsToStudent,
  shuffledStems,
  shufflesFor,
} from '../marking/matching';
import { checkedAnswers, markSubmission } from '../marking/submission';
import { setQuestions } from './assignment-questions';
import { assignmentSummary, type AssignmentRow } from './assignments';

export type SubmissionRecord = typeof submission.$inferSelect;

/**
 * A read about `work`, made once however many steps of one request need it (a submit checks,
 * marks and shows the questions). Keyed by the request's own `work` object, so nothing
 * outlives the request and a question changed in the bank is read afresh by the next one.
 */
function readOncePerWork<T>(read: (db: Database, work: AssignmentRow) => Promise<T>) {
  const reads = new WeakMap<AssignmentRow, Promise<T>>();
  return (db: Database, work: AssignmentRow): Promise<T> => {
    let pending = reads.get(work);
    if (!pending) {
      pending = read(db, work);
      reads.set(work, pending);
    }
    return pending;
  };
}

const questionsOf = readOncePerWork((db, work) => setQuestions(db, work.id));
// The organisation is the work's own: `work` was read scoped to the caller's.
const summaryOf = readOncePerWork((db, work) =>
  assignmentSummary(db, work.organizationId, work.id),
);

/** The moment after which an answer can no longer be saved (exam time or due time). */
export function closesAt(work: AssignmentRow, startedAt: Date | undefined): Date {
  if (work.kind !== 'exam' || !work.durationMinutes || !startedAt) return work.dueAt;
  const examEnd = startedAt.getTime() + work.durationMinutes * 60_000;
  return new Date(Math.min(work.dueAt.getTime(), examEnd));
}

/** Saves are still taken: before the close, plus a grace for the last save of an exam. */
export function openForSaving(work: AssignmentRow, row: SubmissionRecord, now: Date): boolean {
  if (row.status === 'returned') return true;
  const grace = work.kind === 'exam' ? EXAM_GRACE_SECONDS * 1000 : 0;
  return now.getTime() <= closesAt(work, row.startedAt).getTime() + grace;
}

/** The status a student sees: a row with nothing saved yet is "not started". */
export const statusOf = (row: SubmissionRecord | undefined): SubmissionStatus =>
  !row || (row.status === 'draft' && row.firstSavedAt === null)
    ? 'notstarted'
    : (row.status as SubmissionStatus);

/**
 * The student's row, created on first need (the exam's clock starts at its creation). Read
 * first: after the first open it exists, and a submit then costs one round trip here, not two.
 */
export async function workRow(
  db: Database,
  orgId: number,
  assignmentId: number,
  readerId: number,
  now: Date,
): Promise<SubmissionRecord> {
  const read = async () =>
    (
      await db
        .select()
        .from(submission)
        .where(and(eq(submission.assignmentId, assignmentId), eq(submission.readerId, readerId)))
    )[0];
  const existing = await read();
  if (existing) return existing;
  const [created] = await db
    .insert(submission)
    .values({ organizationId: orgId, assignmentId, readerId, startedAt: now })
    .onConflictDoNothing()
    .returning();
  // Another request of the same student created it in between.
  const row = created ?? (await read());
  if (!row) throw new Error('submission row vanished');
  return row;
}

/**
 * What the student sees of marks: every mark with comment, key and explanation once all are
 * marked; the comments alone while returned for revision (what to revise); nothing before, so
 * a half total never reads as the result.
 */
function visibleMarks(
  row: SubmissionRecord,
  questions: { id: number; key: QuestionAnswer; explanation: string }[],
  shuffles: Map<string, Map<string, string>>,
): Record<string, MarkedAnswer> | null {
  if (row.status === 'marked') {
    return Object.fromEntries(
      questions.map((item) => {
        const id = String(item.id);
        const mark = row.marks[id] ?? { score: 0, correct: false, comment: '' };
        const shown = shuffles.get(id);
        const key = shown ? pairsToStudent(item.key, shown) : item.key;
        return [id, { ...mark, key, explanation: item.explanation }];
      }),
    );
  }
  if (row.status === 'returned') {
    return Object.fromEntries(
      Object.entries(row.marks).map(([id, mark]) => [id, { ...mark, score: null, correct: null }]),
    );
  }
  return null;
}

/**
 * Starts the reads that the student's view of `work` needs (its summary and questions), so
 * they run beside the request's own reads and writes instead of after them. A failure is
 * left for the step that awaits them; none is unhandled if the request ends before.
 */
export function prefetchStudentView(db: Database, work: AssignmentRow): void {
  for (const read of [questionsOf(db, work), summaryOf(db, work)]) {
    read.catch(() => undefined);
  }
}

/** The assignment as its student sees it (no key before marking). */
export async function studentView(
  db: Database,
  work: AssignmentRow,
  row: SubmissionRecord,
): Promise<StudentAssignment> {
  const [summary, questions] = await Promise.all([summaryOf(db, work), questionsOf(db, work)]);
  if (!summary) throw new Error('assignment vanished');
  const status = statusOf(row);
  const shuffles = shufflesFor(work.id, row.readerId, questions);
  return {
    ...summary,
    // Only what is asked: no key, no explanation, a matching question's rights shuffled.
    questions: questions.map(({ id, type, title, stems, points, position }) => {
      const shown = shuffles.get(String(id));
      return {
        id,
        type,
        title,
        stems: shown ? shuffledStems(stems, shown) : stems,
        points,
        position,
      };
    }),
    status,
    answers: byShuffle(row.answers, shuffles, (answer, shown) => pairsToStudent(answer, shown)!),
    seq: row.seq,
    endsat: work.kind === 'exam' ? closesAt(work, row.startedAt).toISOString() : null,
    marks: visibleMarks(row, questions, shuffles),
    score: row.status === 'marked' ? row.score : null,
    submitsleft: row.status === 'draft' || row.status === 'returned' ? row.submitsLeft : 0,
  };
}

const EDITABLE = ['draft', 'returned'];

export type SaveOutcome =
  | { kept: true; seq: number; savedAt: Date; row: SubmissionRecord }
  | { kept: false; seq: number; savedAt: Date }
  | { refused: 'closed' | 'submitted' };

/** Stores the answers unless a save with a higher sequence number is already stored. */
export async function saveAnswers(
  db: Database,
  work: AssignmentRow,
  row: SubmissionRecord,
  seq: number,
  answers: Record<string, unknown>,
  now: Date,
): Promise<SaveOutcome> {
  if (!EDITABLE.includes(row.status)) return { refused: 'submitted' };
  if (!openForSaving(work, row, now)) return { refused: 'closed' };
  const questions = await questionsOf(db, work);
  // Matching pairs arrive in the student's shuffled indexes; stored in the bank's own.
  const unshuffled = byShuffle(
    answers,
    shufflesFor(work.id, row.readerId, questions),
    pairsFromStudent,
  );
  const kept = checkedAnswers(questions, unshuffled);
  const [saved] = await db
    .update(submission)
    .set({
      answers: kept,
      seq,
      savedAt: now,
      firstSavedAt: sql`coalesce(${submission.firstSavedAt}, ${now})`,
    })
    .where(
      and(eq(submission.id, row.id), lt(submission.seq, seq), inArray(submission.status, EDITABLE)),
    )
    .returning();
  // The stored row comes back whole: a submit goes on from it without reading it again.
  if (saved) return { kept: true, seq: saved.seq, savedAt: now, row: saved };
  const [current] = await db.select().from(submission).where(eq(submission.id, row.id));
  if (!current || !EDITABLE.includes(current.status)) return { refused: 'submitted' };
  return { kept: false, seq: current.seq, savedAt: current.savedAt ?? now };
}

export type SubmitOutcome = { row: SubmissionRecord } | { refused: 'closed' };

/**
 * Submits the stored answers once. The update only takes a row still editable with
 * submissions left and unchanged since it was read (same seq), so of two concurrent submits
 * one wins; the other (and any retry) finds the row submitted and answers with it unchanged.
 */
export async function submitWork(
  db: Database,
  work: AssignmentRow,
  row: SubmissionRecord,
  now: Date,
): Promise<SubmitOutcome> {
  const questions = await questionsOf(db, work);
  let current = row;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!EDITABLE.includes(current.status) || current.submitsLeft < 1) return { row: current };
    // Homework is refused after its due time; an exam past its time submits what was saved.
    if (work.kind === 'homework' && current.status !== 'returned' && now > work.dueAt) {
      return { refused: 'closed' };
    }
    const marked = markSubmission(questions, current.answers, current);
    const [done] = await db
      .update(submission)
      .set({
        status: marked.pending > 0 ? 'submitted' : 'marked',
        marks: marked.marks,
        score: marked.score,
        pending: marked.pending,
        submitsLeft: sql`${submission.submitsLeft} - 1`,
        submittedAt: now,
        firstSavedAt: sql`coalesce(${submission.firstSavedAt}, ${now})`,
      })
      .where(
        and(
          eq(submission.id, current.id),
          eq(submission.seq, current.seq),
          inArray(submission.status, EDITABLE),
          sql`${submission.submitsLeft} > 0`,
        ),
      )
      .returning();
    if (done) return { row: done };
    const [again] = await db.select().from(submission).where(eq(submission.id, current.id));
    if (!again) throw new Error('submission row vanished');
    current = again;
  }
  return { row: current };
}
