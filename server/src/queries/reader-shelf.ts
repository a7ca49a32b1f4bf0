import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type {
  ShelfEntry,
  ShelfListing,
  ShelfName,
  ShelfStatistics,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import { readerShelfEntry } from '../db/tables/reading-lists';

/** Whose shelf: every query below is scoped to one reader of one organisation. */
export interface ShelfOwner {
  orgId: number;
  readerId: number;
}

export interface ShelfFields {
  shelf: ShelfName;
  bookId?: number;
  title?: string;
  author?: string;
  isbn?: string;
  note?: string;
}

export type ShelfSaveOutcome =
  { entry: ShelfEntry } | { refused: 'titleRequired' | 'bookNotFound' | 'entryNotFound' };

type EntryRow = typeof readerShelfEntry.$inferSelect;

const toShelfEntry = (row: EntryRow): ShelfEntry => ({
  id: row.id,
  shelf: row.shelf,
  bookid: row.bookId,
  title: row.title,
  author: row.author,
  isbn: row.isbn,
  note: row.note,
  shelvedtime: row.shelvedAt.toISOString(),
  createdtime: row.createdAt.toISOString(),
});

const owned = (owner: ShelfOwner) =>
  and(
    eq(readerShelfEntry.organizationId, owner.orgId),
    eq(readerShelfEntry.readerId, owner.readerId),
  );

/** Two entries of one reader are the same book when this key is (see the table). */
export function sameBookKey(bookId: number | undefined, title: string, isbn: string): string {
  return bookId === undefined
    ? `typed:${title.toLowerCase()}|${isbn.toLowerCase()}`
    : `book:${bookId}`;
}

/** The title, author and ISBN an entry keeps: the catalogue's for a catalogue book. */
async function describedBook(db: Database, orgId: number, fields: ShelfFields) {
  if (fields.bookId === undefined) {
    const title = fields.title ?? '';
    if (!title) return undefined;
    return { title, author: fields.author ?? '', isbn: fields.isbn ?? '' };
  }
  const [row] = await db
    .select({
      title: book.title,
      author: book.author,
      isbn: sql<string>`coalesce(${book.isbn13}, ${book.isbn10}, '')`,
    })
    .from(book)
    .where(and(eq(book.id, fields.bookId), eq(book.organizationId, orgId)));
  return row && { title: row.title, author: row.author ?? '', isbn: row.isbn };
}

/**
 * Shelves a book, or (with `id`) changes an entry of the owner's: another shelf, a note. A
 * book already on the reader's shelf is updated, not added twice (double submit, two tabs).
 */
export async function saveShelfEntry(
  db: Database,
  owner: ShelfOwner,
  id: number | undefined,
  fields: ShelfFields,
  now: Date,
): Promise<ShelfSaveOutcome> {
  if (id !== undefined) return updateShelfEntry(db, owner, id, fields, now);
  const described = await describedBook(db, owner.orgId, fields);
  if (!described)
    return { refused: fields.bookId === undefined ? 'titleRequired' : 'bookNotFound' };
  const key = sameBookKey(fields.bookId, described.title, described.isbn);
  const [row] = await db
    .insert(readerShelfEntry)
    .values({
      organizationId: owner.orgId,
      readerId: owner.readerId,
      shelf: fields.shelf,
      bookId: fields.bookId ?? null,
      ...described,
      note: fields.note ?? '',
      sameBookKey: key,
      createdAt: now,
      shelvedAt: now,
    })
    .onConflictDoUpdate({
      target: [readerShelfEntry.readerId, readerShelfEntry.sameBookKey],
      set: {
        shelf: fields.shelf,
        // A repeated "shelve" keeps the date unless the book really moved.
        shelvedAt: sql`case when ${readerShelfEntry.shelf} = ${fields.shelf} then ${readerShelfEntry.shelvedAt} else ${now.toISOString()}::timestamptz end`,
        ...(fields.note === undefined ? {} : { note: fields.note }),
      },
    })
    .returning();
  if (!row) throw new Error('shelf insert returned nothing');
  return { entry: toShelfEntry(row) };
}

async function updateShelfEntry(
  db: Database,
  owner: ShelfOwner,
  id: number,
  fields: ShelfFields,
  now: Date,
): Promise<ShelfSaveOutcome> {
  const [current] = await db
    .select()
    .from(readerShelfEntry)
    .where(and(eq(readerShelfEntry.id, id), owned(owner)));
  // Another reader's entry reads as missing: ids reveal nothing about other shelves.
  if (!current) return { refused: 'entryNotFound' };
  const typed = current.bookId === null;
  const title = typed && fields.title !== undefined ? fields.title : current.title;
  if (!title) return { refused: 'titleRequired' };
  const isbn = typed && fields.isbn !== undefined ? fields.isbn : current.isbn;
  const [row] = await db
    .update(readerShelfEntry)
    .set({
      shelf: fields.shelf,
      ...(current.shelf === fields.shelf ? {} : { shelvedAt: now }),
      ...(fields.note === undefined ? {} : { note: fields.note }),
      // A catalogue book's description stays the catalogue's; a typed one is the reader's.
      ...(typed
        ? {
            title,
            isbn,
            author: fields.author ?? current.author,
            sameBookKey: sameBookKey(undefined, title, isbn),
          }
        : {}),
    })
    .where(and(eq(readerShelfEntry.id, id), owned(owner)))
    .returning();
  return row ? { entry: toShelfEntry(row) } : { refused: 'entryNotFound' };
}

/** Counts per shelf and the books put on the read shelf this year and this month. */
async function shelfStatistics(db: Database, owner: ShelfOwner, now: Date) {
  const perShelf = await db
    .select({ shelf: readerShelfEntry.shelf, count: count() })
    .from(readerShelfEntry)
    .where(owned(owner))
    .groupBy(readerShelfEntry.shelf);
  const yearStart = new Date(now.getFullYear(), 0, 1);
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const readSince = (since: Date) =>
    sql<number>`count(*) filter (where ${readerShelfEntry.shelvedAt} >= ${since.toISOString()}::timestamptz)`.mapWith(
      Number,
    );
  const [read] = await db
    .select({ year: readSince(yearStart), month: readSince(monthStart) })
    .from(readerShelfEntry)
    .where(
      and(
        owned(owner),
        eq(readerShelfEntry.shelf, 'read'),
        gte(readerShelfEntry.shelvedAt, yearStart),
      ),
    );
  const of = (shelf: ShelfName) => perShelf.find((row) => row.shelf === shelf)?.count ?? 0;
  return {
    reading: of('reading'),
    preborrow: of('preborrow'),
    read: of('read'),
    readthisyear: read?.year ?? 0,
    readthismonth: read?.month ?? 0,
  } satisfies ShelfStatistics;
}

/** The reader's entries (of one shelf, or all), last shelved first, with the statistics. */
export async function listShelf(
  db: Database,
  owner: ShelfOwner,
  shelf: ShelfName | undefined,
  now: Date,
): Promise<ShelfListing> {
  const rows = await db
    .select()
    .from(readerShelfEntry)
    .where(and(owned(owner), shelf ? eq(readerShelfEntry.shelf, shelf) : undefined))
    .orderBy(desc(readerShelfEntry.shelvedAt), desc(readerShelfEntry.id));
  return { entries: rows.map(toShelfEntry), statistics: await shelfStatistics(db, owner, now) };
}

/** Takes an entry off the owner's shelf; false when there is none of theirs with this id. */
export async function deleteShelfEntry(db: Database, owner: ShelfOwner, id: number) {
  const deleted = await db
    .delete(readerShelfEntry)
    .where(and(eq(readerShelfEntry.id, id), owned(owner)))
    .returning({ id: readerShelfEntry.id });
  return deleted.length > 0;
}
