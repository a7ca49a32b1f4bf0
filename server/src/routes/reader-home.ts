import { Type } from 'typebox';
import {
  ApiPath,
  DEFAULT_RANKING_COUNT,
  DEFAULT_RECOMMENDED_READING,
  MAX_RANKING_COUNT,
  MAX_RECOMMENDED_READING,
  RANKING_PERIODS,
  RANKING_SCOPES,
  type Envelope,
  type FollowCounts,
  type RankingForUser,
  type RecommendedBook,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { unauthenticated } from '../http/errors';
import { Int, OrgInBody } from '../http/schemas';
import { copyCounts, toSummary } from '../queries/books';
import { followCounts, recommendForReader } from '../queries/reader-home';
import { myRanking, rankBooks, rankReaders, readerGroup, sliceFor } from '../queries/reading-stats';
import { classTotal } from '../queries/class-ranking';
import { periodAt, zoneOfOrganization } from '../time';
import { orgInScope } from './scope';

const RankingBody = Type.Object({
  period: Type.Union(RANKING_PERIODS.map((period) => Type.Literal(period))),
  count: Type.Optional(Int(1, MAX_RANKING_COUNT)),
  ...OrgInBody,
  scope: Type.Optional(Type.Union(RANKING_SCOPES.map((scope) => Type.Literal(scope)))),
  readercount: Type.Optional(Int(1, MAX_RANKING_COUNT)),
});
const RecommendedQuery = Type.Object({ count: Type.Optional(Int(1, MAX_RECOMMENDED_READING)) });

/** The reader's home page: ranking excerpt, recommended reading, follows and fans. */
export const readerHomeRoutes: RoutePlugin = async (app, { ctx }) => {
  /**
   * Public for the organisation's books (a school page may show its ranking board); logged in,
   * the reader's own organisation whatever the body names, with the reader's own count.
   */
  app.post(
    ApiPath.rankingForUser,
    { schema: { body: RankingBody } },
    async (request): Promise<Envelope<RankingForUser>> => {
      const { period, count = DEFAULT_RANKING_COUNT, organizationid } = request.body;
      const { scope = 'organization', readercount } = request.body;
      const org = await orgInScope(ctx, request, organizationid);
      const now = ctx.now();
      const zone = zoneOfOrganization(org, (message) => request.log.warn(message));
      const bounds = periodAt(period, now, zone);
      const auth = request.auth;
      // A class or a grade is the caller's own: a stranger has none.
      if (!auth && scope !== 'organization') throw unauthenticated();
      const group = auth ? await readerGroup(ctx.db, auth.readerId) : null;
      const slice = sliceFor(
        org.id,
        scope,
        group ?? { departmentId: null, grade: null },
        period,
        now,
        zone,
      );
      // Rollups (jobs/reading-stats.ts), never the loans: a ranking is a few index reads.
      const [books, mine, readers, classtotal] = slice
        ? await Promise.all([
            rankBooks(ctx.db, slice, count),
            auth ? myRanking(ctx.db, slice, auth.readerId) : null,
            auth && readercount ? rankReaders(ctx.db, slice, auth.readerId, readercount) : [],
            classTotal(ctx.db, slice),
          ])
        : [[], auth ? { borrows: 0, rank: null, readers: 0 } : null, [], null];
      return ok(request, {
        period,
        from: bounds.from.toISOString(),
        to: bounds.to.toISOString(),
        books,
        mine,
        scope,
        readers,
        ...(slice?.scope === 'class' ? { classtotal } : {}),
      });
    },
  );

  app.get(
    ApiPath.recommendedForReader,
    { schema: { querystring: RecommendedQuery }, preHandler: requireRole() },
    async (request): Promise<Envelope<RecommendedBook[]>> => {
      const { readerId, orgId } = authOf(request);
      const limit = request.query.count ?? DEFAULT_RECOMMENDED_READING;
      const hits = await recommendForReader(ctx.db, orgId, readerId, ctx.now(), limit);
      const counts = await copyCounts(
        ctx.db,
        orgId,
        hits.map((hit) => hit.id),
      );
      return ok(
        request,
        hits.map(({ category, ...hit }) => ({
          ...toSummary(hit, counts.get(hit.id)),
          reason: category === null ? 'popular' : 'category',
          category,
        })),
      );
    },
  );

  // Following itself comes with the social features; until then both counts are real and 0.
  app.get(
    ApiPath.followCounts,
    { preHandler: requireRole() },
    async (request): Promise<Envelope<FollowCounts>> => {
      const { readerId, orgId } = authOf(request);
      return ok(request, await followCounts(ctx.db, orgId, readerId));
    },
  );
};
