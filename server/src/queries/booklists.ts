import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type {
  BookListDetail,
  PublicBookList,
  ReaderBookList,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, reader, readerBookList, readerBookListItem } from '../db/schema';

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

/** Takes a book off a list, only if `readerId` owns the list; false when it was not there. */
export async function removeBookFromList(
  db: Database,
  listId: number,
  bookId: number,
  readerId: number,
): Promise<boolean> {
  const removed = await db
    .delete(readerBookListItem)
    .where(
      and(
        eq(readerBookListItem.listId, listId),
        eq(readerBookListItem.bookId, bookId),
        sql`exists (select 1 from ${readerBookList} where ${readerBookList.id} = ${listId} and ${readerBookList.readerId} = ${readerId})`,
      ),
    )
    .returning({ bookId: readerBookListItem.bookId });
  return removed.length > 0;
}

const ownerColumns = {
  readerId: reader.id,
  readerName: reader.name,
  readerNickname: reader.nickname,
};

const toPublicBookList = (
  row: ListRow & { readerId: number; readerName: string; readerNickname: string },
): PublicBookList => ({
  ...toReaderBookList(row),
  readerid: row.readerId,
  // The name the reader chose to show, as the rest of the portal greets them.
  readername: row.readerNickname || row.readerName,
});

const selectListsWithOwner = (db: Database) =>
  db
    .select({ ...listColumns, ...ownerColumns })
    .from(readerBookList)
    .innerJoin(reader, eq(reader.id, readerBookList.readerId))
    .leftJoin(readerBookListItem, eq(readerBookListItem.listId, readerBookList.id));

/**
 * Public lists of readers of `orgId`: one reader's (`ownerId`), or everyone's but the
 * caller's (`exceptReaderId`), newest first. Private lists are filtered here, in the query,
 * so no caller of this function can leak one.
 */
export async function listPublicBooklists(
  db: Database,
  orgId: number,
  scope: { ownerId: number } | { exceptReaderId: number },
  limit: number,
  offset = 0,
): Promise<PublicBookList[]> {
  const rows = await selectListsWithOwner(db)
    .where(
      and(
        eq(reader.organizationId, orgId),
        eq(readerBookList.isPublic, true),
        'ownerId' in scope
          ? eq(readerBookList.readerId, scope.ownerId)
          : ne(readerBookList.readerId, scope.exceptReaderId),
      ),
    )
    .groupBy(readerBookList.id, reader.id)
    .orderBy(desc(readerBookList.createdAt), desc(readerBookList.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toPublicBookList);
}

/**
 * A list with its books, as `viewer` may see it: their own, or a public one of a reader of
 * their organisation; anything else is undefined (a private list reads as missing).
 */
export async function booklistDetail(
  db: Database,
  id: number,
  viewer: { orgId: number; readerId: number },
): Promise<BookListDetail | undefined> {
  const [row] = await selectListsWithOwner(db)
    .where(
      and(
        eq(readerBookList.id, id),
        eq(reader.organizationId, viewer.orgId),
        or(eq(readerBookList.isPublic, true), eq(readerBookList.readerId, viewer.readerId)),
      ),
    )
    .groupBy(readerBookList.id, reader.id);
  if (!row) return undefined;
  const books = await db
    .select({
      bookid: book.id,
      title: book.title,
      author: sql<string>`coalesce(${book.author}, '')`,
      isbn: sql<string>`coalesce(${book.isbn13}, ${book.isbn10}, '')`,
      note: sql<string>`coalesce(${readerBookListItem.note}, '')`,
      addedAt: readerBookListItem.createdAt,
    })
    .from(readerBookListItem)
    .innerJoin(book, eq(book.id, readerBookListItem.bookId))
    .where(eq(readerBookListItem.listId, id))
    .orderBy(desc(readerBookListItem.createdAt), book.id);
  return {
    ...toPublicBookList(row),
    mine: row.readerId === viewer.readerId,
    books: books.map(({ addedAt, ...rest }) => ({ ...rest, addedtime: addedAt.toISOString() })),
  };
}

/** Whether `readerId` is a reader of `orgId` (another organisation's reader reads as none). */
export async function readerInOrganization(db: Database, orgId: number, readerId: number) {
  const [row] = await db
    .select({ id: reader.id })
    .from(reader)
    .where(and(eq(reader.id, readerId), eq(reader.organizationId, orgId)));
  return row !== undefined;
}
