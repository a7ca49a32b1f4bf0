import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  type ReaderBookList,
  type ShelfEntry,
  type ShelfListing,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book } from '../src/db/schema';
import { readerShelfEntry } from '../src/db/tables/reading-lists';
import { OrgIds } from '../src/seed/content';
import { ReaderIds } from '../src/seed/people';
import { demoShelf } from '../src/seed/reading-lists';
import { demoReaderTokens, openTestServer, post, session } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
/** 李明 (20230001, the seeded shelf), 陈思雨 (20230002) of YTKJ; 张伟 of DEMO2. */
let liMing: string;
let chenSiyu: string;
let demo2Reader: string;

openTestServer((server) => ({ handle, app } = server));

beforeAll(async () => {
  ({ ytkjStudent: liMing, demo2Student: demo2Reader } = await demoReaderTokens(app));
  chenSiyu = (await session(app, 'YTKJ', '20230002')).token;
});

async function bookId(title: string, organizationId: number = OrgIds.ytkj) {
  const [row] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.title, title), eq(book.organizationId, organizationId)));
  if (!row) throw new Error(`no book ${title}`);
  return row.id;
}

const shelf = async (token: string, body: object = {}) =>
  (await post<ShelfListing>(app, ApiPath.shelfList, body, token)).body.data;

const save = (token: string | undefined, body: object) =>
  post<ShelfEntry>(app, ApiPath.shelfSave, body, token);

async function entriesOf(readerId: number) {
  const [row] = await handle.db
    .select({ n: count() })
    .from(readerShelfEntry)
    .where(eq(readerShelfEntry.readerId, readerId));
  return row?.n ?? 0;
}

describe('ReaderBookShelf: the reader’s virtual bookshelf', () => {
  it('lists the seeded shelf with its statistics', async () => {
    const listing = await shelf(liMing);
    expect(listing.entries.map((entry) => entry.title).sort()).toEqual(
      demoShelf.map((plan) => plan.title).sort(),
    );
    expect(listing.statistics).toMatchObject({ reading: 1, preborrow: 1, read: 2 });
    // 活着 was read 3 days ago; 小王子 40 days ago (this year only if the year is that old).
    expect(listing.statistics.readthisyear).toBeGreaterThanOrEqual(1);
    expect(listing.statistics.readthismonth).toBeLessThanOrEqual(listing.statistics.readthisyear);
    const typed = listing.entries.find((entry) => entry.title === '小王子');
    expect(typed).toMatchObject({ bookid: null, author: '圣埃克苏佩里', isbn: '9787020042494' });
    const reading = await shelf(liMing, { shelf: 'reading' });
    expect(reading.entries.map((entry) => entry.title)).toEqual(['西游记']);
  });

  it('shelves a catalogue book with the catalogue’s title, and a typed one', async () => {
    const bookid = await bookId('骆驼祥子');
    const response = await save(liMing, {
      shelf: 'reading',
      bookid,
      title: 'ignored',
      note: ' 好 ',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      bookid,
      title: '骆驼祥子',
      shelf: 'reading',
      note: '好',
    });
    const typed = await save(liMing, { shelf: 'read', title: '夏洛的网', author: 'E.B.怀特' });
    expect(typed.body.data).toMatchObject({ bookid: null, title: '夏洛的网', isbn: '' });
  });

  it('moves an entry between shelves and edits its note', async () => {
    const bookid = await bookId('朝花夕拾');
    const added = (await save(liMing, { shelf: 'preborrow', bookid })).body.data;
    const moved = await save(liMing, { id: added.id, shelf: 'read', note: '读完了' });
    expect(moved.body.data).toMatchObject({ id: added.id, shelf: 'read', note: '读完了' });
    const read = await shelf(liMing, { shelf: 'read' });
    expect(read.entries[0]?.id).toBe(added.id);
    expect(new Date(moved.body.data.shelvedtime).getTime()).toBeGreaterThanOrEqual(
      new Date(added.shelvedtime).getTime(),
    );
  });

  it('does not duplicate a book shelved twice (double submit)', async () => {
    const bookid = await bookId('红楼梦');
    const before = await entriesOf(ReaderIds.ytkjStudent);
    const [first, second] = await Promise.all([
      save(liMing, { shelf: 'reading', bookid }),
      save(liMing, { shelf: 'reading', bookid }),
    ]);
    expect(first.body.code).toBe(0);
    expect(second.body.code).toBe(0);
    expect(first.body.data.id).toBe(second.body.data.id);
    await save(liMing, { shelf: 'read', title: '夏洛的网', author: 'E.B.怀特' });
    expect(await entriesOf(ReaderIds.ytkjStudent)).toBe(before + 1);
  });

  it('refuses a typed entry without a title, and oversized or wrongly typed fields', async () => {
    const blank = await save(liMing, { shelf: 'read', title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('请输入书名');
    expect((await save(liMing, { shelf: 'read', title: 'x', note: 'n'.repeat(501) })).status).toBe(
      400,
    );
    expect((await save(liMing, { shelf: 'read', title: 't'.repeat(201) })).status).toBe(400);
    expect((await save(liMing, { shelf: 'attic', title: 'x' })).status).toBe(400);
    expect((await save(liMing, { shelf: 'read', bookid: 'abc' })).status).toBe(400);
    expect((await save(liMing, { shelf: 'read', bookid: 999_999 })).status).toBe(404);
  });

  it('keeps the booklist body of the same call working', async () => {
    const list = (
      await post<ReaderBookList>(app, ApiPath.bookListSave, { name: '同一个调用' }, liMing)
    ).body.data;
    const bookid = await bookId('西游记');
    const response = await post<ReaderBookList>(
      app,
      ApiPath.bookListAddBook,
      { booklistid: list.id, bookid },
      liMing,
    );
    expect(response.body.data).toMatchObject({ id: list.id, bookcount: 1 });
  });

  it('never lets another reader or organisation read, move or delete an entry', async () => {
    const mine = (await shelf(liMing)).entries[0];
    if (!mine) throw new Error('no entry');
    expect((await shelf(chenSiyu)).entries).toEqual([]);
    expect((await shelf(demo2Reader)).entries).toEqual([]);
    const moved = await save(chenSiyu, { id: mine.id, shelf: 'read' });
    expect(moved.status).toBe(404);
    expect((await save(demo2Reader, { id: mine.id, shelf: 'read' })).status).toBe(404);
    expect((await post(app, ApiPath.shelfDelete, { id: mine.id }, chenSiyu)).status).toBe(404);
    expect((await post(app, ApiPath.shelfDelete, { id: mine.id }, demo2Reader)).status).toBe(404);
    // A DEMO2 reader cannot shelve a YTKJ book either.
    const ytkjBook = await bookId('西游记');
    expect((await save(demo2Reader, { shelf: 'read', bookid: ytkjBook })).status).toBe(404);
    expect((await shelf(liMing)).entries[0]).toEqual(mine);
  });

  it('refuses a logged-out caller', async () => {
    expect((await post(app, ApiPath.shelfList, {})).status).toBe(401);
    expect((await save(undefined, { shelf: 'read', title: 'x' })).status).toBe(401);
    expect((await post(app, ApiPath.shelfDelete, { id: 1 })).status).toBe(401);
  });

  it('deletes the owner’s entry', async () => {
    const added = (await save(liMing, { shelf: 'read', title: '要删除的书' })).body.data;
    expect((await post(app, ApiPath.shelfDelete, { id: added.id }, liMing)).body.code).toBe(0);
    expect((await shelf(liMing)).entries.some((entry) => entry.id === added.id)).toBe(false);
    expect((await post(app, ApiPath.shelfDelete, { id: added.id }, liMing)).status).toBe(404);
  });
});
