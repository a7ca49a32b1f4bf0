import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { Type } from 'typebox';
import { ApiPath, type Envelope } from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { unauthenticated } from '../http/errors';
import { OptionalBody } from '../http/schemas';
import { readerScore } from '../queries/points';
import { awardPoints } from '../queries/settings';

/** Points for staying online 30 minutes (the client's timer fires once). */
const ONLINE_30_POINTS = 5;
/** The client's timer (1,800,000 ms); the server holds readers to it. */
export const ONLINE_PERIOD_MS = 30 * 60_000;

export interface PointsResult {
  score: number;
}

const schema = { body: OptionalBody(Type.Object({})) };

/** The reader's last award, kept in the shared state while it is recent. */
export const lastAwardKey = (orgId: number, readerId: number) =>
  `points:online:${orgId}:${readerId}`;

/**
 * When the caller's access token was issued (ms), which the guard has verified: the session
 * is at least that old. A refreshed token is younger than its session, so a reader is never
 * paid early, at worst once late.
 */
function tokenIssuedAt(request: FastifyRequest): number | undefined {
  const token = request.headers.authorization?.trim().split(/\s+/)[1];
  if (!token) return undefined;
  try {
    const { iat } = decodeJwt(token);
    return typeof iat === 'number' ? iat * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export const pointRoutes: RoutePlugin = async (app, { ctx }) => {
  /**
   * The server decides, not the client's timer: points only when 30 minutes have passed since
   * the later of the session's start and the reader's last award. The last award is a key
   * that lives 30 minutes in the shared state, taken by one call only (setIfAbsent), so 20
   * calls at once, or on several instances, pay once. Otherwise the score comes back as it is.
   */
  const award = async (request: FastifyRequest): Promise<Envelope<PointsResult>> => {
    const { readerId, orgId } = authOf(request);
    const now = ctx.now();
    const issuedAt = tokenIssuedAt(request);
    const due =
      issuedAt !== undefined &&
      now - issuedAt >= ONLINE_PERIOD_MS &&
      (await ctx.shared.setIfAbsent(lastAwardKey(orgId, readerId), String(now), ONLINE_PERIOD_MS));
    const score = due
      ? await awardPoints(ctx.db, readerId, orgId, ONLINE_30_POINTS, 'online')
      : await readerScore(ctx.db, readerId, orgId);
    if (score === undefined) throw unauthenticated();
    return ok(request, { score });
  };

  app.post(ApiPath.studentOnlineOver30, { schema, preHandler: requireRole('student') }, award);
  app.post(ApiPath.teacherOnlineOver30, { schema, preHandler: requireRole('teacher') }, award);
};
