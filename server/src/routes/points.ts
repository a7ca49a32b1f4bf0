import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiPath, type Envelope } from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { unauthenticated } from '../http/errors';
import { OptionalBody } from '../http/schemas';
import { addPoints } from '../queries/readers';

/** Points for staying online 30 minutes (spec §4: the client's timer fires once). */
const ONLINE_30_POINTS = 5;

export interface PointsResult {
  score: number;
}

const schema = { body: OptionalBody(Type.Object({})) };

export const pointRoutes: RoutePlugin = async (app, { ctx }) => {
  const award = async (request: FastifyRequest): Promise<Envelope<PointsResult>> => {
    const { readerId, orgId } = authOf(request);
    const score = await addPoints(ctx.db, readerId, orgId, ONLINE_30_POINTS);
    if (score === undefined) throw unauthenticated();
    return ok(request, { score });
  };

  app.post(ApiPath.studentOnlineOver30, { schema, preHandler: requireRole('student') }, award);
  app.post(ApiPath.teacherOnlineOver30, { schema, preHandler: requireRole('teacher') }, award);
};
