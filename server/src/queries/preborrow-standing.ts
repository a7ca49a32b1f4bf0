/**
 * Where a reader stands before reserving a book: how many reservations they hold against
 * their borrow type's cap, and whether they already have a copy of this book on loan. The
 * availability answer carries it so the page can say "2 of 3" or "you have it on loan"
 * before the reader chooses a site; `reserve` checks the same facts again inside its
 * transaction, because the page's answer may be old.
 */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PreBorrowStanding } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { bookCopy, borrowRecord, borrowType, preborrow, reader } from '../db/schema';

/** A reader without a borrow type gets the column default (borrow_type.max_preborrows). */
export const DEFAULT_MAX_PREBORROWS = 3;

/** The reader's reservation cap (undefined: no such reader in the organisation). */
export async function reservationCap(
  db: Database,
  orgId: number,
  readerId: number,
): Promise<number | undefined> {
  const [me] = await db
    .select({ max: borrowType.maxPreborrows })
    .from(reader)
    .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
    .where(and(eq(reader.id, readerId), eq(reader.organizationId, orgId)));
  return me ? (me.max ?? DEFAULT_MAX_PREBORROWS) : undefined;
}

/**
 * The reader has a copy of the book on loan now (an open loan). Reserving it again would
 * take a copy, perhaps the last on the shelf, from a reader who has none.
 */
export async function hasOnLoan(
  db: Database,
  orgId: number,
  readerId: number,
  bookId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: borrowRecord.id })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .where(
      and(
        eq(borrowRecord.readerId, readerId),
        isNull(borrowRecord.returnedAt),
        eq(bookCopy.bookId, bookId),
        eq(bookCopy.organizationId, orgId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Active reservations of the reader: waiting, not arrived and arrived count; a lapsed one does
 * not, though it may not have been closed yet (closing is lazy).
 */
export async function activeReservations(db: Database, readerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count().mapWith(Number) })
    .from(preborrow)
    .where(
      and(
        eq(preborrow.readerId, readerId),
        isNull(preborrow.cancelledAt),
        gt(preborrow.expiresAt, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

/** The standing shown beside a book's availability; undefined for an unknown reader. */
export async function preborrowStanding(
  db: Database,
  orgId: number,
  readerId: number,
  bookId: number,
): Promise<PreBorrowStanding | undefined> {
  const max = await reservationCap(db, orgId, readerId);
  if (max === undefined) return undefined;
  return {
    reservations: await activeReservations(db, readerId),
    max,
    onloan: await hasOnLoan(db, orgId, readerId, bookId),
  };
}
