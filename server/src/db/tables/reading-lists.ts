/**
 * The reader's own lists of books: favourites (book_collection), booklists (reader_book_list,
 * which came first) and the virtual bookshelf (three shelves, "reading, pre-borrow, read",
 * with statistics; an entry is "title, author, ISBN, note").
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { book } from './catalogue';
import { createdAt, identity, organizationRef, readerRef } from './columns';
import { reader } from './readers';

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

export const readerBookList = pgTable(
  'reader_book_list',
  {
    id: identity(),
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

/** The three shelves (reading, pre-borrowed, read), as stored. */
export const SHELVES = ['reading', 'preborrow', 'read'] as const;
export type Shelf = (typeof SHELVES)[number];

/**
 * One book on a reader's shelf: a catalogue book (`bookId`) or one typed by hand (read
 * elsewhere: no `bookId`, the title and author as the reader wrote them). Title, author and
 * ISBN are kept on the row either way, so an entry reads the same after the catalogue changes.
 */
export const readerShelfEntry = pgTable(
  'reader_shelf_entry',
  {
    id: identity(),
    // On the row so every query is scoped to the organisation without joining the readers.
    organizationId: organizationRef(),
    readerId: readerRef(),
    shelf: varchar({ length: 16 }).$type<Shelf>().notNull(),
    bookId: integer().references(() => book.id, { onDelete: 'set null' }),
    title: text().notNull(),
    author: text().notNull().default(''),
    isbn: varchar({ length: 32 }).notNull().default(''),
    note: text().notNull().default(''),
    /**
     * What makes two entries the same book for one reader: `book:<id>` or `typed:<title>|<isbn>`
     * (lower case). Unique per reader, so a double submit of "shelve" updates the one entry
     * instead of adding a second, even when both requests arrive at once.
     */
    sameBookKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the entry last changed shelf: "read this year / month" counts by it. */
    shelvedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.readerId, t.sameBookKey),
    // The list of one shelf, newest first, and the statistics by shelf and date.
    index().on(t.readerId, t.shelf, t.shelvedAt),
    check('reader_shelf_entry_shelf', sql`${t.shelf} in ('reading', 'preborrow', 'read')`),
  ],
);
