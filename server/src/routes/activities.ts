import { Type } from 'typebox';
import {
  ApiPath,
  MAX_COMPETITION_STANDINGS,
  ResultCode,
  type CompetitionStandings,
  type Envelope,
  type LibraryActivity,
  type ReadingCompetition,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { Id } from '../http/schemas';
import {
  activityList,
  cancelSignUp,
  competitionList,
  competitionStandings,
  signUp,
  type SignUpOutcome,
} from '../queries/activities';
import { readerWriteLimit } from './rate-limit';

const IdBody = Type.Object({ id: Id() });

const refusals = {
  notFound: 'activityNotFound',
  full: 'activityFull',
  already: 'activityAlreadySignedUp',
  started: 'activityStarted',
  notSignedUp: 'activityNotSignedUp',
} as const satisfies Record<string, MessageKey>;

function settled(outcome: SignUpOutcome): LibraryActivity {
  if ('ok' in outcome) return outcome.ok;
  throw new ApiError(200, ResultCode.businessError, refusals[outcome.refused]);
}

/**
 * Library activities and reading competitions (/student-activity, /competition): any
 * logged-in reader of the organisation sees them, signs up and cancels; nothing of another
 * organisation is reached.
 */
export const activityRoutes: RoutePlugin = async (app, { ctx }) => {
  const readers = requireRole();
  const writeGuard = [readers, readerWriteLimit(ctx, 'activitySignUps')];

  app.post(
    ApiPath.activityList,
    { preHandler: readers },
    async (request): Promise<Envelope<LibraryActivity[]>> => {
      const { orgId, readerId } = authOf(request);
      return ok(request, await activityList(ctx.db, orgId, readerId, ctx.now()));
    },
  );

  app.post(
    ApiPath.activitySignUp,
    { schema: { body: IdBody }, preHandler: writeGuard },
    async (request): Promise<Envelope<LibraryActivity>> => {
      const { orgId, readerId } = authOf(request);
      return ok(
        request,
        settled(await signUp(ctx.db, orgId, readerId, request.body.id, ctx.now())),
      );
    },
  );

  app.post(
    ApiPath.activityCancel,
    { schema: { body: IdBody }, preHandler: writeGuard },
    async (request): Promise<Envelope<LibraryActivity>> => {
      const { orgId, readerId } = authOf(request);
      return ok(
        request,
        settled(await cancelSignUp(ctx.db, orgId, readerId, request.body.id, ctx.now())),
      );
    },
  );

  app.post(
    ApiPath.competitionList,
    { preHandler: readers },
    async (request): Promise<Envelope<ReadingCompetition[]>> => {
      const { orgId } = authOf(request);
      const zone = await ctx.timeZones.of(orgId);
      return ok(request, await competitionList(ctx.db, orgId, ctx.now(), zone));
    },
  );

  app.post(
    ApiPath.competitionStandings,
    { schema: { body: IdBody }, preHandler: readers },
    async (request): Promise<Envelope<CompetitionStandings>> => {
      const { orgId, readerId } = authOf(request);
      const standings = await competitionStandings(
        ctx.db,
        orgId,
        readerId,
        request.body.id,
        MAX_COMPETITION_STANDINGS,
        ctx.now(),
        await ctx.timeZones.of(orgId),
      );
      if (!standings) throw new ApiError(200, ResultCode.businessError, 'competitionNotFound');
      return ok(request, standings);
    },
  );
};
