/**
 * Tables of the catalogue: the organisation's books (bibliographic records) and their copies,
 * the Chinese Library Classification, and the AI quick read of a book.
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, organizationRef } from './columns';
import { file, libraryLocation } from './organisations';

/** Written as tsvector text ('lexeme':1A …) by search/normalize.ts; read back as text. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const book = pgTable(
  'book',
  {
    id: identity(),
    organizationId: organizationRef(),
    title: text().notNull(),
    parallelTitle: text(),
    subtitle: text(),
    series: text(),
    author: text(),
    publisher: text(),
    publishYear: integer(),
    /** Digits only (and a final X); hyphens are stripped on the way in. */
    isbn10: varchar({ length: 10 }),
    isbn13: varchar({ length: 13 }),
    /**
     * The record's control number in the system it was imported from (MARC 001, with 003 when
     * present): a re-import matches on it first, then on ISBN.
     */
    controlNumber: text(),
    priceFen: integer(),
    categoryCode: text(),
    language: text(),
    notes: text(),
    intro: text(),
    authorIntro: text(),
    /** 1 book, 2 journal, 3 bound journal (contract AssetType). */
    assetType: smallint().notNull().default(1),
    coverUrl: text(),
    coverFileId: text().references(() => file.id),
    ratingsCount: integer().notNull().default(0),
    /** Average rating × 100 on the source's scale. */
    averageRating: integer().notNull().default(0),
    /**
     * The record's call number, as the librarian gave it (Catalogue/Record/Save); a copy added
     * without one takes it. Null for imported records: the catalogue shows their first copy's.
     */
    callNumber: text(),
    /**
     * The client's request id of the Catalogue/Record/Save that created the record: a second
     * create with the same id answers this record instead of making another (double submit).
     */
    saveKey: uuid(),
    /** What substring search matches (search/books.ts). Generated so it can never go stale. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title || ' ' || coalesce(parallel_title, '') || ' ' || coalesce(subtitle, '') || ' ' || coalesce(author, '') || ' ' || coalesce(publisher, '') || ' ' || coalesce(isbn10, '') || ' ' || coalesce(isbn13, ''))`,
      ),
    /**
     * The title as search normalises it (search/normalize.ts: NFKC, lower case, Simplified
     * script): exact-title and title-prefix ranking of matches. Written with the row by the
     * application; book_search_title finds ranks 0 and 1 (exact, prefix) of a search.
     */
    searchTitle: text(),
    /**
     * Search lexemes (Latin words, CJK bigrams and characters, both ISBN forms) weighted
     * A title, B author, C publisher, D ISBN: bookSearchColumns() in search/normalize.ts.
     */
    searchTokens: tsvector(),
  },
  (t) => [
    index().on(t.organizationId, t.title),
    // Exact and prefix title matches rank first in search (searchBooks' tiers);
    // text_pattern_ops serves LIKE 'x%' whatever the database collation. Migration 0005 adds
    // INCLUDE (ratings_count, title, id), which this builder cannot say.
    index('book_search_title').on(t.organizationId, sql`${t.searchTitle} text_pattern_ops`),
    // Within a rank, the most rated first: a common tier is read in this order, a page long.
    index('book_org_popularity').on(t.organizationId, t.ratingsCount.desc(), t.title, t.id),
    index('book_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('book_search_tokens').using('gin', t.searchTokens),
    index('book_org_control_number').on(t.organizationId, t.controlNumber),
    index('book_org_isbn13').on(t.organizationId, t.isbn13),
    unique('book_org_save_key').on(t.organizationId, t.saveKey),
  ],
);

export const bookCopy = pgTable(
  'book_copy',
  {
    id: identity(),
    organizationId: organizationRef(),
    bookId: integer()
      .notNull()
      .references(() => book.id),
    barcode: varchar({ length: 32 }).notNull(),
    callNumber: text(),
    locationId: integer().references(() => libraryLocation.id),
    currentLocationId: integer().references(() => libraryLocation.id),
    /** Contract CopyStatus. */
    status: smallint().notNull().default(3),
  },
  (t) => [
    unique().on(t.organizationId, t.barcode),
    // A book's copies, read by the facet counts and the location / status filters from this
    // index alone (index-only scans): migration 0007 adds INCLUDE (organization_id, status,
    // location_id), which this builder cannot say.
    index('book_copy_book').on(t.bookId),
    // Exact call-number search (search/books.ts).
    index().on(t.organizationId, t.callNumber),
  ],
);

/** The Chinese Library Classification (CLC) classes the catalogue uses: one tree for all. */
export const bookKind = pgTable('book_kind', {
  code: varchar({ length: 32 }).primaryKey(),
  parentCode: varchar({ length: 32 }),
  nameZh: text().notNull(),
  nameEn: text().notNull(),
});

/** The AI quick read of a book, generated once (BookFastReading/Gen). */
export const fastReading = pgTable('fast_reading', {
  bookId: integer()
    .primaryKey()
    .references(() => book.id),
  summary: text().notNull(),
  generatedAt: createdAt(),
});
