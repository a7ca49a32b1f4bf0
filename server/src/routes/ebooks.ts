import { Type } from 'typebox';
import {
  ApiPath,
  ResultCode,
  type EBookDetail,
  type EBookShelfEntry,
  type EBookSummary,
  type EBookTag,
  type Envelope,
  type FileInfo,
  type Page,
} from '../../../src/core/api/contract';
import { authOf, bearerToken, requireRole, scopedOrgId } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, notFound, unauthenticated } from '../http/errors';
import { Id, Int, OptionalBody, OrgInBody, OrgInQuery, Text } from '../http/schemas';
import { ebookFileAccess, fileInfo, type FileViewer } from '../queries/ebook-files';
import {
  findEbook,
  listEbooks,
  listEbookTags,
  listShelf,
  savePosition,
  setOnShelf,
} from '../queries/ebooks';
import { fileForViewer } from '../queries/settings';
import { readerWriteLimit } from './rate-limit';
import { namedInQuery } from './scope';

const MAX_PAGE_SIZE = 50;
/** An EPUB CFI of a deep paragraph stays well under this; a PDF page number is a few digits. */
const MAX_POSITION_LENGTH = 512;

const Paging = {
  index: Type.Optional(Int(1, 100_000)),
  pageSize: Type.Optional(Int(1, MAX_PAGE_SIZE)),
};
const ListBody = OptionalBody(
  Type.Object({
    ...Paging,
    ebooktype: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    tagid: Type.Optional(Id()),
    keyword: Type.Optional(Text(64)),
    ...OrgInBody,
  }),
);
const TagQuery = Type.Object(OrgInQuery);
const DetailQuery = Type.Object({ bookid: Id(), ...OrgInQuery });
const ShelfChangeBody = Type.Object({ bookid: Id(), onshelf: Type.Boolean(), ...OrgInBody });
const ShelfListBody = OptionalBody(Type.Object({ ...Paging, ...OrgInBody }));
const PositionBody = Type.Object({
  bookid: Id(),
  position: Type.String({ minLength: 1, maxLength: MAX_POSITION_LENGTH, pattern: '^[ -~]*$' }),
  percent: Int(0, 100),
  ...OrgInBody,
});
const FileQuery = Type.Object({ fileid: Text(64) });

/** What a visitor (or an expired session) is told for a book that needs a login. */
export const noPermissionToRead = () =>
  new ApiError(403, ResultCode.forbidden, 'ebookNoPermission');

const pageSpec = (body: { index?: number; pageSize?: number } | null | undefined) => ({
  index: body?.index ?? 1,
  pagesize: body?.pageSize ?? 10,
});

/** The caller as a file route sees them: a reader of an organisation, or nobody. */
export function fileViewerOf(request: {
  auth?: { readerId: number; orgId: number } | null;
}): FileViewer | null {
  return request.auth ? { readerId: request.auth.readerId, orgId: request.auth.orgId } : null;
}

/**
 * The digital library: lists, tags and detail are public (scoped to the named organisation,
 * or the reader's); the e-book shelf and the reading position belong to a logged-in reader;
 * an e-book's file is read only as its book allows (also checked by the download route).
 */
export const ebookRoutes: RoutePlugin = async (app, { ctx }) => {
  for (const path of [ApiPath.ebookReaderList, ApiPath.ebookList]) {
    app.post(
      path,
      { schema: { body: ListBody } },
      async (request): Promise<Envelope<Page<EBookSummary>>> => {
        const body = request.body ?? {};
        const orgId = scopedOrgId(request, body.organizationid);
        return ok(
          request,
          await listEbooks(ctx.db, orgId, body, pageSpec(body), request.auth?.readerId),
        );
      },
    );
  }

  app.get(
    ApiPath.ebookTags,
    { schema: { querystring: TagQuery } },
    async (request): Promise<Envelope<EBookTag[]>> => {
      const orgId = scopedOrgId(request, namedInQuery(request.query));
      return ok(request, await listEbookTags(ctx.db, orgId));
    },
  );

  app.post(
    ApiPath.ebookDetail,
    { schema: { querystring: DetailQuery, body: OptionalBody(Type.Object(OrgInBody)) } },
    async (request): Promise<Envelope<EBookDetail>> => {
      const named = namedInQuery(request.query) ?? request.body?.organizationid;
      const orgId = scopedOrgId(request, named);
      const detail = await findEbook(ctx.db, orgId, request.query.bookid, request.auth?.readerId);
      if (!detail) throw notFound('ebookNotFound');
      return ok(request, detail);
    },
  );

  app.post(
    ApiPath.ebookShelfChange,
    {
      schema: { body: ShelfChangeBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'ebookShelf')],
    },
    async (request): Promise<Envelope<{ onshelf: boolean }>> => {
      const { bookid, onshelf } = request.body;
      if (!(await setOnShelf(ctx.db, authOf(request), bookid, onshelf))) {
        throw notFound('ebookNotFound');
      }
      return ok(request, { onshelf });
    },
  );

  app.post(
    ApiPath.ebookShelfList,
    { schema: { body: ShelfListBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<Page<EBookShelfEntry>>> =>
      ok(request, await listShelf(ctx.db, authOf(request), pageSpec(request.body))),
  );

  app.post(
    ApiPath.ebookPositionSave,
    {
      schema: { body: PositionBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'ebookPositions')],
    },
    async (request): Promise<Envelope<null>> => {
      const { bookid, position, percent } = request.body;
      if (!(await savePosition(ctx.db, authOf(request), bookid, position, percent))) {
        throw notFound('ebookNotFound');
      }
      return ok(request, null);
    },
  );

  app.get(
    ApiPath.fileQuery,
    { schema: { querystring: FileQuery } },
    async (request): Promise<Envelope<FileInfo>> => {
      if (!request.auth && bearerToken(request)) throw unauthenticated();
      const { fileid } = request.query;
      const viewer = fileViewerOf(request);
      const access = await ebookFileAccess(ctx.db, fileid, viewer);
      if (access === 'login') throw noPermissionToRead();
      if (access === 'hidden') throw notFound('fileNotFound');
      // Not an e-book's file: the download's own rules say whether the caller may see it.
      if (access === undefined && !(await fileForViewer(ctx.db, fileid, viewer))) {
        throw notFound('fileNotFound');
      }
      const info = await fileInfo(ctx.db, fileid);
      if (!info) throw notFound('fileNotFound');
      if (info === 'unrecognized') {
        throw new ApiError(200, ResultCode.businessError, 'unrecognizedFileType');
      }
      return ok(request, info);
    },
  );
};
