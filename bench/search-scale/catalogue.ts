/**
 * The benchmark catalogue: a given number of copies (book_copy rows, 1–4 per book, ~2.5 on
 * average) over books generated from goodbooks-10k and Chinese titles, varied so rows are
 * not identical — editions, volumes, translations, author spellings, publishers, years — and
 * with synthetic titles composed from real title words (English) and common title words
 * (Chinese, vocabulary.ts). Deterministic: the same size gives the same rows on every run.
 * Rows carry the real search columns (bookSearchColumns), and copies come from the demo
 * seed's buildCopies (statuses, shelves, call numbers as in the demo).
 */
import { Converter } from 'opencc-js/cn2t';
import {
  buildCopies,
  readGoodbooks,
  type BookRow,
  type CopyRow,
} from '../../server/src/seed/catalogue';
import { chineseTitles, type ChineseTitle } from '../../server/src/seed/chinese-titles';
import { OrgIds } from '../../server/src/seed/content';
import { FileIds } from '../../server/src/seed/files';
import { isbn13FromIsbn10, padIsbn10 } from '../../server/src/seed/isbn';
import { createRandom, type Random } from '../../server/src/random';
import { bookSearchColumns, isbn13To10, isbn10To13 } from '../../server/src/search/normalize';
import { defaultBooksCsv } from '../../server/src/paths';
import * as words from './vocabulary';

type Goodbook = Awaited<ReturnType<typeof readGoodbooks>>[number];

/** Location ids per organisation (rows inserted by database.ts, ids 1–4 and 5–8). */
export const benchLocations = {
  [OrgIds.ytkj]: { lending: 1, socialSciences: 2, children: 3, periodicals: 4 },
  [OrgIds.demo2]: { lending: 5, socialSciences: 6, children: 7, periodicals: 8 },
} as const;

/** Share of books in Chinese; the rest are English. */
const CHINESE_SHARE = 0.55;
/** Of the Chinese books: editions of the real titles (the rest are composed). */
const REAL_CHINESE_SHARE = 0.2;
/** Of the Chinese books: catalogued in Traditional script (Simplified search must find them). */
const TRADITIONAL_SHARE = 0.06;
/** Of the English books: titles spliced from two real ones. */
const SPLICED_ENGLISH_SHARE = 0.3;
/** Every tenth book belongs to DEMO2; the benchmark queries YTKJ. */
const DEMO2_EVERY = 10;
const BOOKS_PER_BATCH = 4000;

const toTraditional = Converter({ from: 'cn', to: 't' });

/** Values the query set needs: a real ISBN and barcode of a YTKJ book in this catalogue. */
export interface CatalogueProbes {
  isbn13: string;
  isbn10: string;
  barcode: string;
  callNumber: string;
}

export interface CatalogueBatch {
  books: BookRow[];
  copies: CopyRow[];
}

/** Picks items[0] most often, items[k] with weight 1 / (k + 1)^s. */
function zipf<T>(items: readonly T[], s = 1): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 0; k < items.length; k++) {
    total += 1 / (k + 1) ** s;
    cumulative.push(total);
  }
  return (random) => {
    const roll = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) < roll) low = mid + 1;
      else high = mid;
    }
    return items[low] as T;
  };
}

/** A unique, valid-looking ISBN pair from a book id; `group` is the registration group digit. */
function syntheticIsbn(id: number, group: '0' | '1' | '7') {
  // 7919 is coprime with 10^8: distinct ids below 10^8 give distinct bodies.
  const body = `${group}${String((id * 7919) % 100_000_000).padStart(8, '0')}`;
  const isbn13 = isbn10To13(`${body}0`);
  return { isbn13, isbn10: isbn13To10(isbn13) };
}

const subject = zipf(words.chineseSubjects, 0.9);
const modifier = zipf(words.chineseModifiers, 0.6);
const form = zipf(words.chineseForms, 0.8);
const chinesePublisher = zipf(words.chinesePublishers, 0.7);
const englishPublisher = zipf(words.englishPublishers, 0.7);
const englishCategory = zipf(words.englishCategories, 0.5);

function chineseName(random: Random) {
  const given = random.int(1, 2);
  let name = random.pick(words.chineseSurnames);
  for (let i = 0; i < given; i++) name += random.pick(words.chineseGivenChars);
  return name;
}

function chineseAuthor(random: Random) {
  const roll = random.next();
  if (roll < 0.15) {
    return `${random.pick(words.translatedFrom)}${chineseName(random)} 著; ${chineseName(random)} 译`;
  }
  if (roll < 0.3)
    return `${chineseName(random)}, ${chineseName(random)} ${random.pick(words.chineseRoles)}`;
  return `${chineseName(random)} ${random.pick(words.chineseRoles)}`;
}

/** A recent-skewed year: most of a school library is from the last twenty years. */
const editionYear = (random: Random) => 2024 - Math.floor(random.next() ** 2 * 60);

/** A composed Chinese title ("简明中国历史教程") with the class of its first subject. */
function composedChinese(random: Random) {
  const first = subject(random);
  const second = random.next() < 0.35 ? subject(random) : undefined;
  const volume = random.next() < 0.1 ? `（第${random.int(1, 12)}册）` : '';
  const title = `${modifier(random)}${first.word}${second && second !== first ? second.word : ''}${form(random)}${volume}`;
  return { title, category: first.category };
}

function realChinese(source: ChineseTitle, random: Random) {
  const journal = (source.assetType ?? 1) !== 1;
  const issue = `${editionYear(random)}年第${random.int(1, 12)}期`;
  const edition = random.next() < 0.35 ? '' : random.pick(words.chineseEditions);
  return {
    title: journal ? `${source.title} ${issue}` : `${source.title}${edition}`,
    author: random.next() < 0.7 ? source.author : `${source.author} 著; ${chineseName(random)} 注`,
    publisher: random.next() < 0.6 ? source.publisher : chinesePublisher(random),
  };
}

function chineseBook(id: number, organizationId: number, random: Random): BookRow {
  let row: BookRow;
  if (random.next() < REAL_CHINESE_SHARE) {
    const source = random.pick(chineseTitles);
    const { title, author, publisher } = realChinese(source, random);
    row = {
      id,
      organizationId,
      title,
      parallelTitle: source.parallelTitle ?? null,
      series: source.series ?? null,
      author,
      publisher,
      categoryCode: source.category,
      assetType: source.assetType ?? 1,
      language: source.language ?? 'zh',
      intro: source.intro ?? null,
    };
  } else {
    const { title, category } = composedChinese(random);
    row = {
      id,
      organizationId,
      title,
      author: chineseAuthor(random),
      publisher: chinesePublisher(random),
      categoryCode: category,
      assetType: 1,
      language: 'zh',
    };
  }
  if (random.next() < TRADITIONAL_SHARE) {
    row.title = toTraditional(row.title);
    row.author = row.author ? toTraditional(row.author) : null;
    row.publisher = row.publisher ? toTraditional(row.publisher) : null;
    row.language = 'zh-Hant';
  }
  const isbn = row.assetType === 1 && random.next() < 0.92 ? syntheticIsbn(id, '7') : null;
  return {
    ...row,
    publishYear: editionYear(random),
    isbn10: isbn?.isbn10 ?? null,
    isbn13: isbn?.isbn13 ?? null,
    priceFen: random.int(150, 1280) * 10,
    coverFileId: FileIds.defaultCover,
    ratingsCount: random.int(0, 3000),
    averageRating: random.int(300, 495),
  };
}

/** "Suzanne Collins" → "Collins, Suzanne" or "S. Collins": catalogues spell names both ways. */
function authorVariant(authors: string, random: Random) {
  const first = authors.split(',')[0]?.trim() ?? authors;
  const parts = first.split(/\s+/);
  const last = parts.at(-1) ?? first;
  const roll = random.next();
  if (parts.length < 2 || roll < 0.6) return authors;
  if (roll < 0.8) return `${last}, ${parts.slice(0, -1).join(' ')}`;
  return `${parts[0]?.charAt(0)}. ${last}`;
}

function englishTitle(record: Goodbook, other: Goodbook, random: Random) {
  if (random.next() < SPLICED_ENGLISH_SHARE) {
    // "The Hunger" + "of the Rings": real words in a new order, so tokens stay realistic.
    const a = record.title.replace(/\s*\(.*\)\s*$/, '').split(/\s+/);
    const b = other.title.replace(/\s*\(.*\)\s*$/, '').split(/\s+/);
    return [
      ...a.slice(0, Math.max(1, Math.ceil(a.length / 2))),
      ...b.slice(Math.floor(b.length / 2)),
    ].join(' ');
  }
  const roll = random.next();
  if (roll < 0.45) return record.title;
  if (roll < 0.65) return `${record.title}, Vol. ${random.int(1, 9)}`;
  if (roll < 0.9) return `${record.title}: ${random.pick(words.englishEditions)}`;
  return `${record.title} (${random.int(2, 12)}th edition)`;
}

function englishBook(
  id: number,
  organizationId: number,
  records: Goodbook[],
  seen: Set<number>,
  random: Random,
): BookRow {
  // Popular titles are held in more editions: the catalogue's order is by popularity.
  const index = Math.floor(random.next() ** 2 * records.length);
  const record = records[index] as Goodbook;
  const firstCopy = !seen.has(index);
  seen.add(index);
  const isbn10 = firstCopy ? padIsbn10(record.isbn) : null;
  const isbn = isbn10
    ? { isbn10, isbn13: isbn13FromIsbn10(isbn10) }
    : syntheticIsbn(id, random.next() < 0.5 ? '0' : '1');
  const year = Math.trunc(Number.parseFloat(record.original_publication_year));
  return {
    id,
    organizationId,
    title: firstCopy ? record.title : englishTitle(record, random.pick(records), random),
    author: firstCopy ? record.authors : authorVariant(record.authors, random),
    publisher: englishPublisher(random),
    publishYear: firstCopy && Number.isFinite(year) ? year : editionYear(random),
    isbn10: isbn.isbn10,
    isbn13: isbn.isbn13,
    priceFen: random.int(150, 1280) * 10,
    categoryCode: englishCategory(random),
    language: record.language_code || 'eng',
    assetType: 1,
    coverUrl: record.image_url || null,
    ratingsCount: Math.round(
      (Number.parseInt(record.ratings_count, 10) || 0) / (firstCopy ? 1 : 50),
    ),
    averageRating: Math.round(Number.parseFloat(record.average_rating) * 100) || 0,
  };
}

export interface CatalogueSources {
  goodbooks: Goodbook[];
}

export async function readCatalogueSources(): Promise<CatalogueSources> {
  return { goodbooks: await readGoodbooks(process.env.LIBPORTAL_BOOKS_CSV ?? defaultBooksCsv) };
}

/**
 * Batches of books with their copies until exactly `copyTarget` copies exist (the last
 * book's copies are cut to fit). `probes` is filled on the way.
 */
export function* generateCatalogue(
  copyTarget: number,
  sources: CatalogueSources,
  probes: Partial<CatalogueProbes>,
): Generator<CatalogueBatch> {
  const random = createRandom(20_240_401);
  const seen = new Set<number>();
  let bookId = 0;
  let copyId = 0;
  let copies = 0;
  for (let batchNo = 0; copies < copyTarget; batchNo++) {
    const books: BookRow[] = [];
    for (let i = 0; i < BOOKS_PER_BATCH; i++) {
      bookId += 1;
      const org = bookId % DEMO2_EVERY === 0 ? OrgIds.demo2 : OrgIds.ytkj;
      const row =
        random.next() < CHINESE_SHARE
          ? chineseBook(bookId, org, random)
          : englishBook(bookId, org, sources.goodbooks, seen, random);
      books.push({ ...row, ...bookSearchColumns(row) });
    }
    // buildCopies numbers barcodes from 1 on every call: a batch prefix keeps them unique.
    const prefix = (org: string) => `${org}${String(batchNo).padStart(3, '0')}`;
    const batchCopies = [
      ...buildCopies(
        books.filter((b) => b.organizationId === OrgIds.ytkj),
        prefix('YT'),
        benchLocations[OrgIds.ytkj],
        random,
        () => ++copyId,
      ),
      ...buildCopies(
        books.filter((b) => b.organizationId === OrgIds.demo2),
        prefix('DM'),
        benchLocations[OrgIds.demo2],
        random,
        () => ++copyId,
      ),
    ].sort((a, b) => a.bookId - b.bookId);
    const kept = batchCopies.slice(0, copyTarget - copies);
    copies += kept.length;
    const lastBook = kept.at(-1)?.bookId ?? 0;
    const keptBooks = copies >= copyTarget ? books.filter((b) => b.id <= lastBook) : books;
    recordProbes(probes, keptBooks, kept, copies >= copyTarget / 2);
    yield { books: keptBooks, copies: kept };
  }
}

/** Past the middle of the catalogue, the first YTKJ book with an ISBN and a copy. */
function recordProbes(
  probes: Partial<CatalogueProbes>,
  books: BookRow[],
  copies: CopyRow[],
  pastMiddle: boolean,
) {
  if (probes.isbn13 || !pastMiddle) return;
  for (const book of books) {
    const copy = copies.find((c) => c.bookId === book.id);
    if (book.organizationId !== OrgIds.ytkj || !book.isbn13 || !book.isbn10 || !copy) continue;
    Object.assign(probes, {
      isbn13: book.isbn13,
      isbn10: book.isbn10,
      barcode: copy.barcode,
      callNumber: copy.callNumber ?? '',
    });
    return;
  }
}
