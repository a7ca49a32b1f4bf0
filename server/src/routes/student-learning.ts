import { Type } from 'typebox';
import { and, eq } from 'drizzle-orm';
import {
  ApiPath,
  DEFAULT_GRADES_PAGE_SIZE,
  MAX_GRADES_PAGE_SIZE,
  MAX_LEARNING_DAYS,
  type Envelope,
  type GradeItem,
  type LearningStatistics,
  type Page,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { reader } from '../db/schema';
import { ok } from '../http/envelope';
import { Int, OptionalBody } from '../http/schemas';
import { periodOf } from '../queries/assignment-stats';
import { settleTimedOutExams } from '../queries/exam-timeout';
import { gradesPage, learningStatistics } from '../queries/student-learning';
import { checkPeriod, Day } from './assignment-stats';

const StatisticsBody = OptionalBody(
  Type.Object({ from: Type.Optional(Day()), to: Type.Optional(Day()) }),
);
const GradesBody = OptionalBody(
  Type.Object({
    kind: Type.Optional(Type.Union([Type.Literal('homework'), Type.Literal('exam')])),
    index: Type.Optional(Int(1, 100_000)),
    pagesize: Type.Optional(Int(1, MAX_GRADES_PAGE_SIZE)),
  }),
);

/**
 * The student's own statistics and grades. Students only: a teacher has no class of their own
 * to be compared with (403, as on the other student calls of this area).
 */
export const studentLearningRoutes: RoutePlugin = async (app, { ctx }) => {
  const studentsOnly = requireRole('student');

  app.post(
    ApiPath.learningStatistics,
    { schema: { body: StatisticsBody }, preHandler: studentsOnly },
    async (request): Promise<Envelope<LearningStatistics>> => {
      const { orgId, readerId } = authOf(request);
      const zone = await ctx.timeZones.of(orgId);
      const period = periodOf(ctx.now(), zone, request.body?.from, request.body?.to);
      // A bounded period keeps the grouped queries small whatever dates a client sends.
      checkPeriod(period, MAX_LEARNING_DAYS);
      const [me] = await ctx.db
        .select({ departmentId: reader.departmentId })
        .from(reader)
        .where(and(eq(reader.id, readerId), eq(reader.organizationId, orgId)));
      // Timed-out exams of the class count as submitted (and marked) before the figures.
      const scope = me?.departmentId ? { departmentIds: [me.departmentId] } : { readerId };
      await settleTimedOutExams(ctx.db, orgId, scope, new Date(ctx.now()));
      const stats = await learningStatistics(
        ctx.db,
        { orgId, readerId },
        me?.departmentId ?? null,
        period,
        zone,
        new Date(ctx.now()),
      );
      return ok(request, stats);
    },
  );

  app.post(
    ApiPath.learningGrades,
    { schema: { body: GradesBody }, preHandler: studentsOnly },
    async (request): Promise<Envelope<Page<GradeItem>>> => {
      const { orgId, readerId } = authOf(request);
      await settleTimedOutExams(ctx.db, orgId, { readerId }, new Date(ctx.now()));
      const body = request.body;
      const spec = {
        index: body?.index ?? 1,
        pagesize: body?.pagesize ?? DEFAULT_GRADES_PAGE_SIZE,
      };
      return ok(request, await gradesPage(ctx.db, { orgId, readerId }, body?.kind, spec));
    },
  );
};
