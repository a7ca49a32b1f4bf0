/**
 * An assignment's questions as set: the copy of each bank question taken when the homework or
 * exam was set (students see it, marking uses it), and taking that copy.
 */
import { and, asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type {
  AssignmentQuestion,
  QuestionAnswer,
  QuestionStem,
  QuestionTypeId,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { assignmentQuestion } from '../db/tables/assignments';
import { question } from '../db/tables/questions';
import type { SetQuestion } from '../marking/submission';

/** The snapshot column if it was taken, else the bank's (rows set before snapshots). */
const asSet = <T>(copy: AnyColumn, bank: AnyColumn) => sql<T>`coalesce(${copy}, ${bank})`;

/**
 * The questions of an assignment in order, with keys (server side only): the copy taken when it
 * was set, so a later edit or deletion in the bank changes nothing here.
 */
export async function setQuestions(
  db: Database,
  assignmentId: number,
): Promise<(SetQuestion & AssignmentQuestion & { explanation: string })[]> {
  const rows = await db
    .select({
      id: question.id,
      type: asSet<number>(assignmentQuestion.type, question.type),
      title: asSet<string>(assignmentQuestion.title, question.title),
      stems: asSet<QuestionStem[]>(assignmentQuestion.stems, question.stems),
      key: asSet<QuestionAnswer>(assignmentQuestion.key, question.key),
      explanation: asSet<string>(assignmentQuestion.explanation, question.explanation),
      points: assignmentQuestion.points,
      position: assignmentQuestion.position,
    })
    .from(assignmentQuestion)
    .innerJoin(question, eq(question.id, assignmentQuestion.questionId))
    .where(eq(assignmentQuestion.assignmentId, assignmentId))
    .orderBy(asc(assignmentQuestion.position));
  return rows.map((row) => ({ ...row, type: row.type as QuestionTypeId }));
}

const snapshotColumns = {
  type: question.type,
  title: question.title,
  stems: question.stems,
  key: question.key,
  explanation: question.explanation,
};
export type QuestionSnapshot = {
  [K in keyof typeof snapshotColumns]: (typeof question.$inferSelect)[K];
};

/** The content of bank questions to copy into an assignment's rows, by id (same organisation). */
export async function questionSnapshots(db: Database, orgId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, QuestionSnapshot>();
  const rows = await db
    .select({ id: question.id, ...snapshotColumns })
    .from(question)
    .where(and(eq(question.organizationId, orgId), inArray(question.id, ids)));
  return new Map(rows.map(({ id, ...content }) => [id, content]));
}
