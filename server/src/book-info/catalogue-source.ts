import { asc, desc, inArray } from 'drizzle-orm';
import type { BookInfo } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book } from '../db/schema';

/** Where the emulated service reads its ratings. */
export interface BookInfoSource {
  /** The entries it knows for these ISBN-13s, in the order asked. */
  lookup(isbn13s: readonly string[]): Promise<BookInfo[]>;
}

/**
 * The catalogue's own rating (× 100 on a 5-point scale) on the service's 10-point scale:
 * 434 → 8.68, in integer arithmetic so no float noise creeps in.
 */
export const tenPointAverage = (averageRating: number) => (averageRating * 2) / 100;

/**
 * Ratings derived from the catalogue, whatever organisation holds the book (the service is
 * external: it knows books, not libraries). When several rows share an ISBN, the one with
 * the most raters speaks. book.isbn13 is not indexed: a plain scan of the catalogue is fine
 * for an emulation.
 */
export function catalogueSource(db: Database): BookInfoSource {
  return {
    async lookup(isbn13s) {
      if (isbn13s.length === 0) return [];
      const rows = await db
        .selectDistinctOn([book.isbn13], {
          isbn13: book.isbn13,
          coverUrl: book.coverUrl,
          averageRating: book.averageRating,
          ratingsCount: book.ratingsCount,
        })
        .from(book)
        .where(inArray(book.isbn13, [...isbn13s]))
        .orderBy(book.isbn13, desc(book.ratingsCount), asc(book.id));
      const byIsbn = new Map(rows.map((row) => [row.isbn13, row]));
      return isbn13s.flatMap((isbn13) => {
        const row = byIsbn.get(isbn13);
        if (!row) return [];
        return {
          isbn13,
          image: row.coverUrl,
          average: tenPointAverage(row.averageRating),
          raters: row.ratingsCount,
        };
      });
    },
  };
}
