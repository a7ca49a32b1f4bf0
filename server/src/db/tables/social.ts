/**
 * Tables of readers' relations to each other. Following a reader (and being followed: fans)
 * is counted on the reader's home page today; following and unfollowing come with the social
 * features, so until then the counts are real and 0.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { organizationRef } from './columns';
import { reader } from './readers';

/**
 * `followerId` follows `followedId`. Both are readers of `organizationId`: a reader never
 * follows across organisations (the same reader code in two organisations is two people), and
 * the organisation on the row lets every count be scoped without joining the readers.
 */
export const readerFollow = pgTable(
  'reader_follow',
  {
    organizationId: organizationRef(),
    followerId: integer()
      .notNull()
      .references(() => reader.id, { onDelete: 'cascade' }),
    followedId: integer()
      .notNull()
      .references(() => reader.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per pair; the key also serves "whom does this reader follow".
    primaryKey({ columns: [t.followerId, t.followedId] }),
    // "Who follows this reader" (fans).
    index().on(t.followedId),
    check('reader_follow_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);
