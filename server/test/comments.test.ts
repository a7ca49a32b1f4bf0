import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  MAX_COMMENT_LENGTH,
  ResultCode,
  type BookComment,
  type Page,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, bookComment } from '../src/db/schema';
import { OrgIds } from '../src/seed/content';
import { ReaderIds } from '../src/seed/people';
import { socialComments } from '../src/seed/social';
import { demoReaderTokens, send, session, openTestServer } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
/** Reader A (20230001, nickname 小明) and reader B (T0001) of YTKJ; a DEMO2 reader. */
let readerA: string;
let readerB: string;
let anonymousAuthor: string;
let demo2Reader: string;

openTestServer((server) => ({ handle, app } = server));

beforeAll(async () => {
  ({
    ytkjStudent: readerA,
    ytkjTeacher: readerB,
    demo2Student: demo2Reader,
  } = await demoReaderTokens(app));
  anonymousAuthor = (await session(app, 'YTKJ', '20230002')).token;
});

function call<T>(path: string, body: unknown, token?: string, lang: 'zh' | 'en' = 'zh') {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  return send<T | null>(app, {
    method: 'POST',
    url: `/api${path}`,
    headers,
    payload: body as object,
  });
}

const list = (body: object, token?: string) =>
  call<Page<BookComment>>(ApiPath.commentList, body, token);
const save = (body: object, token?: string, lang: 'zh' | 'en' = 'zh') =>
  call<BookComment>(ApiPath.commentSave, body, token, lang);
const remove = (id: number, token?: string, lang: 'zh' | 'en' = 'zh') =>
  call(ApiPath.commentDelete, { id }, token, lang);

async function bookId(title: string, organizationId: number = OrgIds.ytkj) {
  const [row] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.title, title), eq(book.organizationId, organizationId)));
  if (!row) throw new Error(`no book ${title}`);
  return row.id;
}

async function storedComment(id: number) {
  const [row] = await handle.db.select().from(bookComment).where(eq(bookComment.id, id));
  return row;
}

/** A fresh comment of `token`'s reader on `title`. */
async function commentBy(token: string, title: string, content = '值得一读') {
  const response = await save({ bookid: await bookId(title), content }, token);
  if (!response.body.data) throw new Error(JSON.stringify(response.body));
  return response.body.data;
}

describe('Comment/List', () => {
  it('lists the seeded comments newest first, the anonymous one without a name', async () => {
    const bookid = await bookId('西游记');
    const response = await list({ bookid, index: 1, pagesize: 10 });
    expect(response.status).toBe(200);
    const page = response.body.data;
    const seeded = socialComments.filter((c) => c.title === '西游记');
    expect(page?.total).toBe(seeded.length);
    const [newest, older] = page?.list ?? [];
    expect(newest).toMatchObject({ bookid, anonymous: true, authorname: null, mine: false });
    expect(older).toMatchObject({ bookid, anonymous: false, authorname: '小明', mine: false });
    expect(newest?.content).toBe(seeded.find((c) => c.anonymous)?.content);
    expect((newest?.createdtime ?? '') > (older?.createdtime ?? '')).toBe(true);
  });

  it('shows the author of an anonymous comment their own name, and marks it mine', async () => {
    const bookid = await bookId('西游记');
    const page = (await list({ bookid }, anonymousAuthor)).body.data;
    const own = page?.list.find((comment) => comment.anonymous);
    expect(own).toMatchObject({ authorname: '陈思雨', mine: true });
    expect(page?.list.filter((comment) => comment.mine)).toHaveLength(1);
    // Reader A sees their own named comment as theirs, the anonymous one still nameless.
    const forA = (await list({ bookid }, readerA)).body.data?.list ?? [];
    expect(forA.map((c) => [c.authorname, c.mine])).toEqual([
      [null, false],
      ['小明', true],
    ]);
  });

  it('pages, and answers an empty page past the end', async () => {
    const bookid = await bookId('西游记');
    const second = (await list({ bookid, index: 2, pagesize: 1 })).body.data;
    expect(second).toMatchObject({ total: 2, index: 2, pagesize: 1 });
    expect(second?.list[0]?.authorname).toBe('小明');
    expect((await list({ bookid, index: 3, pagesize: 1 })).body.data?.list).toEqual([]);
    expect((await list({ bookid: await bookId('彷徨') })).body.data).toMatchObject({
      total: 0,
      list: [],
    });
    expect((await list({ bookid, pagesize: 51 })).status).toBe(400);
  });

  it("never lists another organisation's comments", async () => {
    const bookid = await bookId('西游记');
    const asDemo2 = await list({ bookid, organizationid: 1 }, demo2Reader);
    expect(asDemo2.status).toBe(404);
    expect(asDemo2.body).toMatchObject({ code: ResultCode.notFound, msg: '图书不存在' });
    expect((await list({ bookid, organizationid: 2 })).status).toBe(404);
    // DEMO2's own copy of the title has none of YTKJ's comments.
    const own = await list({ bookid: await bookId('西游记', OrgIds.demo2) }, demo2Reader);
    expect(own.body.data?.total).toBe(0);
  });
});

describe('Comment/AddUpdate', () => {
  it('needs a login', async () => {
    const response = await save({ bookid: await bookId('茶馆'), content: '好书' });
    expect(response.status).toBe(401);
  });

  it('adds a comment, trimmed, stored as plain text', async () => {
    const bookid = await bookId('茶馆');
    const hostile = '<img src=x onerror="alert(1)"> 写得&nbsp;真好 <script>x()</script>';
    const response = await save({ bookid, content: `\n  ${hostile}  \n` }, readerA);
    expect(response.status).toBe(200);
    const comment = response.body.data;
    expect(comment).toMatchObject({
      bookid,
      content: hostile,
      anonymous: false,
      authorname: '小明',
      mine: true,
    });
    const stored = await storedComment(comment?.id ?? 0);
    expect(stored).toMatchObject({
      content: hostile,
      readerId: ReaderIds.ytkjStudent,
      organizationId: OrgIds.ytkj,
    });
    expect((await list({ bookid })).body.data?.list[0]?.content).toBe(hostile);
  });

  it('keeps line breaks and adds anonymously when asked', async () => {
    const bookid = await bookId('茶馆');
    const content = '第一段。\n第二段。';
    const own = (await save({ bookid, content, anonymous: true }, readerB)).body.data;
    expect(own).toMatchObject({ content, anonymous: true, authorname: '王老师', mine: true });
    const seenByOthers = (await list({ bookid }, readerA)).body.data?.list.find(
      (c) => c.id === own?.id,
    );
    expect(seenByOthers).toMatchObject({ authorname: null, mine: false });
  });

  it('refuses a blank comment in the reader’s language', async () => {
    const bookid = await bookId('茶馆');
    for (const content of ['', '   ', '\n\t ']) {
      const zh = await save({ bookid, content }, readerA);
      expect(zh.status).toBe(400);
      expect(zh.body).toEqual({ code: ResultCode.invalidInput, msg: '请输入评论内容', data: null });
    }
    const en = await save({ bookid, content: ' ' }, readerA, 'en');
    expect(en.body.msg).toBe('Please enter comment content');
  });

  it(`accepts ${MAX_COMMENT_LENGTH} characters and refuses more, saying so`, async () => {
    const bookid = await bookId('茶馆');
    const longest = '书'.repeat(MAX_COMMENT_LENGTH);
    expect((await save({ bookid, content: ` ${longest} ` }, readerA)).body.code).toBe(0);
    const zh = await save({ bookid, content: `${longest}!` }, readerA);
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe(`评论太长，最多 ${MAX_COMMENT_LENGTH} 个字`);
    const en = await save({ bookid, content: `${longest}!` }, readerA, 'en');
    expect(en.body.msg).toBe(`The comment is too long: at most ${MAX_COMMENT_LENGTH} characters`);
  });

  it('refuses control characters and malformed bodies with 400', async () => {
    const bookid = await bookId('茶馆');
    const bodies = [
      { bookid, content: 'a\u0000b' },
      { bookid, content: 42 },
      { bookid: 'x', content: 'ok' },
      { bookid, content: 'ok', anonymous: 'yes' },
      { bookid, content: 'ok', id: 0 },
    ];
    for (const body of bodies) {
      const response = await save(body, readerA);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ResultCode.invalidInput);
    }
  });

  it('updates your own comment and its updated time, keeping what is not sent', async () => {
    const created = await commentBy(readerA, '边城', '初读');
    const saved = await storedComment(created.id);
    await handle.db
      .update(bookComment)
      .set({ anonymous: true })
      .where(eq(bookComment.id, created.id));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await save(
      { id: created.id, bookid: created.bookid, content: ' 重读 ' },
      readerA,
    );
    expect(response.body.data).toMatchObject({
      id: created.id,
      content: '重读',
      anonymous: true,
      mine: true,
      createdtime: created.createdtime,
    });
    const updated = await storedComment(created.id);
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(saved?.updatedAt.getTime() ?? Infinity);
    const named = await save(
      { id: created.id, bookid: created.bookid, content: '重读', anonymous: false },
      readerA,
    );
    expect(named.body.data?.anonymous).toBe(false);
  });

  it("refuses to edit another reader's comment and leaves it unchanged", async () => {
    const created = await commentBy(readerA, '边城', 'A 写的');
    const before = await storedComment(created.id);
    const zh = await save(
      { id: created.id, bookid: created.bookid, content: 'B 改的', anonymous: true },
      readerB,
    );
    expect(zh.status).toBe(403);
    expect(zh.body).toEqual({ code: ResultCode.forbidden, msg: '只能修改自己的评论', data: null });
    const en = await save({ id: created.id, bookid: created.bookid, content: 'B' }, readerB, 'en');
    expect(en.body.msg).toBe('You can only edit your own comments');
    expect(await storedComment(created.id)).toEqual(before);
  });

  it('answers an unknown id, or an id under another book, with 404', async () => {
    const created = await commentBy(readerA, '边城');
    const elsewhere = await save(
      { id: created.id, bookid: await bookId('茶馆'), content: '移走' },
      readerA,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.msg).toBe('评论不存在');
    const unknown = await save({ id: 999_999, bookid: created.bookid, content: 'x' }, readerA);
    expect(unknown.status).toBe(404);
    expect((await storedComment(created.id))?.content).toBe('值得一读');
  });

  it("keeps a DEMO2 reader away from YTKJ's books and comments", async () => {
    const bookid = await bookId('茶馆');
    const [before] = await handle.db.select({ n: count() }).from(bookComment);
    const add = await save({ bookid, content: '跨馆评论', organizationid: 1 }, demo2Reader);
    expect(add.status).toBe(404);
    expect(add.body.msg).toBe('图书不存在');
    const [after] = await handle.db.select({ n: count() }).from(bookComment);
    expect(after?.n).toBe(before?.n);

    // Even with the id of a YTKJ comment on its own organisation's copy of the title, it
    // learns nothing: "not found", not "not yours".
    const created = await commentBy(readerA, '西游记');
    const edit = await save(
      { id: created.id, bookid: await bookId('西游记', OrgIds.demo2), content: 'x' },
      demo2Reader,
    );
    expect(edit.status).toBe(404);
    expect(edit.body.msg).toBe('评论不存在');
    const del = await remove(created.id, demo2Reader);
    expect(del.status).toBe(404);
    expect((await storedComment(created.id))?.content).toBe('值得一读');
  });
});

describe('Comment/Delete', () => {
  it('deletes your own comment; a second delete finds nothing', async () => {
    const created = await commentBy(readerB, '围城');
    const response = await remove(created.id, readerB);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 0, data: null });
    expect(await storedComment(created.id)).toBeUndefined();
    const again = await remove(created.id, readerB, 'en');
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe('Comment not found');
  });

  it("refuses to delete another reader's comment and keeps it", async () => {
    const created = await commentBy(readerA, '围城');
    const before = await storedComment(created.id);
    const zh = await remove(created.id, readerB);
    expect(zh.status).toBe(403);
    expect(zh.body.msg).toBe('只能删除自己的评论');
    expect((await remove(created.id, readerB, 'en')).body.msg).toBe(
      'You can only delete your own comments',
    );
    expect(await storedComment(created.id)).toEqual(before);
  });

  it('needs a login', async () => {
    const created = await commentBy(readerA, '围城');
    expect((await remove(created.id)).status).toBe(401);
    expect(await storedComment(created.id)).toBeDefined();
  });
});
