import { Type } from 'typebox';
import {
  ApiPath,
  PORTRAIT_FIRST_YEAR,
  PORTRAIT_LAST_YEAR,
  type Envelope,
  type RankingSetting,
  type ReadingPortrait,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { Int, OptionalBody } from '../http/schemas';
import { readingPortrait, rankingSetting, setRankingSetting } from '../queries/reading-stats';
import { historySetting } from '../queries/circulation';
import { libraryYear } from '../time';
import { readerWriteLimit } from './rate-limit';

const PortraitBody = OptionalBody(
  Type.Object({ year: Type.Optional(Int(PORTRAIT_FIRST_YEAR, PORTRAIT_LAST_YEAR)) }),
);
const EmptyBody = OptionalBody(Type.Object({}));
const SettingBody = Type.Object({ showname: Type.Boolean() });

/** The portrait of a reader who turned their history off: the year asked, and nothing else. */
const withoutHistory = (year: number): ReadingPortrait => ({
  history: false,
  year,
  years: [],
  borrows: 0,
  activemonths: 0,
  categorycount: 0,
  authorcount: 0,
  rank: null,
  readers: 0,
  months: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, borrows: 0 })),
  categories: [],
  authors: [],
  streaks: { longestweeks: 0, currentweeks: 0, longestmonths: 0 },
});

/** The reader's own reading portrait, and whether rankings show their name to other readers. */
export const readingStatsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.readingPortrait,
    { schema: { body: PortraitBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<ReadingPortrait>> => {
      const { readerId, orgId } = authOf(request);
      const now = ctx.now();
      const zone = await ctx.timeZones.of(orgId);
      const year = request.body?.year ?? libraryYear(now, zone);
      // A reader who keeps no reading history gets no portrait of it: nothing read from the loans.
      const { keepHistory } = await historySetting(ctx.db, readerId);
      if (!keepHistory) return ok(request, withoutHistory(year));
      return ok(request, await readingPortrait(ctx.db, orgId, readerId, year, now, zone));
    },
  );

  app.post(
    ApiPath.rankingSetting,
    { schema: { body: EmptyBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<RankingSetting>> =>
      ok(request, { showname: await rankingSetting(ctx.db, authOf(request).readerId) }),
  );

  app.post(
    ApiPath.rankingSettingUpdate,
    {
      schema: { body: SettingBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'privacy')],
    },
    async (request): Promise<Envelope<RankingSetting>> => {
      const { readerId } = authOf(request);
      const showname = await setRankingSetting(ctx.db, readerId, request.body.showname);
      return ok(request, { showname });
    },
  );
};
