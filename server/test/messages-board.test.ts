import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  MAX_MESSAGE_LENGTH,
  ResultCode,
  type MessagePage,
  type ReaderMessageItem,
  type UnreadCount,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { readerMessage } from '../src/db/tables/circulation';
import { openTestDatabase, testApp } from './helpers';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;
let liMing: SeededReader;
let classmate: SeededReader;
let demo2: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  // The board's own limit is tested: a small one, on a clock that stays in one window.
  const started = Date.now();
  app = await testApp(handle, {
    writeLimits: { messages: [{ max: 6, windowMs: 60_000 }] },
    now: () => started,
  });
  liMing = await seededReader(handle.db, '20230001');
  classmate = await seededReader(handle.db, '20230002');
  demo2 = await seededReader(handle.db, '20230001', 2);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const list = async (who: SeededReader, body: object = {}, lang: 'zh' | 'en' = 'zh') =>
  (await call<MessagePage>(app, ApiPath.messageList, body, who.token, lang)).body.data;

describe('my messages', () => {
  it('lists the demo student’s messages newest first, with reminders worded in the caller’s language', async () => {
    const zh = await list(liMing);
    expect(zh.total).toBeGreaterThanOrEqual(5);
    const times = zh.list.map((item) => item.createtime);
    expect(times).toEqual([...times].sort().reverse());
    const kinds = new Set(zh.list.map((item) => item.kind));
    for (const kind of ['board', 'reply', 'notice', 'urge', 'dueSoon', 'overdue']) {
      expect(kinds, kind).toContain(kind);
    }
    const reply = zh.list.find((item) => item.kind === 'reply');
    const asked = zh.list.find((item) => item.kind === 'board');
    expect(reply?.replyto).toBe(asked?.id);
    expect(zh.list.find((item) => item.kind === 'overdue')?.text).toMatch(
      /《骆驼祥子》已于 .+ 到期/,
    );
    const en = await list(liMing, {}, 'en');
    expect(en.list.find((item) => item.kind === 'overdue')?.text).toMatch(
      /^"骆驼祥子" was due on /,
    );
    expect(zh.unread).toBeGreaterThan(0);
    const inbox = await list(liMing, { box: 'inbox' });
    expect(inbox.list.every((item) => item.direction === 'toReader')).toBe(true);
    const sent = await list(liMing, { box: 'sent' });
    expect(sent.list.map((item) => item.kind)).toEqual(['board']);
  });

  it('marks messages read, only the reader’s own, and counts the unread', async () => {
    const before = await list(liMing);
    const unread = before.list.filter((item) => !item.read);
    expect(unread.length).toBeGreaterThan(1);
    const first = unread[0]?.id ?? 0;
    // Another reader (or organisation) naming the message changes nothing.
    for (const stranger of [classmate, demo2]) {
      await call(app, ApiPath.messageRead, { ids: [first] }, stranger.token);
    }
    expect((await list(liMing)).unread).toBe(before.unread);
    const one = await call<UnreadCount>(app, ApiPath.messageRead, { ids: [first] }, liMing.token);
    expect(one.body.data.unread).toBe(before.unread - 1);
    const all = await call<UnreadCount>(app, ApiPath.messageRead, { all: true }, liMing.token);
    expect(all.body.data.unread).toBe(0);
    const count = await call<UnreadCount>(app, ApiPath.messageUnread, {}, liMing.token);
    expect(count.body.data.unread).toBe(0);
  });

  it('posts a board message, refuses an empty or too long one ("Please input message")', async () => {
    const posted = await call<ReaderMessageItem>(
      app,
      ApiPath.messageAdd,
      { content: '  新书什么时候上架？  ' },
      classmate.token,
    );
    expect(posted.body.data).toMatchObject({
      kind: 'board',
      direction: 'fromReader',
      text: '新书什么时候上架？',
      read: true,
    });
    const empty = await call(app, ApiPath.messageAdd, { content: ' \n ' }, classmate.token, 'en');
    expect(empty.body).toMatchObject({
      code: ResultCode.businessError,
      msg: 'Please input message',
    });
    const emptyZh = await call(app, ApiPath.messageAdd, { content: '' }, classmate.token);
    expect(emptyZh.body.msg).toBe('请输入留言');
    const long = await call(
      app,
      ApiPath.messageAdd,
      { content: '书'.repeat(MAX_MESSAGE_LENGTH + 1) },
      classmate.token,
    );
    expect(long.body).toMatchObject({
      code: ResultCode.businessError,
      msg: '留言不能超过 500 个字',
    });
    // Far too long, or not text: the schema refuses.
    for (const content of ['书'.repeat(MAX_MESSAGE_LENGTH * 4 + 1), 42, null, 'a\u0000b']) {
      const answer = await call(app, ApiPath.messageAdd, { content }, classmate.token);
      expect(answer.status, String(content).slice(0, 10)).toBe(400);
    }
    const rows = await handle.db
      .select()
      .from(readerMessage)
      .where(eq(readerMessage.readerId, classmate.id));
    expect(rows.map((row) => row.body)).toEqual(['新书什么时候上架？']);
    // The classmate's message is not the demo student's, nor the other organisation's.
    expect((await list(liMing, { box: 'sent' })).list.map((item) => item.text)).not.toContain(
      '新书什么时候上架？',
    );
    expect((await list(demo2)).total).toBe(0);
  });

  it('limits how often a reader writes on the board', async () => {
    const writer = await seededReader(handle.db, '20230003');
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      codes.push(
        (await call(app, ApiPath.messageAdd, { content: `第 ${i} 条` }, writer.token)).status,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('asks for a login', async () => {
    for (const path of [
      ApiPath.messageList,
      ApiPath.messageUnread,
      ApiPath.messageRead,
      ApiPath.messageAdd,
    ]) {
      expect((await call(app, path, { content: 'x', all: true })).status).toBe(401);
    }
  });
});
