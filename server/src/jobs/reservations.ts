/**
 * Reservations past their deadline expire, and their copies pass to the next reader in the
 * book's queue. The work is preborrow.ts's settleBook (the same code that settles a book
 * lazily when someone looks at it); this job runs it for every book with a lapsed reservation,
 * so a copy does not sit on the hold shelf until somebody happens to open the book.
 *
 * Reservations lapse by the database's clock (`now()`), as everywhere in preborrow.ts, so the
 * job and a reader's request agree on what has lapsed; `now` only stamps the report.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book, preborrow } from '../db/schema';
import { settleBook } from '../queries/preborrow';
import type { Job, JobDeps, JobReport } from './types';

async function lapsedBooks(db: Database) {
  return db
    .selectDistinct({ bookId: preborrow.bookId, orgId: book.organizationId })
    .from(preborrow)
    .innerJoin(book, eq(book.id, preborrow.bookId))
    .where(and(isNull(preborrow.cancelledAt), lte(preborrow.expiresAt, sql`now()`)))
    .orderBy(preborrow.bookId);
}

async function lapsedCount(db: Database, bookId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(preborrow)
    .where(
      and(
        eq(preborrow.bookId, bookId),
        isNull(preborrow.cancelledAt),
        lte(preborrow.expiresAt, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

export async function expireReservations(deps: JobDeps, _now: number): Promise<JobReport> {
  const books = await lapsedBooks(deps.db);
  const orgs = new Set<number>();
  let expired = 0;
  for (const { bookId, orgId } of books) {
    // One transaction per book: a busy book does not hold the others' locks.
    expired += await deps.db.transaction(async (tx) => {
      const before = await lapsedCount(tx, bookId);
      await settleBook(tx, orgId, bookId);
      return before - (await lapsedCount(tx, bookId));
    });
    orgs.add(orgId);
  }
  // Copies went back to the shelf or on to the next reader: the status counts changed.
  for (const orgId of orgs) await deps.searchChanges.copiesChanged(orgId);
  return { books: books.length, expired };
}

export const reservationsJob: Job = { name: 'reservations', run: expireReservations };
