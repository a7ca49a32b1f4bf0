import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  MAX_MEDIA_PAGE_SIZE,
  MEDIA_KINDS,
  ResultCode,
  type Envelope,
  type MediaDetail,
  type MediaPage,
} from '../../../src/core/api/contract';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, notFound } from '../http/errors';
import { Id, Int, OptionalBody, OrgInBody } from '../http/schemas';
import { mediaDetail, mediaPage, type MediaAudience } from '../queries/media';
import { orgInScope } from './scope';

const ListBody = OptionalBody(
  Type.Object({
    kind: Type.Optional(Type.Union(MEDIA_KINDS.map((kind) => Type.Literal(kind)))),
    index: Type.Optional(Int(1, 100_000)),
    pagesize: Type.Optional(Int(1, MAX_MEDIA_PAGE_SIZE)),
    ...OrgInBody,
  }),
);
const DetailBody = Type.Object({ id: Id(), ...OrgInBody });

/** A visitor asking for an item the library keeps for its readers: log in to see it. */
const readersOnly = () => new ApiError(403, ResultCode.forbidden, 'mediaReadersOnly');

/**
 * Whose items the caller sees: a logged-in reader all of their organisation's; a visitor
 * (/storyTelling, /album, /player are public pages) the ones the organisation named
 * has published (media_item.is_public).
 */
async function audienceOf(
  ctx: AppContext,
  request: FastifyRequest,
  named: number | undefined,
): Promise<{ orgId: number; audience: MediaAudience }> {
  const org = await orgInScope(ctx, request, named);
  return { orgId: org.id, audience: request.auth ? 'reader' : 'visitor' };
}

/**
 * Story-telling media: the organisation's items, another organisation's answered as missing.
 * The files themselves go through FileApi/File/Download (routes/files.ts, mediaFileAccess),
 * by the same rule.
 */
export const mediaRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.mediaList,
    { schema: { body: ListBody } },
    async (request): Promise<Envelope<MediaPage>> => {
      const { kind, index = 1, pagesize = 12, organizationid } = request.body ?? {};
      const { orgId, audience } = await audienceOf(ctx, request, organizationid);
      return ok(request, await mediaPage(ctx.db, orgId, kind, { index, pagesize }, audience));
    },
  );

  app.post(
    ApiPath.mediaDetail,
    { schema: { body: DetailBody } },
    async (request): Promise<Envelope<MediaDetail>> => {
      const { orgId, audience } = await audienceOf(ctx, request, request.body.organizationid);
      const item = await mediaDetail(ctx.db, orgId, request.body.id, audience);
      if (item === 'readers') throw readersOnly();
      if (!item) throw notFound('mediaNotFound');
      return ok(request, item);
    },
  );
};
