/**
 * What a reader lets the readers who follow them see (reader_follow, in social.ts, holds the
 * follows themselves). One row per reader who changed it; absent, the defaults hold.
 */
import { boolean, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { readerKey } from './columns';

export const readerSocial = pgTable('reader_social', {
  readerId: readerKey(),
  /**
   * "Let followers see my reading": off by default. The readers are children, and what a child
   * borrows is theirs to share (Aspen and Open Library keep reading history private too).
   */
  shareReading: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
