import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FacetFilters, SortCondition } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import { compileQuery } from './compile-query';
import type { CountCache } from './count-cache';
import { countFacets } from './facet-counts';
import { narrowingConditions, type FacetCounts } from './facets';
import { copyMatches, keywordMatch, type KeywordMatch } from './match';
import { rankedWithPinyin } from './pinyin-tiers';
import type { QueryNode } from '../../../src/core/api/contract/advanced-query';
import { hitColumns, type BookHit } from './hits';
import { rankedByTiers } from './tiers';

export { hitColumns, type BookHit } from './hits';

/**
 * Catalogue matching, kept behind one function so the engine can be replaced. Matching: the
 * keyword is normalised like the index (search/normalize.ts: NFKC, lower case,
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

async function countBooks(db: Database, where: SQL | undefined) {
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(book)
    .where(where);
  return totals?.n ?? 0;
}

/**
 * A query that is one plain term (`harry`, or `harry AND` completed while typing) is the
 * keyword search of that term: the same books, and its page can be read tier by tier.
 */
function asKeywordSearch(query: BookSearchQuery): BookSearchQuery {
  const tree = query.query;
  if (tree?.type !== 'term' || tree.field !== 'keyword' || tree.phrase) return query;
  return { ...query, keyword: tree.value, query: undefined };
}

export async function searchBooks(
  db: Database,
  asked: BookSearchQuery,
  /** Where the facet counts of earlier searches are kept (none: always counted). */
  counts?: CountCache<SearchCounts>,
): Promise<BookSearchResult> {
  const query = asKeywordSearch(asked);
  const keyword = normalizeKeyword(query.keyword);
  const inOrg = eq(book.organizationId, query.orgId);
  const match: (Pick<KeywordMatch, 'matches' | 'rank'> & Partial<KeywordMatch>) | undefined =
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
    if (match.pinyin && match.prefixTier) {
      const ordinaryWhere = and(inOrg, match.pinyin.ordinary, ...narrowed);
      const pinyin = {
        ...match,
        tiers: match.tiers,
        prefixTier: match.prefixTier,
        pinyin: match.pinyin,
      };
      return counting(rankedWithPinyin(db, query.orgId, { where, ordinaryWhere }, pinyin, page));
    }
    const tiers = { tiers: match.tiers, rank: match.rank, prefixTier: match.prefixTier };
    return counting(rankedByTiers(db, query.orgId, where, tiers, page));
  }
  return counting(select(where));
}
