/**
 * Before choosing a site, a reader learns where they stand (reservations held against their
 * cap, a loan of the same book), and a title they have on loan is refused: reserving it would
 * take a copy, maybe the last on the shelf, from a reader who has none.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  ResultCode,
  type BookAvailability,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { openTestDatabase, session, testApp } from './helpers';
import {
  DEMO2,
  YTKJ,
  call,
  copyStatuses,
  lendCopy,
  makeBook,
  newReader,
  orgSites,
  refusalOf,
  reservationsOf,
  reserveCall,
  type TestReader,
} from './preborrow-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
let site: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  site = (await orgSites(handle.db, YTKJ))[0]?.id ?? 0;
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const { inLibrary, borrowed } = CopyStatus;
const availability = async (bookid: number, token?: string) =>
  (await call<BookAvailability>(app, ApiPath.bookAvailability, { bookid }, token)).body;
const reserve = (who: TestReader, bookid: number, lang: 'zh' | 'en' = 'zh', queue = false) =>
  reserveCall(app, who.token, { bookid, siteid: site, ...(queue ? { queue } : {}) }, lang);

describe('a title the reader has on loan', () => {
  it('is refused with a clear message, even as the last copy on the shelf, and in the queue', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [inLibrary, inLibrary]);
    const me = await newReader(handle.db, YTKJ);
    await lendCopy(handle.db, me.id, copyIds[0] ?? 0);

    expect(refusalOf((await reserve(me, bookId)).body)).toEqual({
      code: ResultCode.businessError,
      msg: '这本书您已借在手中，无需预借；归还后可再预借',
    });
    expect((await reserve(me, bookId, 'en', true)).body.msg).toBe(
      'You already have this book on loan, so it cannot be reserved; reserve it again after you return it',
    );
    // The last shelf copy stayed for the others, and nothing was recorded.
    expect(await copyStatuses(handle.db, copyIds)).toEqual([borrowed, inLibrary]);
    expect(await reservationsOf(handle.db, bookId)).toEqual([]);

    // Another reader's loan of the book is no reason to refuse this one.
    const other = await newReader(handle.db, YTKJ);
    expect((await reserve(other, bookId)).body.code).toBe(0);
  });

  it('is only this organisation’s copies: a DEMO2 reader’s standing never reads YTKJ loans', async () => {
    const { bookId, copyIds } = await makeBook(handle.db, YTKJ, [inLibrary, inLibrary]);
    const ytkjReader = await newReader(handle.db, YTKJ);
    await lendCopy(handle.db, ytkjReader.id, copyIds[0] ?? 0);
    const demo2Reader = await newReader(handle.db, DEMO2);
    // The other organisation's reader is answered as for a missing book, standing and all.
    const answer = await availability(bookId, demo2Reader.token);
    expect(answer.code).toBe(ResultCode.notFound);
    expect(answer.data).toBeFalsy();
  });
});

describe('the standing beside a book’s availability', () => {
  it('says the reservations held, the cap and the loan, before any site is chosen', async () => {
    const lent = await makeBook(handle.db, YTKJ, [inLibrary, inLibrary]);
    const me = await newReader(handle.db, YTKJ);
    await lendCopy(handle.db, me.id, lent.copyIds[0] ?? 0);
    expect((await availability(lent.bookId, me.token)).data.standing).toEqual({
      reservations: 0,
      max: 3,
      onloan: true,
    });

    const other = await makeBook(handle.db, YTKJ, [inLibrary]);
    expect((await reserve(me, other.bookId)).body.code).toBe(0);
    expect((await availability(lent.bookId, me.token)).data.standing).toEqual({
      reservations: 1,
      max: 3,
      onloan: true,
    });
    expect((await availability(other.bookId, me.token)).data.standing).toEqual({
      reservations: 1,
      max: 3,
      onloan: false,
    });
  });

  it('shows the demo student at the cap (3 of 3), a teacher’s own cap, and nothing to a visitor', async () => {
    const { bookId } = await makeBook(handle.db, YTKJ, [inLibrary]);
    const demo = await session(app, 'YTKJ', '20230001');
    expect((await availability(bookId, demo.token)).data.standing).toEqual({
      reservations: 3,
      max: 3,
      onloan: false,
    });
    const teacher = await newReader(handle.db, YTKJ, 2);
    expect((await availability(bookId, teacher.token)).data.standing?.max).toBe(5);
    const visitor = await availability(bookId);
    expect(visitor.code).toBe(0);
    expect(visitor.data.standing).toBeNull();
  });
});
