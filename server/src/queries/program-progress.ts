/**
 * Reading progress, read from the loans: a book of a program or goal is "borrowed" once the
 * reader borrowed a copy of it since the program's (goal's) start, "returned" once such a loan
 * came back. Nothing is stored, so a loan or return at the desk shows at once.
 */
import { and, asc, countDistinct, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BookProgress, ProgramBook } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, bookCopy, borrowRecord } from '../db/schema';

/** Per reader, per book: where they are with the book since `since`. */
export async function progressOf(
  db: Database,
  readerIds: number[],
  bookIds: number[],
  since: Date,
): Promise<Map<number, Map<number, BookProgress>>> {
  const result = new Map<number, Map<number, BookProgress>>();
  if (readerIds.length === 0 || bookIds.length === 0) return result;
  const rows = await db
    .select({
      readerId: borrowRecord.readerId,
      bookId: bookCopy.bookId,
      returned: sql<boolean>`bool_or(${borrowRecord.returnedAt} is not null)`,
    })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .where(
      and(
        inArray(borrowRecord.readerId, readerIds),
        inArray(bookCopy.bookId, bookIds),
        gte(borrowRecord.borrowedAt, since),
      ),
    )
    .groupBy(borrowRecord.readerId, bookCopy.bookId);
  for (const row of rows) {
    if (row.readerId === null) continue;
    const books = result.get(row.readerId) ?? new Map<number, BookProgress>();
    books.set(row.bookId, row.returned ? 'returned' : 'borrowed');
    result.set(row.readerId, books);
  }
  return result;
}

/** A reader's progress in these books, in their order. */
export const progressList = (
  progress: Map<number, Map<number, BookProgress>>,
  readerId: number,
  books: ProgramBook[],
): BookProgress[] => books.map((b) => progress.get(readerId)?.get(b.bookid) ?? 'none');

/** Distinct books the reader returned from loans begun since `since` (a count goal's progress). */
export async function booksReturnedSince(
  db: Database,
  readerId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(bookCopy.bookId) })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .where(
      and(
        eq(borrowRecord.readerId, readerId),
        gte(borrowRecord.borrowedAt, since),
        isNotNull(borrowRecord.returnedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The organisation's books with these ids, in the ids' order; a missing one is left out. */
export async function booksOf(db: Database, orgId: number, ids: number[]): Promise<ProgramBook[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ bookid: book.id, title: book.title, author: book.author })
    .from(book)
    .where(and(eq(book.organizationId, orgId), inArray(book.id, ids)))
    .orderBy(asc(book.id));
  const byId = new Map(rows.map((row) => [row.bookid, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
