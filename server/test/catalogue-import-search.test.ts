import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPath, type BookSearchResult, type BookSuggestion } from '../../src/core/api/contract';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { importCatalogue, openSource } from '../src/importers/catalogue';
import { MemorySharedState, RedisSharedState, type SharedState } from '../src/instance-state';
import { announceCatalogueChange, SEARCH_CHANGES_CHANNEL } from '../src/search/invalidation';
import { seedDemoData } from '../src/seed/index';
import { cnmarcBook, scratchFiles } from './catalogue-files';
import { openTestDatabase, post, SMALL_CATALOGUE, testApp } from './helpers';
import { iso2709File } from './marc-files';
import { createPostgresDatabase, postgresAdminUrl } from './postgres-database';

/**
 * A running server sees an import made by another process (the libportal command) at once:
 * search, suggestions, facets and the did-you-mean vocabulary. The server caches search counts
 * (a minute) and its vocabulary (minutes); the importer announces its change on the shared
 * state (Redis) and on the database's channel (search/invalidation.ts). Each case caches first,
 * then imports, so a missed announcement fails it.
 */
const YTKJ = 1;
const file = scratchFiles();
const redisUrl = process.env.TEST_REDIS_URL;

const search = async (app: FastifyInstance, keyword: string) => {
  const response = await post<BookSearchResult>(app, ApiPath.bookSearch, {
    keyword,
    facets: true,
    organizationid: YTKJ,
  });
  expect(response.body.code, response.body.msg).toBe(0);
  return response.body.data;
};

const suggest = async (app: FastifyInstance, keywords: string) => {
  const response = await post<BookSuggestion[]>(app, ApiPath.bookSuggestions, {
    keywords,
    organizationid: YTKJ,
  });
  return response.body.data.map((suggestion) => suggestion.bookname);
};

/** A book with a made-up word in its title (and that word with two letters swapped). */
function newBook(tag: string, word: string, isbn: string) {
  return cnmarcBook(tag, {
    title: `${word} 导入测试`,
    author: `导入作者${tag}`,
    isbn,
    barcodes: [`S-${tag}`],
  });
}

/**
 * Caches the app's view of `word` (a count of 0, the vocabulary without it), imports the
 * book through `announce`, and waits for the app to find it every way a reader would.
 */
async function importSeenBy(
  app: FastifyInstance,
  db: DatabaseHandle,
  options: { tag: string; word: string; typo: string; isbn: string; announce: () => Promise<void> },
) {
  const { tag, word, typo, isbn } = options;
  expect((await search(app, word)).total).toBe(0);
  expect((await search(app, typo)).suggestion).toBeNull();

  const path = file(`${tag}.iso`, iso2709File([newBook(tag, word, isbn)]));
  const summary = await importCatalogue({
    db: db.db,
    orgId: YTKJ,
    source: await openSource(path, 'auto'),
    onCatalogueChanged: options.announce,
  });
  expect(summary).toMatchObject({ imported: 1, rejected: 0 });

  await vi.waitFor(async () => {
    const found = await search(app, word);
    expect(found.total).toBe(1);
    expect(found.list.map((hit) => hit.title)).toEqual([`${word} 导入测试`]);
    expect(found.facets?.location?.map((value) => [value.label, value.count])).toEqual([
      ['二楼书库', 1],
    ]);
    expect((await search(app, typo)).suggestion).toBe(word);
  });
  expect(await suggest(app, word)).toEqual([`${word} 导入测试`]);
  expect((await search(app, isbn.replace(/-/g, ''))).list.map((hit) => hit.title)).toEqual([
    `${word} 导入测试`,
  ]);
  expect((await search(app, `导入作者${tag}`)).list.map((hit) => hit.title)).toEqual([
    `${word} 导入测试`,
  ]);
}

describe('one server without Redis, an import from another process (PGlite)', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** The importing process's own shared state: it reaches no server. */
  let elsewhere: SharedState;

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await testApp(handle, { sharedState: new MemorySharedState() });
    elsewhere = new MemorySharedState();
  });
  afterAll(async () => {
    await app?.close();
    await elsewhere?.close();
    await handle?.close();
  });

  it('without an announcement the server keeps serving its cached count (what announcing fixes)', async () => {
    const word = 'lkjhgf';
    expect((await search(app, word)).total).toBe(0);
    const path = file('quiet.iso', iso2709File([newBook('quiet', word, '978-7-111-11111-7')]));
    await importCatalogue({ db: handle.db, orgId: YTKJ, source: await openSource(path, 'auto') });
    const stale = await search(app, word);
    expect(stale.list).toHaveLength(1);
    expect(stale.total).toBe(0);
  });

  it('hears the import on the database channel and finds the new title at once', async () => {
    await importSeenBy(app, handle, {
      tag: 'db',
      word: 'mnbvcx',
      typo: 'mnbcvx',
      isbn: '978-7-222-22222-4',
      announce: () => announceCatalogueChange({ shared: elsewhere, db: handle.db }, YTKJ),
    });
  });
});

describe.runIf(redisUrl)('servers sharing Redis, an import announced there', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let serverState: RedisSharedState;
  let importerState: RedisSharedState;

  beforeAll(async () => {
    handle = await openTestDatabase();
    serverState = await RedisSharedState.connect(redisUrl ?? '');
    importerState = await RedisSharedState.connect(redisUrl ?? '');
    // The app is given no database channel: only Redis can carry the change to it.
    app = await testApp({ db: handle.db, kind: handle.kind } as DatabaseHandle, {
      sharedState: serverState,
    });
    await vi.waitFor(async () => {
      const [, subscribers] = (await importerState.client.pubsub(
        'NUMSUB',
        `libportal:${SEARCH_CHANGES_CHANNEL}`,
      )) as [string, number];
      expect(Number(subscribers)).toBeGreaterThanOrEqual(1);
    });
  });
  afterAll(async () => {
    await app?.close();
    await serverState?.close();
    await importerState?.close();
    await handle?.close();
  });

  it('finds the new title at once', async () => {
    await importSeenBy(app, handle, {
      tag: 'redis',
      word: 'qazwsx',
      typo: 'qazswx',
      isbn: '978-7-333-33333-1',
      // A database of its own for the notification: the app does not listen to it.
      announce: () =>
        importerState.publish(
          SEARCH_CHANGES_CHANNEL,
          JSON.stringify({ orgId: YTKJ, catalogue: true }),
        ),
    });
  });
});

describe.runIf(postgresAdminUrl)(
  'one server on PostgreSQL without Redis, the import on its own connections',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let serverDb: DatabaseHandle;
    let importerDb: DatabaseHandle;
    let app: FastifyInstance;
    let elsewhere: SharedState;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      serverDb = await openDatabase({ databaseUrl: database.url });
      await serverDb.migrate();
      await seedDemoData(serverDb, SMALL_CATALOGUE);
      importerDb = await openDatabase({ databaseUrl: database.url });
      app = await testApp(serverDb, { sharedState: new MemorySharedState() });
      elsewhere = new MemorySharedState();
    });
    afterAll(async () => {
      await app?.close();
      await elsewhere?.close();
      await importerDb?.close();
      await serverDb?.close();
      await database?.drop();
    });

    it('hears NOTIFY from the importing process and finds the new title at once', async () => {
      await importSeenBy(app, importerDb, {
        tag: 'pg',
        word: 'zxcvbn',
        typo: 'zxcbvn',
        isbn: '978-7-444-44444-8',
        announce: () => announceCatalogueChange({ shared: elsewhere, db: importerDb.db }, YTKJ),
      });
    });
  },
);
