import { Type } from 'typebox';
import {
  ApiPath,
  MAX_COMMENT_LENGTH,
  ResultCode,
  type BookComment,
  type BookDetail,
  type BookInfo,
  type CollectState,
  type Envelope,
  type Page,
  type RecommendState,
} from '../../../src/core/api/contract';
import { authOf, requireRole, scopedOrgId } from '../auth/guard';
import { MAX_ISBNS, distinctIsbn13s } from '../book-info/protocol';
import type { RoutePlugin } from '../context';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import { ApiError, invalidInput, notFound } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { Id, Int, OrgInBody, Text } from '../http/schemas';
import { findBookDetail, findBookInOrg, type BookRow } from '../queries/book-detail';
import {
  addRecommendation,
  collectState,
  recommendState,
  toggleCollect,
} from '../queries/collections';
import {
  deleteComment,
  findComment,
  insertComment,
  listComments,
  toBookComment,
  updateComment,
} from '../queries/comments';
import { readerWriteLimit } from './rate-limit';

const MAX_COMMENT_PAGE_SIZE = 50;
const MAX_REASON_LENGTH = 500;

const BookBody = Type.Object({ bookid: Id(), ...OrgInBody });
const BookInfoBody = Type.Object({
  // Bounded generously so that "too many" gets its own message below, not a schema error.
  isbns: Type.Array(Text(64), { maxItems: 1000 }),
  ...OrgInBody,
});
const CommentListBody = Type.Object({
  bookid: Id(),
  index: Type.Optional(Int(1, 100_000)),
  pagesize: Type.Optional(Int(1, MAX_COMMENT_PAGE_SIZE)),
  ...OrgInBody,
});
const CommentSaveBody = Type.Object({
  id: Type.Optional(Id()),
  bookid: Id(),
  // Room for blanks and a clear "too long" message: the limit is checked after trimming.
  content: Text(MAX_COMMENT_LENGTH * 8),
  anonymous: Type.Optional(Type.Boolean()),
  ...OrgInBody,
});
const CommentDeleteBody = Type.Object({ id: Id(), ...OrgInBody });
const RecommendBody = Type.Object({
  bookid: Id(),
  reason: Type.Optional(Text(MAX_REASON_LENGTH)),
  ...OrgInBody,
});

/** The book, if the organisation holds it; another organisation's book is "not found". */
export async function requireBook(db: Database, orgId: number, bookId: number): Promise<BookRow> {
  const row = await findBookInOrg(db, orgId, bookId);
  if (!row) throw notFound('bookNotFound');
  return row;
}

/** A record that exists but belongs to another reader: 403 with what the reader may do. */
export const notYours = (key: MessageKey) => new ApiError(403, ResultCode.forbidden, key);

/** Comment text trimmed, or 400 with a message the comment form can show. */
function checkedContent(content: string): string {
  const trimmed = content.trim();
  if (!trimmed) throw invalidInput(400, 'blankComment', 'content');
  if (Array.from(trimmed).length > MAX_COMMENT_LENGTH) {
    throw new ApiError(400, ResultCode.invalidInput, 'commentTooLong', {
      max: String(MAX_COMMENT_LENGTH),
    });
  }
  return trimmed;
}

/** Book detail, the book-info (rating) proxy, comments, collect, recommend to the library. */
export const bookDetailRoutes: RoutePlugin = async (app, { ctx }) => {
  /** A comment of the caller's organisation that the caller wrote, or 404 / 403. */
  async function ownComment(orgId: number, readerId: number, id: number, key: MessageKey) {
    const comment = await findComment(ctx.db, orgId, id);
    if (!comment) throw notFound('commentNotFound');
    if (comment.readerId !== readerId) throw notYours(key);
    return comment;
  }

  app.post(
    ApiPath.bookDetail,
    { schema: { body: BookBody } },
    async (request): Promise<Envelope<BookDetail>> => {
      const { bookid, organizationid } = request.body;
      const detail = await findBookDetail(ctx.db, scopedOrgId(request, organizationid), bookid);
      if (!detail) throw notFound('bookNotFound');
      return ok(request, detail);
    },
  );

  app.post(
    ApiPath.bookInfo,
    { schema: { body: BookInfoBody } },
    async (request): Promise<Envelope<BookInfo[]>> => {
      const { isbns } = request.body;
      if (isbns.length > MAX_ISBNS) {
        throw new ApiError(400, ResultCode.invalidInput, 'tooManyIsbns', {
          max: String(MAX_ISBNS),
        });
      }
      const isbn13s = distinctIsbn13s(isbns);
      try {
        return ok(request, await ctx.bookInfo.lookup(isbn13s));
      } catch (error) {
        // A failing rating service is logged only; the page shows everything else.
        const reason = error instanceof Error ? error.message : String(error);
        request.log.warn({ reason, url: ctx.bookInfo.url }, 'book-info service failed');
        return ok(request, []);
      }
    },
  );

  app.post(
    ApiPath.commentList,
    { schema: { body: CommentListBody } },
    async (request): Promise<Envelope<Page<BookComment>>> => {
      const { bookid, index = 1, pagesize = 10, organizationid } = request.body;
      const orgId = scopedOrgId(request, organizationid);
      await requireBook(ctx.db, orgId, bookid);
      const viewer = request.auth?.readerId ?? null;
      return ok(request, await listComments(ctx.db, orgId, bookid, viewer, index, pagesize));
    },
  );

  app.post(
    ApiPath.commentSave,
    {
      schema: { body: CommentSaveBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'comments')],
    },
    async (request): Promise<Envelope<BookComment>> => {
      const { orgId, readerId } = authOf(request);
      const { id, bookid, anonymous } = request.body;
      const content = checkedContent(request.body.content);
      await requireBook(ctx.db, orgId, bookid);
      let savedId: number;
      if (id === undefined) {
        savedId = await insertComment(ctx.db, {
          orgId,
          bookId: bookid,
          readerId,
          content,
          anonymous: anonymous ?? false,
        });
      } else {
        const existing = await ownComment(orgId, readerId, id, 'commentEditNotYours');
        if (existing.bookId !== bookid) throw notFound('commentNotFound');
        const changes = anonymous === undefined ? { content } : { content, anonymous };
        if (!(await updateComment(ctx.db, id, readerId, changes))) {
          throw notFound('commentNotFound');
        }
        savedId = id;
      }
      const saved = await findComment(ctx.db, orgId, savedId);
      if (!saved) throw notFound('commentNotFound');
      return ok(request, toBookComment(saved, readerId));
    },
  );

  app.post(
    ApiPath.commentDelete,
    {
      schema: { body: CommentDeleteBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'comments')],
    },
    async (request): Promise<Envelope<null>> => {
      const { orgId, readerId } = authOf(request);
      const { id } = request.body;
      await ownComment(orgId, readerId, id, 'commentDeleteNotYours');
      // Deleted meanwhile (another tab): the result the reader wanted.
      await deleteComment(ctx.db, id, readerId);
      return ok(request, null);
    },
  );

  app.post(
    ApiPath.collectQuery,
    { schema: { body: BookBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<CollectState>> => {
      const { orgId, readerId } = authOf(request);
      await requireBook(ctx.db, orgId, request.body.bookid);
      return ok(request, await collectState(ctx.db, readerId, request.body.bookid));
    },
  );

  app.post(
    ApiPath.collectToggle,
    {
      schema: { body: BookBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'collections')],
    },
    async (request): Promise<Envelope<CollectState>> => {
      const { orgId, readerId } = authOf(request);
      await requireBook(ctx.db, orgId, request.body.bookid);
      return ok(request, await toggleCollect(ctx.db, readerId, request.body.bookid));
    },
  );

  app.post(
    ApiPath.recommendAdd,
    {
      schema: { body: RecommendBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'recommendations')],
    },
    async (request): Promise<Envelope<RecommendState>> => {
      const { orgId, readerId } = authOf(request);
      const { bookid } = request.body;
      await requireBook(ctx.db, orgId, bookid);
      const reason = request.body.reason?.trim() || null;
      await addRecommendation(ctx.db, { orgId, readerId, bookId: bookid, reason });
      return ok(request, await recommendState(ctx.db, orgId, readerId, bookid));
    },
  );

  // Public: a visitor sees how many readers recommended the book (recommended: false).
  app.post(
    ApiPath.recommendQuery,
    { schema: { body: BookBody } },
    async (request): Promise<Envelope<RecommendState>> => {
      const { bookid, organizationid } = request.body;
      const orgId = scopedOrgId(request, organizationid);
      await requireBook(ctx.db, orgId, bookid);
      const readerId = request.auth?.readerId ?? null;
      return ok(request, await recommendState(ctx.db, orgId, readerId, bookid));
    },
  );
};
