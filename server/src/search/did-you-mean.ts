import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import {
  closestWord,
  vocabularyByLength,
  type Vocabulary,
  type VocabularyWord,
} from './edit-distance';
import { normalizeText, splitTerms } from './normalize';
import { formatQuery } from './basic-query';
import {
  parseAdvancedQuery,
  QUERY_FIELDS,
  QueryParseError,
  type QueryNode,
} from '../../../src/core/api/contract/advanced-query';

/** How many catalogue rows near a word are read for its correction. */
const CANDIDATE_ROWS = 200;
/** pg_trgm similarity a replacement word must reach. */
const MIN_SIMILARITY = 0.4;
/** How long an organisation's vocabulary is used before it is read again. */
const VOCABULARY_TTL_MS = 5 * 60_000;
/**
 * Books the vocabulary is read from. Reading them costs 3–7 ms per 1,000 books on PostgreSQL
 * and PGlite alike (360,000 books: 1.2–2.3 s; PGlite, one statement at a time, holds every
 * other request meanwhile). 50,000 books (0.2–0.6 s) hold most of a catalogue's words — 88%
 * of the 360,000 books' — and all of the frequent ones readers mistype; rarer words of bigger
 * catalogues still have the trigram try.
 */
const VOCABULARY_BOOKS = 50_000;

/** Edits allowed to reach a vocabulary word: one for short words, two from six letters. */
const maxEdits = (word: string) => (word.length >= 6 ? 2 : 1);

interface CachedVocabulary {
  expires: number;
  vocabulary: Promise<Vocabulary>;
}

/** Per query surface (tests open many databases), then per organisation. */
const vocabularies = new WeakMap<Database, Map<number, CachedVocabulary>>();

/**
 * "Did you mean": each Latin word of the query (three letters or more) is replaced by the
 * closest word of the organisation's titles and authors. Returns the corrected query, lower
 * case, or null when no word changes. CJK text and numbers are left as they are.
 *
 * Two tries per word. First pg_trgm through the trigram index (`<%`, word similarity): one
 * indexed statement, and it finds words distorted beyond a couple of edits. Trigrams miss
 * swapped letters ("hrary" shares two of six trigrams with "harry"), so when that finds
 * nothing the word is compared by edit distance with swaps (edit-distance.ts) to the
 * organisation's vocabulary — read by one statement, kept in memory for a few minutes, and
 * only read at all once a query found no book and trigrams failed.
 */
export async function suggestCorrection(
  db: Database,
  orgId: number,
  query: string,
  /** Words left as typed (lower case): the syntax words of a keyword that did not parse. */
  keep: ReadonlySet<string> = new Set(),
): Promise<string | null> {
  const normalized = normalizeText(query).trim().replace(/\s+/g, ' ');
  const { words } = splitTerms(normalized);
  let changed = false;
  const corrected = new Map<string, string>();
  for (const word of new Set(words)) {
    if (word.length < 3 || /^\d+$/.test(word) || keep.has(word)) continue;
    const best =
      (await similarWord(db, orgId, word)) ??
      closestWord(await vocabularyOf(db, orgId), word, maxEdits(word));
    if (best && best !== word) {
      corrected.set(word, best);
      changed = true;
    }
  }
  if (!changed) return null;
  return normalized.replace(/[\p{L}\p{N}]+/gu, (word) => corrected.get(word) ?? word);
}

/**
 * The words of the syntax (field names, operators), for a keyword that shows syntax but was
 * searched as plain words: "did you mean" never rewrites them into catalogue words.
 */
export const SYNTAX_WORDS: ReadonlySet<string> = new Set([...QUERY_FIELDS, 'and', 'or', 'not']);

/** Fields whose terms are words a reader may misspell (codes are not corrected). */
const CORRECTED_FIELDS = new Set(['keyword', 'title', 'author', 'publisher']);

/**
 * "Did you mean" for a query written in the syntax (typed in the basic box): the words of its
 * title, author, publisher and plain terms are corrected as suggestCorrection corrects a
 * keyword; operators, field names, codes and negated terms (NOT finds what it excludes
 * anyway) stay. The suggestion is the query written back (`author:tolkien NOT title:hobbit`),
 * or null when no word changes or the corrected text would not read back as a query.
 */
export async function suggestQueryCorrection(
  db: Database,
  orgId: number,
  tree: QueryNode,
): Promise<string | null> {
  let changed = false;
  const correct = async (node: QueryNode, positive: boolean): Promise<QueryNode> => {
    switch (node.type) {
      case 'term': {
        if (!positive || !CORRECTED_FIELDS.has(node.field)) return node;
        const value = await suggestCorrection(db, orgId, node.value);
        if (value === null) return node;
        changed = true;
        return { ...node, value };
      }
      case 'not':
        return { type: 'not', child: await correct(node.child, !positive) };
      default: {
        const children: QueryNode[] = [];
        for (const child of node.children) children.push(await correct(child, positive));
        return { type: node.type, children };
      }
    }
  };
  const corrected = await correct(tree, true);
  if (!changed) return null;
  const text = formatQuery(corrected);
  try {
    parseAdvancedQuery(text);
    return text;
  } catch (error) {
    // A corrected value holding what the syntax reads (NFKC turns "（" into "("): no offer.
    if (error instanceof QueryParseError) return null;
    throw error;
  }
}

/** The most trigram-similar catalogue word (then the most frequent), or null. */
async function similarWord(db: Database, orgId: number, word: string): Promise<string | null> {
  // Both drivers (PGlite Results, node-postgres QueryResult) answer with `rows`.
  const result = (await db.execute(sql`
    select word from (
      select regexp_split_to_table(lower(${book.title} || ' ' || coalesce(${book.author}, '')), '[^[:alnum:]]+') as word
      from ${book}
      where ${book.organizationId} = ${orgId} and ${word} <% ${book.searchText}
      limit ${CANDIDATE_ROWS}
    ) candidates
    where similarity(word, ${word}) >= ${MIN_SIMILARITY}
    group by word
    order by similarity(word, ${word}) desc, count(*) desc, word
    limit 1`)) as unknown as { rows: { word: string }[] };
  return result.rows[0]?.word ?? null;
}

/**
 * Forgets the organisation's vocabulary (its catalogue changed): the next correction that
 * needs it reads it again. Called on every instance through search/invalidation.ts.
 */
export function forgetVocabulary(db: Database, orgId: number): void {
  vocabularies.get(db)?.delete(orgId);
}

/**
 * The organisation's vocabulary. Only the first lookup waits for it to load; once it is
 * older than its time to live, lookups go on with it while a fresh one loads behind them.
 */
function vocabularyOf(db: Database, orgId: number): Promise<Vocabulary> {
  let byOrg = vocabularies.get(db);
  if (!byOrg) vocabularies.set(db, (byOrg = new Map()));
  const cached = byOrg.get(orgId);
  if (!cached) {
    const first = {
      expires: Date.now() + VOCABULARY_TTL_MS,
      vocabulary: loadVocabulary(db, orgId),
    };
    byOrg.set(orgId, first);
    // A failed first load is forgotten, so the next lookup tries again.
    first.vocabulary.catch(() => byOrg.get(orgId) === first && byOrg.delete(orgId));
    return first.vocabulary;
  }
  if (cached.expires <= Date.now()) {
    cached.expires = Date.now() + VOCABULARY_TTL_MS;
    const fresh = loadVocabulary(db, orgId);
    fresh.then(
      () => (cached.vocabulary = fresh),
      // The old vocabulary stays; the next lookup tries again.
      () => (cached.expires = 0),
    );
  }
  return cached.vocabulary;
}

/**
 * The distinct title and author lexemes of the search index (weights A and B of
 * search_tokens, see bookSearchColumns), so a correction is spelt the way search matches it,
 * with the number of books holding each; the pinyin lexemes (`py:santi`, with a colon no word
 * has) are left out, a correction offers words as the catalogue spells them. ts_stat takes its query as text; the organisation
 * id is an integer formatted into it by the database.
 */
async function loadVocabulary(db: Database, orgId: number): Promise<Vocabulary> {
  const result = (await db.execute(sql`
    select word, ndoc as frequency
    from ts_stat(
      format('select search_tokens from book where organization_id = %s limit %s', ${orgId}::int, ${VOCABULARY_BOOKS}::int),
      'ab')
    where length(word) >= 3 and word !~ '^[0-9]+$' and word !~ ':'`)) as unknown as {
    rows: VocabularyWord[];
  };
  return vocabularyByLength(result.rows);
}
