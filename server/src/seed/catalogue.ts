import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { CopyStatus } from '../../../src/core/api/contract';
import type { book, bookCopy } from '../db/schema';
import type { ChineseTitle } from './chinese-titles';
import { bookSearchColumns } from '../search/normalize';
import { FileIds } from './files';
import { isbn13FromIsbn10, padIsbn10 } from './isbn';
import type { Random } from './random';

export type BookRow = typeof book.$inferInsert & { id: number; organizationId: number };
export type CopyRow = typeof bookCopy.$inferInsert & { id: number; bookId: number };

/** The columns of goodbooks-10k/books.csv this seed reads. */
interface GoodbookRecord {
  isbn: string;
  authors: string;
  original_publication_year: string;
  title: string;
  language_code: string;
  average_rating: string;
  ratings_count: string;
  image_url: string;
}

/** The first `limit` rows of books.csv (all when undefined). */
export async function readGoodbooks(path: string, limit?: number): Promise<GoodbookRecord[]> {
  const records = parse(await readFile(path), {
    columns: true,
    skip_empty_lines: true,
    to: limit,
  }) as GoodbookRecord[];
  return records;
}

const yearOf = (value: string) => {
  const year = Math.trunc(Number.parseFloat(value));
  return Number.isFinite(year) ? year : null;
};

const priceFen = (random: Random) => random.int(150, 880) * 10;

export function goodbookToBook(
  record: GoodbookRecord,
  id: number,
  organizationId: number,
  random: Random,
): BookRow {
  const isbn10 = padIsbn10(record.isbn);
  const row: BookRow = {
    id,
    organizationId,
    title: record.title,
    author: record.authors,
    publishYear: yearOf(record.original_publication_year),
    isbn10,
    isbn13: isbn10 ? isbn13FromIsbn10(isbn10) : null,
    priceFen: priceFen(random),
    language: record.language_code || null,
    assetType: 1,
    coverUrl: record.image_url || null,
    ratingsCount: Number.parseInt(record.ratings_count, 10) || 0,
    averageRating: Math.round(Number.parseFloat(record.average_rating) * 100) || 0,
  };
  return { ...row, ...bookSearchColumns(row) };
}

export function chineseToBook(
  title: ChineseTitle,
  id: number,
  organizationId: number,
  random: Random,
): BookRow {
  const row: BookRow = {
    id,
    organizationId,
    title: title.title,
    parallelTitle: title.parallelTitle ?? null,
    series: title.series ?? null,
    author: title.author,
    publisher: title.publisher,
    publishYear: title.year,
    priceFen: priceFen(random),
    categoryCode: title.category,
    language: title.language ?? 'zh',
    intro: title.intro ?? null,
    assetType: title.assetType ?? 1,
    coverFileId: FileIds.defaultCover,
    ratingsCount: random.int(20, 5000),
    averageRating: random.int(380, 495),
  };
  return { ...row, ...bookSearchColumns(row) };
}

/** The four reading rooms of a demo library, by role. */
export interface Locations {
  lending: number;
  socialSciences: number;
  children: number;
  periodicals: number;
}

function shelfOf(book: BookRow, locations: Locations, random: Random): number {
  const category = book.categoryCode ?? '';
  if ((book.assetType ?? 1) !== 1) return locations.periodicals;
  if (category.startsWith('I287')) return locations.children;
  if (/^[ABCDK]/.test(category)) return locations.socialSciences;
  return random.next() < 0.7 ? locations.lending : locations.socialSciences;
}

/** Mostly on the shelf, some out, and a few in every other state. */
const STATUS_WEIGHTS = [
  [CopyStatus.inLibrary, 72],
  [CopyStatus.borrowed, 12],
  [CopyStatus.preBorrowed, 3],
  [CopyStatus.abnormalBorrowed, 2],
  [CopyStatus.lost, 2],
  [CopyStatus.weeded, 2],
  [CopyStatus.damaged, 3],
  [CopyStatus.removed, 2],
  [CopyStatus.sold, 2],
] as const;

const OFF_SHELF: number[] = [CopyStatus.borrowed, CopyStatus.abnormalBorrowed, CopyStatus.lost];

function callNumber(book: BookRow, copyIndex: number) {
  const cutter = (book.author ?? '?').trim().charAt(0).toUpperCase();
  const base = `${book.categoryCode ?? 'I712.45'}/${cutter}${book.id % 997}`;
  return copyIndex === 0 ? base : `${base}:${copyIndex + 1}`;
}

/** One to four copies per book, barcodes `${prefix}00000001` onwards. */
export function buildCopies(
  books: BookRow[],
  prefix: string,
  locations: Locations,
  random: Random,
  nextId: () => number,
): CopyRow[] {
  const copies: CopyRow[] = [];
  for (const book of books) {
    const shelf = shelfOf(book, locations, random);
    const count = random.int(1, 4);
    for (let i = 0; i < count; i++) {
      const status = random.weighted(STATUS_WEIGHTS);
      const id = nextId();
      copies.push({
        id,
        organizationId: book.organizationId,
        bookId: book.id,
        barcode: `${prefix}${String(copies.length + 1).padStart(8, '0')}`,
        callNumber: callNumber(book, i),
        locationId: shelf,
        currentLocationId: OFF_SHELF.includes(status) ? null : shelf,
        status,
      });
    }
  }
  return copies;
}
