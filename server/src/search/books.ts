import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FacetFilters, SortCondition } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import { compileQuery } from './compile-query';
import type { CountCache } from './count-cache';
import { countFacets, estimateRows, narrowingConditions, type FacetCounts } from './facets';
import { copyMatches, keywordMatch } from './match';
import type { QueryNode } from '../../../src/core/api/advanced-query';

/**
 * Catalogue matching, kept behind one function so the engine can be replaced. Matching
 * (issue #4): the keyword is normalised like the index (search/normalize.ts: NFKC, lower case,
 * Traditional → Simplified) and split into terms, all of which must match (AND):
 * - a run of CJK characters: its character bigrams (or the single character) in
 *   book.search_tokens, a GIN-indexed tsvector the application fills — pg_trgm cannot serve
 *   1–2-character Chinese queries from its index, bigram lexemes can;
 * - a Latin word of 1–2 characters: a word prefix (`'ab':*`) in search_tokens;
 * - a longer Latin word: a substring of book.search_text (GIN trigram index, as before) or
 *   a word prefix in search_tokens (which also folds accents and full-width letters);
 * - an ISBN-10 or ISBN-13, with or without hyphens: either form among search_tokens;
 * - a one-word keyword with a digit is also looked up as an exact copy barcode or call number.
 * A keyword with no letters or digits at all ("%") falls back to the plain substring match.
 * (search/match.ts.) An advanced query (`query`) is compiled by search/compile-query.ts with
 * the same rules per field. Facet selections and the copy-status filter narrow either
 * (search/facets.ts), and the sort conditions order the result.
 */
export interface BookSearchQuery {
  orgId: number;
  keyword: string;
  /** A parsed advanced query; when set, `keyword` is not used. */
  query?: QueryNode;
  /** Facet selections (OR within a facet, AND across facets). */
  filters?: FacetFilters;
  /** Only books with a copy in one of these CopyStatus codes. */
  statuses?: number[];
  /** Applied in order; default relevance with a keyword or query, else title. */
  sort?: SortCondition[];
  /** Count the facets too (and the total with them). */
  facets?: boolean;
  offset: number;
  limit: number;
  /** Count every match too (a search page needs it, suggestions do not). */
  withTotal: boolean;
}

export interface BookHit {
  id: number;
  title: string;
  author: string | null;
  publisher: string | null;
  publishYear: number | null;
  isbn10: string | null;
  isbn13: string | null;
  assetType: number;
  coverUrl: string | null;
  coverFileId: string | null;
  language: string | null;
  categoryCode: string | null;
  /** × 100 on the source's 5-point scale. */
  averageRating: number;
  ratingsCount: number;
}

export interface BookSearchResult {
  total: number;
  hits: BookHit[];
  /** When asked for: the counts of every facet (values and counts, no labels). */
  facets: FacetCounts | null;
  /** The total and the facet counts are estimates (a large result, counted on a sample). */
  estimated: boolean;
}

/** The total and the facet counts of a search, as the count cache keeps them. */
export type SearchCounts = Awaited<ReturnType<typeof countFacets>>;

/**
 * What makes two searches count the same: the match and the narrowing (not the page, the
 * sort or the language). Filter values are sorted: their order does not change the counts.
 */
export function countKey(query: BookSearchQuery, keyword: string): string {
  const filters = Object.entries(query.filters ?? {})
    .filter(([, values]) => values && values.length > 0)
    .map(([facet, values]) => [facet, [...new Set(values)].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const statuses = [...new Set(query.statuses ?? [])].sort((a, b) => a - b);
  return JSON.stringify([query.query ?? keyword, filters, statuses]);
}

export const hitColumns = {
  id: book.id,
  title: book.title,
  author: book.author,
  publisher: book.publisher,
  publishYear: book.publishYear,
  isbn10: book.isbn10,
  isbn13: book.isbn13,
  assetType: book.assetType,
  coverUrl: book.coverUrl,
  coverFileId: book.coverFileId,
  language: book.language,
  categoryCode: book.categoryCode,
  averageRating: book.averageRating,
  ratingsCount: book.ratingsCount,
};

/** Spaces collapsed; an ISBN typed with hyphens or spaces kept as typed (parseIsbn reads it). */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ');
}

/**
 * The sort conditions that apply: relevance only when there is a rank, each field once, and
 * at least one (relevance with a keyword or query, else title).
 */
export function resolveSort(sort: SortCondition[] | undefined, ranked: boolean): SortCondition[] {
  const seen = new Set<string>();
  const conditions = (sort ?? []).filter((condition) => {
    if ((condition.field === 'relevance' && !ranked) || seen.has(condition.field)) return false;
    seen.add(condition.field);
    return true;
  });
  if (conditions.length > 0) return conditions;
  return [ranked ? { field: 'relevance', order: 'desc' } : { field: 'title', order: 'asc' }];
}

/**
 * ORDER BY for the conditions; ties end in id order so paging is stable. Relevance is always
 * most relevant first (rank, then the more rated, then title); missing authors and years go
 * last whichever the direction.
 */
function orderBy(conditions: SortCondition[], rank: SQL | undefined): SQL[] {
  const order: SQL[] = [];
  const direction = (column: SQL | typeof book.title, ascending: boolean) =>
    ascending ? asc(column) : desc(column);
  for (const { field, order: dir } of conditions) {
    const ascending = dir === 'asc';
    const nullsLast = sql.raw(ascending ? 'asc nulls last' : 'desc nulls last');
    switch (field) {
      case 'relevance':
        if (rank) order.push(asc(rank), desc(book.ratingsCount), asc(book.title));
        break;
      case 'title':
        order.push(direction(book.title, ascending));
        break;
      case 'author':
        order.push(sql`${book.author} ${nullsLast}`);
        break;
      case 'year':
        order.push(sql`${book.publishYear} ${nullsLast}`);
        break;
      case 'rating':
        order.push(direction(sql`${book.averageRating}`, ascending));
        break;
    }
  }
  order.push(asc(book.id));
  return order;
}

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
async function rankedByTiers(
  db: Database,
  orgId: number,
  where: SQL | undefined,
  { tiers, rank, prefixTier }: { tiers: SQL[]; rank: SQL; prefixTier?: SQL },
  { offset, limit }: { offset: number; limit: number },
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
  // The last tier is "none of the above" (rank 4).
  for (const [index, tier] of [...tiers, undefined].entries()) {
    // `is not true`: a null (no normalised title) is not a match of that tier either.
    const notHigher = and(where, ...higher.map((condition) => sql`(${condition}) is not true`));
    if (index === LAST_INDEXED_TIER + 1 && (await estimateRows(db, notHigher)) <= RANK_ALL_UP_TO) {
      // What is left is little: one query ranks it (each further tier would read the same
      // matches from the search index again).
      hits.push(...(await page(notHigher, asc(rank), READ_BY_POPULARITY)));
      break;
    }
    const sparse = !!tier && tier === prefixTier && (await fewTitlesWithPrefix(db, orgId, tier));
    const fromCandidates = sparse
      ? await prefixTierPage(db, orgId, tier, and(notHigher, tier), wanted - hits.length)
      : null;
    hits.push(
      ...(fromCandidates ??
        (await page(and(notHigher, tier), sparse ? SORTED_BY_POPULARITY : READ_BY_POPULARITY))),
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
 * from book_search_title alone (it carries ratings_count and title), then only those are read
 * and checked against the rest of the search. The result is exact when enough of them pass
 * (every better book of the tier is among them) or when they were the whole tier; otherwise
 * null, and the caller reads the whole tier.
 */
async function prefixTierPage(
  db: Database,
  orgId: number,
  prefixTier: SQL,
  condition: SQL | undefined,
  need: number,
): Promise<BookHit[] | null> {
  const limit = need * PREFIX_CANDIDATES_PER_HIT;
  const candidates = await db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.organizationId, orgId), prefixTier))
    .orderBy(SORTED_BY_POPULARITY, asc(book.title), asc(book.id))
    .limit(limit);
  if (candidates.length === 0) return [];
  const passing = await db
    .select(hitColumns)
    .from(book)
    .where(
      and(
        inArray(
          book.id,
          candidates.map((candidate) => candidate.id),
        ),
        condition,
      ),
    )
    .orderBy(SORTED_BY_POPULARITY, asc(book.title), asc(book.id))
    .limit(need);
  return passing.length >= need || candidates.length < limit ? passing : null;
}

/** Tiers 0 and 1 (exact title, title prefix) come from book_search_title. */
const LAST_INDEXED_TIER = 1;
/** Matches left after the indexed tiers that one ranked query orders (planner's estimate). */
const RANK_ALL_UP_TO = 20_000;

/** Most rated first, as book_org_popularity has it (ratings_count is never null). */
const READ_BY_POPULARITY = sql`${book.ratingsCount} desc nulls last`;
/**
 * The same order, but not the index's (`+ 0`): the planner then takes the tier's books from
 * another index and sorts them. For a rare title prefix (中国… among popular English titles)
 * reading the popularity index until a page is found can mean reading most of the catalogue
 * — the planner cannot know that prefixes and popularity are unrelated.
 */
const SORTED_BY_POPULARITY = sql`(${book.ratingsCount} + 0) desc`;
/** A title prefix shared by at most this many books is read from book_search_title. */
const FEW_PREFIX_TITLES = 10_000;

/** Whether at most FEW_PREFIX_TITLES books have the prefix (an index-only count, stopped early). */
async function fewTitlesWithPrefix(db: Database, orgId: number, prefixTier: SQL) {
  const prefixed = db
    .select({ one: sql`1` })
    .from(book)
    .where(and(eq(book.organizationId, orgId), prefixTier))
    .limit(FEW_PREFIX_TITLES + 1)
    .as('prefixed');
  const [row] = await db.select({ n: count().mapWith(Number) }).from(prefixed);
  return (row?.n ?? 0) <= FEW_PREFIX_TITLES;
}

async function countBooks(db: Database, where: SQL | undefined) {
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(book)
    .where(where);
  return totals?.n ?? 0;
}

export async function searchBooks(
  db: Database,
  query: BookSearchQuery,
  /** Where the facet counts of earlier searches are kept (none: always counted). */
  counts?: CountCache<SearchCounts>,
): Promise<BookSearchResult> {
  const keyword = normalizeKeyword(query.keyword);
  const inOrg = eq(book.organizationId, query.orgId);
  const match: { matches: SQL; rank: SQL; tiers?: SQL[]; prefixTier?: SQL } | undefined =
    query.query
      ? await compileQuery(db, query.orgId, query.query)
      : keyword
        ? keywordMatch(keyword, await copyMatches(db, query.orgId, keyword))
        : undefined;
  const narrowing = {
    orgId: query.orgId,
    filters: query.filters ?? {},
    statuses: [...new Set(query.statuses ?? [])],
  };
  const narrowed = narrowingConditions(narrowing);
  const matching = and(inOrg, match?.matches);
  const where = and(matching, ...narrowed);
  const sort = resolveSort(query.sort, !!match);
  const order = orderBy(sort, match?.rank);

  const select = (condition: SQL | undefined) =>
    db
      .select(hitColumns)
      .from(book)
      .where(condition)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset);
  const counting = (hits: Promise<BookHit[]>) =>
    Promise.all([
      hits,
      query.facets
        ? counts
          ? counts.get(query.orgId, countKey(query, keyword), () =>
              countFacets(db, matching, narrowing),
            )
          : countFacets(db, matching, narrowing)
        : query.withTotal
          ? countBooks(db, where).then((total) => ({ total, facets: null, estimated: false }))
          : undefined,
    ]).then(([page, counted]) => ({
      hits: page,
      total: counted?.total ?? page.length,
      facets: counted?.facets ?? null,
      estimated: counted?.estimated ?? false,
    }));

  const relevanceOnly = sort.length === 1 && sort[0]?.field === 'relevance';
  if (match?.tiers && relevanceOnly) {
    const page = { offset: query.offset, limit: query.limit };
    const tiers = { tiers: match.tiers, rank: match.rank, prefixTier: match.prefixTier };
    return counting(rankedByTiers(db, query.orgId, where, tiers, page));
  }
  return counting(select(where));
}
