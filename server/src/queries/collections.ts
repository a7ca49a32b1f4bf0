import { and, count, eq } from 'drizzle-orm';
import type { CollectState, RecommendState } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { bookCollection, bookRecommendation } from '../db/schema';

const collectedWhere = (readerId: number, bookId: number) =>
  and(eq(bookCollection.readerId, readerId), eq(bookCollection.bookId, bookId));

export async function collectState(
  db: Database,
  readerId: number,
  bookId: number,
): Promise<CollectState> {
  const [row] = await db
    .select({ bookId: bookCollection.bookId })
    .from(bookCollection)
    .where(collectedWhere(readerId, bookId));
  return { bookid: bookId, collected: row !== undefined };
}

/** Collected → removed, else added; a double click racing itself cannot add twice (primary key). */
export async function toggleCollect(
  db: Database,
  readerId: number,
  bookId: number,
): Promise<CollectState> {
  const removed = await db
    .delete(bookCollection)
    .where(collectedWhere(readerId, bookId))
    .returning({ bookId: bookCollection.bookId });
  if (removed.length > 0) return { bookid: bookId, collected: false };
  await db.insert(bookCollection).values({ readerId, bookId }).onConflictDoNothing();
  return { bookid: bookId, collected: true };
}

/** Whether `readerId` (if any) recommended the book, and how many readers of the organisation did. */
export async function recommendState(
  db: Database,
  orgId: number,
  readerId: number | null,
  bookId: number,
): Promise<RecommendState> {
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(bookRecommendation)
    .where(
      and(eq(bookRecommendation.organizationId, orgId), eq(bookRecommendation.bookId, bookId)),
    );
  let recommended = false;
  if (readerId !== null) {
    const [mine] = await db
      .select({ id: bookRecommendation.id })
      .from(bookRecommendation)
      .where(and(eq(bookRecommendation.readerId, readerId), eq(bookRecommendation.bookId, bookId)));
    recommended = mine !== undefined;
  }
  return { bookid: bookId, recommended, count: totals?.n ?? 0 };
}

/**
 * Once per reader and book (unique key): recommending again changes nothing, except that a
 * new non-empty reason replaces the old one.
 */
export async function addRecommendation(
  db: Database,
  values: { orgId: number; readerId: number; bookId: number; reason: string | null },
): Promise<void> {
  const insert = db.insert(bookRecommendation).values({
    organizationId: values.orgId,
    readerId: values.readerId,
    bookId: values.bookId,
    reason: values.reason,
  });
  const target = [bookRecommendation.readerId, bookRecommendation.bookId];
  await (values.reason
    ? insert.onConflictDoUpdate({ target, set: { reason: values.reason } })
    : insert.onConflictDoNothing({ target }));
}
