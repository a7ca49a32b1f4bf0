import { and, asc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import { estimateRows } from './facet-sample';
import { hitColumns, type BookHit } from './hits';

/**
 * A relevance-ordered page without ranking every match: the books of each rank (tier), in
 * rank order, each tier in the order relevance gives within a rank (most rated first, then
 * title and id), until the page is full. Ordering by the rank expression would compute it for
 * every match and sort them all — tens of thousands of rows for "the" or 史 in a large
 * catalogue, on every keystroke of the search box. Per tier, the planner can read the
 * popularity index (book_org_popularity) in order and stop after a page, or take the few
 * matches of a rare tier from the search indexes (book_search_title for ranks 0 and 1).
 * The result is the same as ORDER BY rank, ratings_count DESC, title, id.
 */
export async function rankedByTiers(
  db: Database,
  orgId: number,
  where: SQL | undefined,
  { tiers, rank, prefixTier }: { tiers: SQL[]; rank: SQL; prefixTier?: SQL },
  { offset, limit }: { offset: number; limit: number },
  /** Also the books of no tier (the last rank); without, only the tiers' books. */
  { rest = true }: { rest?: boolean } = {},
): Promise<BookHit[]> {
  const wanted = offset + limit;
  const hits: BookHit[] = [];
  const higher: SQL[] = [];
  const page = (condition: SQL | undefined, ...order: SQL[]) =>
    db
      .select(hitColumns)
      .from(book)
      .where(condition)
      .orderBy(...order, asc(book.title), asc(book.id))
      .limit(wanted - hits.length);
  // The last tier is "none of the above" (the highest rank).
  for (const [index, tier] of [...tiers, ...(rest ? [undefined] : [])].entries()) {
    // `is not true`: a null (no normalised title) is not a match of that tier either.
    const notHigher = and(where, ...higher.map((condition) => sql`(${condition}) is not true`));
    if (index === LAST_INDEXED_TIER + 1 && (await estimateRows(db, notHigher)) <= RANK_ALL_UP_TO) {
      // What is left is little: one query ranks it (each further tier would read the same
      // matches from the search index again).
      const left = rest ? notHigher : and(notHigher, or(...tiers.slice(index)));
      hits.push(...(await page(left, asc(rank), READ_BY_POPULARITY)));
      break;
    }
    const need = wanted - hits.length;
    const asked = need * PREFIX_CANDIDATES_PER_HIT;
    const candidates =
      tier && tier === prefixTier ? await prefixCandidates(db, orgId, tier, asked) : null;
    const fromCandidates = candidates
      ? await prefixTierPage(db, candidates, and(notHigher, tier), need, asked)
      : null;
    hits.push(
      ...(fromCandidates ??
        (await page(and(notHigher, tier), candidates ? SORTED_BY_POPULARITY : READ_BY_POPULARITY))),
    );
    if (hits.length >= wanted || !tier) break;
    higher.push(tier);
  }
  return hits.slice(offset);
}

/** Candidates read per book wanted from a title prefix's own index (see prefixTierPage). */
const PREFIX_CANDIDATES_PER_HIT = 2;

/**
 * The most rated books of a rare title prefix without reading every one of them from the
 * table (7,700 for 中国 at 1,000,000 copies): the prefix's books in popularity order come
 * from book_search_title alone (prefixCandidates), then only those are read and checked
 * against the rest of the search. The result is exact when enough of them pass (every better
 * book of the tier is among them) or when they were the whole tier; otherwise null, and the
 * caller reads the whole tier.
 */
async function prefixTierPage(
  db: Database,
  candidates: number[],
  condition: SQL | undefined,
  need: number,
  asked: number,
): Promise<BookHit[] | null> {
  if (candidates.length === 0) return [];
  // The rest of the search is a column, not a condition: with it in WHERE the planner took
  // every match of "harry potter" from the search indexes (3,400 pages at 1,000,000 copies)
  // to keep 200 ids, where reading the 200 rows by id costs 800 buffers.
  const rows = await db
    .select({ ...hitColumns, passes: sql<boolean>`coalesce(${condition ?? sql`true`}, false)` })
    .from(book)
    .where(inArray(book.id, candidates))
    .orderBy(SORTED_BY_POPULARITY, asc(book.title), asc(book.id));
  const passing: BookHit[] = [];
  for (const { passes, ...hit } of rows) {
    if (passes && passing.length < need) passing.push(hit);
  }
  return passing.length >= need || candidates.length < asked ? passing : null;
}

/** Tiers 0 and 1 (exact title, title prefix) come from book_search_title. */
const LAST_INDEXED_TIER = 1;
/** Matches left after the indexed tiers that one ranked query orders (planner's estimate). */
export const RANK_ALL_UP_TO = 20_000;

/** Most rated first, as book_org_popularity has it (ratings_count is never null). */
export const READ_BY_POPULARITY = sql`${book.ratingsCount} desc nulls last`;
/**
 * The same order, but not the index's (`+ 0`): the planner then takes the tier's books from
 * another index and sorts them. For a rare title prefix (中国… among popular English titles)
 * reading the popularity index until a page is found can mean reading most of the catalogue
 * — the planner cannot know that prefixes and popularity are unrelated.
 */
export const SORTED_BY_POPULARITY = sql`(${book.ratingsCount} + 0) desc`;
/** A title prefix shared by at most this many books is read from book_search_title. */
const FEW_PREFIX_TITLES = 10_000;

/**
 * The `limit` most rated books (ids) of a title prefix, read from book_search_title alone, or
 * null when more than FEW_PREFIX_TITLES books have it (reading them all would cost more than
 * the popularity index). One statement: it reads at most FEW_PREFIX_TITLES + 1 index entries,
 * counts them and sorts them.
 */
async function prefixCandidates(
  db: Database,
  orgId: number,
  prefixTier: SQL,
  limit: number,
): Promise<number[] | null> {
  const result = (await db.execute(sql`
    with prefixed as (
      select ${book.id} as id, ${book.ratingsCount} as ratings_count, ${book.title} as title
      from ${book} where ${book.organizationId} = ${orgId} and ${prefixTier}
      limit ${FEW_PREFIX_TITLES + 1}
    )
    select id, (select count(*) from prefixed)::int as n from prefixed
    order by ratings_count desc, title, id
    limit ${limit}`)) as unknown as { rows: { id: number; n: number }[] };
  const [first] = result.rows;
  if (first && first.n > FEW_PREFIX_TITLES) return null;
  return result.rows.map((row) => Number(row.id));
}
