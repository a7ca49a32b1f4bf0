import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { NewsDetail, NewsSummary, NewsType, Page } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { news } from '../db/schema';
import { summarize } from '../text/html';

/** Contract NewsSummary: "at most ~120 characters". */
export const SUMMARY_LENGTH = 120;

type NewsRow = Pick<typeof news.$inferSelect, 'id' | 'type' | 'title' | 'bodyHtml'> & {
  publishedAt: Date;
};

/**
 * What a visitor may see: a published item. A draft has no date (`<=` is never true for null)
 * and a scheduled one's date is still to come, so neither is listed nor found by id until
 * then; the content page (queries/library-admin-content.ts) reads them all.
 */
export const isPublic = (now: Date) => lte(news.publishedAt, now);

const newsColumns = {
  id: news.id,
  type: news.type,
  title: news.title,
  bodyHtml: news.bodyHtml,
  // Never null in a row a visitor reads (isPublic filters drafts out), so typed as a date.
  publishedAt: sql<Date>`${news.publishedAt}`.mapWith(news.publishedAt),
};

export const toNewsSummary = (row: NewsRow): NewsSummary => ({
  id: row.id,
  type: row.type,
  title: row.title,
  summary: summarize(row.bodyHtml, SUMMARY_LENGTH),
  publishedat: row.publishedAt.toISOString(),
});

/** One page of an organisation's published items of one type, newest first. */
export async function listNews(
  db: Database,
  orgId: number,
  type: NewsType,
  index: number,
  pagesize: number,
  now: Date = new Date(),
): Promise<Page<NewsSummary>> {
  const where = and(eq(news.organizationId, orgId), eq(news.type, type), isPublic(now));
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(news)
    .where(where);
  const rows = await db
    .select(newsColumns)
    .from(news)
    .where(where)
    // id breaks ties, so paging is stable when two items share a date.
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  return { total: totals?.n ?? 0, index, pagesize, list: rows.map(toNewsSummary) };
}

/** One published item, only if it belongs to `orgId`; the body is returned as stored. */
export async function findNews(
  db: Database,
  orgId: number,
  id: number,
  now: Date = new Date(),
): Promise<NewsDetail | undefined> {
  const [row] = await db
    .select(newsColumns)
    .from(news)
    .where(and(eq(news.id, id), eq(news.organizationId, orgId), isPublic(now)));
  return row && { ...toNewsSummary(row), bodyhtml: row.bodyHtml };
}
