import { normalizeIP } from '@fastify/rate-limit';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SearchWordStat } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { searchWordStat } from '../db/schema';
import type { SharedState } from '../instance-state';
import { libraryDay, type OrganizationZones } from '../time';
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

/** A day's set of searchers lives at most this long (a DST day has 25 hours). */
const DAY_SET_TTL_MS = 25 * 3_600_000;

/**
 * Who searched, as a hot word counts them: the reader when logged in, else the address (an
 * IPv6 client by its /64, which one client holds whole).
 */
export function searcherOf(request: FastifyRequest): string {
  return request.auth ? `reader:${request.auth.readerId}` : `address:${normalizeIP(request.ip)}`;
}

/** Where a search word is counted: the database, and the day's searchers in the shared state. */
export interface HotWordStore {
  db: Database;
  shared: SharedState;
  now: () => number;
  /** The organisations' time zones: a day is the searching organisation's library day. */
  timeZones: Pick<OrganizationZones, 'of'>;
}

/**
 * One more searcher for the word in the organisation: a word counts the readers (or addresses)
 * that searched it on a day, not the requests, so one script repeating a word 200 times adds
 * 1, and five readers add 5. The day's searchers of each word are a set in the shared state
 * (one for every instance), which admits the database upsert once per searcher.
 */
export async function recordSearchWord(
  store: HotWordStore,
  orgId: number,
  keyword: string,
  searcher: string,
) {
  const word = hotWordOf(keyword);
  if (!word) return;
  const day = libraryDay(store.now(), await store.timeZones.of(orgId));
  // A day's set is needed until the day ends, at most a day's length from its first searcher.
  const first = await store.shared.addToSet(
    `hotword:${orgId}:${day}:${word}`,
    searcher,
    DAY_SET_TTL_MS,
  );
  if (!first) return;
  await store.db
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
