import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type BookDetail,
  type FastReading,
  type ReaderBookList,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, fastReading, readerBookList, readerBookListItem } from '../src/db/schema';
import { composeQuickRead, type QuickReadBook } from '../src/queries/fast-reading';
import { OrgIds } from '../src/seed/content';
import { socialBooklist } from '../src/seed/social';
import { demoReaderTokens, send, openTestServer } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
/** Reader A (20230001) and reader B (T0001) of YTKJ; a DEMO2 reader. */
let readerA: string;
let readerB: string;
let demo2Reader: string;

openTestServer((server) => ({ handle, app } = server));

beforeAll(async () => {
  ({
    ytkjStudent: readerA,
    ytkjTeacher: readerB,
    demo2Student: demo2Reader,
  } = await demoReaderTokens(app));
});

function headers(token?: string, lang: 'zh' | 'en' = 'zh') {
  const result: Record<string, string> = { 'accept-language': lang };
  if (token) result.authorization = `Bearer ${token}`;
  return result;
}

function call<T>(path: string, body: unknown, token?: string, lang: 'zh' | 'en' = 'zh') {
  return send<T | null>(app, {
    method: 'POST',
    url: `/api${path}`,
    headers: headers(token, lang),
    payload: body as object,
  });
}

const queryQuickRead = (query: string, token?: string) =>
  send<FastReading | null>(app, {
    method: 'GET',
    url: `/api${ApiPath.fastReadingQuery}?${query}`,
    headers: headers(token),
  });

async function bookId(title: string, organizationId: number = OrgIds.ytkj) {
  const [row] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.title, title), eq(book.organizationId, organizationId)));
  if (!row) throw new Error(`no book ${title}`);
  return row.id;
}

const lists = async (token: string) =>
  (await call<ReaderBookList[]>(ApiPath.bookListList, {}, token)).body.data ?? [];

async function storedList(id: number) {
  const [row] = await handle.db.select().from(readerBookList).where(eq(readerBookList.id, id));
  return row;
}

async function itemsOf(listId: number) {
  return handle.db
    .select({ bookId: readerBookListItem.bookId, note: readerBookListItem.note })
    .from(readerBookListItem)
    .where(eq(readerBookListItem.listId, listId))
    .orderBy(readerBookListItem.bookId);
}

async function newList(token: string, name: string) {
  const response = await call<ReaderBookList>(ApiPath.bookListSave, { name }, token);
  if (!response.body.data) throw new Error(JSON.stringify(response.body));
  return response.body.data;
}

describe('BookFastReading', () => {
  it('has none before it is generated, for anyone', async () => {
    const bookid = await bookId('西游记');
    const response = await queryQuickRead(`bookid=${bookid}&orgid=1`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 0, data: null });
  });

  it('generates a quick read in Chinese from the record and its holdings', async () => {
    const bookid = await bookId('西游记');
    expect((await call(ApiPath.fastReadingGen, { bookid })).status).toBe(401);
    const response = await call<FastReading>(ApiPath.fastReadingGen, { bookid }, readerA);
    expect(response.status).toBe(200);
    const reading = response.body.data;
    const detail = (await call<BookDetail>(ApiPath.bookDetail, { bookid })).body.data;
    const lines = reading?.summary.split('\n') ?? [];
    expect(lines[0]).toBe(
      '《西游记》，吴承恩著，人民文学出版社1980年出版，收入“中国古典文学读本丛书”。',
    );
    expect(lines[1]).toBe(`内容简介：${detail?.intro}`);
    expect(lines.at(-1)).toBe(
      `本馆藏有 ${detail?.copies} 册，现有 ${detail?.available} 册在馆可借。`,
    );
    const [stored] = await handle.db
      .select()
      .from(fastReading)
      .where(eq(fastReading.bookId, bookid));
    expect(stored?.summary).toBe(reading?.summary);

    const queried = await queryQuickRead(`bookid=${bookid}&orgid=1`);
    expect(queried.body.data).toEqual(reading);
    // Deterministic: generating again gives the same text.
    const again = await call<FastReading>(ApiPath.fastReadingGen, { bookid }, readerB);
    expect(again.body.data?.summary).toBe(reading?.summary);
  });

  it('generates it in English when the reader reads English', async () => {
    const bookid = await bookId('骆驼祥子');
    const response = await call<FastReading>(ApiPath.fastReadingGen, { bookid }, readerA, 'en');
    const lines = response.body.data?.summary.split('\n') ?? [];
    expect(lines[0]).toBe('“骆驼祥子” by 老舍, published by 人民文学出版社 in 2000.');
    expect(lines[1]).toMatch(/^About the book: 北平人力车夫/);
    // The seeded author introduction, when the book's author has one.
    expect(lines[2]).toMatch(/^About the author: 老舍（1899—1966）/);
    expect(lines.at(-1)).toMatch(/^The library holds \d+ cop(y|ies); /);
  });

  it("keeps to the caller's organisation", async () => {
    const bookid = await bookId('西游记');
    expect((await queryQuickRead(`bookid=${bookid}&orgid=2`)).status).toBe(404);
    expect((await queryQuickRead(`bookid=${bookid}&orgid=1`, demo2Reader)).status).toBe(404);
    const gen = await call(ApiPath.fastReadingGen, { bookid, organizationid: 1 }, demo2Reader);
    expect(gen.status).toBe(404);
    expect(gen.body.msg).toBe('图书不存在');
    expect((await queryQuickRead('bookid=999999')).status).toBe(404);
    expect((await queryQuickRead('bookid=abc')).status).toBe(400);
  });
});

describe('composing a quick read', () => {
  const record: QuickReadBook = {
    title: 'Dune',
    parallelTitle: null,
    subtitle: null,
    author: 'Frank Herbert',
    series: null,
    publisher: null,
    publishYear: 1965,
    intro: null,
    authorIntro: '  American  author.  ',
    notes: null,
  };

  it('says what it knows, and nothing about what it does not', () => {
    expect(composeQuickRead('en', record, { copies: 1, available: 1 })).toBe(
      [
        '“Dune” by Frank Herbert, published in 1965.',
        'About the author: American author.',
        'The library holds 1 copy; 1 is on the shelf to borrow now.',
      ].join('\n'),
    );
    expect(
      composeQuickRead(
        'zh',
        { ...record, author: null, publishYear: null },
        { copies: 0, available: 0 },
      ),
    ).toBe(['《Dune》。', '作者简介：American author.', '本馆暂无此书的馆藏。'].join('\n'));
  });

  it('offers a reservation when no copy is on the shelf', () => {
    expect(composeQuickRead('zh', record, { copies: 2, available: 0 }).split('\n').at(-1)).toBe(
      '本馆藏有 2 册，目前没有在馆可借的，可以预借。',
    );
    expect(composeQuickRead('en', record, { copies: 2, available: 0 }).split('\n').at(-1)).toBe(
      'The library holds 2 copies; none is on the shelf now, but you can reserve one.',
    );
  });

  it('cuts long catalogue texts', () => {
    const intro = '字'.repeat(1000);
    const line = composeQuickRead('zh', { ...record, intro }, { copies: 1, available: 1 })
      .split('\n')
      .find((l) => l.startsWith('内容简介：'));
    expect(Array.from(line ?? '').length).toBe('内容简介：'.length + 300);
    expect(line?.endsWith('…')).toBe(true);
  });
});

describe('ReaderBookList', () => {
  it('needs a login', async () => {
    for (const path of [
      ApiPath.bookListList,
      ApiPath.bookListSave,
      ApiPath.bookListDelete,
      ApiPath.bookListAddBook,
    ]) {
      expect((await call(path, { id: 1, name: 'x', booklistid: 1, bookid: 1 })).status).toBe(401);
    }
  });

  it("lists the seeded reader's booklist with its book count", async () => {
    const [seeded] = await lists(readerA);
    expect(seeded).toMatchObject({
      name: socialBooklist.name,
      description: socialBooklist.description,
      ispublic: false,
      bookcount: socialBooklist.titles.length,
    });
    expect(await lists(readerB)).toEqual([]);
  });

  it('creates and renames a list, newest first, trimmed', async () => {
    const created = await call<ReaderBookList>(
      ApiPath.bookListSave,
      { name: '  科幻入门  ', description: ' 从三体开始 ', ispublic: true },
      readerB,
    );
    expect(created.body.data).toMatchObject({
      name: '科幻入门',
      description: '从三体开始',
      ispublic: true,
      bookcount: 0,
    });
    const id = created.body.data?.id ?? 0;
    const renamed = await call<ReaderBookList>(
      ApiPath.bookListSave,
      { id, name: '科幻书单' },
      readerB,
    );
    // What was not sent is kept.
    expect(renamed.body.data).toMatchObject({ id, name: '科幻书单', description: '从三体开始' });
    const later = await newList(readerB, '历史');
    expect((await lists(readerB)).map((list) => list.id)).toEqual([later.id, id]);
  });

  it('requires a name, in the reader’s language, and bounds its length', async () => {
    for (const name of ['', '   ']) {
      const zh = await call(ApiPath.bookListSave, { name }, readerA);
      expect(zh.status).toBe(400);
      expect(zh.body).toEqual({ code: ResultCode.invalidInput, msg: '请输入书单名称', data: null });
    }
    const en = await call(ApiPath.bookListSave, { name: ' ' }, readerA, 'en');
    expect(en.body.msg).toBe('Booklist name is required');
    const long = await call(ApiPath.bookListSave, { name: '书'.repeat(51) }, readerA);
    expect(long.body.msg).toBe('书单名称太长，最多 50 个字');
    expect((await call(ApiPath.bookListSave, { name: '书'.repeat(50) }, readerA)).status).toBe(200);
    expect((await call(ApiPath.bookListSave, { name: 'a\u0007' }, readerA)).status).toBe(400);
  });

  it("refuses to change or delete another reader's list and leaves it as it was", async () => {
    const mine = await newList(readerA, 'A 的书单');
    const before = await storedList(mine.id);
    const rename = await call(ApiPath.bookListSave, { id: mine.id, name: 'B 改的' }, readerB);
    expect(rename.status).toBe(403);
    expect(rename.body).toEqual({
      code: ResultCode.forbidden,
      msg: '只能修改自己的书单',
      data: null,
    });
    const del = await call(ApiPath.bookListDelete, { id: mine.id }, readerB, 'en');
    expect(del.status).toBe(403);
    expect(del.body.msg).toBe('You can only change your own booklists');
    const add = await call(
      ApiPath.bookListAddBook,
      { booklistid: mine.id, bookid: await bookId('围城') },
      readerB,
    );
    expect(add.status).toBe(403);
    expect(await storedList(mine.id)).toEqual(before);
    expect(await itemsOf(mine.id)).toEqual([]);
  });

  it('answers a DEMO2 reader "not found" for a YTKJ list', async () => {
    const mine = await newList(readerA, 'A 的另一个书单');
    for (const [path, body] of [
      [ApiPath.bookListSave, { id: mine.id, name: 'x' }],
      [ApiPath.bookListDelete, { id: mine.id }],
      [ApiPath.bookListAddBook, { booklistid: mine.id, bookid: await bookId('围城', 2) }],
    ] as const) {
      const response = await call(path, body, demo2Reader);
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('书单不存在');
    }
    expect((await storedList(mine.id))?.name).toBe('A 的另一个书单');
  });

  it('puts books on your list once, updating the note', async () => {
    const mine = await newList(readerA, '想读');
    const bookid = await bookId('围城');
    const add = (note?: string) =>
      call<ReaderBookList>(ApiPath.bookListAddBook, { booklistid: mine.id, bookid, note }, readerA);
    expect((await add(' 寒假读 ')).body.data).toMatchObject({ id: mine.id, bookcount: 1 });
    expect((await add()).body.data?.bookcount).toBe(1);
    expect(await itemsOf(mine.id)).toEqual([{ bookId: bookid, note: '寒假读' }]);
    await add('读完了');
    expect(await itemsOf(mine.id)).toEqual([{ bookId: bookid, note: '读完了' }]);
    const second = await call<ReaderBookList>(
      ApiPath.bookListAddBook,
      { booklistid: mine.id, bookid: await bookId('边城') },
      readerA,
    );
    expect(second.body.data?.bookcount).toBe(2);
    expect((await lists(readerA)).find((list) => list.id === mine.id)?.bookcount).toBe(2);
  });

  it("refuses another organisation's book, and an unknown list", async () => {
    const mine = await newList(readerA, '只收本馆的书');
    const foreign = await call(
      ApiPath.bookListAddBook,
      { booklistid: mine.id, bookid: await bookId('围城', OrgIds.demo2) },
      readerA,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('图书不存在');
    const unknown = await call(
      ApiPath.bookListAddBook,
      { booklistid: 999_999, bookid: await bookId('围城') },
      readerA,
      'en',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('Booklist not found');
    expect(await itemsOf(mine.id)).toEqual([]);
  });

  it('deletes your own list with its entries', async () => {
    const mine = await newList(readerA, '临时');
    await call(
      ApiPath.bookListAddBook,
      { booklistid: mine.id, bookid: await bookId('茶馆') },
      readerA,
    );
    const response = await call(ApiPath.bookListDelete, { id: mine.id }, readerA);
    expect(response.body).toMatchObject({ code: 0, data: null });
    expect(await storedList(mine.id)).toBeUndefined();
    const [items] = await handle.db
      .select({ n: count() })
      .from(readerBookListItem)
      .where(eq(readerBookListItem.listId, mine.id));
    expect(items?.n).toBe(0);
    expect((await call(ApiPath.bookListDelete, { id: mine.id }, readerA)).status).toBe(404);
  });
});
