import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  type BookSearchResult,
  type PreBorrowRecord,
} from '../../src/core/api/contract';
import type { Database, DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';
import { book } from '../src/db/schema';
import type { SearchCounts } from '../src/search/books';
import { CountCache } from '../src/search/count-cache';
import { suggestCorrection } from '../src/search/did-you-mean';
import { SEARCH_CHANGES_CHANNEL, searchChanges } from '../src/search/invalidation';
import { bookSearchColumns } from '../src/search/normalize';
import { MemorySharedState, RedisSharedState, type SharedState } from '../src/instance-state';
import { openTestDatabase, post, testApp } from './helpers';
import { YTKJ, call, makeBook, newReader, orgSites, reserveCall } from './preborrow-fixtures';

/**
 * Each instance keeps its own search counts and did-you-mean vocabulary; a change made
 * through one instance must drop them on every instance (search/invalidation.ts). Two apps
 * on one database, as two servers behind a load balancer, sharing one MemorySharedState —
 * and two connections to one Redis when TEST_REDIS_URL is set.
 */
const redisUrl = process.env.TEST_REDIS_URL;

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

interface Pair {
  shared: [SharedState, SharedState];
  /** Publishes reach the other instance (Redis: once both are subscribed). */
  ready: () => Promise<void>;
}

const memoryPair = async (): Promise<Pair> => {
  const shared = new MemorySharedState();
  return { shared: [shared, shared], ready: async () => {} };
};

const redisPair = async (): Promise<Pair> => {
  const a = await RedisSharedState.connect(redisUrl ?? '');
  const b = await RedisSharedState.connect(redisUrl ?? '');
  return {
    shared: [a, b],
    ready: () =>
      vi.waitFor(async () => {
        const [, subscribers] = (await a.client.pubsub(
          'NUMSUB',
          `libportal:${SEARCH_CHANGES_CHANNEL}`,
        )) as [string, number];
        // Other test runs may listen on the same Redis: at least our two.
        expect(Number(subscribers)).toBeGreaterThanOrEqual(2);
      }),
  };
};

/** Another drizzle surface over the same PGlite: another instance's vocabulary cache. */
const anotherSurface = (): Database =>
  drizzle({
    client: (handle.db as unknown as { $client: PGlite }).$client,
    schema,
    casing: 'snake_case',
  }) as unknown as Database;

const searchOn = async (app: FastifyInstance, keyword: string) => {
  const response = await post<BookSearchResult>(app, ApiPath.bookSearch, {
    keyword,
    facets: true,
    organizationid: YTKJ,
  });
  expect(response.body.code, response.body.msg).toBe(0);
  return response.body.data;
};
/** Books of the search with a copy in the status, as the status facet counts them. */
const inStatus = (result: BookSearchResult, status: number) =>
  result.facets?.status?.find((value) => value.value === String(status))?.count ?? 0;

/** A new word and its typo (two letters swapped), which trigrams alone do not correct. */
const NEW_WORDS = { memory: ['qwerty', 'qwetry'], redis: ['asdfgh', 'asdgfh'] } as const;

describe.each([
  ['one MemorySharedState', memoryPair, NEW_WORDS.memory] as const,
  ...(redisUrl ? [['one Redis', redisPair, NEW_WORDS.redis] as const] : []),
])('two instances sharing %s', (_, makePair, [word, typo]) => {
  let pair: Pair;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let countsB: CountCache<SearchCounts>;

  beforeAll(async () => {
    pair = await makePair();
    countsB = new CountCache<SearchCounts>();
    a = await testApp(handle, { sharedState: pair.shared[0] });
    b = await testApp(handle, { sharedState: pair.shared[1], searchCounts: countsB });
    await pair.ready();
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.all([...new Set(pair?.shared ?? [])].map((shared) => shared.close()));
  });

  it('a reservation on A drops the counts B serves', async () => {
    const title = `失效测试 ${Date.now()}`;
    const { bookId } = await makeBook(handle.db, YTKJ, [CopyStatus.inLibrary]);
    await handle.db
      .update(book)
      .set({ title, ...bookSearchColumns({ title }) })
      .where(eq(book.id, bookId));
    const before = await searchOn(b, title);
    expect([
      inStatus(before, CopyStatus.inLibrary),
      inStatus(before, CopyStatus.preBorrowed),
    ]).toEqual([1, 0]);
    expect(countsB.size).toBe(1);

    const reader = await newReader(handle.db, YTKJ);
    const [site] = await orgSites(handle.db, YTKJ);
    const reserved = await reserveCall(a, reader.token, { bookid: bookId, siteid: site?.id });
    expect(reserved.body.code, reserved.body.msg).toBe(0);

    await vi.waitFor(async () => {
      const after = await searchOn(b, title);
      expect([
        inStatus(after, CopyStatus.inLibrary),
        inStatus(after, CopyStatus.preBorrowed),
      ]).toEqual([0, 1]);
    });

    // And a cancellation on A puts the copy back on B's shelf.
    const cancelled = await call<PreBorrowRecord>(
      a,
      ApiPath.preBorrowCancel,
      { id: reserved.body.data.id },
      reader.token,
    );
    expect(cancelled.body.code, cancelled.body.msg).toBe(0);
    await vi.waitFor(async () => {
      expect(inStatus(await searchOn(b, title), CopyStatus.inLibrary)).toBe(1);
    });
  });

  it("keeps the other organisation's counts, and ignores messages that are not changes", async () => {
    await searchOn(b, 'harry');
    const demo2 = await post<BookSearchResult>(b, ApiPath.bookSearch, {
      keyword: 'harry',
      facets: true,
      organizationid: 2,
    });
    expect(demo2.body.code).toBe(0);
    const kept = countsB.size;
    for (const message of ['not json', '{"orgId":"1"}', '{"orgId":1}', '[]', 'null']) {
      await pair.shared[0].publish(SEARCH_CHANGES_CHANNEL, message);
    }
    await pair.shared[0].publish(
      SEARCH_CHANGES_CHANNEL,
      JSON.stringify({ orgId: 2, catalogue: false }),
    );
    // Organisation 2's entry leaves; organisation 1's stay, whatever else came.
    await vi.waitFor(() => expect(countsB.size).toBe(kept - 1));
    const hits = countsB.stats.hits;
    await searchOn(b, 'harry');
    expect(countsB.stats.hits).toBe(hits + 1);
  });

  it('a catalogue change on A refreshes the did-you-mean vocabulary B corrects from', async () => {
    const dbA = anotherSurface();
    const dbB = anotherSurface();
    const quiet = () => {};
    const changesA = searchChanges({
      shared: pair.shared[0],
      db: dbA,
      counts: new CountCache(),
      onError: quiet,
    });
    const changesB = searchChanges({
      shared: pair.shared[1],
      db: dbB,
      counts: new CountCache(),
      onError: quiet,
    });
    try {
      await pair.ready();
      const orgId = 2;
      expect(await suggestCorrection(dbB, orgId, 'hrary')).toBe('harry');
      await handle.db
        .insert(book)
        .values({ organizationId: orgId, title: word, ...bookSearchColumns({ title: word }) });
      // Trigrams miss the swap; B's vocabulary was read before the book came.
      expect(await suggestCorrection(dbB, orgId, typo)).toBeNull();
      await changesA.catalogueChanged(orgId);
      await vi.waitFor(async () => expect(await suggestCorrection(dbB, orgId, typo)).toBe(word));
    } finally {
      changesA.close();
      changesB.close();
    }
  });
});

describe('two instances that share nothing', () => {
  it('keep serving their own counts after a reservation elsewhere (what sharing prevents)', async () => {
    const countsB = new CountCache<SearchCounts>();
    const a = await testApp(handle);
    const b = await testApp(handle, { searchCounts: countsB });
    try {
      const title = `失效对照 ${Date.now()}`;
      const { bookId } = await makeBook(handle.db, YTKJ, [CopyStatus.inLibrary]);
      await handle.db
        .update(book)
        .set({ title, ...bookSearchColumns({ title }) })
        .where(eq(book.id, bookId));
      expect(inStatus(await searchOn(b, title), CopyStatus.inLibrary)).toBe(1);
      const reader = await newReader(handle.db, YTKJ);
      const [site] = await orgSites(handle.db, YTKJ);
      const reserved = await reserveCall(a, reader.token, { bookid: bookId, siteid: site?.id });
      expect(reserved.body.code, reserved.body.msg).toBe(0);
      expect(inStatus(await searchOn(b, title), CopyStatus.inLibrary)).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
