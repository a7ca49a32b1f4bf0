import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AssetType,
  CopyStatus,
  type BookAsset,
  type BookSummary,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, bookCopy, libraryLocation } from '../db/schema';
import { countWhere } from '../db/sql';
import { hitColumns, type BookHit } from '../search/books';
import { GONE_STATUSES } from '../search/facets';

/** Available and held copy counts for a page of books. */
export async function copyCounts(db: Database, orgId: number, bookIds: number[]) {
  if (bookIds.length === 0) return new Map<number, { available: number; copies: number }>();
  const rows = await db
    .select({
      bookId: bookCopy.bookId,
      available: countWhere(eq(bookCopy.status, CopyStatus.inLibrary)),
      copies: countWhere(notInArray(bookCopy.status, GONE_STATUSES)),
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
    categorycode: hit.categoryCode,
    rating: hit.averageRating / 100,
    raters: hit.ratingsCount,
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

/** Ratings a book needs before its own average outweighs the prior (recommendations). */
const RATING_PRIOR_WEIGHT = 1000;
/** The prior: an average book, 4.00 on the 5-point scale (× 100 like average_rating). */
const RATING_PRIOR = 400;

/**
 * Books to recommend: the organisation's best rated books (not journals) that have a copy on
 * the shelf now.
 * "Best rated" is the Bayesian average (ratings · average + prior weight · prior) / (ratings
 * + prior weight), so a 4.9 from twenty readers does not beat a 4.6 from a hundred thousand.
 * Deterministic: ties go to the lower id.
 */
export function recommendedBooks(db: Database, orgId: number, limit: number): Promise<BookHit[]> {
  const weighted = sql`(${book.ratingsCount}::float8 * ${book.averageRating} + ${RATING_PRIOR_WEIGHT * RATING_PRIOR}) / (${book.ratingsCount} + ${RATING_PRIOR_WEIGHT})`;
  const onShelf = sql`exists (select 1 from ${bookCopy} where ${bookCopy.bookId} = ${book.id} and ${bookCopy.status} = ${CopyStatus.inLibrary})`;
  return db
    .select(hitColumns)
    .from(book)
    .where(and(eq(book.organizationId, orgId), eq(book.assetType, AssetType.book), onShelf))
    .orderBy(desc(weighted), asc(book.id))
    .limit(limit);
}
