import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  CONTENT_LIMITS as L,
  CONTENT_STATUSES,
  NEWS_TYPES,
  ResultCode,
  type ContentField,
  type ContentImage,
  type ContentInfo,
  type ContentItem,
  type ContentListRequest,
  type ContentRefusalDetail,
  type ContentSaveRequest,
  type ContentSummary,
  type Envelope,
  type Page,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { requestLang, translate, type MessageKey } from '../http/messages';
import { Id, Int, OptionalBody, Text } from '../http/schemas';
import {
  checkInfo,
  checkItem,
  deleteContent,
  getContent,
  isContentRefusal,
  listContent,
  readInfo,
  saveContent,
  saveContentImage,
  saveInfo,
  type ContentRefused,
} from '../queries/library-admin-content';
import { acceptImageUploads } from '../uploads/multipart';
import { imageWork, uploadedImage } from './files';
import { readerWriteLimit } from './rate-limit';
import { staffScope } from './scope';

/*
 * Titles and texts are bounded by the schema a little above the editor's own limits, so an
 * over-long one reaches the checks and is refused by field with its message rather than as a
 * malformed request. A body may be five times the stored bound for the same reason (a pasted
 * page of 300 KB is told "larger than 200 KB"); past that the request itself is refused (413).
 */
const SAVE_BODY_LIMIT = 5 * L.bodyMaxBytes;
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const NewsTypeSchema = Type.Union(NEWS_TYPES.map((type) => Type.Literal(type)));
const ListBody = Type.Object({
  index: Int(1, 100_000),
  pagesize: Int(1, L.pageSizeMax),
  type: Type.Optional(NewsTypeSchema),
  status: Type.Optional(Type.Union(CONTENT_STATUSES.map((status) => Type.Literal(status)))),
  search: Type.Optional(Text(L.searchMax)),
});
const IdBody = Type.Object({ id: Id() });
const SaveBody = Type.Object({
  id: Type.Optional(Id()),
  requestid: Type.Optional(Type.String({ pattern: UUID })),
  type: NewsTypeSchema,
  title: Text(L.titleMax * 2),
  bodyhtml: Text(SAVE_BODY_LIMIT),
  publishedat: Type.Union([Text(40), Type.Null()]),
});
const InfoBody = Type.Object({
  introduction: Text(L.infoMax * 2),
  readernotice: Text(L.infoMax * 2),
});
const EmptyBody = OptionalBody(Type.Object({}));

const fieldKeys = {
  title: 'contentFieldTitle',
  bodyhtml: 'contentFieldBodyhtml',
  publishedat: 'contentFieldPublishedat',
  introduction: 'contentFieldIntroduction',
  readernotice: 'contentFieldReadernotice',
} as const satisfies Record<ContentField, MessageKey>;

/** The refusal envelope: 10158, the translated message, and the field for the editor. */
function refused(request: FastifyRequest, outcome: ContentRefused): Envelope<ContentRefusalDetail> {
  const lang = requestLang(request);
  const { refused: field, problem } = outcome;
  const key: MessageKey =
    problem === 'badDate'
      ? 'contentBadDate'
      : problem === 'empty'
        ? 'contentFieldEmpty'
        : field === 'bodyhtml'
          ? 'contentBodyTooLong'
          : 'contentFieldTooLong';
  return {
    code: ResultCode.businessError,
    msg: translate(lang, key, {
      field: translate(lang, fieldKeys[field]),
      max: outcome.limit ?? '',
    }),
    data: { field, problem },
  };
}

/**
 * The library's content: librarians and admins of the organisation (a reader's token gets
 * 403), always the caller's own organisation. A change drops every instance's rendered pages
 * of the organisation (http/organization-changes.ts), so a published item shows on the next
 * load; a scheduled one appears when its date comes, since the public queries read only items
 * dated up to now (a rendered page is kept a minute at most).
 */
export const libraryAdminContentRoutes: RoutePlugin = async (app, { ctx }) => {
  const staffOnly = requireRole('librarian', 'admin');
  const staffWrites = [staffOnly, readerWriteLimit(ctx, 'staffChanges')];
  // Multipart for this plugin's routes only (Image): a JSON call sent as multipart is a 400.
  await acceptImageUploads(app);
  const work = imageWork();

  const scopeOf = (request: FastifyRequest) => staffScope(ctx, request);

  app.post(
    ApiPath.contentList,
    { schema: { body: ListBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<Page<ContentSummary>>> =>
      ok(
        request,
        await listContent(ctx.db, await scopeOf(request), request.body as ContentListRequest),
      ),
  );

  app.post(
    ApiPath.contentGet,
    { schema: { body: IdBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<ContentItem>> => {
      // Another organisation's item answers exactly like a missing one.
      const item = await getContent(ctx.db, await scopeOf(request), request.body.id);
      if (!item) throw notFound('contentNotFound');
      return ok(request, item);
    },
  );

  app.post(
    ApiPath.contentSave,
    { schema: { body: SaveBody }, preHandler: staffWrites, bodyLimit: SAVE_BODY_LIMIT + 64 * 1024 },
    async (request): Promise<Envelope<ContentItem | ContentRefusalDetail>> => {
      const checked = checkItem(request.body as ContentSaveRequest);
      if (isContentRefusal(checked)) return refused(request, checked);
      const scope = await scopeOf(request);
      const saved = await saveContent(ctx.db, scope, checked);
      if (!saved) throw notFound('contentNotFound');
      await ctx.organizationChanges.changed(scope.orgId);
      return ok(request, saved);
    },
  );

  app.post(
    ApiPath.contentDelete,
    { schema: { body: IdBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<{ id: number }>> => {
      const scope = await scopeOf(request);
      if (!(await deleteContent(ctx.db, scope, request.body.id))) {
        throw notFound('contentNotFound');
      }
      await ctx.organizationChanges.changed(scope.orgId);
      return ok(request, { id: request.body.id });
    },
  );

  app.post(
    ApiPath.contentInfoGet,
    { schema: { body: EmptyBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<ContentInfo>> => {
      const info = await readInfo(ctx.db, authOf(request).orgId);
      if (!info) throw notFound('notFound');
      return ok(request, info);
    },
  );

  app.post(
    ApiPath.contentInfoSave,
    { schema: { body: InfoBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<ContentInfo | ContentRefusalDetail>> => {
      const checked = checkInfo(request.body);
      if (isContentRefusal(checked)) return refused(request, checked);
      const scope = await scopeOf(request);
      const saved = await saveInfo(ctx.db, scope, checked);
      if (!saved) throw notFound('notFound');
      await ctx.organizationChanges.changed(scope.orgId);
      return ok(request, saved);
    },
  );

  /** A picture for a body through the image pipeline (checked, re-encoded, metadata dropped). */
  app.post(
    ApiPath.contentImage,
    { preHandler: staffWrites },
    async (request): Promise<Envelope<ContentImage>> => {
      const image = await uploadedImage(request, work, 'content');
      const fileid = await saveContentImage(ctx.db, await scopeOf(request), image);
      return ok(request, { fileid });
    },
  );
};
