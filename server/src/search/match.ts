import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book, bookCopy } from '../db/schema';
import {
  bigrams,
  normalizeText,
  parseIsbn,
  quoteLexeme,
  splitTerms,
  type Weight,
} from './normalize';

/**
 * The matching primitives of the catalogue search, shared by the basic keyword search
 * (search/books.ts) and the advanced syntax (search/compile-query.ts), so `harry` and
 * `keyword:harry` find the same books. See search/books.ts for the matching rules.
 */

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Normalised like the index (NFKC, lower case, Simplified script), spaces collapsed. */
export const normalizeQueryText = (text: string) => normalizeText(text).trim().replace(/\s+/g, ' ');

export interface Lexeme {
  text: string;
  prefix: boolean;
}

/** tsquery text: every lexeme required, optionally as a prefix and restricted to a weight. */
export const tsAnd = (lexemes: Lexeme[], weight: Weight | '' = '') =>
  lexemes
    .map(
      ({ text, prefix }) =>
        `${quoteLexeme(text)}${prefix || weight ? ':' : ''}${prefix ? '*' : ''}${weight}`,
    )
    .join(' & ');

export const tokensMatch = (tsquery: string) => sql`${book.searchTokens} @@ ${tsquery}::tsquery`;

/** The ISBN lexemes of a keyword typed as an ISBN (both forms, as the index holds them). */
export function isbnForms(text: string): string[] | null {
  const isbn = parseIsbn(text);
  if (!isbn) return null;
  return [isbn.isbn10?.toLowerCase(), isbn.isbn13].filter((form): form is string => !!form);
}

/** Exact ISBN matches of the forms, for ranking (isbn10 is stored upper case). */
export const isbnEquals = (forms: string[]) =>
  forms.flatMap((form) => [eq(book.isbn10, form.toUpperCase()), eq(book.isbn13, form)]);

/**
 * Books with a copy whose barcode or call number is exactly the keyword. Only a keyword shaped
 * like a code is looked up — one word with a digit in it ("YT00000001", "I242.4/L12") — so
 * plain words cost no extra query. Call numbers ("I242.4/L12") are compared only when the
 * keyword has a slash, as every call number of the catalogue does.
 */
export async function copyMatches(db: Database, orgId: number, keyword: string): Promise<number[]> {
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

export interface KeywordMatch {
  matches: SQL;
  /** 0 exact title, ISBN, barcode or call number; 1 title prefix; 2 in title; 3 author; 4 else. */
  rank: SQL;
  /**
   * The conditions of ranks 0, 1, 2 (and 3 when there are words to find in authors), in rank
   * order: a book has the rank of the first it meets, 4 when none. See searchBooks' tiers.
   */
  tiers: SQL[];
  /** The title-prefix tier (one of `tiers`), which book_search_title serves on its own. */
  prefixTier: SQL;
}

/**
 * Predicates and relevance rank for a non-blank keyword. Rank: exact title, ISBN, barcode or
 * call number 0; title prefix 1; title contains 2; author 3; anything else 4 (titles compared
 * in their normalised form, so a Traditional keyword ranks a Simplified title too).
 */
export function keywordMatch(keyword: string, copyBookIds: number[]): KeywordMatch {
  const normalized = normalizeQueryText(keyword);
  const forms = isbnForms(keyword);
  const terms: SQL[] = [];
  const lexemes: Lexeme[] = [];
  let exact: SQL[] = [];
  if (forms) {
    terms.push(tokensMatch(forms.map(quoteLexeme).join(' | ')));
    exact = isbnEquals(forms);
  } else {
    const { words, cjkRuns } = splitTerms(normalized);
    const indexed: Lexeme[] = [];
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
  const all = and(...terms) as SQL;
  const matches = copyBookIds.length > 0 ? (or(all, inArray(book.id, copyBookIds)) as SQL) : all;

  const prefixTier = sql`${book.searchTitle} like ${`${escapeLike(normalized)}%`}`;
  const tiers = [
    or(eq(book.searchTitle, normalized), ...exact) as SQL,
    prefixTier,
    sql`strpos(${book.searchTitle}, ${normalized}) > 0`,
    ...(lexemes.length > 0 ? [tokensMatch(tsAnd(lexemes, 'B'))] : []),
  ];
  const rank = sql`case ${sql.join(
    tiers.map((tier, rank) => sql`when ${tier} then ${sql.raw(String(rank))}`),
    sql` `,
  )} else 4 end`;
  return { matches, rank, tiers, prefixTier };
}
