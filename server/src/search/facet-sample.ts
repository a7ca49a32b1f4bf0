import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book } from '../db/schema';

/**
 * How large a search is (the planner's estimate), and which of its books a count reads when
 * it is too large to count them all (facet-counts.ts).
 */

/** Up to this many matching books (the planner's estimate), counts are exact. */
export const EXACT_COUNT_LIMIT = 5_000;
/** About how many matching books a sample holds. */
export const SAMPLE_MATCHES = 2_000;

/** The planner's estimate of the rows `where` selects from book (EXPLAIN, nothing is run). */
export async function estimateRows(db: Database, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${book} where ${where ?? sql`true`}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return plan[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * Whether a sample of `expected` matching books reads fewer of the table's `pages` as whole
 * pages (its share of them) or as matches found through the search indexes (a page per match,
 * the matches spread over the table: P·(1 − e^(−matches/P)) pages).
 */
export function sampleKind(expected: number, pages: number): 'pages' | 'matches' {
  const share = Math.min(1, SAMPLE_MATCHES / expected);
  const matchPages = pages * (1 - Math.exp(-expected / Math.max(pages, 1)));
  return share * pages <= matchPages ? 'pages' : 'matches';
}

/** Which books a sample counts, and what a counted book stands for. */
export interface Sample {
  /** FROM and an extra condition that pick the sample. */
  from: SQL;
  condition: SQL | undefined;
  scale: number;
}

/** How long the size of the book table is taken as known (it changes with imports only). */
const PAGES_TTL_MS = 60_000;
const knownPages = new WeakMap<Database, { pages: number; until: number }>();

/** The pages of the book table, as the table is (not as last analysed), read once a minute. */
async function bookPages(db: Database): Promise<number> {
  const known = knownPages.get(db);
  if (known && known.until > Date.now()) return known.pages;
  const result = (await db.execute(
    sql`select pg_relation_size('book'::regclass) / current_setting('block_size')::int as pages`,
  )) as unknown as { rows: { pages: number | string }[] };
  const pages = Number(result.rows[0]?.pages ?? 0);
  knownPages.set(db, { pages, until: Date.now() + PAGES_TTL_MS });
  return pages;
}

/**
 * A sample of about SAMPLE_MATCHES of `expected` matching books, the same books every time
 * (paging through a result keeps its counts), taken the way that reads fewer pages of the
 * book table — what a count's time follows, most of all when those pages are not in
 * PostgreSQL's buffers (at 1,000,000 copies the table is twice the default shared_buffers):
 * - whole pages (TABLESAMPLE SYSTEM … REPEATABLE): the sample's share of the pages;
 * - the matches found through the search indexes, every k-th counted: a page per match,
 *   until most pages are read (the matches are spread over the table).
 * 历史 at 1,000,000 copies (18,000 matches over 33,000 pages): 3,600 sampled pages instead of
 * the 15,000 pages its matches lie on; a search of 6,000 books reads its 5,000 pages rather
 * than 11,000 sampled ones. Every k-th is picked by a hash of the id, not by the id itself:
 * ids follow the order books were catalogued in, which can follow anything (in the bench
 * catalogue every tenth book belongs to the other organisation, so `id % 10 = 0` sampled none).
 */
export async function sampleFor(db: Database, expected: number): Promise<Sample> {
  const share = Math.min(1, SAMPLE_MATCHES / expected);
  if (sampleKind(expected, await bookPages(db)) === 'pages') {
    const percent = 100 * share;
    return {
      from: sql`${book} tablesample system (${sql.raw(percent.toFixed(6))}) repeatable (1)`,
      condition: undefined,
      scale: 1 / share,
    };
  }
  const every = Math.ceil(expected / SAMPLE_MATCHES);
  return {
    from: sql`${book}`,
    condition: sql`hashint4(${book.id}) % ${every} = 0`,
    scale: every,
  };
}
