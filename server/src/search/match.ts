import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book, bookCopy } from '../db/schema';
import {
  bigrams,
  normalizeText,
  parseIsbn,
  PINYIN_FULL,
  PINYIN_INITIALS,
  PINYIN_TITLE,
  PINYIN_TITLE_START,
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

/** tsquery text: any of the lexemes, optionally as a prefix and restricted to a weight. */
const tsAny = (lexemes: Lexeme[], weight: Weight | '' = '') =>
  lexemes.map((lexeme) => tsAnd([lexeme], weight)).join(' | ');

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

/**
 * For a keyword of several words ("刘慈欣 三体", "rowling harry potter"): a title that is one
 * of the words, then a title that starts with one, rank above the other matches — the reader
 * named the book and its author, and the book itself comes before its sequels.
 */
function titleWordTiers(normalized: string): SQL[] {
  const words = [...new Set(normalized.split(/\s+/).filter(Boolean))];
  if (words.length < 2) return [];
  return [
    inArray(book.searchTitle, words),
    or(...words.map((word) => sql`${book.searchTitle} like ${`${escapeLike(word)}%`}`)) as SQL,
  ];
}

/** A keyword read as pinyin: its letters, whether initials count, its matches and tiers. */
export interface PinyinMatch {
  /** The letters, spaces dropped (`san ti` → santi). */
  joined: string;
  /** A one-word keyword is also read as initials. */
  initials: boolean;
  matches: SQL;
  /** PINYIN_TIERS conditions, the last tiers of the keyword's but its rest. */
  tiers: SQL[];
}

/** How many tiers pinyinMatch gives: whole title, title start, in a title, the author. */
export const PINYIN_TIERS = 4;

/**
 * The pinyin reading of a keyword (search/normalize.ts pinyinTokens): what it matches and
 * its tiers, or null. Only a keyword of two or more Latin letters, nothing else, is read as
 * pinyin: its letters joined (`san ti` → santi) as the start of a run's full pinyin and — one
 * word only — of a run's initials (`st`, `lcx`). A lexeme matches from the start of a run of
 * Chinese characters only, so `ti` does not find 三体 and `t` finds no pinyin at all: one
 * letter would be the initial of a tenth of the catalogue. Tiers, like the Latin ones: a
 * title that is the keyword's pinyin, a title starting with it, a run of a title starting
 * with it, an author's.
 */
export function pinyinMatch(normalized: string): PinyinMatch | null {
  if (!/^[a-z]+(?: [a-z]+)*$/.test(normalized)) return null;
  const joined = normalized.replace(/ /g, '');
  if (joined.length < 2) return null;
  const starts = (marker: string) => ({ text: `${marker}${joined}`, prefix: true });
  const runs = [starts(PINYIN_FULL)];
  const initials = !normalized.includes(' ');
  if (initials) runs.push(starts(PINYIN_INITIALS));
  return {
    joined,
    initials,
    matches: tokensMatch(tsAny(runs)),
    tiers: [
      tokensMatch(tsAnd([{ text: `${PINYIN_TITLE}${joined}`, prefix: false }])),
      tokensMatch(tsAnd([starts(PINYIN_TITLE_START)])),
      tokensMatch(tsAny(runs, 'A')),
      tokensMatch(tsAny(runs, 'B')),
    ],
  };
}

export interface KeywordMatch {
  matches: SQL;
  /**
   * 0 exact title, ISBN, barcode or call number; 1 title prefix; 2 in title; for several
   * words, a title that is one of them, then one that starts with one; the author; then the
   * pinyin matches (see pinyinMatch); else last.
   */
  rank: SQL;
  /**
   * The conditions of the ranks but the last, in rank order: a book has the rank of the first
   * it meets, tiers.length when none. See searchBooks' tiers.
   */
  tiers: SQL[];
  /** The title-prefix tier (one of `tiers`), which book_search_title serves on its own. */
  prefixTier: SQL;
  /**
   * A keyword also read as pinyin: its reading (its tiers are the last PINYIN_TIERS of
   * `tiers`) and the ordinary match without it, which every tier above them implies.
   */
  pinyin?: PinyinMatch & { ordinary: SQL };
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
  const pinyin = forms ? null : pinyinMatch(normalized);
  const all = and(...terms) as SQL;
  const alternatives = [
    ...(pinyin ? [pinyin.matches] : []),
    ...(copyBookIds.length > 0 ? [inArray(book.id, copyBookIds)] : []),
  ];
  const matches = alternatives.length > 0 ? (or(all, ...alternatives) as SQL) : all;

  const prefixTier = sql`${book.searchTitle} like ${`${escapeLike(normalized)}%`}`;
  // With a pinyin reading, a book ranks as a Latin match only if it is one (`all`): the
  // Latin ranks are then read from the ordinary match alone, the pinyin ones from
  // book_pinyin (search/pinyin-tiers.ts). An exact title or a title prefix of letters
  // always is one; a title holding the letters mid-word ("first" for st) need not be.
  const latin = (tier: SQL) => (pinyin ? (and(all, tier) as SQL) : tier);
  const tiers = [
    or(eq(book.searchTitle, normalized), ...exact) as SQL,
    prefixTier,
    ...[
      sql`strpos(${book.searchTitle}, ${normalized}) > 0`,
      ...(forms ? [] : titleWordTiers(normalized)),
      ...(lexemes.length > 0 ? [tokensMatch(tsAnd(lexemes, 'B'))] : []),
    ].map(latin),
    // Below every Latin and Chinese-character tier: `santi` finds "Santi's Kitchen" before
    // 三体, and the English titles holding "st" before the Chinese ones whose initials it is.
    ...(pinyin?.tiers ?? []),
  ];
  const rank = sql`case ${sql.join(
    tiers.map((tier, rank) => sql`when ${tier} then ${sql.raw(String(rank))}`),
    sql` `,
  )} else ${sql.raw(String(tiers.length))} end`;
  return {
    matches,
    rank,
    tiers,
    prefixTier,
    pinyin: pinyin ? { ...pinyin, ordinary: all } : undefined,
  };
}
