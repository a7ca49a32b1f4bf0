/** Tables of search beside the catalogue's own columns: the pinyin index and hot search words. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { book } from './catalogue';
import { createdAt, organizationRef } from './columns';

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

/** How often each word was searched for in an organisation (hot search words). */
export const searchWordStat = pgTable(
  'search_word_stat',
  {
    organizationId: organizationRef(),
    word: varchar({ length: 64 }).notNull(),
    count: integer().notNull().default(0),
    lastSearchedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.word] }),
    index().on(t.organizationId, t.count),
  ],
);
