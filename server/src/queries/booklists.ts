import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReaderBookList } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { reader, readerBookList, readerBookListItem } from '../db/schema';

const listColumns = {
  id: readerBookList.id,
  name: readerBookList.name,
  description: readerBookList.description,
  isPublic: readerBookList.isPublic,
  createdAt: readerBookList.createdAt,
  bookCount: sql<number>`count(${readerBookListItem.bookId})`.mapWith(Number),
};

const selectLists = (db: Database) =>
  db
    .select(listColumns)
    .from(readerBookList)
    .leftJoin(readerBookListItem, eq(readerBookListItem.listId, readerBookList.id));

interface ListRow {
  id: number;
  name: string;
  description: string;
  isPublic: boolean;
  createdAt: Date;
  bookCount: number;
}

const toReaderBookList = (row: ListRow): ReaderBookList => ({
  id: row.id,
  name: row.name,
  description: row.description,
  ispublic: row.isPublic,
  bookcount: row.bookCount,
  createdtime: row.createdAt.toISOString(),
});

/** A reader's booklists with their book counts, newest first. */
export async function listBooklists(db: Database, readerId: number): Promise<ReaderBookList[]> {
  const rows = await selectLists(db)
    .where(eq(readerBookList.readerId, readerId))
    .groupBy(readerBookList.id)
    .orderBy(desc(readerBookList.createdAt), desc(readerBookList.id));
  return rows.map(toReaderBookList);
}

export async function getBooklist(db: Database, id: number): Promise<ReaderBookList | undefined> {
  const [row] = await selectLists(db).where(eq(readerBookList.id, id)).groupBy(readerBookList.id);
  return row && toReaderBookList(row);
}

/** Who owns a list and in which organisation, or undefined when there is no such list. */
export async function booklistOwner(db: Database, id: number) {
  const [row] = await db
    .select({ readerId: readerBookList.readerId, orgId: reader.organizationId })
    .from(readerBookList)
    .innerJoin(reader, eq(reader.id, readerBookList.readerId))
    .where(eq(readerBookList.id, id));
  return row;
}

export interface BooklistFields {
  name: string;
  description?: string;
  isPublic?: boolean;
}

export async function insertBooklist(
  db: Database,
  readerId: number,
  fields: BooklistFields,
): Promise<number> {
  const [row] = await db
    .insert(readerBookList)
    .values({ readerId, ...fields })
    .returning({ id: readerBookList.id });
  if (!row) throw new Error('booklist insert returned nothing');
  return row.id;
}

/** Renames or describes a list, only if `readerId` owns it. */
export async function updateBooklist(
  db: Database,
  id: number,
  readerId: number,
  fields: BooklistFields,
): Promise<boolean> {
  const updated = await db
    .update(readerBookList)
    .set(fields)
    .where(and(eq(readerBookList.id, id), eq(readerBookList.readerId, readerId)))
    .returning({ id: readerBookList.id });
  return updated.length > 0;
}

/** Deletes a list and (cascade) its entries, only if `readerId` owns it. */
export async function deleteBooklist(db: Database, id: number, readerId: number) {
  const deleted = await db
    .delete(readerBookList)
    .where(and(eq(readerBookList.id, id), eq(readerBookList.readerId, readerId)))
    .returning({ id: readerBookList.id });
  return deleted.length > 0;
}

/** Puts a book on a list once; adding it again only updates the note, when one is given. */
export async function addBookToList(
  db: Database,
  listId: number,
  bookId: number,
  note: string | undefined,
): Promise<void> {
  const insert = db.insert(readerBookListItem).values({ listId, bookId, note: note ?? null });
  const target = [readerBookListItem.listId, readerBookListItem.bookId];
  await (note === undefined
    ? insert.onConflictDoNothing({ target })
    : insert.onConflictDoUpdate({ target, set: { note } }));
}
