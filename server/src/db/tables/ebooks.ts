/**
 * Tables of the digital library: the organisation's e-books and e-journals, their tags, the
 * readers' e-book shelves and where each reader stopped reading each book.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, organizationRef, readerRef } from './columns';
import { file } from './organisations';

/** What the portal's reader opens; any other file type is "Unrecognized file type". */
export const ebookFormats = ['epub', 'pdf'] as const;
export type EbookFormat = (typeof ebookFormats)[number];

export const ebook = pgTable(
  'ebook',
  {
    id: identity(),
    organizationId: organizationRef(),
    title: text().notNull(),
    author: text(),
    publisher: text(),
    coverUrl: text(),
    /** 0 e-book, 1 e-journal. */
    ebookType: smallint().notNull().default(0),
    description: text(),
    /** BCP 47, e.g. zh or en: the reader sets the page's lang from it. */
    language: varchar({ length: 16 }),
    publishedYear: smallint(),
    /** The book's file (EPUB or PDF) in `file`; null: listed, not readable online. */
    fileId: text().references(() => file.id),
    /**
     * Only logged-in readers of the organisation may open the file (licensed content); the
     * listing and detail stay public so a visitor sees what logging in offers.
     */
    requiresLogin: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId, t.ebookType, t.id), index().on(t.fileId)],
);

export const ebookTag = pgTable(
  'ebook_tag',
  {
    id: identity(),
    organizationId: organizationRef(),
    name: varchar({ length: 32 }).notNull(),
    /** Order in the tag strip. */
    position: smallint().notNull().default(0),
  },
  (t) => [index().on(t.organizationId, t.position)],
);

export const ebookTagLink = pgTable(
  'ebook_tag_link',
  {
    ebookId: integer()
      .notNull()
      .references(() => ebook.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => ebookTag.id, { onDelete: 'cascade' }),
  },
  // The key serves "tags of these books"; the index "books of this tag".
  (t) => [primaryKey({ columns: [t.ebookId, t.tagId] }), index().on(t.tagId)],
);

/** The reader's e-book shelf: one row per shelved book, so adding twice is still one. */
export const readerEbookShelf = pgTable(
  'reader_ebook_shelf',
  {
    readerId: readerRef(),
    ebookId: integer()
      .notNull()
      .references(() => ebook.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.ebookId] }), index().on(t.readerId, t.createdAt)],
);

/**
 * Where a reader stopped in a book (an EPUB CFI or a PDF page number, as the reader's renderer
 * writes it), kept whether or not the book is on the shelf: coming back opens the same page.
 */
export const readerEbookPosition = pgTable(
  'reader_ebook_position',
  {
    readerId: readerRef(),
    ebookId: integer()
      .notNull()
      .references(() => ebook.id, { onDelete: 'cascade' }),
    position: varchar({ length: 512 }).notNull(),
    /** 0–100, for "read 40 %" on the shelf. */
    percent: smallint().notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.ebookId] })],
);
