import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import { normalizeText, splitTerms } from './normalize';

/** How many catalogue rows near a word are read for its correction. */
const CANDIDATE_ROWS = 200;
/** pg_trgm similarity a replacement word must reach. */
const MIN_SIMILARITY = 0.4;

/**
 * "Did you mean": each Latin word of the query (three letters or more) is replaced by the most
 * similar word (pg_trgm similarity, then frequency) of the organisation's titles and authors,
 * found through the trigram index (`<%`, word similarity). Returns the corrected query, lower
 * case, or null when no word changes. CJK text is left as it is.
 */
export async function suggestCorrection(
  db: Database,
  orgId: number,
  query: string,
): Promise<string | null> {
  const normalized = normalizeText(query).trim().replace(/\s+/g, ' ');
  const { words } = splitTerms(normalized);
  let changed = false;
  const corrected = new Map<string, string>();
  for (const word of new Set(words)) {
    if (word.length < 3 || /^\d+$/.test(word)) continue;
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
    const best = result.rows[0]?.word;
    if (best && best !== word) {
      corrected.set(word, best);
      changed = true;
    }
  }
  if (!changed) return null;
  return normalized.replace(/[\p{L}\p{N}]+/gu, (word) => corrected.get(word) ?? word);
}
