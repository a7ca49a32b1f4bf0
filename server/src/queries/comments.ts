import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BookComment, Page } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { bookComment, reader } from '../db/schema';

const commentColumns = {
  id: bookComment.id,
  bookId: bookComment.bookId,
  readerId: bookComment.readerId,
  content: bookComment.content,
  anonymous: bookComment.anonymous,
  createdAt: bookComment.createdAt,
  updatedAt: bookComment.updatedAt,
  nickname: reader.nickname,
  name: reader.name,
};

interface CommentRow {
  id: number;
  bookId: number;
  readerId: number;
  content: string;
  anonymous: boolean;
  createdAt: Date;
  updatedAt: Date;
  nickname: string;
  name: string;
}

/**
 * Shown as the reader's nickname (their name when they have none). An anonymous comment names
 * nobody, except to its author, who must be able to tell their own comments apart.
 */
export function toBookComment(row: CommentRow, viewerId: number | null): BookComment {
  const mine = viewerId !== null && row.readerId === viewerId;
  return {
    id: row.id,
    bookid: row.bookId,
    // Plain text as typed: widgets render it as text, never as markup.
    content: row.content,
    anonymous: row.anonymous,
    authorname: row.anonymous && !mine ? null : row.nickname.trim() || row.name,
    mine,
    createdtime: row.createdAt.toISOString(),
    updatedtime: row.updatedAt.toISOString(),
  };
}

const selectComments = (db: Database) =>
  db
    .select(commentColumns)
    .from(bookComment)
    .innerJoin(reader, eq(reader.id, bookComment.readerId));

/** One page of a book's comments in an organisation, newest first. */
export async function listComments(
  db: Database,
  orgId: number,
  bookId: number,
  viewerId: number | null,
  index: number,
  pagesize: number,
): Promise<Page<BookComment>> {
  const where = and(eq(bookComment.organizationId, orgId), eq(bookComment.bookId, bookId));
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(bookComment)
    .where(where);
  const rows = await selectComments(db)
    .where(where)
    // id breaks ties, so paging is stable when two comments share a moment.
    .orderBy(desc(bookComment.createdAt), desc(bookComment.id))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  return {
    total: totals?.n ?? 0,
    index,
    pagesize,
    list: rows.map((row) => toBookComment(row, viewerId)),
  };
}

/** One comment of the organisation (whoever wrote it), or undefined. */
export async function findComment(db: Database, orgId: number, id: number) {
  const [row] = await selectComments(db).where(
    and(eq(bookComment.id, id), eq(bookComment.organizationId, orgId)),
  );
  return row;
}

export async function insertComment(
  db: Database,
  values: { orgId: number; bookId: number; readerId: number; content: string; anonymous: boolean },
): Promise<number> {
  const [row] = await db
    .insert(bookComment)
    .values({
      organizationId: values.orgId,
      bookId: values.bookId,
      readerId: values.readerId,
      content: values.content,
      anonymous: values.anonymous,
    })
    .returning({ id: bookComment.id });
  if (!row) throw new Error('comment insert returned nothing');
  return row.id;
}

/** Rewrites a comment, only if `readerId` wrote it (the caller has checked; this re-checks). */
export async function updateComment(
  db: Database,
  id: number,
  readerId: number,
  changes: { content: string; anonymous?: boolean },
): Promise<boolean> {
  const updated = await db
    .update(bookComment)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(bookComment.id, id), eq(bookComment.readerId, readerId)))
    .returning({ id: bookComment.id });
  return updated.length > 0;
}

export async function deleteComment(db: Database, id: number, readerId: number): Promise<boolean> {
  const deleted = await db
    .delete(bookComment)
    .where(and(eq(bookComment.id, id), eq(bookComment.readerId, readerId)))
    .returning({ id: bookComment.id });
  return deleted.length > 0;
}
