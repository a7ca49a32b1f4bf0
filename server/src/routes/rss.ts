import { Type } from 'typebox';
import {
  ApiPath,
  ResultCode,
  RSS_NAME_MAX_LENGTH,
  RSS_URL_MAX_LENGTH,
  type Envelope,
  type RssFeed,
  type RssSubscription,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, invalidInput, notFound } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { Id, OptionalBody, Text } from '../http/schemas';
import {
  deleteSubscription,
  findSubscription,
  listSubscriptions,
  saveSubscription,
  type SaveOutcome,
} from '../queries/rss';
import { checkFeedUrl, FeedError, refusedBeforeLookup, type FeedErrorCode } from '../rss/fetch';
import { readerWriteLimit } from './rate-limit';

const SaveBody = Type.Object({
  id: Type.Optional(Id()),
  url: Text(RSS_URL_MAX_LENGTH),
  name: Text(RSS_NAME_MAX_LENGTH),
});
const IdBody = Type.Object({ id: Id() });

const refusal = (key: MessageKey, params?: Record<string, string>) =>
  new ApiError(200, ResultCode.businessError, key, params);

/** Why a feed was not read → what the reader is told. */
export const feedErrorKeys = {
  urlRefused: 'rssUrlInvalid',
  addressRefused: 'rssAddressRefused',
  tooManyRedirects: 'rssTooManyRedirects',
  timeout: 'rssTimeout',
  tooLarge: 'rssTooLarge',
  badStatus: 'rssBadStatus',
  unreachable: 'rssUnreachable',
  notAFeed: 'rssNotAFeed',
} as const satisfies Record<FeedErrorCode, MessageKey>;

function saveError(outcome: Exclude<SaveOutcome, { subscription: RssSubscription }>): ApiError {
  if (outcome.refused === 'notFound') return notFound('rssNotFound');
  if (outcome.refused === 'limit') return refusal('rssLimit', { max: String(outcome.max) });
  return refusal('rssDuplicate');
}

/**
 * RSS subscriptions: the reader's list, adding and editing (address and name checked here: a valid
 * URL and a name required), removing, and reading a subscription's feed, fetched by the server
 * through the address filter of rss/fetch.ts. Only a saved subscription of the caller can be read,
 * so the fetcher is never a free-form URL proxy.
 */
export const rssRoutes: RoutePlugin = async (app, { ctx }) => {
  const { allowHosts } = ctx.rssFeeds.options.fetch;

  app.post(
    ApiPath.rssList,
    { schema: { body: OptionalBody(Type.Object({})) }, preHandler: requireRole() },
    async (request): Promise<Envelope<RssSubscription[]>> =>
      ok(request, await listSubscriptions(ctx.db, authOf(request))),
  );

  app.post(
    ApiPath.rssSave,
    {
      schema: { body: SaveBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'rssChanges')],
    },
    async (request): Promise<Envelope<RssSubscription>> => {
      const name = request.body.name.trim();
      if (name === '') throw invalidInput(400, 'rssNameRequired', 'name');
      const url = checkFeedUrl(request.body.url.trim());
      if (url instanceof FeedError) throw invalidInput(400, 'rssUrlInvalid', 'url');
      // An address that is private on its face is refused now; names are checked on each fetch.
      if (refusedBeforeLookup(url, allowHosts)) throw refusal('rssAddressRefused');
      const outcome = await saveSubscription(ctx.db, authOf(request), {
        id: request.body.id,
        url: url.href,
        name,
      });
      if ('refused' in outcome) throw saveError(outcome);
      return ok(request, outcome.subscription);
    },
  );

  app.post(
    ApiPath.rssDelete,
    { schema: { body: IdBody }, preHandler: [requireRole(), readerWriteLimit(ctx, 'rssChanges')] },
    async (request): Promise<Envelope<null>> => {
      const deleted = await deleteSubscription(ctx.db, authOf(request), request.body.id);
      if (!deleted) throw notFound('rssNotFound');
      return ok(request, null);
    },
  );

  app.post(
    ApiPath.rssItems,
    { schema: { body: IdBody }, preHandler: [requireRole(), readerWriteLimit(ctx, 'rssReads')] },
    async (request): Promise<Envelope<RssFeed>> => {
      const subscription = await findSubscription(ctx.db, authOf(request), request.body.id);
      if (!subscription) throw notFound('rssNotFound');
      const outcome = await ctx.rssFeeds.read(subscription.url);
      if ('failed' in outcome) throw refusal(feedErrorKeys[outcome.failed]);
      const { title, link, items, fetchedAt } = outcome.feed;
      return ok(request, { id: subscription.id, title, link, items, fetchedat: fetchedAt });
    },
  );
};
