import { Type } from 'typebox';
import { ApiPath, type Envelope, type MyReviewPage } from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { Id, Int, OptionalBody } from '../http/schemas';
import { myReviews } from '../queries/reviews';

const MAX_REVIEW_PAGE_SIZE = 50;

const MineBody = OptionalBody(
  Type.Object({
    bookid: Type.Optional(Id()),
    index: Type.Optional(Int(1, 100_000)),
    pagesize: Type.Optional(Int(1, MAX_REVIEW_PAGE_SIZE)),
  }),
);

/**
 * Reading reviews (/student-review, /write-review, /book-review-comment) are book
 * comments: writing, editing and deleting go through CommentUserApi (routes/book-detail.ts,
 * rate-limited, length-bounded, own comments only); this adds the reader's own list.
 */
export const reviewRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.myReviews,
    { schema: { body: MineBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<MyReviewPage>> => {
      const { orgId, readerId } = authOf(request);
      const { bookid, index = 1, pagesize = 10 } = request.body ?? {};
      return ok(request, await myReviews(ctx.db, orgId, readerId, bookid, index, pagesize));
    },
  );
};
