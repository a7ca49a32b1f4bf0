import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import { hitColumns, type BookHit } from './hits';
import { escapeLike, PINYIN_TIERS, type KeywordMatch, type PinyinMatch } from './match';
import { PINYIN_FULL, PINYIN_INITIALS, PINYIN_TITLE, PINYIN_TITLE_START } from './normalize';
import { estimateRows } from './facet-sample';
import { rankedByTiers, RANK_ALL_UP_TO, READ_BY_POPULARITY, SORTED_BY_POPULARITY } from './tiers';

/**
 * A relevance-ordered page for a keyword also read as pinyin (`santi`, `lcx`), without reading
 * every pinyin match from the book table: `zhongguo` matches 14,000 books at 1,000,000 copies,
 * and ranking them took most of a second. The ranks come in three parts, as keywordMatch
 * orders them:
 * 1. the Latin ranks, from the ordinary match alone (pinyin never adds a book to them);
 * 2. the pinyin ranks, in rank and popularity order from book_pinyin's index alone
 *    (pinyinCandidates), then only those books read and checked against the rest of the search;
 * 3. the books of no rank, most rated first.
 * When the candidates cannot decide the page (a facet filter leaves too few of them), the
 * page is read the general way (rankedByTiers), which gives the same books.
 */
export async function rankedWithPinyin(
  db: Database,
  orgId: number,
  { where, ordinaryWhere }: { where: SQL | undefined; ordinaryWhere: SQL | undefined },
  match: Required<Pick<KeywordMatch, 'tiers' | 'rank' | 'prefixTier' | 'pinyin'>>,
  { offset, limit }: { offset: number; limit: number },
): Promise<BookHit[]> {
  const wanted = offset + limit;
  const latinTiers = match.tiers.slice(0, -PINYIN_TIERS);
  const hits = await rankedByTiers(
    db,
    orgId,
    ordinaryWhere,
    { tiers: latinTiers, rank: match.rank, prefixTier: match.prefixTier },
    { offset: 0, limit: wanted },
    { rest: false },
  );
  if (hits.length >= wanted) return hits.slice(offset);

  const notLatin = latinTiers.map((tier) => sql`(${tier}) is not true`);
  const need = wanted - hits.length;
  const asked = need * CANDIDATES_PER_HIT;
  const candidates = await pinyinCandidates(db, orgId, match.pinyin, asked);
  const pinyinHits = await passingCandidates(db, candidates, and(where, ...notLatin), need);
  if (pinyinHits.length < need && candidates.length === asked) {
    // Too few of the candidates pass the rest of the search to know the page from them.
    return rankedByTiers(db, orgId, where, match, { offset, limit });
  }
  hits.push(...pinyinHits);
  if (hits.length >= wanted) return hits.slice(offset);

  // Few books left (a typo, `qzxvkjw`, leaves none): sorted, not read in the popularity
  // index's order — reading that index for a page the filter never fills walked all 360,000
  // books of the organisation (3.3 s at 1,000,000 copies) where the match indexes answer in
  // a few ms.
  const restWhere = and(where, ...notLatin, sql`(${match.pinyin.matches}) is not true`);
  const few = (await estimateRows(db, restWhere)) <= RANK_ALL_UP_TO;
  const rest = await db
    .select(hitColumns)
    .from(book)
    .where(restWhere)
    .orderBy(few ? SORTED_BY_POPULARITY : READ_BY_POPULARITY, asc(book.title), asc(book.id))
    .limit(wanted - hits.length);
  return [...hits, ...rest].slice(offset);
}

/** Candidates read per book wanted (some may be Latin matches, or filtered out). */
const CANDIDATES_PER_HIT = 2;

/**
 * The `limit` best pinyin matches of the organisation (ids), in rank order then most rated,
 * title and id — the order the pinyin tiers give — from book_pinyin_prefix alone, one index
 * range per lexeme kind, a book's rank the lowest tier of its lexemes that match. The titles
 * starting with the keyword's pinyin (`pt:`, `pe:`) are read first: a few thousand index
 * entries where every run's pinyin (`py:`, `pi:`) is tens of thousands for zhongguo or zg,
 * and they often fill the page on their own.
 */
async function pinyinCandidates(
  db: Database,
  orgId: number,
  { joined, initials }: PinyinMatch,
  limit: number,
): Promise<number[]> {
  const lexemes = (condition: SQL) => sql`
    select book_id, tier, ratings_count, title from book_pinyin
    where organization_id = ${orgId} and ${condition}`;
  const prefix = (marker: string) => lexemes(sql`pinyin like ${`${marker}${escapeLike(joined)}%`}`);
  const titleStarts = sql`${prefix(PINYIN_TITLE_START)} union all ${lexemes(
    sql`pinyin = ${`${PINYIN_TITLE}${joined}`}`,
  )}`;
  // A `pt:`/`pe:` lexeme of a one-word keyword is the full pinyin or the initials of the
  // title's first run, so its book matches; for `san ti` it may be initials, which do not.
  if (initials) {
    const first = await titleStartBooks(db, titleStarts, limit);
    if (first.length === limit) return first;
  }
  const runs = sql`${prefix(PINYIN_FULL)} ${initials ? sql`union all ${prefix(PINYIN_INITIALS)}` : sql``}`;
  return rankedBooks(db, sql`${runs} union all ${titleStarts}`, limit, true);
}

/** book_pinyin's tiers of `py:` and `pi:` (2 title, 3 author); `pe:` 0 and `pt:` 1 only rank. */
const FIRST_MATCHING_TIER = 2;

/**
 * The books of some book_pinyin rows, each ranked by its lowest tier, in rank order then most
 * rated, title and id; with `mustMatch`, only those with a `py:`/`pi:` row among them.
 */
async function rankedBooks(db: Database, rows: SQL, limit: number, mustMatch: boolean) {
  const result = (await db.execute(sql`
    with matched as (${rows})
    select book_id as id from matched
    group by book_id
    ${mustMatch ? sql`having max(tier) >= ${FIRST_MATCHING_TIER}` : sql``}
    order by min(tier), max(ratings_count) desc, min(title), book_id
    limit ${limit}`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** Rows read per book wanted from the title-start lexemes (a book has one to four of them). */
const ROWS_PER_TITLE_START = 4;

/**
 * rankedBooks without `mustMatch`, for the title-start lexemes: their rows in rank order,
 * each book kept where it first appears — its lowest tier, since a book's ratings and title
 * are the same on all its rows. Sorting the rows with a limit is a top-N sort; grouping them
 * first hashed all of them: `zhongguo` starts 7,700 titles at 1,000,000 copies, and the
 * grouped read took 15.5 ms where this takes 3.4 (EXPLAIN ANALYZE, PostgreSQL). When the rows
 * read hold too few books to fill the limit and there may be more, the grouped read decides.
 */
async function titleStartBooks(db: Database, rows: SQL, limit: number): Promise<number[]> {
  const read = limit * ROWS_PER_TITLE_START;
  const result = (await db.execute(sql`
    with matched as (${rows})
    select book_id as id from matched
    order by tier, ratings_count desc, title, book_id
    limit ${read}`)) as unknown as { rows: { id: number }[] };
  const ids = [...new Set(result.rows.map((row) => Number(row.id)))];
  if (ids.length >= limit) return ids.slice(0, limit);
  return result.rows.length < read ? ids : rankedBooks(db, rows, limit, false);
}

/** The first `need` candidates, in their order, that meet `condition` (read by id). */
async function passingCandidates(
  db: Database,
  candidates: number[],
  condition: SQL | undefined,
  need: number,
): Promise<BookHit[]> {
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ ...hitColumns, passes: sql<boolean>`coalesce(${condition ?? sql`true`}, false)` })
    .from(book)
    .where(inArray(book.id, candidates));
  const byId = new Map(rows.map(({ passes, ...hit }) => [hit.id, passes ? hit : null]));
  return candidates
    .map((id) => byId.get(id))
    .filter((hit): hit is BookHit => !!hit)
    .slice(0, need);
}
