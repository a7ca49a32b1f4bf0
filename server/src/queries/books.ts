import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CopyStatus, type BookAsset, type BookSummary } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { bookCopy, libraryLocation } from '../db/schema';
import { countWhere } from '../db/sql';
import type { BookHit } from '../search/books';

/** Copies that no longer count as holdings. */
const GONE = [CopyStatus.lost, CopyStatus.weeded, CopyStatus.removed, CopyStatus.sold];

/** Available and held copy counts for a page of books. */
export async function copyCounts(db: Database, orgId: number, bookIds: number[]) {
  if (bookIds.length === 0) return new Map<number, { available: number; copies: number }>();
  const rows = await db
    .select({
      bookId: bookCopy.bookId,
      available: countWhere(eq(bookCopy.status, CopyStatus.inLibrary)),
      copies: countWhere(notInArray(bookCopy.status, GONE)),
    })
    .from(bookCopy)
    .where(and(eq(bookCopy.organizationId, orgId), inArray(bookCopy.bookId, bookIds)))
    .groupBy(bookCopy.bookId);
  return new Map(rows.map((row) => [row.bookId, row]));
}

export function toSummary(
  hit: BookHit,
  counts?: { available: number; copies: number },
): BookSummary {
  return {
    bookid: hit.id,
    title: hit.title,
    author: hit.author,
    publisher: hit.publisher,
    publishyear: hit.publishYear,
    isbn: hit.isbn10,
    isbn13: hit.isbn13,
    assettype: hit.assetType,
    cover: hit.coverUrl,
    coverfileid: hit.coverFileId,
    language: hit.language,
    available: counts?.available ?? 0,
    copies: counts?.copies ?? 0,
  };
}

/** The collection locations holding copies of each book that are in the library now. */
export async function inLibraryLocations(db: Database, orgId: number, bookIds: number[]) {
  const byBook = new Map<number, string[]>();
  if (bookIds.length === 0) return byBook;
  const rows = await db
    .selectDistinct({ bookId: bookCopy.bookId, name: libraryLocation.name })
    .from(bookCopy)
    .innerJoin(libraryLocation, eq(libraryLocation.id, bookCopy.locationId))
    .where(
      and(
        eq(bookCopy.organizationId, orgId),
        inArray(bookCopy.bookId, bookIds),
        eq(bookCopy.status, CopyStatus.inLibrary),
      ),
    )
    .orderBy(bookCopy.bookId, libraryLocation.name);
  for (const { bookId, name } of rows) byBook.set(bookId, [...(byBook.get(bookId) ?? []), name]);
  return byBook;
}

const collection = alias(libraryLocation, 'collection_location');
const current = alias(libraryLocation, 'current_location');

/** The copies of one book in one organisation, optionally only those in `statuses`. */
export function listAssets(
  db: Database,
  orgId: number,
  bookId: number,
  statuses: number[],
): Promise<BookAsset[]> {
  return db
    .select({
      assetid: bookCopy.id,
      barcode: bookCopy.barcode,
      callnumber: bookCopy.callNumber,
      collectionlocation: collection.name,
      currentlocation: current.name,
      status: bookCopy.status,
    })
    .from(bookCopy)
    .leftJoin(collection, eq(collection.id, bookCopy.locationId))
    .leftJoin(current, eq(current.id, bookCopy.currentLocationId))
    .where(
      and(
        eq(bookCopy.organizationId, orgId),
        eq(bookCopy.bookId, bookId),
        statuses.length > 0 ? inArray(bookCopy.status, statuses) : undefined,
      ),
    )
    .orderBy(bookCopy.barcode);
}
