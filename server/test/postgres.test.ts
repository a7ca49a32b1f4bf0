import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiPath, CopyStatus, ResultCode, type PreBorrowRecord } from '../../src/core/api/contract';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { bookCopy } from '../src/db/schema';
import { suggestCorrection } from '../src/search/did-you-mean';
import { seedDemoData } from '../src/seed/index';
import { MIGRATIONS, SMALL_CATALOGUE, get, tableCounts, testApp } from './helpers';
import { describeLogin } from './login-suite';
import {
  adminQuery,
  createPostgresDatabase,
  openPostgresTestDatabase,
  postgresAdminUrl as adminUrl,
} from './postgres-database';
import { describeNarrowedLargeSearch } from './search-estimate-suite';
import {
  YTKJ,
  activeReservationsOf,
  call,
  copyStatuses,
  makeBook,
  newReader,
  orgSites,
  reserveCall,
  type TestReader,
} from './preborrow-fixtures';

/**
 * The same login journey against a real PostgreSQL server, when TEST_DATABASE_URL is set
 * (e.g. postgres://postgres@127.0.0.1:5432/test). Each run creates its own database and
 * drops it afterwards, so parallel runs never collide.
 */
describe.skipIf(!adminUrl)('PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let racedSeeds: boolean[];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ databaseUrl: database.url });
    await handle.migrate();
    // Two servers starting at once on an empty database: the advisory lock lets one seed.
    const results = await Promise.all([
      seedDemoData(handle, SMALL_CATALOGUE),
      seedDemoData(handle, SMALL_CATALOGUE),
    ]);
    racedSeeds = results.map((result) => result.seeded);
    app = await testApp(handle);
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await database?.drop();
  });

  describeLogin('PostgreSQL', () => app);

  it('reports postgres in /api/health', async () => {
    expect((await get(app, ApiPath.health)).body.data).toMatchObject({
      db: 'postgres',
      database: 'up',
      migrations: { applied: MIGRATIONS, expected: MIGRATIONS },
    });
  });

  it('survives the database server ending its idle connections, and reconnects', async () => {
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => get(app, ApiPath.health)));
    await adminQuery(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database.name}'`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get(app, ApiPath.health)).body.data).toMatchObject({
      db: 'postgres',
      database: 'up',
      migrations: { applied: MIGRATIONS, expected: MIGRATIONS },
    });
  });

  it('seeds exactly once when two seeds race, and never again', async () => {
    expect(racedSeeds.filter(Boolean)).toHaveLength(1);
    const before = await tableCounts(handle);
    expect(before).toMatchObject({ organization: 2, seed_marker: 1 });
    expect((await seedDemoData(handle, SMALL_CATALOGUE)).seeded).toBe(false);
    expect(await tableCounts(handle)).toEqual(before);
  });

  it('offers a "did you mean" for swapped letters (trigrams, then edit distance)', async () => {
    expect(await suggestCorrection(handle.db, 1, 'hrary pottre')).toBe('harry potter');
    expect(await suggestCorrection(handle.db, 1, 'rowlign 三体')).toBe('rowling 三体');
    expect(await suggestCorrection(handle.db, 1, 'harry potter')).toBeNull();
  });
});

/**
 * Pre-borrow with real concurrent connections (a pool of 10): the races PGlite, being one
 * connection, can only serialise. Its own database, like the suite above.
 */
describe.skipIf(!adminUrl)('PostgreSQL: pre-borrow races', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let siteid: number;

  beforeAll(async () => {
    handle = await openPostgresTestDatabase();
    app = await testApp(handle);
    siteid = (await orgSites(handle.db, YTKJ))[0]?.id ?? 0;
  });

  afterAll(async () => {
    await app?.close();
    // Also drops the database.
    await handle?.close();
  });

  const LAST_COPY_TAKEN = '最后一本刚刚被其他读者预约，您可以加入排队等候';
  const readers = (n: number) =>
    Promise.all(Array.from({ length: n }, () => newReader(handle.db, YTKJ)));
  const race = (who: TestReader[], bookid: number, queue = false) =>
    Promise.all(who.map((reader) => reserveCall(app, reader.token, { bookid, siteid, queue })));
  const codes = (responses: { body: { code: number } }[]) =>
    responses.map((response) => response.body.code).sort((a, b) => a - b);

  it('10 readers, 1 copy: exactly one gets it, the others are told it was just taken', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [
      CopyStatus.borrowed,
      CopyStatus.inLibrary,
    ]);
    const responses = await race(await readers(10), bookId);
    expect(codes(responses)).toEqual([0, ...Array<number>(9).fill(ResultCode.businessError)]);
    for (const response of responses.filter((r) => r.body.code !== 0)) {
      expect(response.status).toBe(200);
      expect(response.body.msg).toBe(LAST_COPY_TAKEN);
    }
    expect(await copyStatuses(handle.db, copyIds)).toEqual([
      CopyStatus.borrowed,
      CopyStatus.preBorrowed,
    ]);
    const active = await activeReservationsOf(handle.db, bookId);
    expect(active.map((row) => row.copyId)).toEqual([copyIds[1]]);
  });

  it('10 readers, 3 copies: three get one each, no copy twice, nobody refused while one is free', async () => {
    const shelf = [CopyStatus.inLibrary, CopyStatus.inLibrary, CopyStatus.inLibrary];
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, shelf);
    const responses = await race(await readers(10), bookId);
    expect(codes(responses)).toEqual([0, 0, 0, ...Array<number>(7).fill(ResultCode.businessError)]);
    const barcodes = responses.filter((r) => r.body.code === 0).map((r) => r.body.data.barcode);
    expect(new Set(barcodes).size).toBe(3);
    expect(await copyStatuses(handle.db, copyIds)).toEqual(shelf.map(() => CopyStatus.preBorrowed));
    expect(await activeReservationsOf(handle.db, bookId)).toHaveLength(3);
  });

  it('one reader firing at once never passes the limit, nor reserves one book twice', async () => {
    const [me] = (await readers(1)) as [TestReader];
    const books = await Promise.all(
      Array.from({ length: 6 }, () => makeBook(handle.db, YTKJ, [CopyStatus.inLibrary])),
    );
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        reserveCall(app, me.token, { bookid: books[0]?.bookId, siteid }),
      ),
    );
    expect(codes(same)).toEqual([0, ...Array<number>(4).fill(ResultCode.businessError)]);
    const many = await Promise.all(
      books.slice(1).map(({ bookId }) => reserveCall(app, me.token, { bookid: bookId, siteid })),
    );
    // Limit 3 for students: one held already, so two of the five succeed.
    expect(codes(many)).toEqual([0, 0, ...Array<number>(3).fill(ResultCode.businessError)]);
    const listed = await call<PreBorrowRecord[]>(app, ApiPath.preBorrowList, {}, me.token);
    expect(listed.body.data).toHaveLength(3);
  });

  it('10 readers queueing at once get places 1..10; a returned copy goes to place 1 exactly once', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [CopyStatus.borrowed]);
    const queue = await readers(10);
    const joined = await race(queue, bookId, true);
    expect(codes(joined)).toEqual(Array<number>(10).fill(0));
    const places = await Promise.all(
      queue.map(async (reader) => {
        const { body } = await call<PreBorrowRecord[]>(
          app,
          ApiPath.preBorrowList,
          {},
          reader.token,
        );
        return body.data[0]?.queueposition;
      }),
    );
    expect([...places].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const head = queue[places.indexOf(1)];

    await handle.db
      .update(bookCopy)
      .set({ status: CopyStatus.inLibrary })
      .where(eq(bookCopy.id, copyIds[0] ?? 0));
    // Several reads settle the book at the same moment: one of them serves the queue.
    await Promise.all(
      queue
        .slice(0, 5)
        .map((reader) => call(app, ApiPath.bookAvailability, { bookid: bookId }, reader.token)),
    );
    const active = await activeReservationsOf(handle.db, bookId);
    expect(
      active.filter((row) => row.copyId !== null).map((row) => [row.readerId, row.copyId]),
    ).toEqual([[head?.id, copyIds[0]]]);
    expect(active).toHaveLength(10);
    expect(await copyStatuses(handle.db, copyIds)).toEqual([CopyStatus.preBorrowed]);
  });
});

/** The search's counts on PostgreSQL's planner and sampling. Its own database, as above. */
describe.skipIf(!adminUrl)('PostgreSQL: search counts', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openPostgresTestDatabase();
    app = await testApp(handle);
  });

  afterAll(async () => {
    await app?.close();
    // Also drops the database.
    await handle?.close();
  });

  describeNarrowedLargeSearch('PostgreSQL', () => ({ app, db: handle.db }));
});
