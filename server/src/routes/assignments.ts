import { Type } from 'typebox';
import { and, eq } from 'drizzle-orm';
import {
  ApiPath,
  MAX_SHORT_ANSWER,
  ResultCode,
  type AssignmentSummary,
  type Envelope,
  type SaveAnswersResult,
  type StudentAssignment,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { AppContext, RoutePlugin } from '../context';
import { reader } from '../db/schema';
import { ok } from '../http/envelope';
import { ApiError } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { Id, Int, Text } from '../http/schemas';
import { assignmentById, studentAssignments, type AssignmentRow } from '../queries/assignments';
import { settleTimedOutExams } from '../queries/exam-timeout';
import {
  prefetchStudentView,
  saveAnswers,
  studentView,
  submitWork,
  workRow,
  type SaveOutcome,
} from '../queries/submissions';
import { readerWriteLimit } from './rate-limit';

export const refusal = (key: MessageKey, params?: Record<string, string>) =>
  new ApiError(200, ResultCode.businessError, key, params);
export const notFoundAssignment = () =>
  new ApiError(404, ResultCode.notFound, 'assignmentNotFound');

/** An answer as JSON can hold it, bounded: the question decides what fits (checkedAnswer). */
const Answer = Type.Union([
  Text(MAX_SHORT_ANSWER),
  Type.Array(Text(8), { maxItems: 12 }),
  Type.Boolean(),
  Type.Record(Type.String({ maxLength: 8 }), Text(8), { maxProperties: 12 }),
]);
const Answers = Type.Record(Type.String({ pattern: '^\\d{1,10}$' }), Answer, {
  maxProperties: 50,
});
const IdBody = Type.Object({ id: Id() });
const SaveBody = Type.Object({ id: Id(), seq: Int(1), answers: Answers });
const SubmitBody = Type.Object({
  id: Id(),
  seq: Type.Optional(Int(1)),
  answers: Type.Optional(Answers),
});

/** The department of the calling reader (students see their class's assignments). */
async function departmentOf(ctx: AppContext, orgId: number, readerId: number) {
  const [row] = await ctx.db
    .select({ departmentId: reader.departmentId })
    .from(reader)
    .where(and(eq(reader.id, readerId), eq(reader.organizationId, orgId)));
  return row?.departmentId ?? null;
}

/**
 * The assignment if the caller is a student of its class and it has opened; else 404 (another
 * class's or organisation's assignment is not said to exist).
 */
async function studentAssignment(
  ctx: AppContext,
  orgId: number,
  readerId: number,
  id: number,
): Promise<AssignmentRow> {
  const [work, departmentId] = await Promise.all([
    assignmentById(ctx.db, orgId, id),
    departmentOf(ctx, orgId, readerId),
  ]);
  const now = new Date(ctx.now());
  if (!work || work.departmentId !== departmentId || work.opensAt > now) {
    throw notFoundAssignment();
  }
  return work;
}

function throwRefusal(
  outcome: SaveOutcome,
): asserts outcome is Exclude<SaveOutcome, { refused: string }> {
  if ('refused' in outcome) {
    throw refusal(outcome.refused === 'closed' ? 'assignmentClosed' : 'assignmentSubmitted');
  }
}

/** Homework and exams, the student's side: list, open, save as they go, submit once. */
export const assignmentRoutes: RoutePlugin = async (app, { ctx }) => {
  const saveGuard = [requireRole(), readerWriteLimit(ctx, 'homeworkSaves')];

  app.post(
    ApiPath.myAssignments,
    { preHandler: requireRole() },
    async (request): Promise<Envelope<AssignmentSummary[]>> => {
      const { orgId, readerId } = authOf(request);
      const departmentId = await departmentOf(ctx, orgId, readerId);
      if (departmentId === null) return ok(request, []);
      const now = new Date(ctx.now());
      await settleTimedOutExams(ctx.db, orgId, { readerId }, now);
      return ok(request, await studentAssignments(ctx.db, orgId, readerId, departmentId, now));
    },
  );

  app.post(
    ApiPath.openAssignment,
    { schema: { body: IdBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<StudentAssignment>> => {
      const { orgId, readerId } = authOf(request);
      const work = await studentAssignment(ctx, orgId, readerId, request.body.id);
      const now = new Date(ctx.now());
      prefetchStudentView(ctx.db, work);
      // An exam whose time ran out opens as submitted, with what was saved in time.
      await settleTimedOutExams(ctx.db, orgId, { readerId }, now);
      const row = await workRow(ctx.db, orgId, work.id, readerId, now);
      return ok(request, await studentView(ctx.db, work, row));
    },
  );

  app.post(
    ApiPath.saveAnswers,
    { schema: { body: SaveBody }, preHandler: saveGuard },
    async (request): Promise<Envelope<SaveAnswersResult>> => {
      const { orgId, readerId } = authOf(request);
      const { id, seq, answers } = request.body;
      const work = await studentAssignment(ctx, orgId, readerId, id);
      const now = new Date(ctx.now());
      const row = await workRow(ctx.db, orgId, work.id, readerId, now);
      const outcome = await saveAnswers(ctx.db, work, row, seq, answers, now);
      throwRefusal(outcome);
      return ok(request, {
        seq: outcome.seq,
        kept: outcome.kept,
        savedat: outcome.savedAt.toISOString(),
      });
    },
  );

  app.post(
    ApiPath.submitAssignment,
    { schema: { body: SubmitBody }, preHandler: saveGuard },
    async (request): Promise<Envelope<StudentAssignment>> => {
      const { orgId, readerId } = authOf(request);
      const { id, seq, answers } = request.body;
      const work = await studentAssignment(ctx, orgId, readerId, id);
      const now = new Date(ctx.now());
      // The assignment, the row, the save, the submit: four round trips in a row; the view's
      // reads go beside them.
      prefetchStudentView(ctx.db, work);
      let row = await workRow(ctx.db, orgId, work.id, readerId, now);
      // The last answers ride with the submit; a closed exam submits what was saved in time.
      if (seq !== undefined && answers !== undefined) {
        const saved = await saveAnswers(ctx.db, work, row, seq, answers, now);
        if ('kept' in saved && saved.kept) row = saved.row;
      }
      const outcome = await submitWork(ctx.db, work, row, now);
      if ('refused' in outcome) throw refusal('assignmentClosed');
      return ok(request, await studentView(ctx.db, work, outcome.row));
    },
  );
};
