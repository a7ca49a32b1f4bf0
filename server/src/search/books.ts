import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book } from '../db/schema';

/**
 * Catalogue matching, kept behind one function so the engine can be replaced (issue #4 swaps
 * this for a bigram tsvector engine). Today: case-insensitive substring over title, parallel
 * title, subtitle, author, publisher and ISBN-10/13 (book.search_text, GIN trigram index).
 */
export interface BookSearchQuery {
  orgId: number;
  keyword: string;
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
}

export interface BookSearchResult {
  total: number;
  hits: BookHit[];
}

const hitColumns = {
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
};

/** An ISBN typed with hyphens or spaces ("978-7-02-…") compares by its digits alone. */
const ISBN_LIKE = /^[0-9][0-9\s-]*[0-9xX]$/;

export function normalizeKeyword(keyword: string): string {
  const trimmed = keyword.trim().replace(/\s+/g, ' ');
  return ISBN_LIKE.test(trimmed) ? trimmed.replace(/[\s-]/g, '') : trimmed;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Predicates and relevance rank for a non-blank keyword. lower() runs in SQL on both sides,
 * so the comparison folds case exactly as search_text does. Rank: exact title 0, title
 * prefix 1, title contains 2, author contains 3, other fields 4.
 */
function keywordMatch(keyword: string) {
  const kw = sql`lower(${keyword})`;
  const escaped = escapeLike(keyword);
  const title = sql`lower(${book.title})`;
  // strpos, not LIKE, in the rank: it is evaluated for every match and is much cheaper.
  const inTitle = sql`strpos(${title}, ${kw})`;
  const rank = sql`case
    when ${title} = ${kw} then 0
    when ${inTitle} = 1 then 1
    when ${inTitle} > 0 then 2
    when strpos(lower(coalesce(${book.author}, '')), ${kw}) > 0 then 3
    else 4 end`;
  return {
    matches: sql`${book.searchText} like '%' || lower(${escaped}) || '%'`,
    titlePrefix: sql`${title} like lower(${escaped}) || '%'`,
    order: [asc(rank), desc(book.ratingsCount), asc(book.title), asc(book.id)],
  };
}

async function countBooks(db: Database, where: SQL | undefined) {
  const [totals] = await db
    .select({ n: count().mapWith(Number) })
    .from(book)
    .where(where);
  return totals?.n ?? 0;
}

export async function searchBooks(db: Database, query: BookSearchQuery): Promise<BookSearchResult> {
  const keyword = normalizeKeyword(query.keyword);
  const inOrg = eq(book.organizationId, query.orgId);
  const select = (where: SQL | undefined, order: SQL[], offset = query.offset) =>
    db
      .select(hitColumns)
      .from(book)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offset);
  const result = async (where: SQL | undefined, hits: BookHit[]) => ({
    total: query.withTotal ? await countBooks(db, where) : hits.length,
    hits,
  });

  if (!keyword) return result(inOrg, await select(inOrg, [asc(book.title), asc(book.id)]));
  const match = keywordMatch(keyword);
  const where = and(inOrg, match.matches);
  if (query.offset === 0) {
    // Title-prefix matches outrank every other match, so when they fill the first page the
    // prefix index answers alone; otherwise a short, common keyword ("a", "the") would rank
    // thousands of rows on every keystroke.
    const prefixHits = await select(and(inOrg, match.titlePrefix), match.order);
    if (prefixHits.length === query.limit) return result(where, prefixHits);
  }
  return result(where, await select(where, match.order));
}
