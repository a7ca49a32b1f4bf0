import { Type } from 'typebox';
import {
  ApiPath,
  MAX_MEDIA_PAGE_SIZE,
  MEDIA_KINDS,
  type Envelope,
  type MediaDetail,
  type MediaPage,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { Id, Int, OptionalBody } from '../http/schemas';
import { mediaDetail, mediaPage } from '../queries/media';

const ListBody = OptionalBody(
  Type.Object({
    kind: Type.Optional(Type.Union(MEDIA_KINDS.map((kind) => Type.Literal(kind)))),
    index: Type.Optional(Int(1, 100_000)),
    pagesize: Type.Optional(Int(1, MAX_MEDIA_PAGE_SIZE)),
  }),
);
const DetailBody = Type.Object({ id: Id() });

/**
 * Story-telling media (spec §2 student routes /storyTelling, /album, /player): a logged-in
 * reader's organisation's items only; another organisation's item is answered as missing.
 * The files themselves go through FileApi/File/Download (routes/files.ts, mediaFileAccess).
 */
export const mediaRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.mediaList,
    { schema: { body: ListBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<MediaPage>> => {
      const { orgId } = authOf(request);
      const { kind, index = 1, pagesize = 12 } = request.body ?? {};
      return ok(request, await mediaPage(ctx.db, orgId, kind, { index, pagesize }));
    },
  );

  app.post(
    ApiPath.mediaDetail,
    { schema: { body: DetailBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<MediaDetail>> => {
      const { orgId } = authOf(request);
      const item = await mediaDetail(ctx.db, orgId, request.body.id);
      if (!item) throw notFound('mediaNotFound');
      return ok(request, item);
    },
  );
};
