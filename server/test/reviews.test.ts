import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  MAX_COMMENT_LENGTH,
  ResultCode,
  type BookComment,
  type MyReviewPage,
  type Page,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book } from '../src/db/schema';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let liMing: SeededReader;
let siyu: SeededReader;
let demo2: SeededReader;
let walden: number;
let demo2Book: number;

const bookId = async (orgId: number, title: string) => {
  const [row] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.organizationId, orgId), eq(book.title, title)));
  if (!row) throw new Error(`no ${title}`);
  return row.id;
};

beforeAll(async () => {
  handle = await openTestDatabase();
  const started = Date.now();
  app = await testApp(handle, {
    writeLimits: { comments: [{ max: 8, windowMs: 60_000 }] },
    now: () => started,
  });
  liMing = await seededReader(handle.db, '20230001');
  siyu = await seededReader(handle.db, '20230002');
  demo2 = await seededReader(handle.db, '20230001', 2);
  walden = await bookId(1, '边城');
  demo2Book = await bookId(2, '三体');
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const mine = async (who: SeededReader, body: object = {}) =>
  (await call<MyReviewPage>(app, ApiPath.myReviews, body, who.token)).body.data;

describe('reading reviews', () => {
  it('lists the reader’s own reviews with their books, newest first', async () => {
    const reviews = await mine(liMing);
    // The demo student commented on 西游记 and 活着 (seed/social.ts).
    expect(reviews.list.map((review) => review.title).sort()).toEqual(['活着', '西游记']);
    expect(reviews.list.every((review) => review.mine)).toBe(true);
    expect(reviews.list[0]?.title).toBe('活着');
  });

  it('writes a review, edits it, finds it by book, and keeps HTML as text', async () => {
    const html = '<img src=x onerror=alert(1)><b>好书</b>';
    const saved = await call<BookComment>(
      app,
      ApiPath.commentSave,
      { bookid: walden, content: `  ${html}  ` },
      liMing.token,
    );
    expect(saved.body.data.content).toBe(html);
    const byBook = await mine(liMing, { bookid: walden });
    expect(byBook.list.map((review) => [review.title, review.content])).toEqual([['边城', html]]);
    const edited = await call<BookComment>(
      app,
      ApiPath.commentSave,
      { id: saved.body.data.id, bookid: walden, content: '读了第二遍，翠翠的等待更动人。' },
      liMing.token,
    );
    expect(edited.body.data.content).toBe('读了第二遍，翠翠的等待更动人。');
    expect((await mine(liMing)).list[0]?.title).toBe('边城');
    // The book's reviews show it to everyone, with the author.
    const list = await call<Page<BookComment>>(
      app,
      ApiPath.commentList,
      { bookid: walden },
      siyu.token,
    );
    expect(list.body.data.list[0]).toMatchObject({ authorname: '小明', mine: false });
  });

  it('lets nobody else edit or delete it, and shows no one else’s', async () => {
    const [review] = (await mine(liMing, { bookid: walden })).list;
    const id = review?.id ?? 0;
    const edit = await call(
      app,
      ApiPath.commentSave,
      { id, bookid: walden, content: '改掉' },
      siyu.token,
    );
    expect(edit.status).toBe(403);
    expect((await call(app, ApiPath.commentDelete, { id }, siyu.token)).status).toBe(403);
    // Another organisation does not even see it.
    expect((await call(app, ApiPath.commentDelete, { id }, demo2.token)).status).toBe(404);
    expect((await mine(siyu)).list.some((r) => r.id === id)).toBe(false);
    expect((await mine(demo2)).total).toBe(0);
    // Naming another organisation's book in the filter finds nothing of the caller's.
    expect((await mine(liMing, { bookid: demo2Book })).total).toBe(0);
    expect((await mine(liMing, { bookid: walden })).list[0]?.content).toBe(
      '读了第二遍，翠翠的等待更动人。',
    );
  });

  it('refuses an empty, oversized or wrongly typed review', async () => {
    const blank = await call(
      app,
      ApiPath.commentSave,
      { bookid: walden, content: '  ' },
      siyu.token,
      'en',
    );
    expect(blank.body.msg).toBe('Please enter comment content');
    const long = await call(
      app,
      ApiPath.commentSave,
      { bookid: walden, content: '书'.repeat(MAX_COMMENT_LENGTH + 1) },
      siyu.token,
    );
    expect(long.body.code).toBe(ResultCode.invalidInput);
    for (const body of [{ pagesize: 51 }, { bookid: 'x' }, { index: 0 }]) {
      expect((await call(app, ApiPath.myReviews, body, siyu.token)).status).toBe(400);
    }
  });

  it('deletes the reader’s own review', async () => {
    const [review] = (await mine(liMing, { bookid: walden })).list;
    const deleted = await call(app, ApiPath.commentDelete, { id: review?.id }, liMing.token);
    expect(deleted.status).toBe(200);
    expect((await mine(liMing, { bookid: walden })).total).toBe(0);
  });

  it('limits how often a reader writes reviews', async () => {
    const writer = await seededReader(handle.db, '20230004');
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await call(
        app,
        ApiPath.commentSave,
        { bookid: walden, content: `第 ${i} 篇` },
        writer.token,
      );
      codes.push(answer.status);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('asks for a login', async () => {
    expect((await call(app, ApiPath.myReviews, {})).status).toBe(401);
  });
});
