import { AUTHOR_INTROS } from './author-intros';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { CopyStatus } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { searchWordStat, type book, type bookCopy } from '../db/schema';
import type { ChineseTitle } from './chinese-titles';
import { bookSearchColumns } from '../search/normalize';
import { OrgIds } from './content';
import { FileIds } from './files';
import { GOODBOOKS_CHINESE_TITLES } from './parallel-titles';
import { isbn13FromIsbn10, padIsbn10 } from './isbn';
import type { Random } from '../random';

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

/**
 * The CLC class of every goodbooks title: I1 世界文学 (world literature). books.csv records no
 * subject, genre or author nationality, so no finer class can be derived without inventing
 * one; what is known is that the list is Goodreads' most-rated books, overwhelmingly fiction
 * in English or in translation from many countries — literature not of one country, which is
 * what I1 holds. The category tree and facet then show them as one honest branch beside the
 * Chinese titles' precise codes.
 */
export const GOODBOOKS_CATEGORY = 'I1';

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
    parallelTitle: GOODBOOKS_CHINESE_TITLES.get(record.title) ?? null,
    author: record.authors,
    publishYear: yearOf(record.original_publication_year),
    isbn10,
    isbn13: isbn10 ? isbn13FromIsbn10(isbn10) : null,
    priceFen: priceFen(random),
    categoryCode: GOODBOOKS_CATEGORY,
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
    authorIntro: AUTHOR_INTROS[title.author] ?? null,
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

/**
 * Hot search words of each demo organisation (SearchWordStatistics/List), stored as search
 * counts them (search/hot-words.ts: normalised). Each names a title or an author the
 * organisation holds, so clicking one finds something.
 */
export const hotSearchWords: Record<number, [word: string, count: number][]> = {
  [OrgIds.ytkj]: [
    ['三体', 186],
    ['harry potter', 152],
    ['红楼梦', 121],
    ['鲁迅', 97],
    ['活着', 88],
    ['the hunger games', 75],
    ['小王子', 64],
    ['平凡的世界', 58],
    ['刘慈欣', 51],
    ['西游记', 43],
    ['tolkien', 37],
    ['昆虫记', 29],
  ],
  [OrgIds.demo2]: [
    ['西游记', 64],
    ['三国演义', 55],
    ['草房子', 47],
    ['哈利·波特', 41],
    ['小王子', 38],
    ['童年', 33],
    ['唐诗三百首', 30],
    ['the great gatsby', 22],
    ['青铜葵花', 19],
    ['曹文轩', 17],
  ],
};

export async function insertSearchWordStats(db: Database, now: Date) {
  const rows = Object.entries(hotSearchWords).flatMap(([organizationId, words]) =>
    words.map(([word, count], i) => ({
      organizationId: Number(organizationId),
      word,
      count,
      // Searched in the last hours, the most searched most recently.
      lastSearchedAt: new Date(now.getTime() - (i + 1) * 3_600_000),
    })),
  );
  await db.insert(searchWordStat).values(rows);
}
