import { Type } from 'typebox';
import {
  ApiPath,
  type AssignmentStatistics,
  type ClassStatistics,
  type Envelope,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { requestLang, translate } from '../http/messages';
import { Id } from '../http/schemas';
import {
  assignmentStatistics,
  classStatistics,
  classStatisticsCsv,
  periodOf,
} from '../queries/assignment-stats';
import { teacherManages } from '../queries/departments';
import { isCalendarDay } from '../queries/volunteer';
import { daysBetween } from '../time';
import { refusal } from './assignments';
import { settleTimedOutExams } from '../queries/exam-timeout';
import { managedAssignment } from './assignments-teacher';

export const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const ClassBody = Type.Object({
  departmentid: Id(),
  from: Type.Optional(Day()),
  to: Type.Optional(Day()),
});

/** Refuses a period that is not two calendar days in order, or (given a cap) is too long. */
export function checkPeriod(period: { from: string; to: string }, maxDays?: number) {
  if (!isCalendarDay(period.from) || !isCalendarDay(period.to) || period.from > period.to) {
    throw refusal('volunteerBadRange');
  }
  // Days, not hours: a period across a change to summer time is not an hour short.
  if (maxDays !== undefined && daysBetween(period.from, period.to) + 1 > maxDays) {
    throw refusal('learningPeriodTooLong', { days: String(maxDays) });
  }
}

/** The class statistics of a class the teacher manages, over a period that exists. */
async function statsOf(
  ctx: AppContext,
  orgId: number,
  teacherId: number,
  body: { departmentid: number; from?: string; to?: string },
): Promise<ClassStatistics> {
  if (!(await teacherManages(ctx.db, orgId, teacherId, body.departmentid))) {
    throw refusal('departmentNotFound');
  }
  const zone = await ctx.timeZones.of(orgId);
  const period = periodOf(ctx.now(), zone, body.from, body.to);
  checkPeriod(period);
  // Timed-out exams count as submitted before anything is counted.
  await settleTimedOutExams(
    ctx.db,
    orgId,
    { departmentIds: [body.departmentid] },
    new Date(ctx.now()),
  );
  return classStatistics(ctx.db, orgId, body.departmentid, period, zone);
}

/** Statistics of homework and exams: one assignment, one class, and the class as CSV. */
export const assignmentStatsRoutes: RoutePlugin = async (app, { ctx }) => {
  const teachersOnly = requireRole('teacher');

  app.post(
    ApiPath.assignmentStatistics,
    { schema: { body: Type.Object({ id: Id() }) }, preHandler: teachersOnly },
    async (request): Promise<Envelope<AssignmentStatistics>> => {
      const { orgId, readerId } = authOf(request);
      const work = await managedAssignment(ctx, orgId, readerId, request.body.id);
      return ok(request, await assignmentStatistics(ctx.db, orgId, work));
    },
  );

  app.post(
    ApiPath.classStatistics,
    { schema: { body: ClassBody }, preHandler: teachersOnly },
    async (request): Promise<Envelope<ClassStatistics>> => {
      const { orgId, readerId } = authOf(request);
      return ok(request, await statsOf(ctx, orgId, readerId, request.body));
    },
  );

  app.get(
    ApiPath.classStatisticsCsv,
    { schema: { querystring: ClassBody }, preHandler: teachersOnly },
    async (request, reply) => {
      const { orgId, readerId } = authOf(request);
      const stats = await statsOf(ctx, orgId, readerId, request.query);
      const lang = requestLang(request);
      const header = (
        [
          'csvReaderCode',
          'csvName',
          'csvSubmissions',
          'csvAverage',
          'csvBooksRead',
          'csvMinutes',
        ] as const
      ).map((key) => translate(lang, key));
      const name = `class-${stats.departmentid}-${stats.from}-${stats.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(classStatisticsCsv(stats, header));
    },
  );
};
