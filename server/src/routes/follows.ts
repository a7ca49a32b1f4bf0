import { Type } from 'typebox';
import {
  ApiPath,
  FOLLOW_LISTS,
  MAX_FOLLOW_PAGE_SIZE,
  MAX_FOLLOW_SEARCH,
  MIN_FOLLOW_SEARCH,
  ResultCode,
  type Envelope,
  type FollowEntry,
  type FollowReading,
  type FollowSetting,
  type Page,
  type ReaderBrief,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, notFound } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { Id, Int, Text } from '../http/schemas';
import {
  findReaderBrief,
  follow,
  followPage,
  recentReading,
  searchReaders,
  setShareReading,
  sharesReading,
  unfollow,
  type FollowOutcome,
} from '../queries/follows';
import { readerWriteLimit } from './rate-limit';

const SearchBody = Type.Object({ keyword: Text(MAX_FOLLOW_SEARCH) });
const ListBody = Type.Object({
  kind: Type.Union(FOLLOW_LISTS.map((kind) => Type.Literal(kind))),
  index: Type.Optional(Int(1, 100_000)),
  pagesize: Type.Optional(Int(1, MAX_FOLLOW_PAGE_SIZE)),
});
const ReaderBody = Type.Object({ readerid: Id() });
const SettingBody = Type.Object({ sharereading: Type.Boolean() });

const refusal = (key: MessageKey, params?: Record<string, string>) =>
  new ApiError(200, ResultCode.businessError, key, params);

/** Another organisation's reader answers exactly like one that does not exist. */
function followResult(outcome: FollowOutcome): ReaderBrief {
  if ('reader' in outcome) return outcome.reader;
  if (outcome.refused === 'self') throw refusal('followSelf');
  throw notFound('followReaderNotFound');
}

/** Follows and fans (/connection, /student-connection); all within the organisation. */
export const followRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.followSearch,
    {
      schema: { body: SearchBody },
      // Searching names is rate-limited: it must not become a way to list the school.
      preHandler: [requireRole(), readerWriteLimit(ctx, 'readerSearches')],
    },
    async (request): Promise<Envelope<ReaderBrief[]>> => {
      const { orgId, readerId } = authOf(request);
      const keyword = request.body.keyword.trim();
      if ([...keyword].length < MIN_FOLLOW_SEARCH) {
        throw refusal('followSearchTooShort', { min: String(MIN_FOLLOW_SEARCH) });
      }
      return ok(request, await searchReaders(ctx.db, { orgId, readerId }, keyword));
    },
  );

  app.post(
    ApiPath.followList,
    { schema: { body: ListBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<Page<FollowEntry>>> => {
      const { orgId, readerId } = authOf(request);
      const { kind, index = 1, pagesize = 20 } = request.body;
      return ok(request, await followPage(ctx.db, { orgId, readerId }, kind, index, pagesize));
    },
  );

  app.post(
    ApiPath.followAdd,
    { schema: { body: ReaderBody }, preHandler: [requireRole(), readerWriteLimit(ctx, 'follows')] },
    async (request): Promise<Envelope<ReaderBrief>> => {
      const { orgId, readerId } = authOf(request);
      return ok(
        request,
        followResult(await follow(ctx.db, { orgId, readerId }, request.body.readerid)),
      );
    },
  );

  app.post(
    ApiPath.followRemove,
    { schema: { body: ReaderBody }, preHandler: [requireRole(), readerWriteLimit(ctx, 'follows')] },
    async (request): Promise<Envelope<ReaderBrief>> => {
      const { orgId, readerId } = authOf(request);
      const outcome = await unfollow(ctx.db, { orgId, readerId }, request.body.readerid);
      return ok(request, followResult(outcome));
    },
  );

  /** Only a follower sees, and only what the reader shares. */
  app.post(
    ApiPath.followReading,
    { schema: { body: ReaderBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<FollowReading>> => {
      const { orgId, readerId } = authOf(request);
      const target = await findReaderBrief(ctx.db, { orgId, readerId }, request.body.readerid);
      if (!target) throw notFound('followReaderNotFound');
      if (!target.following) throw refusal('followNotFollowing');
      const shared = await sharesReading(ctx.db, target.readerid);
      const books = shared ? await recentReading(ctx.db, orgId, target.readerid) : [];
      return ok(request, { reader: target, shared, books });
    },
  );

  app.get(
    ApiPath.followSetting,
    { preHandler: requireRole() },
    async (request): Promise<Envelope<FollowSetting>> =>
      ok(request, { sharereading: await sharesReading(ctx.db, authOf(request).readerId) }),
  );

  app.post(
    ApiPath.followSettingUpdate,
    {
      schema: { body: SettingBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'privacy')],
    },
    async (request): Promise<Envelope<FollowSetting>> => {
      const { readerId } = authOf(request);
      await setShareReading(ctx.db, readerId, request.body.sharereading);
      return ok(request, { sharereading: await sharesReading(ctx.db, readerId) });
    },
  );
};
