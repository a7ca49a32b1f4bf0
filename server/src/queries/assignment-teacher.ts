/**
 * The teacher's side of an assignment: setting it (bank and inline questions in one
 * transaction), who submitted and who did not, one student's work, marking and returning.
 * The routes check `teacherManages` for the assignment's class before calling these.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type {
  AssignmentDetail,
  CreateAssignmentRequest,
  SubmissionDetail,
  SubmissionRow,
  SubmissionStatus,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { assignment, assignmentQuestion, submission } from '../db/tables/assignments';
import { question } from '../db/tables/questions';
import { applyTeacherMarks, type TeacherMarkProblem } from '../marking/submission';
import type { QuestionInput } from '../marking';
import { questionSnapshots, setQuestions, type QuestionSnapshot } from './assignment-questions';
import { assignmentSummary, classStudents, type AssignmentRow } from './assignments';
import { statusOf, type SubmissionRecord } from './submissions';

/** A question of the new assignment: a bank id, or a checked inline question to insert. */
export type PlannedQuestion =
  | { questionId: number; points: number }
  | { inline: QuestionInput & { explanation: string }; points: number };

/** Inserts the assignment, its inline questions (into the bank, private) and their order. */
export async function createAssignment(
  db: Database,
  orgId: number,
  teacherId: number,
  request: Omit<CreateAssignmentRequest, 'questions'>,
  planned: PlannedQuestion[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(assignment)
      .values({
        organizationId: orgId,
        teacherId,
        departmentId: request.departmentid,
        kind: request.kind,
        title: request.title.trim(),
        bookId: request.bookid ?? null,
        opensAt: new Date(request.opensat),
        dueAt: new Date(request.dueat),
        durationMinutes: request.kind === 'exam' ? (request.durationminutes ?? null) : null,
      })
      .returning({ id: assignment.id });
    if (!made) throw new Error('assignment insert returned nothing');
    // Bank questions are copied as they are now (read inside the transaction); an inline
    // question's copy is what the teacher wrote.
    const picked = planned.flatMap((item) => ('questionId' in item ? [item.questionId] : []));
    const bank = await questionSnapshots(tx, orgId, picked);
    const rows: (typeof assignmentQuestion.$inferInsert)[] = [];
    for (const [i, item] of planned.entries()) {
      let questionId: number;
      let snapshot: QuestionSnapshot | undefined;
      if ('questionId' in item) {
        questionId = item.questionId;
        snapshot = bank.get(questionId);
      } else {
        const { type, title, stems, key, explanation } = item.inline;
        snapshot = { type, title, stems, key, explanation };
        const [inserted] = await tx
          .insert(question)
          .values({
            organizationId: orgId,
            authorId: teacherId,
            ...snapshot,
            bookId: request.bookid ?? null,
            points: item.inline.points,
            shared: false,
          })
          .returning({ id: question.id });
        if (!inserted) throw new Error('question insert returned nothing');
        questionId = inserted.id;
      }
      if (!snapshot) throw new Error('picked question vanished');
      rows.push({
        assignmentId: made.id,
        questionId,
        position: i + 1,
        points: item.points,
        ...snapshot,
      });
    }
    await tx.insert(assignmentQuestion).values(rows);
    return made.id;
  });
}

const toRow = (
  student: { id: number; readercode: string; name: string },
  work: SubmissionRecord | undefined,
): SubmissionRow => {
  const submitted = work?.submittedAt ?? null;
  const first = work?.firstSavedAt ?? null;
  return {
    readerid: student.id,
    readercode: student.readercode,
    name: student.name,
    status: statusOf(work),
    score: work && work.status !== 'draft' ? work.score : null,
    pending: work?.pending ?? 0,
    submittedat: submitted?.toISOString() ?? null,
    seconds: submitted && first ? Math.max(0, Math.round((+submitted - +first) / 1000)) : null,
  };
};

/** The assignment with keys and every student of its class with their status. */
export async function assignmentDetail(
  db: Database,
  orgId: number,
  work: AssignmentRow,
): Promise<AssignmentDetail> {
  const [summary, questions, students, rows] = await Promise.all([
    assignmentSummary(db, orgId, work.id),
    setQuestions(db, work.id),
    classStudents(db, orgId, work.departmentId),
    db.select().from(submission).where(eq(submission.assignmentId, work.id)),
  ]);
  if (!summary) throw new Error('assignment vanished');
  const byReader = new Map(rows.map((row) => [row.readerId, row]));
  const list = students.map((student) => toRow(student, byReader.get(student.id)));
  return {
    ...summary,
    studentcount: list.length,
    submittedcount: list.filter((row) => isSubmitted(row.status)).length,
    questions,
    students: list,
  };
}

export const isSubmitted = (status: SubmissionStatus) =>
  status === 'submitted' || status === 'marked';

/** A student of the assignment's class, and their row if they have one. */
export async function studentWork(
  db: Database,
  orgId: number,
  work: AssignmentRow,
  readerId: number,
) {
  const students = await classStudents(db, orgId, work.departmentId);
  const student = students.find((item) => item.id === readerId);
  if (!student) return undefined;
  const [row] = await db
    .select()
    .from(submission)
    .where(and(eq(submission.assignmentId, work.id), eq(submission.readerId, readerId)));
  return { student, row };
}

export const submissionDetail = (
  student: { id: number; readercode: string; name: string },
  row: SubmissionRecord | undefined,
): SubmissionDetail => ({
  ...toRow(student, row),
  answers: row && row.status !== 'draft' ? row.answers : {},
  marks: row?.marks ?? {},
});

export type MarkOutcome =
  { row: SubmissionRecord } | { refused: 'notSubmitted' } | { refused: TeacherMarkProblem };

/** The teacher's marks on a submitted (or marked) work; all marked: the student sees them. */
export async function markWork(
  db: Database,
  work: AssignmentRow,
  row: SubmissionRecord,
  marks: { questionid: number; score: number; comment?: string }[],
): Promise<MarkOutcome> {
  if (!isSubmitted(row.status as SubmissionStatus)) return { refused: 'notSubmitted' };
  const applied = applyTeacherMarks(await setQuestions(db, work.id), row.marks, marks);
  if ('problem' in applied) return { refused: applied.problem };
  const [done] = await db
    .update(submission)
    .set({
      marks: applied.marks,
      score: applied.score,
      pending: applied.pending,
      status: applied.pending > 0 ? 'submitted' : 'marked',
    })
    .where(and(eq(submission.id, row.id), inArray(submission.status, ['submitted', 'marked'])))
    .returning();
  return done ? { row: done } : { refused: 'notSubmitted' };
}

/** Back to the student for revision: they may save and submit once more. */
export async function returnWork(db: Database, row: SubmissionRecord) {
  const [done] = await db
    .update(submission)
    .set({ status: 'returned', submitsLeft: 1 })
    .where(and(eq(submission.id, row.id), inArray(submission.status, ['submitted', 'marked'])))
    .returning();
  return done;
}
