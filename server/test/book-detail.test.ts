import { and, count, eq, notInArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  ResultCode,
  type BookDetail,
  type CollectState,
  type RecommendState,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, bookCollection, bookCopy, bookRecommendation } from '../src/db/schema';
import { OrgIds } from '../src/seed/content';
import { ReaderIds } from '../src/seed/people';
import { socialRecommendation } from '../src/seed/social';
import { demoReaderTokens, send, openTestServer } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let student: string;
let teacher: string;
let demo2Student: string;

openTestServer((server) => ({ handle, app } = server));

beforeAll(async () => {
  ({ ytkjStudent: student, ytkjTeacher: teacher, demo2Student } = await demoReaderTokens(app));
});

interface CallOptions {
  token?: string;
  lang?: 'zh' | 'en';
}

function call<T>(path: string, body: unknown, { token, lang = 'zh' }: CallOptions = {}) {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  return send<T | null>(app, {
    method: 'POST',
    url: `/api${path}`,
    headers,
    payload: body as object,
  });
}

async function bookId(title: string, organizationId: number = OrgIds.ytkj) {
  const [row] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.title, title), eq(book.organizationId, organizationId)));
  if (!row) throw new Error(`no book ${title}`);
  return row.id;
}

describe('Book/Query/Detail', () => {
  it('answers the whole record of a Chinese title, with its holdings', async () => {
    const id = await bookId('西游记');
    const response = await call<BookDetail>(ApiPath.bookDetail, { bookid: id });
    expect(response.status).toBe(200);
    const detail = response.body.data;
    expect(detail).toMatchObject({
      bookid: id,
      title: '西游记',
      author: '吴承恩',
      publisher: '人民文学出版社',
      publishyear: 1980,
      publishtime: '1980',
      series: '中国古典文学读本丛书',
      categorycode: 'I242.4',
      language: 'zh',
      assettype: 1,
      isbn: null,
      paralleltitle: null,
    });
    expect(detail?.intro).toContain('西天取经');
    // The author's introduction the book page shows under "作者简介".
    expect(detail?.authorintro).toContain('《西游记》的作者');
    expect(detail?.price).toBeGreaterThan(0);
    expect(detail?.rating).toBeGreaterThan(3);
    expect(detail?.rating).toBeLessThanOrEqual(5);

    const copies = (statuses: SQL) =>
      handle.db
        .select({ n: count() })
        .from(bookCopy)
        .where(and(eq(bookCopy.bookId, id), statuses));
    const [held] = await copies(
      notInArray(bookCopy.status, [
        CopyStatus.lost,
        CopyStatus.weeded,
        CopyStatus.removed,
        CopyStatus.sold,
      ]),
    );
    const [onShelf] = await copies(eq(bookCopy.status, CopyStatus.inLibrary));
    expect(detail?.copies).toBe(held?.n);
    expect(detail?.available).toBe(onShelf?.n);
  });

  it('gives an English title its ISBNs and cover', async () => {
    const [row] = await handle.db
      .select()
      .from(book)
      .where(and(eq(book.organizationId, OrgIds.ytkj), eq(book.id, 1)));
    const detail = (await call<BookDetail>(ApiPath.bookDetail, { bookid: 1 })).body.data;
    expect(detail).toMatchObject({
      title: row?.title,
      isbn: row?.isbn10,
      isbn13: row?.isbn13,
      cover: row?.coverUrl,
      raters: row?.ratingsCount,
      rating: (row?.averageRating ?? 0) / 100,
    });
  });

  it('answers an unknown book with 404 and a translated message', async () => {
    const zh = await call(ApiPath.bookDetail, { bookid: 999_999 });
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: ResultCode.notFound, msg: '图书不存在', data: null });
    const en = await call(ApiPath.bookDetail, { bookid: 999_999 }, { lang: 'en' });
    expect(en.body.msg).toBe('Book not found');
  });

  it("never shows another organisation's book, whatever the body names", async () => {
    const ytkjBook = await bookId('西游记');
    const demo2Book = await bookId('西游记', OrgIds.demo2);
    // Logged out, naming DEMO2: only DEMO2's books.
    expect((await call(ApiPath.bookDetail, { bookid: ytkjBook, organizationid: 2 })).status).toBe(
      404,
    );
    // A DEMO2 reader naming YTKJ: the token's organisation wins.
    const leak = await call(
      ApiPath.bookDetail,
      { bookid: ytkjBook, organizationid: 1 },
      { token: demo2Student },
    );
    expect(leak.status).toBe(404);
    expect(leak.body.data).toBeNull();
    const own = await call<BookDetail>(
      ApiPath.bookDetail,
      { bookid: demo2Book },
      { token: demo2Student },
    );
    expect(own.body.data?.title).toBe('西游记');
  });

  it('answers malformed and hostile ids with 400, never 500', async () => {
    for (const bookid of ['1 or 1=1', "1'; drop table book;--", 0, -1, 1.5, 2 ** 40, null]) {
      const response = await call(ApiPath.bookDetail, { bookid });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: ResultCode.invalidInput, data: null });
      expect(response.body.msg).toContain('bookid');
    }
    expect((await call(ApiPath.bookDetail, {})).status).toBe(400);
  });
});

describe('collect', () => {
  it('needs a login', async () => {
    const bookid = await bookId('围城');
    for (const path of [ApiPath.collectQuery, ApiPath.collectToggle]) {
      const response = await call(path, { bookid });
      expect(response.status).toBe(401);
      expect(response.body.code).toBe(ResultCode.unauthenticated);
    }
  });

  it('toggles a book in and out of the reader’s collection, for that reader only', async () => {
    const bookid = await bookId('围城');
    const state = (token: string) =>
      call<CollectState>(ApiPath.collectQuery, { bookid }, { token }).then((r) => r.body.data);
    const toggle = (token: string) =>
      call<CollectState>(ApiPath.collectToggle, { bookid }, { token }).then((r) => r.body.data);

    expect(await state(student)).toEqual({ bookid, collected: false });
    expect(await toggle(student)).toEqual({ bookid, collected: true });
    expect(await state(student)).toEqual({ bookid, collected: true });
    expect(await state(teacher)).toEqual({ bookid, collected: false });
    const rows = await handle.db
      .select()
      .from(bookCollection)
      .where(eq(bookCollection.bookId, bookid));
    expect(rows.map((row) => row.readerId)).toEqual([ReaderIds.ytkjStudent]);

    expect(await toggle(student)).toEqual({ bookid, collected: false });
    expect(await state(student)).toEqual({ bookid, collected: false });
  });

  it("refuses another organisation's book", async () => {
    const bookid = await bookId('围城');
    for (const path of [ApiPath.collectQuery, ApiPath.collectToggle]) {
      const response = await call(path, { bookid, organizationid: 1 }, { token: demo2Student });
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('图书不存在');
    }
    const [row] = await handle.db
      .select({ n: count() })
      .from(bookCollection)
      .where(eq(bookCollection.readerId, ReaderIds.demo2Student));
    expect(row?.n).toBe(0);
  });
});

describe('recommend to the library', () => {
  it('shows visitors the count, and the seeded reader their own recommendation', async () => {
    const bookid = await bookId(socialRecommendation.title);
    const visitor = await call<RecommendState>(ApiPath.recommendQuery, { bookid });
    expect(visitor.body.data).toEqual({ bookid, recommended: false, count: 1 });
    const mine = await call<RecommendState>(ApiPath.recommendQuery, { bookid }, { token: student });
    expect(mine.body.data).toEqual({ bookid, recommended: true, count: 1 });
  });

  it('counts each reader once, however often they recommend', async () => {
    const bookid = await bookId('边城');
    const add = (reason?: string) =>
      call<RecommendState>(ApiPath.recommendAdd, { bookid, reason }, { token: teacher });
    expect((await add('  适合初二学生阅读  ')).body.data).toEqual({
      bookid,
      recommended: true,
      count: 1,
    });
    expect((await add()).body.data).toEqual({ bookid, recommended: true, count: 1 });
    const stored = await handle.db
      .select({ reason: bookRecommendation.reason, org: bookRecommendation.organizationId })
      .from(bookRecommendation)
      .where(eq(bookRecommendation.bookId, bookid));
    // Trimmed, and kept when the second call gave no reason.
    expect(stored).toEqual([{ reason: '适合初二学生阅读', org: OrgIds.ytkj }]);

    await call(ApiPath.recommendAdd, { bookid }, { token: student });
    const after = await call<RecommendState>(ApiPath.recommendQuery, { bookid });
    expect(after.body.data?.count).toBe(2);
  });

  it('needs a login to recommend, and stays within the organisation', async () => {
    const bookid = await bookId('茶馆');
    expect((await call(ApiPath.recommendAdd, { bookid })).status).toBe(401);
    const foreign = await call(ApiPath.recommendAdd, { bookid }, { token: demo2Student });
    expect(foreign.status).toBe(404);
    const query = await call(ApiPath.recommendQuery, { bookid }, { token: demo2Student });
    expect(query.status).toBe(404);
    const [row] = await handle.db
      .select({ n: count() })
      .from(bookRecommendation)
      .where(eq(bookRecommendation.bookId, bookid));
    expect(row?.n).toBe(0);
  });

  it('refuses a reason that is too long', async () => {
    const bookid = await bookId('茶馆');
    const response = await call(
      ApiPath.recommendAdd,
      { bookid, reason: '好'.repeat(501) },
      { token: student },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(ResultCode.invalidInput);
  });
});
