import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiPath, type CalendarFeed, type Envelope } from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import {
  feedEvents,
  feedIcs,
  feedKey,
  feedReader,
  feedSecret,
  isFeedSecret,
  resetFeedSecret,
} from '../circulation/calendar';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { absoluteUrl } from '../http/public-url';
import { ApiError, notFound } from '../http/errors';
import { countCall, type LimitWindow } from '../http/limit-counter';
import { requestLang } from '../http/messages';
import { OptionalBody, Text } from '../http/schemas';
import { addressOf, readerWriteLimit } from './rate-limit';
import { ResultCode } from '../../../src/core/api/contract';

const FEED_SUFFIX = '.ics';
/**
 * A calendar app refreshes a subscription a few times an hour at most; one address asking 30
 * times a minute is guessing secrets (2^256 of them: hopeless, but it costs us queries).
 */
const FEED_LIMITS: LimitWindow[] = [{ max: 30, windowMs: 60_000 }];
const FeedParams = Type.Object({ file: Text(100) });
const EmptyBody = OptionalBody(Type.Object({}));

const feedPath = (secret: string) => `${ApiPath.calendarFeed}/${secret}${FEED_SUFFIX}`;

/** The feed's path, and its absolute URL where PUBLIC_URL says how readers reach the API. */
function feedOf(request: FastifyRequest, secret: string): CalendarFeed {
  const feedpath = feedPath(secret);
  return request.server.publicUrl
    ? { feedpath, feedurl: absoluteUrl(request, `/api${feedpath}`) }
    : { feedpath };
}

/**
 * The private calendar feed: the reader gets (or resets) its URL; the feed itself needs no
 * login, the secret in the URL is the credential (circulation/calendar.ts).
 */
export const calendarRoutes: RoutePlugin = async (app, { ctx }) => {
  const key = feedKey(ctx.secrets.jwtSecret);

  app.post(
    ApiPath.calendarQuery,
    { schema: { body: EmptyBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<CalendarFeed>> => {
      const secret = await feedSecret(ctx.db, key, authOf(request).readerId);
      return ok(request, feedOf(request, secret));
    },
  );

  app.post(
    ApiPath.calendarReset,
    {
      schema: { body: EmptyBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'privacy')],
    },
    async (request): Promise<Envelope<CalendarFeed>> => {
      const secret = await resetFeedSecret(ctx.db, key, authOf(request).readerId);
      return ok(request, feedOf(request, secret));
    },
  );

  app.get(
    `${ApiPath.calendarFeed}/:file`,
    {
      schema: { params: FeedParams },
      onRequest: async (request, reply) => {
        const wait = await countCall(
          ctx.shared,
          ctx.now(),
          'calendar-feed',
          addressOf(request),
          FEED_LIMITS,
        );
        if (wait === undefined) return;
        reply.header('retry-after', String(wait));
        throw new ApiError(429, ResultCode.tooManyRequests, 'tooManyCalendarRequests');
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const secret = file.endsWith(FEED_SUFFIX) ? file.slice(0, -FEED_SUFFIX.length) : '';
      // Garbage, an old secret and an unknown one all answer the same 404.
      const owner = isFeedSecret(secret) ? await feedReader(ctx.db, secret) : undefined;
      if (owner === undefined) throw notFound();
      const events = await feedEvents(ctx.db, owner.readerId, ctx.now());
      const ics = feedIcs(requestLang(request), events, await ctx.timeZones.of(owner.orgId));
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          // The URL is the credential: keep it out of referrers.
          .header('referrer-policy', 'no-referrer')
          .send(ics)
      );
    },
  );
};
