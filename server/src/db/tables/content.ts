/** Tables of the library's published content: news, notices and activities. */
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { identity, organizationRef, time } from './columns';

export const newsTypes = ['news', 'notice', 'activity'] as const;

export const news = pgTable(
  'news',
  {
    id: identity(),
    organizationId: organizationRef(),
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
