import { desc, eq, sql } from 'drizzle-orm';
import type { SearchWordStat } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { searchWordStat } from '../db/schema';
import { normalizeQueryText } from './match';

/** search_word_stat.word is varchar(64): characters (code points), not bytes. */
export const MAX_WORD_LENGTH = 64;

/**
 * The form a searched keyword is counted under: normalised like the index (lower case,
 * Simplified script, spaces collapsed), so 紅樓夢 and 红楼梦, Harry and harry, count as one
 * hot word; cut to MAX_WORD_LENGTH characters. Empty when nothing is left.
 */
export function hotWordOf(keyword: string): string {
  return [...normalizeQueryText(keyword)].slice(0, MAX_WORD_LENGTH).join('').trim();
}

/** One more search for the word in the organisation (a single upsert). */
export async function recordSearchWord(db: Database, orgId: number, keyword: string) {
  const word = hotWordOf(keyword);
  if (!word) return;
  await db
    .insert(searchWordStat)
    .values({ organizationId: orgId, word, count: 1 })
    .onConflictDoUpdate({
      target: [searchWordStat.organizationId, searchWordStat.word],
      set: { count: sql`${searchWordStat.count} + 1`, lastSearchedAt: sql`now()` },
    });
}

/** The organisation's most searched words, most first (ties: the more recent). */
export function hotWords(db: Database, orgId: number, limit: number): Promise<SearchWordStat[]> {
  return db
    .select({ word: searchWordStat.word, count: searchWordStat.count })
    .from(searchWordStat)
    .where(eq(searchWordStat.organizationId, orgId))
    .orderBy(desc(searchWordStat.count), desc(searchWordStat.lastSearchedAt), searchWordStat.word)
    .limit(limit);
}
