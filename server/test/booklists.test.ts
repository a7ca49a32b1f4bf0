import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  type BookListDetail,
  type PublicBookList,
  type ReaderBookList,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, readerBookList } from '../src/db/schema';
import { OrgIds } from '../src/seed/content';
import { demoBooklists } from '../src/seed/reading-lists';
import { demoReaderTokens, openTestServer, post, session } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
/** 李明 (20230001) and 陈思雨 (20230002, reader 4: one public and one private list) of YTKJ. */
let liMing: string;
let chenSiyu: string;
let demo2Reader: string;
const CHEN_SIYU_ID = 4;
const LI_MING_ID = 1;

openTestServer((server) => ({ handle, app } = server));

beforeAll(async () => {
  ({ ytkjStudent: liMing, demo2Student: demo2Reader } = await demoReaderTokens(app));
  chenSiyu = (await session(app, 'YTKJ', '20230002')).token;
});

async function bookId(title: string) {
  const [row] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.title, title), eq(book.organizationId, OrgIds.ytkj)));
  if (!row) throw new Error(`no book ${title}`);
  return row.id;
}

async function listNamed(name: string) {
  const [row] = await handle.db.select().from(readerBookList).where(eq(readerBookList.name, name));
  if (!row) throw new Error(`no list ${name}`);
  return row;
}

const [publicPlan, privatePlan] = demoBooklists;

async function newList(token: string, body: object) {
  const response = await post<ReaderBookList>(app, ApiPath.bookListSave, body, token);
  if (!response.body.data) throw new Error(JSON.stringify(response.body));
  return response.body.data;
}

describe('booklists: browsing other readers’ public lists', () => {
  it('shows another reader of the organisation only their public lists', async () => {
    const response = await post<PublicBookList[]>(
      app,
      ApiPath.bookListList,
      { readerid: CHEN_SIYU_ID },
      liMing,
    );
    expect(response.body.data.map((list) => list.name)).toEqual([publicPlan.name]);
    expect(response.body.data[0]).toMatchObject({ readerid: CHEN_SIYU_ID, ispublic: true });
    const all = await post<PublicBookList[]>(app, ApiPath.bookListPublic, {}, liMing);
    const names = all.body.data.map((list) => list.name);
    expect(names).toContain(publicPlan.name);
    expect(names).not.toContain(privatePlan.name);
    // One's own lists are not "other readers'" lists.
    const own = await post<PublicBookList[]>(app, ApiPath.bookListPublic, {}, chenSiyu);
    expect(own.body.data.map((list) => list.name)).not.toContain(publicPlan.name);
  });

  it('lets a reader read a public list’s books, not a private one', async () => {
    const open = await listNamed(publicPlan.name);
    const detail = await post<BookListDetail>(app, ApiPath.bookListQuery, { id: open.id }, liMing);
    expect(detail.body.data).toMatchObject({ mine: false, readername: '陈思雨' });
    expect(detail.body.data.books.map((entry) => entry.title)).toEqual(['三体']);
    const secret = await listNamed(privatePlan.name);
    const refused = await post(app, ApiPath.bookListQuery, { id: secret.id }, liMing);
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe('书单不存在');
    const owner = await post<BookListDetail>(
      app,
      ApiPath.bookListQuery,
      { id: secret.id },
      chenSiyu,
    );
    expect(owner.body.data).toMatchObject({ mine: true, ispublic: false });
  });

  it('never crosses organisations', async () => {
    const open = await listNamed(publicPlan.name);
    expect((await post(app, ApiPath.bookListQuery, { id: open.id }, demo2Reader)).status).toBe(404);
    const cross = await post(app, ApiPath.bookListList, { readerid: CHEN_SIYU_ID }, demo2Reader);
    expect(cross.status).toBe(404);
    const demo2Public = await post<PublicBookList[]>(app, ApiPath.bookListPublic, {}, demo2Reader);
    expect(demo2Public.body.data).toEqual([]);
    // A visitor has no lists of their own to ask for.
    expect((await post(app, ApiPath.bookListList, {})).status).toBe(401);
  });

  it('lets a logged-out visitor read the organisation’s public lists, never a private one', async () => {
    const open = await listNamed(publicPlan.name);
    const secret = await listNamed(privatePlan.name);
    const ytkj = { organizationid: OrgIds.ytkj };
    const all = await post<PublicBookList[]>(app, ApiPath.bookListPublic, ytkj);
    expect(all.body.data.map((list) => list.name)).toContain(publicPlan.name);
    expect(JSON.stringify(all.body)).not.toContain(privatePlan.name);
    const detail = await post<BookListDetail>(app, ApiPath.bookListQuery, {
      ...ytkj,
      id: open.id,
    });
    expect(detail.body.data).toMatchObject({ mine: false, readername: '陈思雨' });
    expect(detail.body.data.books.map((entry) => entry.title)).toEqual(['三体']);
    const refused = await post(app, ApiPath.bookListQuery, { ...ytkj, id: secret.id });
    expect(refused.status).toBe(404);
    const theirs = await post<PublicBookList[]>(app, ApiPath.bookListList, {
      ...ytkj,
      readerid: CHEN_SIYU_ID,
    });
    expect(theirs.body.data.map((list) => list.name)).toEqual([publicPlan.name]);
    // A visitor of another organisation never reaches them.
    const demo2 = { organizationid: OrgIds.demo2 };
    const elsewhere = await post<PublicBookList[]>(app, ApiPath.bookListPublic, demo2);
    expect(JSON.stringify(elsewhere.body)).not.toContain(publicPlan.name);
    expect((await post(app, ApiPath.bookListQuery, { ...demo2, id: open.id })).status).toBe(404);
    const cross = await post(app, ApiPath.bookListList, { ...demo2, readerid: CHEN_SIYU_ID });
    expect(cross.status).toBe(404);
    // A token's organisation wins over the one a body names.
    const named = await post(app, ApiPath.bookListQuery, { ...demo2, id: open.id }, liMing);
    expect(named.status).toBe(200);
    // Wrongly typed or oversized input is refused before any query.
    for (const body of [{ organizationid: 'YTKJ' }, { pagesize: 51 }, { pageindex: 0 }]) {
      expect((await post(app, ApiPath.bookListPublic, body)).status).toBe(400);
    }
    expect((await post(app, ApiPath.bookListQuery, { id: 'x' })).status).toBe(400);
  });

  it('a list made public appears to others; made private again, it disappears', async () => {
    const list = await newList(liMing, { name: '公开又收回', ispublic: true });
    const seen = async () =>
      (
        await post<PublicBookList[]>(app, ApiPath.bookListList, { readerid: LI_MING_ID }, chenSiyu)
      ).body.data.map((entry) => entry.id);
    expect(await seen()).toContain(list.id);
    await newList(liMing, { id: list.id, name: '公开又收回', ispublic: false });
    expect(await seen()).not.toContain(list.id);
  });
});

describe('booklists: the owner’s changes', () => {
  it('adds and removes books', async () => {
    const list = await newList(liMing, { name: '要删书的书单', description: '说明' });
    const bookid = await bookId('西游记');
    await post(app, ApiPath.bookListAddBook, { booklistid: list.id, bookid }, liMing);
    const removed = await post<BookListDetail>(
      app,
      ApiPath.bookListRemoveBook,
      { booklistid: list.id, bookid },
      liMing,
    );
    expect(removed.body.data).toMatchObject({ bookcount: 0, books: [] });
    const again = await post(
      app,
      ApiPath.bookListRemoveBook,
      { booklistid: list.id, bookid },
      liMing,
    );
    expect(again.status).toBe(404);
  });

  it('refuses another reader’s or organisation’s change, even to a public list', async () => {
    const open = await listNamed(publicPlan.name);
    const bookid = await bookId('三体');
    for (const token of [liMing, demo2Reader]) {
      const remove = await post(
        app,
        ApiPath.bookListRemoveBook,
        { booklistid: open.id, bookid },
        token,
      );
      expect(remove.status).toBe(404);
      const rename = await post(app, ApiPath.bookListSave, { id: open.id, name: 'x' }, token);
      expect([403, 404]).toContain(rename.status);
      const del = await post(app, ApiPath.bookListDelete, { id: open.id }, token);
      expect([403, 404]).toContain(del.status);
    }
    expect((await listNamed(publicPlan.name)).name).toBe(publicPlan.name);
    const detail = await post<BookListDetail>(
      app,
      ApiPath.bookListQuery,
      { id: open.id },
      chenSiyu,
    );
    expect(detail.body.data.bookcount).toBe(1);
  });

  it('refuses a blank or oversized name and an oversized description', async () => {
    const blank = await post(app, ApiPath.bookListSave, { name: '  ' }, liMing);
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('请输入书单名称');
    expect((await post(app, ApiPath.bookListSave, { name: 'n'.repeat(51) }, liMing)).status).toBe(
      400,
    );
    const long = { name: 'ok', description: 'd'.repeat(501) };
    expect((await post(app, ApiPath.bookListSave, long, liMing)).status).toBe(400);
  });

  it('adding a book twice (double submit) keeps one entry', async () => {
    const list = await newList(liMing, { name: '双击' });
    const bookid = await bookId('活着');
    await Promise.all([
      post(app, ApiPath.bookListAddBook, { booklistid: list.id, bookid }, liMing),
      post(app, ApiPath.bookListAddBook, { booklistid: list.id, bookid }, liMing),
    ]);
    const detail = await post<BookListDetail>(app, ApiPath.bookListQuery, { id: list.id }, liMing);
    expect(detail.body.data.books).toHaveLength(1);
  });

  it('deletes the owner’s list', async () => {
    const list = await newList(liMing, { name: '要删除' });
    expect((await post(app, ApiPath.bookListDelete, { id: list.id }, liMing)).body.code).toBe(0);
    const [left] = await handle.db
      .select({ n: count() })
      .from(readerBookList)
      .where(eq(readerBookList.id, list.id));
    expect(left?.n).toBe(0);
  });
});
