import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book, bookCopy } from '../db/schema';
import { bigrams, normalizeText, parseIsbn, quoteLexeme, splitTerms } from './normalize';

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

/** Spaces collapsed; an ISBN typed with hyphens or spaces kept as typed (parseIsbn reads it). */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ');
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** tsquery text: every lexeme required, optionally as a prefix and restricted to a weight. */
const tsAnd = (lexemes: { text: string; prefix: boolean }[], weight = '') =>
  lexemes
    .map(
      ({ text, prefix }) =>
        `${quoteLexeme(text)}${prefix || weight ? ':' : ''}${prefix ? '*' : ''}${weight}`,
    )
    .join(' & ');

const tokensMatch = (tsquery: string) => sql`${book.searchTokens} @@ ${tsquery}::tsquery`;

/**
 * Books with a copy whose barcode or call number is exactly the keyword. Only a keyword shaped
 * like a code is looked up — one word with a digit in it ("YT00000001", "I242.4/L12") — so
 * plain words cost no extra query. Call numbers ("I242.4/L12") are compared only when the
 * keyword has a slash, as every call number of the catalogue does.
 */
async function copyMatches(db: Database, orgId: number, keyword: string): Promise<number[]> {
  if (!/^\S{1,64}$/.test(keyword) || !/\d/.test(keyword)) return [];
  const rows = await db
    .selectDistinct({ bookId: bookCopy.bookId })
    .from(bookCopy)
    .where(
      and(
        eq(bookCopy.organizationId, orgId),
        or(
          inArray(bookCopy.barcode, [...new Set([keyword, keyword.toUpperCase()])]),
          // Unindexed (book_copy is outside this engine): only for call-number-shaped text.
          keyword.includes('/') ? eq(bookCopy.callNumber, keyword) : undefined,
        ),
      ),
    )
    .limit(50);
  return rows.map((row) => row.bookId);
}

/**
 * Predicates and relevance rank for a non-blank keyword. Rank: exact title, ISBN, barcode or
 * call number 0; title prefix 1; title contains 2; author 3; anything else 4 (titles compared
 * in their normalised form, so a Traditional keyword ranks a Simplified title too).
 */
function keywordMatch(keyword: string, copyBookIds: number[]) {
  const normalized = normalizeText(keyword).trim().replace(/\s+/g, ' ');
  const isbn = parseIsbn(keyword);
  const terms: SQL[] = [];
  const lexemes: { text: string; prefix: boolean }[] = [];
  let exact: SQL[] = [];
  let cjk = false;
  if (isbn) {
    const forms = [isbn.isbn10?.toLowerCase(), isbn.isbn13].filter((f): f is string => !!f);
    terms.push(tokensMatch(forms.map(quoteLexeme).join(' | ')));
    exact = forms.flatMap((form) => [eq(book.isbn10, form.toUpperCase()), eq(book.isbn13, form)]);
  } else {
    const { words, cjkRuns } = splitTerms(normalized);
    cjk = cjkRuns.length > 0;
    const indexed: { text: string; prefix: boolean }[] = [];
    for (const run of cjkRuns) {
      for (const pair of bigrams(run)) indexed.push({ text: pair, prefix: false });
    }
    for (const word of words) {
      if ([...word].length < 3) indexed.push({ text: word, prefix: true });
      else {
        const asPrefix = tsAnd([{ text: word, prefix: true }]);
        terms.push(
          sql`(${book.searchText} like ${`%${escapeLike(word)}%`} or ${tokensMatch(asPrefix)})`,
        );
      }
      lexemes.push({ text: word, prefix: true });
    }
    if (indexed.length > 0) terms.unshift(tokensMatch(tsAnd(indexed)));
    lexemes.unshift(...indexed.filter((lexeme) => !lexeme.prefix));
  }
  if (terms.length === 0) {
    // No letters or digits ("%", "_"): the characters themselves, as a substring.
    terms.push(sql`${book.searchText} like '%' || lower(${escapeLike(keyword)}) || '%'`);
  }
  if (copyBookIds.length > 0) exact.push(inArray(book.id, copyBookIds));
  const matches =
    copyBookIds.length > 0 ? or(and(...terms), inArray(book.id, copyBookIds)) : and(...terms);

  const prefix = `${escapeLike(normalized)}%`;
  const inAuthor =
    lexemes.length > 0 ? sql`when ${tokensMatch(tsAnd(lexemes, 'B'))} then 3` : sql``;
  const rank = sql`case
    when ${or(eq(book.searchTitle, normalized), ...exact)} then 0
    when ${book.searchTitle} like ${prefix} then 1
    when strpos(${book.searchTitle}, ${normalized}) > 0 then 2
    ${inAuthor}
    else 4 end`;
  return {
    matches,
    /**
     * Set when nothing can outrank a title prefix and the keyword is plain Latin text that
     * normalising leaves as it is, so lower(title) prefixes (book_title_prefix) are the
     * rank-1 matches; titles that only normalise to the prefix (accents, full-width letters)
     * are then left to the full query, which runs whenever the prefix hits do not fill the page.
     */
    titlePrefix:
      exact.length === 0 && !cjk && normalized === keyword.toLowerCase()
        ? sql`lower(${book.title}) like ${prefix}`
        : undefined,
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
  const match = keywordMatch(keyword, await copyMatches(db, query.orgId, keyword));
  const where = and(inOrg, match.matches);
  if (query.offset === 0 && match.titlePrefix) {
    // Title-prefix matches outrank every other match, so when they fill the first page the
    // prefix index answers alone; otherwise a short, common keyword ("a", "the") would rank
    // thousands of rows on every keystroke.
    const prefixHits = await select(and(inOrg, match.titlePrefix), match.order);
    if (prefixHits.length === query.limit) return result(where, prefixHits);
  }
  return result(where, await select(where, match.order));
}
