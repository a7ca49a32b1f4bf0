/** A reader's RSS subscriptions (spec §3: url, name). The feeds themselves are never stored. */
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organization, reader } from '../schema';

export const rssSubscription = pgTable(
  'rss_subscription',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    // Kept on the row so every query is scoped to the caller's organisation without a join.
    organizationId: integer()
      .notNull()
      .references(() => organization.id),
    readerId: integer()
      .notNull()
      .references(() => reader.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A reader subscribes to a feed once: a double submit answers with the same row.
    unique().on(t.readerId, t.url),
    index().on(t.organizationId, t.readerId),
  ],
);
