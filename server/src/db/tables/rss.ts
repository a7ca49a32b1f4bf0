/** A reader's RSS subscriptions (address and name). The feeds themselves are never stored. */
import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { identity, organizationRef, readerRef } from './columns';

export const rssSubscription = pgTable(
  'rss_subscription',
  {
    id: identity(),
    // Kept on the row so every query is scoped to the caller's organisation without a join.
    organizationId: organizationRef(),
    readerId: readerRef(),
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
