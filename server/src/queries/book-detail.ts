import { and, eq } from 'drizzle-orm';
import type { BookDetail } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import { copyCounts, toSummary } from './books';

export type BookRow = typeof book.$inferSelect;

/** One book, only if `orgId` holds it: another organisation's id answers like a missing one. */
export async function findBookInOrg(
  db: Database,
  orgId: number,
  bookId: number,
): Promise<BookRow | undefined> {
  const [row] = await db
    .select()
    .from(book)
    .where(and(eq(book.id, bookId), eq(book.organizationId, orgId)));
  return row;
}

/** Copies in the library now, and all that count as holdings. */
export async function availabilityOf(db: Database, orgId: number, bookId: number) {
  return (await copyCounts(db, orgId, [bookId])).get(bookId) ?? { available: 0, copies: 0 };
}

/** The record as the detail page shows it. */
export async function findBookDetail(
  db: Database,
  orgId: number,
  bookId: number,
): Promise<BookDetail | undefined> {
  const row = await findBookInOrg(db, orgId, bookId);
  if (!row) return undefined;
  return {
    ...toSummary(row, await availabilityOf(db, orgId, bookId)),
    paralleltitle: row.parallelTitle,
    subtitle: row.subtitle,
    series: row.series,
    // The catalogue records the year only.
    publishtime: row.publishYear === null ? null : String(row.publishYear),
    price: row.priceFen,
    notes: row.notes,
    intro: row.intro,
    authorintro: row.authorIntro,
  };
}
