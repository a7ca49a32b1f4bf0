/**
 * The library's bookshelves and their columns (Bookshelf/List, AssetInBookShelf/All,
 * BookShelfColumnStatistics). A bookshelf stands in one library location (reading room); a
 * column of it holds a range of call numbers, as the label on a real shelf column says
 * ("I247.5/L1 – I247.5/Z9"). Which copies stand on a column is therefore not stored per copy:
 * the copies of the shelf's location whose call number falls in the column's range, compared
 * byte-wise (`collate "C"`), so a copy catalogued tomorrow is on the right column at once and
 * nothing has to be kept in step with book_copy.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { identity, organizationRef } from './columns';
import { libraryLocation } from './organisations';

export const bookshelf = pgTable(
  'bookshelf',
  {
    id: identity(),
    organizationId: organizationRef(),
    locationId: integer()
      .notNull()
      .references(() => libraryLocation.id),
    /** The code painted on the shelf's end panel ("A03"). */
    code: varchar({ length: 16 }).notNull(),
    /** Order of the shelves within their location (walking order). */
    position: smallint().notNull(),
  },
  (t) => [
    unique().on(t.organizationId, t.code),
    index().on(t.organizationId, t.locationId, t.position),
  ],
);

export const bookshelfColumn = pgTable(
  'bookshelf_column',
  {
    id: identity(),
    /** Repeated from the shelf so that every lookup by id is scoped without a join. */
    organizationId: organizationRef(),
    shelfId: integer()
      .notNull()
      .references(() => bookshelf.id, { onDelete: 'cascade' }),
    /** 1 = the leftmost column as one faces the shelf. */
    position: smallint().notNull(),
    /** The first and last call numbers on the column, both inclusive, in byte order. */
    firstCallNumber: text().notNull(),
    lastCallNumber: text().notNull(),
  },
  (t) => [
    unique().on(t.shelfId, t.position),
    index().on(t.organizationId),
    check(
      'bookshelf_column_range',
      sql`${t.firstCallNumber} collate "C" <= ${t.lastCallNumber} collate "C"`,
    ),
  ],
);
