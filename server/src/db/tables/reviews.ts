/** What readers say about books: reviews, and recommendations that the library buy one. */
import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { book } from './catalogue';
import { createdAt, identity, organizationRef } from './columns';
import { reader } from './readers';

export const bookComment = pgTable(
  'book_comment',
  {
    id: identity(),
    organizationId: organizationRef(),
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

/** A reader recommends that the library buy more of (or keep) a book. */
export const bookRecommendation = pgTable(
  'book_recommendation',
  {
    id: identity(),
    organizationId: organizationRef(),
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
