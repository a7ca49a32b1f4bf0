/**
 * A reader's reading reviews: their own book comments (queries/comments.ts), listed with the
 * book each is about.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { MyReview, MyReviewPage } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, bookComment, reader } from '../db/schema';
import { toBookComment } from './comments';

/** The reader's comments in their organisation (of one book when `bookId` is given). */
export async function myReviews(
  db: Database,
  orgId: number,
  readerId: number,
  bookId: number | undefined,
  index: number,
  pagesize: number,
): Promise<MyReviewPage> {
  const conditions: SQL[] = [
    eq(bookComment.organizationId, orgId),
    eq(bookComment.readerId, readerId),
  ];
  if (bookId !== undefined) conditions.push(eq(bookComment.bookId, bookId));
  const where = and(...conditions);
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(bookComment)
    .where(where);
  const rows = await db
    .select({
      id: bookComment.id,
      bookId: bookComment.bookId,
      readerId: bookComment.readerId,
      content: bookComment.content,
      anonymous: bookComment.anonymous,
      createdAt: bookComment.createdAt,
      updatedAt: bookComment.updatedAt,
      nickname: reader.nickname,
      name: reader.name,
      title: book.title,
      author: book.author,
    })
    .from(bookComment)
    .innerJoin(reader, eq(reader.id, bookComment.readerId))
    .innerJoin(book, eq(book.id, bookComment.bookId))
    .where(where)
    .orderBy(desc(bookComment.updatedAt), desc(bookComment.id))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  const list: MyReview[] = rows.map((row) => ({
    ...toBookComment(row, readerId),
    title: row.title,
    author: row.author,
  }));
  return { total: totals?.n ?? 0, index, pagesize, list };
}
