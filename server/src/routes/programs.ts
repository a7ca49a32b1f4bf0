import { Type } from 'typebox';
import {
  ApiPath,
  MAX_GOAL_TARGET,
  MAX_PROGRAM_BOOKS,
  MAX_PROGRAM_DESCRIPTION,
  MAX_PROGRAM_TITLE,
  MAX_PROGRAMS_PER_DEPARTMENT,
  MAX_READING_GOALS,
  ResultCode,
  type Envelope,
  type ReadingGoal,
  type ReadingProgram,
  type ReadingProgramDetail,
  type StudentTasks,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, notFound } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { Id, Int, OptionalBody, Text } from '../http/schemas';
import {
  deleteProgram,
  programDetail,
  saveProgram,
  teacherPrograms,
  type ProgramOutcome,
} from '../queries/programs';
import { deleteGoal, saveGoal, studentTasks, type GoalOutcome } from '../queries/reading-tasks';
import { isCalendarDay } from '../queries/volunteer';
import { libraryDay } from '../time';
import { readerWriteLimit } from './rate-limit';

const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** A title with at least one character that is not a space. */
const Title = () => Type.String({ minLength: 1, maxLength: MAX_PROGRAM_TITLE, pattern: '\\S' });

const ListBody = OptionalBody(
  Type.Object({
    departmentid: Type.Optional(Id()),
    current: Type.Optional(Type.Boolean()),
  }),
);
const IdBody = Type.Object({ id: Id() });
const ProgramBody = Type.Object({
  id: Type.Optional(Id()),
  departmentid: Id(),
  title: Title(),
  description: Type.Optional(Text(MAX_PROGRAM_DESCRIPTION)),
  startdate: Day(),
  enddate: Day(),
  bookids: Type.Array(Id(), { minItems: 1, maxItems: MAX_PROGRAM_BOOKS }),
});
const GoalBody = Type.Object({
  id: Type.Optional(Id()),
  title: Title(),
  targetcount: Type.Optional(Int(1, MAX_GOAL_TARGET)),
  bookids: Type.Optional(Type.Array(Id(), { maxItems: MAX_PROGRAM_BOOKS })),
  duedate: Day(),
});

const refusal = (key: MessageKey, params?: Record<string, string>) =>
  new ApiError(200, ResultCode.businessError, key, params);

function checkDays(...days: string[]) {
  if (!days.every(isCalendarDay)) throw refusal('programBadDate');
}

/** Each refusal of a program save, as the client is told it. */
const programRefusals = {
  notYourClass: () => new ApiError(403, ResultCode.forbidden, 'programNotYourClass'),
  notFound: () => notFound('programNotFound'),
  bookNotFound: () => refusal('programBookNotFound'),
  duplicate: () => refusal('programDuplicate'),
  badRange: () => refusal('programBadRange'),
} satisfies Record<
  Exclude<Extract<ProgramOutcome, { refused: string }>['refused'], 'tooMany'>,
  () => ApiError
>;

const goalRefusals = {
  notFound: () => notFound('goalNotFound'),
  bookNotFound: () => refusal('programBookNotFound'),
  duplicate: () => refusal('goalDuplicate'),
  noTarget: () => refusal('goalNoTarget'),
} satisfies Record<
  Exclude<Extract<GoalOutcome, { refused: string }>['refused'], 'tooMany'>,
  () => ApiError
>;

/**
 * Reading programs (/ReadingProgram, /teacher-plan-detail) for teachers, and reading
 * tasks (/student-task) for students: a teacher reaches only the classes they manage, a student
 * only their own class's programs and their own goals.
 */
export const programRoutes: RoutePlugin = async (app, { ctx }) => {
  const teachers = requireRole('teacher');
  const students = requireRole('student');

  app.post(
    ApiPath.readingPrograms,
    { schema: { body: ListBody }, preHandler: teachers },
    async (request): Promise<Envelope<ReadingProgram[]>> => {
      const { orgId, readerId } = authOf(request);
      const today = libraryDay(ctx.now(), await ctx.timeZones.of(orgId));
      return ok(request, await teacherPrograms(ctx.db, orgId, readerId, request.body ?? {}, today));
    },
  );

  app.post(
    ApiPath.readingProgram,
    { schema: { body: IdBody }, preHandler: teachers },
    async (request): Promise<Envelope<ReadingProgramDetail>> => {
      const { orgId, readerId } = authOf(request);
      const zone = await ctx.timeZones.of(orgId);
      const detail = await programDetail(ctx.db, orgId, readerId, request.body.id, zone);
      if (!detail) throw notFound('programNotFound');
      return ok(request, detail);
    },
  );

  app.post(
    ApiPath.saveReadingProgram,
    {
      schema: { body: ProgramBody },
      preHandler: [teachers, readerWriteLimit(ctx, 'readingPrograms')],
    },
    async (request): Promise<Envelope<ReadingProgram>> => {
      const { orgId, readerId } = authOf(request);
      checkDays(request.body.startdate, request.body.enddate);
      const outcome = await saveProgram(
        ctx.db,
        orgId,
        readerId,
        request.body,
        MAX_PROGRAMS_PER_DEPARTMENT,
      );
      if ('ok' in outcome) return ok(request, outcome.program);
      if (outcome.refused === 'tooMany') {
        throw refusal('tooManyPrograms', { max: String(outcome.max) });
      }
      throw programRefusals[outcome.refused]();
    },
  );

  app.post(
    ApiPath.deleteReadingProgram,
    { schema: { body: IdBody }, preHandler: [teachers, readerWriteLimit(ctx, 'readingPrograms')] },
    async (request): Promise<Envelope<null>> => {
      const { orgId, readerId } = authOf(request);
      if (!(await deleteProgram(ctx.db, orgId, readerId, request.body.id))) {
        throw notFound('programNotFound');
      }
      return ok(request, null);
    },
  );

  app.post(
    ApiPath.studentTasks,
    { preHandler: students },
    async (request): Promise<Envelope<StudentTasks>> => {
      const { orgId, readerId } = authOf(request);
      const zone = await ctx.timeZones.of(orgId);
      return ok(request, await studentTasks(ctx.db, orgId, readerId, zone));
    },
  );

  app.post(
    ApiPath.saveReadingGoal,
    { schema: { body: GoalBody }, preHandler: [students, readerWriteLimit(ctx, 'readingGoals')] },
    async (request): Promise<Envelope<ReadingGoal>> => {
      const { orgId, readerId } = authOf(request);
      checkDays(request.body.duedate);
      const outcome = await saveGoal(ctx.db, orgId, readerId, request.body, MAX_READING_GOALS);
      if ('ok' in outcome) return ok(request, outcome.goal);
      if (outcome.refused === 'tooMany') {
        throw refusal('tooManyGoals', { max: String(outcome.max) });
      }
      throw goalRefusals[outcome.refused]();
    },
  );

  app.post(
    ApiPath.deleteReadingGoal,
    { schema: { body: IdBody }, preHandler: [students, readerWriteLimit(ctx, 'readingGoals')] },
    async (request): Promise<Envelope<null>> => {
      const { orgId, readerId } = authOf(request);
      if (!(await deleteGoal(ctx.db, orgId, readerId, request.body.id))) {
        throw notFound('goalNotFound');
      }
      return ok(request, null);
    },
  );
};
