/**
 * The database schema. drizzle-kit generates server/migrations from this file:
 *   npx drizzle-kit generate --config server/drizzle.config.ts
 * Columns are camelCase here and snake_case in the database (`casing: 'snake_case'`).
 * Money is integer fen everywhere.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** PGlite hands back Uint8Array and node-postgres Buffer: normalise to Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Written as tsvector text ('lexeme':1A …) by search/normalize.ts; read back as text. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const time = () => timestamp({ withTimezone: true });
const orgRef = () =>
  integer()
    .notNull()
    .references(() => organization.id);

export const file = pgTable('file', {
  id: text().primaryKey(),
  organizationId: integer().references((): AnyPgColumn => organization.id),
  filename: text().notNull(),
  mime: text().notNull(),
  content: bytea().notNull(),
  createdAt: createdAt(),
});

export const organization = pgTable('organization', {
  id: id(),
  orgcode: varchar({ length: 32 }).notNull().unique(),
  name: text().notNull(),
  logoFileId: text().references((): AnyPgColumn => file.id),
  bannerFileId: text().references((): AnyPgColumn => file.id),
  servicePhone: text(),
  registrationNo: text(),
  enableAiLibrarian: boolean().notNull().default(true),
  /**
   * Origins allowed to call the API with credentials and to frame the portal's pages: exact
   * origins or `scheme://host:*` (server/src/http/origin-patterns.ts); a `*` is never honoured.
   */
  allowedOrigins: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * IANA time zone of the library's day (due dates, fines, holds, rankings' periods,
   * reminders, opening hours): server/src/time/ computes every library day in it.
   */
  timeZone: text().notNull().default('Asia/Shanghai'),
  address: text(),
  openingHours: text(),
  introduction: text(),
  readerNotice: text(),
  /**
   * The address (http or https) of the library's AI inventory system, which scans the shelves
   * and keeps where each copy was last seen; null when the library runs none.
   */
  inventoryHost: text(),
});

export const footerLink = pgTable(
  'footer_link',
  {
    id: id(),
    organizationId: orgRef(),
    title: text().notNull(),
    url: text().notNull(),
    isShow: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.organizationId, t.sortOrder)],
);

export const department = pgTable('department', {
  id: id(),
  organizationId: orgRef(),
  name: text().notNull(),
});

export const borrowType = pgTable('borrow_type', {
  id: id(),
  organizationId: orgRef(),
  name: text().notNull(),
  maxLoans: integer().notNull(),
  loanDays: integer().notNull(),
  /** Active reservations (waiting, not arrived or arrived) a reader of this type may hold. */
  maxPreborrows: integer().notNull().default(3),
  /** Days a reserved copy is held for the reader once it has arrived. */
  preborrowHoldDays: integer().notNull().default(3),
  /** Renewals a loan may have (server/src/circulation/renewal.ts). */
  maxRenewals: integer().notNull().default(2),
  /** Days a renewal gives, counted from the day of the renewal; null: `loanDays`. */
  renewDays: integer(),
  /** Fine per overdue day, fen (server/src/jobs/fines.ts accrues it). */
  fineFenPerDay: integer().notNull().default(10),
  /** Unpaid fines above this (fen) refuse renewals. */
  fineLimitFen: integer().notNull().default(1000),
  /** Deposit a reader of this type pays (fen; 0: none asked). */
  depositFen: integer().notNull().default(0),
});

export const reader = pgTable(
  'reader',
  {
    id: id(),
    uuid: uuid().notNull().unique().defaultRandom(),
    organizationId: orgRef(),
    readercode: varchar({ length: 64 }).notNull(),
    name: text().notNull(),
    nickname: text().notNull().default(''),
    /** 1 is a teacher; anything else a student. */
    usertype: smallint().notNull().default(0),
    passwordHash: text().notNull(),
    /** A generated initial or reset password: the portal asks for a new one at the next login. */
    mustChangePassword: boolean().notNull().default(false),
    sex: smallint().notNull().default(1),
    email: text(),
    phone: text(),
    departmentId: integer().references(() => department.id),
    grade: text(),
    level: smallint().notNull().default(1),
    score: integer().notNull().default(0),
    depositFen: integer().notNull().default(0),
    /** Money recharged into the reader's account (fen). */
    balanceFen: integer().notNull().default(0),
    borrowTypeId: integer().references(() => borrowType.id),
    avatarFileId: text().references(() => file.id),
    expireAt: time(),
    /**
     * Why the library blocked the account (lost card, unreturned books, …): the desk lends
     * nothing while it is set. Null: not blocked.
     */
    blockedReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.organizationId, t.readercode),
    check('reader_sex', sql`${t.sex} in (1, 2)`),
  ],
);

export const refreshToken = pgTable(
  'refresh_token',
  {
    id: id(),
    readerId: integer()
      .notNull()
      .references(() => reader.id, { onDelete: 'cascade' }),
    family: uuid().notNull(),
    /** sha256 of the token (hex): the token itself is never stored. */
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: time().notNull(),
    createdAt: createdAt(),
    revokedAt: time(),
    replacedBy: integer(),
  },
  (t) => [index().on(t.family), index().on(t.readerId)],
);

/**
 * Sessions (refresh-token families, the access token's `sid`) ended by logout, a password
 * change or a replayed refresh token. Kept for an access token's lifetime: the server loads
 * them into the shared state on start, so a restarted instance still refuses their tokens.
 */
export const revokedSession = pgTable(
  'revoked_session',
  {
    family: uuid().primaryKey(),
    readerId: integer()
      .notNull()
      .references(() => reader.id, { onDelete: 'cascade' }),
    revokedAt: createdAt(),
  },
  (t) => [index().on(t.revokedAt)],
);

/**
 * An organisation's single-sign-on secret, with which its own systems mint one-time login
 * codes server to server (POST /SSOApi/Cookie/Mint). Only its sha256 is stored.
 */
export const ssoSecret = pgTable('sso_secret', {
  organizationId: integer()
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  secretHash: varchar({ length: 64 }).notNull(),
  createdAt: createdAt(),
});

/** One row (id 1): secrets that must survive restarts. */
export const serverSecret = pgTable(
  'server_secret',
  {
    id: integer().primaryKey(),
    jwtSecret: bytea().notNull(),
    rsaPrivateKey: text().notNull(),
    rsaPublicKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('server_secret_single_row', sql`${t.id} = 1`)],
);

export const libraryLocation = pgTable('library_location', {
  id: id(),
  organizationId: orgRef(),
  name: text().notNull(),
  /**
   * The storey the room is on (1 = the entrance's), for the 3D floor map; null where the
   * library has not said, which the map reads as the entrance's storey.
   */
  floor: smallint(),
});

export const preborrowSite = pgTable('preborrow_site', {
  id: id(),
  organizationId: orgRef(),
  name: text().notNull(),
});

export const book = pgTable(
  'book',
  {
    id: id(),
    organizationId: orgRef(),
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
  ],
);

/**
 * The pinyin lexemes of a book's search_tokens (`py:`, `pi:`, `pt:`, `pe:`, see
 * search/normalize.ts), one row each, with the book's popularity and title: the btree
 * book_pinyin_prefix finds a pinyin prefix's books already in rank and popularity order,
 * index-only, as book_search_title does for a title prefix (search/pinyin-tiers.ts). Written
 * only by the trigger of migration 0027 from book.search_tokens, so it cannot go stale.
 */
export const bookPinyin = pgTable(
  'book_pinyin',
  {
    bookId: integer()
      .notNull()
      .references(() => book.id, { onDelete: 'cascade' }),
    organizationId: integer().notNull(),
    /** The lexeme, marker included (`py:santi`). */
    pinyin: text().notNull(),
    /** 0 `pe:` (the whole title), 1 `pt:` (the title's start), 2 in a title, 3 the author's. */
    tier: smallint().notNull(),
    ratingsCount: integer().notNull(),
    title: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.pinyin] }),
    // text_pattern_ops serves LIKE 'py:san%' whatever the collation; migration 0027 adds
    // INCLUDE (tier, ratings_count, title, book_id), which this builder cannot say.
    index('book_pinyin_prefix').on(t.organizationId, sql`${t.pinyin} text_pattern_ops`),
  ],
);

export const bookCopy = pgTable(
  'book_copy',
  {
    id: id(),
    organizationId: orgRef(),
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

export const borrowRecord = pgTable(
  'borrow_record',
  {
    id: id(),
    /**
     * Null once the reader deleted their reading history: a returned loan is kept for the
     * library (copy and dates, its fines) without saying who borrowed it.
     */
    readerId: integer().references(() => reader.id),
    copyId: integer()
      .notNull()
      .references(() => bookCopy.id),
    borrowedAt: time().notNull(),
    dueAt: time().notNull(),
    returnedAt: time(),
    /** Renewals used (borrow_type.max_renewals is the limit). */
    renewals: integer().notNull().default(0),
    /**
     * The last library day whose overdue fine has been charged: the fines job charges the days
     * after it, so running it twice a day, or on two instances, never charges a day twice.
     */
    fineAccruedThrough: date({ mode: 'string' }),
  },
  (t) => [
    index().on(t.readerId),
    // The reader's current loans, by due date (the my-borrow panel, renewals).
    index('borrow_record_current')
      .on(t.readerId, t.dueAt)
      .where(sql`${t.returnedAt} is null`),
    // The reader's reading history, newest return first, in the page's own order (the id
    // breaks ties): a page is read off the index without sorting the whole history
    // (bench/account-scale.ts: sorted, a 2,000-loan history took 40–140 ms for its first page).
    index('borrow_record_history')
      .on(t.readerId, t.returnedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.returnedAt} is not null`),
    // The loan a copy is on: the queue's wait estimate joins its books' copies to their open
    // loans (0.9 ms instead of a hash of every open loan, 830 ms at 5 million loans).
    index('borrow_record_open_copy')
      .on(t.copyId)
      .where(sql`${t.returnedAt} is null`),
    // The jobs: loans on loan by due date (fines, reminders), late returns by return time.
    index('borrow_record_open_due')
      .on(t.dueAt)
      .where(sql`${t.returnedAt} is null`),
    index('borrow_record_late_return')
      .on(t.returnedAt)
      .where(sql`${t.returnedAt} > ${t.dueAt}`),
  ],
);

export const preborrowEndReasons = ['cancelled', 'expired', 'borrowed'] as const;

export const preborrow = pgTable(
  'preborrow',
  {
    id: id(),
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    bookId: integer()
      .notNull()
      .references(() => book.id),
    copyId: integer().references(() => bookCopy.id),
    siteId: integer()
      .notNull()
      .references(() => preborrowSite.id),
    createdAt: createdAt(),
    expiresAt: time().notNull(),
    arrived: boolean().notNull().default(false),
    /** Set when the reservation ends, whatever the reason (`endReason`). Null: active. */
    cancelledAt: time(),
    endReason: text({ enum: preborrowEndReasons }),
  },
  (t) => [
    index().on(t.readerId),
    index().on(t.bookId, t.createdAt),
    // A copy is held for at most one active reservation: the database decides a race for
    // the last copy, whatever the application does.
    uniqueIndex('preborrow_active_copy')
      .on(t.copyId)
      .where(sql`${t.cancelledAt} is null and ${t.copyId} is not null`),
    // One active reservation per reader and book.
    uniqueIndex('preborrow_active_reader_book')
      .on(t.readerId, t.bookId)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

export const billTradeTypes = [
  'depositPayment',
  'balanceRecharge',
  'finePayment',
  'bookPurchase',
  'cardFee',
  'depositRefund',
] as const;
export const billTradeMethods = ['cash', 'wechat', 'alipay', 'bank'] as const;
export const billStatuses = ['paying', 'success', 'failed', 'refunded'] as const;

export const bill = pgTable(
  'bill',
  {
    id: id(),
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    orderNo: varchar({ length: 40 }).notNull().unique(),
    tradeType: text({ enum: billTradeTypes }).notNull(),
    tradeMethod: text({ enum: billTradeMethods }).notNull(),
    amountFen: integer().notNull(),
    refundFen: integer().notNull().default(0),
    status: text({ enum: billStatuses }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The reader's bills, newest first, a page at a time.
    // NULLS FIRST as `order by … desc` says (the columns are never null, but the planner
    // only reads an index in the query's order when the null ordering matches too).
    index('bill_reader_time').on(
      t.readerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('bill_amounts', sql`${t.amountFen} > 0 and ${t.refundFen} between 0 and ${t.amountFen}`),
  ],
);

export const fine = pgTable(
  'fine',
  {
    id: id(),
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    borrowRecordId: integer().references(() => borrowRecord.id),
    amountFen: integer().notNull(),
    reason: text(),
    createdAt: createdAt(),
    paidAt: time(),
    /** The bill that paid it (server/src/payments); null for a fine settled otherwise. */
    billId: integer().references(() => bill.id),
  },
  // By loan: the fines job adds each overdue day to the loan's unpaid fine.
  (t) => [index().on(t.readerId), index().on(t.borrowRecordId)],
);

export const newsTypes = ['news', 'notice', 'activity'] as const;

export const news = pgTable(
  'news',
  {
    id: id(),
    organizationId: orgRef(),
    type: text({ enum: newsTypes }).notNull(),
    title: text().notNull(),
    bodyHtml: text().notNull(),
    /**
     * Null for a draft, which is never public; a date still to come is scheduled, and the
     * public lists read only items with `published_at <= now()` (queries/news.ts).
     */
    publishedAt: time(),
    /** The last save (the content page lists the most recently changed first). */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The UUID the editor made when it opened a new item: a second Save with the same one (a
     * double click, a retry after a lost answer) finds the item the first created.
     */
    saveKey: uuid(),
  },
  (t) => [
    index().on(t.organizationId, t.type, t.publishedAt),
    index('news_org_updated').on(t.organizationId, t.updatedAt),
    unique('news_org_save_key').on(t.organizationId, t.saveKey),
  ],
);

// The e-book tables are in tables/ebooks.ts.

/** The Chinese Library Classification (CLC) classes the catalogue uses: one tree for all. */
export const bookKind = pgTable('book_kind', {
  code: varchar({ length: 32 }).primaryKey(),
  parentCode: varchar({ length: 32 }),
  nameZh: text().notNull(),
  nameEn: text().notNull(),
});

export const bookComment = pgTable(
  'book_comment',
  {
    id: id(),
    organizationId: orgRef(),
    bookId: integer()
      .notNull()
      .references(() => book.id),
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    content: text().notNull(),
    anonymous: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  // The second index serves a reader's own reviews (/student-review), newest edit first.
  (t) => [index().on(t.bookId, t.createdAt), index().on(t.readerId, t.updatedAt)],
);

/** A reader's favourites ("collect"). */
export const bookCollection = pgTable(
  'book_collection',
  {
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    bookId: integer()
      .notNull()
      .references(() => book.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.bookId] })],
);

/** A reader recommends that the library buy more of (or keep) a book. */
export const bookRecommendation = pgTable(
  'book_recommendation',
  {
    id: id(),
    organizationId: orgRef(),
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    bookId: integer()
      .notNull()
      .references(() => book.id),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.readerId, t.bookId), index().on(t.bookId)],
);

/** The AI quick read of a book, generated once (BookFastReading/Gen). */
export const fastReading = pgTable('fast_reading', {
  bookId: integer()
    .primaryKey()
    .references(() => book.id),
  summary: text().notNull(),
  generatedAt: createdAt(),
});

export const readerBookList = pgTable(
  'reader_book_list',
  {
    id: id(),
    readerId: integer()
      .notNull()
      .references(() => reader.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    isPublic: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.readerId)],
);

export const readerBookListItem = pgTable(
  'reader_book_list_item',
  {
    listId: integer()
      .notNull()
      .references(() => readerBookList.id, { onDelete: 'cascade' }),
    bookId: integer()
      .notNull()
      .references(() => book.id),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.bookId] })],
);

/** How often each word was searched for in an organisation (hot search words). */
export const searchWordStat = pgTable(
  'search_word_stat',
  {
    organizationId: orgRef(),
    word: varchar({ length: 64 }).notNull(),
    count: integer().notNull().default(0),
    lastSearchedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.word] }),
    index().on(t.organizationId, t.count),
  ],
);

/** A row here means the named seed has been loaded (seed/index.ts). */
export const seedMarker = pgTable('seed_marker', {
  name: text().primaryKey(),
  seededAt: createdAt(),
  durationMs: integer().notNull(),
});
