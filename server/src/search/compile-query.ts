import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book, bookCopy } from '../db/schema';
import {
  copyMatches,
  escapeLike,
  isbnForms,
  keywordMatch,
  normalizeQueryText,
  tokensMatch,
  tsAnd,
  type Lexeme,
} from './match';
import { bigrams, quoteLexeme, splitTerms, type Weight } from './normalize';
import type { QueryField, QueryNode } from '../../../src/core/api/contract/advanced-query';

/**
 * An advanced query (src/core/api/advanced-query.ts) as SQL over `book`, matching like the basic
 * search (search/match.ts), field by field:
 * - keyword: exactly the basic search of the term (`harry` and `keyword:harry` agree);
 * - title / author / publisher: the term's CJK bigrams and Latin words among the lexemes of
 *   that field's weight in book.search_tokens (A titles, B author, C publisher), a Latin word
 *   of three letters or more also as a substring of the field (the trigram index on
 *   book.search_text finds the candidates, the field's own text confirms);
 * - isbn: ISBN-10 or ISBN-13, hyphens or not; digits alone match as an ISBN prefix;
 * - barcode, callnumber: exactly, on the organisation's copies;
 * - a quoted phrase: the field's text, normalised like the index (lower case, Latin accents
 *   dropped), contains the phrase; the lexeme index narrows the candidates first (every word
 *   whole, the last one as a prefix, and CJK bigrams). Titles are compared in their
 *   normalised form (book.search_title, Simplified script); authors and publishers are stored
 *   as catalogued, so a Chinese phrase is compared in Simplified, Traditional and as typed.
 * Relevance: the best rank any positive (not negated) term gives the book, with the ranks of
 * the basic search (0 exact title or code, 1 title prefix, 2 in title, 3 author, 4 other).
 */
export interface CompiledQuery {
  matches: SQL;
  rank: SQL;
}

const WEIGHT: Record<'title' | 'author' | 'publisher', Weight> = {
  title: 'A',
  author: 'B',
  publisher: 'C',
};

/** Latin letters with diacritics → base letter, as normalizeText drops them (lower case only). */
const ACCENTED = (() => {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code++) {
    const char = String.fromCodePoint(code);
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (char === char.toLowerCase() && base !== char && /^[a-z]$/.test(base)) {
      from += char;
      to += base;
    }
  }
  return { from, to };
})();

const fold = (text: SQL) => sql`translate(lower(${text}), ${ACCENTED.from}, ${ACCENTED.to})`;

/** A field's text, lower case and accent-free, as phrases and substrings are compared with. */
function fieldText(field: 'title' | 'author' | 'publisher'): SQL {
  switch (field) {
    case 'title':
      return sql`(coalesce(${book.searchTitle}, '') || ' | ' || ${fold(
        sql`concat_ws(' | ', ${book.parallelTitle}, ${book.subtitle}, ${book.series})`,
      )})`;
    case 'author':
      return fold(sql`coalesce(${book.author}, '')`);
    case 'publisher':
      return fold(sql`coalesce(${book.publisher}, '')`);
  }
}

const contains = (text: SQL, part: string) => sql`strpos(${text}, ${part}) > 0`;
const rankWhen = (condition: SQL, rank: number) =>
  sql`case when ${condition} then ${sql.raw(String(rank))} else 4 end`;

/** Title ranks of a normalised text: 0 exact, 1 prefix, 2 contained, else `otherwise`. */
function titleRank(normalized: string, otherwise: SQL = sql`4`) {
  return sql`case
    when ${book.searchTitle} = ${normalized} then 0
    when ${book.searchTitle} like ${`${escapeLike(normalized)}%`} then 1
    when strpos(${book.searchTitle}, ${normalized}) > 0 then 2
    else ${otherwise} end`;
}

const HAN = /\p{Script=Han}/u;
let toTraditional: ((text: string) => string) | undefined;

/** Simplified → Traditional, loaded on first use (its dictionary is a megabyte). */
async function traditional(text: string): Promise<string> {
  if (!toTraditional) {
    const { Converter } = await import('opencc-js/cn2t');
    toTraditional = Converter({ from: 'cn', to: 't' });
  }
  return toTraditional(text);
}

/** The forms a phrase is looked for in catalogued text: normalised, as typed, Traditional. */
async function phraseForms(value: string, normalized: string): Promise<string[]> {
  const typed = value
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ');
  const forms = [normalized, typed];
  if (HAN.test(normalized)) forms.push(await traditional(normalized));
  return [...new Set(forms)];
}

/** The lexemes a phrase's text must have: CJK bigrams and every word, the last as a prefix. */
function phraseLexemes(normalized: string): Lexeme[] {
  const { words, cjkRuns } = splitTerms(normalized);
  const lexemes: Lexeme[] = [];
  for (const run of cjkRuns) {
    for (const pair of bigrams(run)) lexemes.push({ text: pair, prefix: false });
  }
  words.forEach((word, i) => lexemes.push({ text: word, prefix: i === words.length - 1 }));
  return lexemes;
}

interface CompiledTerm {
  match: SQL;
  /** Rank of this term for a matching book (4 when it does not match). */
  rank: SQL;
}

/** A word-by-word term of one text field (title, author, publisher). */
function fieldTerm(field: 'title' | 'author' | 'publisher', value: string): CompiledTerm {
  const normalized = normalizeQueryText(value);
  const weight = WEIGHT[field];
  const { words, cjkRuns } = splitTerms(normalized);
  const indexed: Lexeme[] = [];
  const parts: SQL[] = [];
  for (const run of cjkRuns) {
    for (const pair of bigrams(run)) indexed.push({ text: pair, prefix: false });
  }
  for (const word of words) {
    if ([...word].length < 3) indexed.push({ text: word, prefix: true });
    else {
      const asPrefix = tokensMatch(tsAnd([{ text: word, prefix: true }], weight));
      const inside = sql`(${book.searchText} like ${`%${escapeLike(word)}%`} and ${contains(
        fieldText(field),
        word,
      )})`;
      parts.push(sql`(${asPrefix} or ${inside})`);
    }
  }
  if (indexed.length > 0) parts.unshift(tokensMatch(tsAnd(indexed, weight)));
  // No letters or digits ("%"): the characters themselves, in the field.
  if (parts.length === 0) parts.push(contains(fieldText(field), normalized));
  const match = and(...parts) as SQL;
  const rank =
    field === 'title' ? titleRank(normalized) : rankWhen(match, field === 'author' ? 3 : 4);
  return { match, rank };
}

async function phraseTerm(
  field: 'title' | 'author' | 'publisher' | 'keyword',
  value: string,
): Promise<CompiledTerm> {
  const normalized = normalizeQueryText(value);
  const forms = await phraseForms(value, normalized);
  const fields = field === 'keyword' ? (['title', 'author', 'publisher'] as const) : [field];
  const inField = (name: 'title' | 'author' | 'publisher') =>
    or(...forms.map((form) => contains(fieldText(name), form))) as SQL;
  const lexemes = phraseLexemes(normalized);
  const weight = field === 'keyword' ? '' : WEIGHT[field];
  const candidates = lexemes.length > 0 ? tokensMatch(tsAnd(lexemes, weight)) : undefined;
  const match = and(candidates, or(...fields.map(inField))) as SQL;
  const rank =
    field === 'author'
      ? rankWhen(match, 3)
      : field === 'publisher'
        ? rankWhen(match, 4)
        : titleRank(normalized, field === 'keyword' ? rankWhen(inField('author'), 3) : sql`4`);
  return { match, rank };
}

function isbnTerm(value: string): CompiledTerm {
  const forms = isbnForms(value);
  const digits = value.replace(/[\s-]/g, '').toLowerCase();
  let match: SQL;
  if (forms) match = tokensMatch(forms.map(quoteLexeme).join(' | '));
  // A partial ISBN: a prefix of either form (ISBN lexemes are the only weight-D ones).
  else if (/^\d[\dx]*$/.test(digits))
    match = tokensMatch(tsAnd([{ text: digits, prefix: true }], 'D'));
  else match = sql`false`;
  return { match, rank: rankWhen(match, 0) };
}

function copyTerm(orgId: number, field: 'barcode' | 'callnumber', value: string): CompiledTerm {
  const code = value.trim();
  const onCopy =
    field === 'barcode'
      ? inArray(bookCopy.barcode, [...new Set([code, code.toUpperCase()])])
      : eq(bookCopy.callNumber, code);
  const match = inArray(
    book.id,
    sql`(select ${bookCopy.bookId} from ${bookCopy} where ${bookCopy.organizationId} = ${orgId} and ${onCopy})`,
  );
  return { match, rank: rankWhen(match, 0) };
}

async function compileTerm(
  db: Database,
  orgId: number,
  field: QueryField,
  value: string,
  phrase: boolean,
): Promise<CompiledTerm> {
  switch (field) {
    case 'isbn':
      return isbnTerm(value);
    case 'barcode':
    case 'callnumber':
      return copyTerm(orgId, field, value);
    case 'keyword':
      if (phrase) return phraseTerm(field, value);
      {
        const keyword = value.trim();
        const { matches, rank } = keywordMatch(keyword, await copyMatches(db, orgId, keyword));
        return { match: matches, rank };
      }
    default:
      return phrase ? phraseTerm(field, value) : fieldTerm(field, value);
  }
}

/** The query's predicate over `book` (organisation not included) and its relevance rank. */
export async function compileQuery(
  db: Database,
  orgId: number,
  tree: QueryNode,
): Promise<CompiledQuery> {
  const ranks: SQL[] = [];
  const walk = async (node: QueryNode, positive: boolean): Promise<SQL> => {
    switch (node.type) {
      case 'term': {
        const term = await compileTerm(db, orgId, node.field, node.value, node.phrase);
        if (positive) ranks.push(term.rank);
        return term.match;
      }
      case 'and':
      case 'or': {
        const children: SQL[] = [];
        for (const child of node.children) children.push(await walk(child, positive));
        return (node.type === 'and' ? and(...children) : or(...children)) as SQL;
      }
      case 'not':
        // A null (no tokens, no author) is "does not match", so NOT of it matches.
        return not(sql`coalesce(${await walk(node.child, !positive)}, false)`);
    }
  };
  const matches = await walk(tree, true);
  const rank = ranks.length > 0 ? sql`least(${sql.join(ranks, sql`, `)})` : sql`4`;
  return { matches, rank };
}
