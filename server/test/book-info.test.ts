import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  RATING_SCALE_DIVISOR,
  ResultCode,
  type BookDetail,
  type BookInfo,
} from '../../src/core/api/contract';
import { catalogueSource, tenPointAverage } from '../src/book-info/catalogue-source';
import { BOOK_INFO_TIMEOUT_MS } from '../src/book-info/client';
import { bookInfoConfigFromEnv } from '../src/book-info/config';
import {
  CONTROL_PATH,
  MAX_ISBNS,
  distinctIsbn13s,
  parseBookInfoAnswer,
} from '../src/book-info/protocol';
import {
  DEFAULT_SLOW_MS,
  startBookInfoService,
  type BookInfoService,
} from '../src/book-info/service';
import type { DatabaseHandle } from '../src/db/client';
import { book } from '../src/db/schema';
import { OrgIds } from '../src/seed/content';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';
import { openTestDatabase, post, send, testApp } from './helpers';

/** Warnings the API server logged, as pino JSON lines. */
const logLines: string[] = [];
const logger = { level: 'warn', stream: { write: (line: string) => logLines.push(line) } };

let handle: DatabaseHandle;
let service: BookInfoService;
/** The API server, asking `service`. */
let app: FastifyInstance;
let fake: FakeOpenAi;
const closers: (() => Promise<unknown>)[] = [];

interface RatedBook {
  id: number;
  title: string;
  isbn10: string | null;
  isbn13: string | null;
  coverUrl: string | null;
  averageRating: number;
  ratingsCount: number;
}
let rated: RatedBook[];

beforeAll(async () => {
  handle = await openTestDatabase();
  service = await startBookInfoService({ source: catalogueSource(handle.db), control: true });
  app = await testApp(handle, { bookInfoUrl: service.url, logger });
  fake = await startFakeOpenAi();
  rated = await handle.db
    .select({
      id: book.id,
      title: book.title,
      isbn10: book.isbn10,
      isbn13: book.isbn13,
      coverUrl: book.coverUrl,
      averageRating: book.averageRating,
      ratingsCount: book.ratingsCount,
    })
    .from(book)
    .where(
      and(eq(book.organizationId, OrgIds.ytkj), isNotNull(book.isbn10), gt(book.ratingsCount, 0)),
    )
    .orderBy(asc(book.id))
    .limit(5);
});

afterAll(async () => {
  for (const close of closers) await close();
  await app?.close();
  await service?.close();
  await fake?.close();
  await handle?.close();
});

async function appAt(bookInfoUrl: string) {
  const built = await testApp(handle, { bookInfoUrl, logger });
  closers.push(() => built.close());
  return built;
}

const lookup = (on: FastifyInstance, isbns: unknown, lang: 'zh' | 'en' = 'zh') =>
  send<BookInfo[] | null>(on, {
    method: 'POST',
    url: `/api${ApiPath.bookInfo}`,
    headers: { 'accept-language': lang },
    payload: { isbns } as object,
  });

/** The warnings logged while `run` ran. */
async function warningsDuring(run: () => Promise<unknown>) {
  const before = logLines.length;
  await run();
  return logLines
    .slice(before)
    .map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string });
}

const isbn13Of = (row: RatedBook) => {
  if (!row.isbn13) throw new Error(`${row.title} has no ISBN-13`);
  return row.isbn13;
};
const expectedInfo = (row: RatedBook): BookInfo => ({
  isbn13: isbn13Of(row),
  image: row.coverUrl,
  average: (row.averageRating * 2) / 100,
  raters: row.ratingsCount,
});

describe('the emulated service', () => {
  it('answers ratings on a 10-point scale derived from the catalogue', async () => {
    expect(rated.length).toBe(5);
    const response = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isbns: rated.map(isbn13Of) }),
    });
    expect(response.status).toBe(200);
    const infos = (await response.json()) as BookInfo[];
    expect(infos).toEqual(rated.map(expectedInfo));
    for (const info of infos) {
      expect(info.average).toBeGreaterThan(0);
      expect(info.average).toBeLessThanOrEqual(10);
    }
  });

  it('converts without float noise: 434 (4.34 stars) is 8.68 on its scale', () => {
    expect(tenPointAverage(434)).toBe(8.68);
    expect(tenPointAverage(500)).toBe(10);
    expect(tenPointAverage(0)).toBe(0);
  });

  it('reads ISBN-10 or -13 with hyphens, and leaves out what it does not know', async () => {
    const [first] = rated;
    if (!first?.isbn10) throw new Error('no rated book');
    const hyphenated = `${first.isbn10.slice(0, 1)}-${first.isbn10.slice(1, 4)}-${first.isbn10.slice(4, 9)}-${first.isbn10.slice(9)}`;
    const infos = await catalogueSource(handle.db).lookup(
      distinctIsbn13s([hyphenated, '9780000000002', 'not an isbn']),
    );
    expect(infos).toEqual([expectedInfo(first)]);
  });

  it('refuses more than 50 ISBNs', async () => {
    const response = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isbns: Array.from({ length: MAX_ISBNS + 1 }, () => '9780439023481') }),
    });
    expect(response.status).toBe(400);
  });

  it('is switched by POST /__control when control is on, and reports its mode', async () => {
    const control = (mode: string) =>
      fetch(`${service.baseUrl}${CONTROL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode }),
      });
    try {
      expect(await (await control('down')).json()).toEqual({ mode: 'down' });
      expect(service.mode()).toBe('down');
      const down = await fetch(service.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ isbns: [isbn13Of(rated[0] as RatedBook)] }),
      });
      expect(down.status).toBe(503);
      expect((await control('sideways')).status).toBe(400);
      expect(await (await fetch(`${service.baseUrl}${CONTROL_PATH}`)).json()).toEqual({
        mode: 'down',
      });
    } finally {
      await control('up');
    }
    expect(service.mode()).toBe('up');
  });

  it('has no switch unless asked for one', async () => {
    const closed = await startBookInfoService({ source: catalogueSource(handle.db) });
    closers.push(() => closed.close());
    const response = await fetch(`${closed.baseUrl}${CONTROL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'down' }),
    });
    expect(response.status).toBe(404);
    expect(closed.mode()).toBe('up');
  });

  it('closes at once, with a kept-alive connection and a slow answer held', async () => {
    const isbns = JSON.stringify({ isbns: [isbn13Of(rated[0] as RatedBook)] });
    const ask = (url: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: isbns });
    const closing = await startBookInfoService({ source: catalogueSource(handle.db) });
    // An answered request leaves its connection open (keep-alive), as the API server's does.
    expect((await ask(closing.url)).status).toBe(200);
    closing.setMode('slow');
    const pending = ask(closing.url);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closing.close();
    expect(Date.now() - started).toBeLessThan(DEFAULT_SLOW_MS / 3);
    // The held answer is given up (503), or its connection dropped.
    const outcome = await pending.then(
      (response) => response.status,
      () => 'dropped',
    );
    expect([503, 'dropped']).toContain(outcome);
  });
});

describe('Book/Query/Douban (the API server asking the service)', () => {
  it('passes on the ratings, whatever ISBN form the page sends', async () => {
    const [first, second] = rated as [RatedBook, RatedBook];
    const response = await lookup(app, [
      `${first.isbn10?.slice(0, 3)}-${first.isbn10?.slice(3)}`,
      isbn13Of(second),
      isbn13Of(second), // asked twice, answered once
      'garbage',
    ]);
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(ResultCode.ok);
    expect(response.body.data).toEqual([expectedInfo(first), expectedInfo(second)]);
  });

  it("agrees with the catalogue's own 5-point rating once divided by 2", async () => {
    const first = rated[0] as RatedBook;
    const info = (await lookup(app, [isbn13Of(first)])).body.data?.[0];
    const detail = (await post<BookDetail>(app, ApiPath.bookDetail, { bookid: first.id })).body
      .data;
    expect(detail.isbn13).toBe(info?.isbn13);
    expect((info?.average ?? 0) / RATING_SCALE_DIVISOR).toBeCloseTo(detail.rating, 10);
    expect(info?.raters).toBe(detail.raters);
  });

  it('answers an empty list without asking when nothing is an ISBN', async () => {
    expect((await lookup(app, [])).body.data).toEqual([]);
    expect((await lookup(app, ['abc', '12'])).body.data).toEqual([]);
  });

  it('refuses more than 50 ISBNs with a clear message', async () => {
    const many = Array.from({ length: MAX_ISBNS + 1 }, () => '9780439023481');
    const zh = await lookup(app, many);
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({
      code: ResultCode.invalidInput,
      msg: '一次最多查询 50 个 ISBN',
    });
    const en = await lookup(app, many, 'en');
    expect(en.body.msg).toBe('At most 50 ISBNs can be looked up at a time');
    expect((await lookup(app, 'not a list')).status).toBe(400);
  });

  it('answers [] and logs a warning when the service is down', async () => {
    service.setMode('down');
    try {
      let response: Awaited<ReturnType<typeof lookup>> | undefined;
      const warnings = await warningsDuring(async () => {
        response = await lookup(app, [isbn13Of(rated[0] as RatedBook)]);
      });
      expect(response?.status).toBe(200);
      expect(response?.body).toMatchObject({ code: 0, data: [] });
      expect(warnings).toContainEqual(
        expect.objectContaining({ level: 40, msg: 'book-info service failed', reason: 'HTTP 503' }),
      );
    } finally {
      service.setMode('up');
    }
  });

  it('gives up on a slow service after its timeout, answers [] and logs', async () => {
    service.setMode('slow');
    try {
      let response: Awaited<ReturnType<typeof lookup>> | undefined;
      const started = Date.now();
      const warnings = await warningsDuring(async () => {
        response = await lookup(app, [isbn13Of(rated[0] as RatedBook)]);
      });
      const elapsed = Date.now() - started;
      expect(response?.body).toMatchObject({ code: 0, data: [] });
      expect(elapsed).toBeGreaterThanOrEqual(BOOK_INFO_TIMEOUT_MS - 50);
      // Far from the 10 s the service holds its answer (with room for a busy machine).
      expect(elapsed).toBeLessThan(DEFAULT_SLOW_MS / 2);
      expect(warnings).toContainEqual(
        expect.objectContaining({ level: 40, msg: 'book-info service failed' }),
      );
    } finally {
      service.setMode('up');
    }
    // And recovers as soon as the service does.
    expect((await lookup(app, [isbn13Of(rated[0] as RatedBook)])).body.data).toHaveLength(1);
  });

  it('answers [] and logs when nothing listens (connection refused)', async () => {
    const gone = await startBookInfoService({ source: catalogueSource(handle.db) });
    const url = gone.url;
    await gone.close();
    const refusedApp = await appAt(url);
    let response: Awaited<ReturnType<typeof lookup>> | undefined;
    const warnings = await warningsDuring(async () => {
      response = await lookup(refusedApp, [isbn13Of(rated[0] as RatedBook)]);
    });
    expect(response?.body).toMatchObject({ code: 0, data: [] });
    expect(warnings).toContainEqual(expect.objectContaining({ msg: 'book-info service failed' }));
  });

  it('does not trust a service that answers something else', async () => {
    const garbageApp = await appAt(`${fake.baseUrl}/isbns`);
    fake.behave({ status: 200, body: '{"error": "no"}' });
    let response: Awaited<ReturnType<typeof lookup>> | undefined;
    const warnings = await warningsDuring(async () => {
      response = await lookup(garbageApp, ['9780439023481']);
    });
    expect(response?.body).toMatchObject({ code: 0, data: [] });
    expect(warnings).toContainEqual(expect.objectContaining({ msg: 'book-info service failed' }));
    // What the service was sent: ISBN-13s only.
    expect(fake.requests.at(-1)?.body).toEqual({ isbns: ['9780439023481'] });
  });

  it('answers nothing, without logging, when no service is configured', async () => {
    const bare = await testApp(handle, { logger });
    closers.push(() => bare.close());
    const warnings = await warningsDuring(async () => {
      expect((await lookup(bare, ['9780439023481'])).body.data).toEqual([]);
    });
    expect(warnings).toEqual([]);
  });
});

describe('checking what a service answers', () => {
  const asked = ['9780439023481', '9780316015844'];

  it('keeps entries for the ISBNs asked, once each, in the order asked', () => {
    const body = [
      { isbn13: '9780316015844', image: 'https://img.example/b.jpg', average: 7.1, raters: 10 },
      { isbn13: '978-0-439-02348-1', image: null, average: 8.4, raters: 3 },
      { isbn13: '9780439023481', image: null, average: 1, raters: 1 },
      { isbn13: '9781111111111', image: null, average: 5, raters: 5 },
    ];
    expect(parseBookInfoAnswer(body, asked)).toEqual([
      { isbn13: '9780439023481', image: null, average: 8.4, raters: 3 },
      { isbn13: '9780316015844', image: 'https://img.example/b.jpg', average: 7.1, raters: 10 },
    ]);
    expect(parseBookInfoAnswer({ data: body.slice(0, 1) }, asked)).toHaveLength(1);
  });

  it('defuses hostile values: script URLs, out-of-range numbers, wrong types', () => {
    const body = [
      { isbn13: '9780439023481', image: 'javascript:alert(1)', average: 99, raters: -4 },
      { isbn13: '9780316015844', image: 'data:text/html,x', average: 'NaN', raters: 1.5 },
      { isbn13: 9780316015844, image: null, average: 1, raters: 1 },
      'nonsense',
      null,
    ];
    expect(parseBookInfoAnswer(body, asked)).toEqual([
      { isbn13: '9780439023481', image: null, average: 10, raters: 0 },
      { isbn13: '9780316015844', image: null, average: 0, raters: 0 },
    ]);
  });

  it('rejects an answer that is not a list', () => {
    expect(parseBookInfoAnswer({ error: 'no' }, asked)).toBeUndefined();
    expect(parseBookInfoAnswer('[]', asked)).toBeUndefined();
    expect(parseBookInfoAnswer(null, asked)).toBeUndefined();
  });
});

describe('configuration from the environment', () => {
  it('uses BOOK_INFO_URL when set, and refuses one that is not http(s)', () => {
    expect(bookInfoConfigFromEnv({ BOOK_INFO_URL: ' https://books.example/isbns ' })).toEqual({
      kind: 'external',
      url: 'https://books.example/isbns',
    });
    expect(() => bookInfoConfigFromEnv({ BOOK_INFO_URL: 'ftp://books.example' })).toThrow(
      /BOOK_INFO_URL/,
    );
    expect(() => bookInfoConfigFromEnv({ BOOK_INFO_URL: 'nonsense' })).toThrow(/BOOK_INFO_URL/);
  });

  it('otherwise runs the emulation, switchable only with BOOK_INFO_CONTROL=1', () => {
    expect(bookInfoConfigFromEnv({})).toEqual({ kind: 'emulation', port: 0, control: false });
    expect(bookInfoConfigFromEnv({ BOOK_INFO_PORT: '9123', BOOK_INFO_CONTROL: '1' })).toEqual({
      kind: 'emulation',
      port: 9123,
      control: true,
    });
    expect(bookInfoConfigFromEnv({ BOOK_INFO_CONTROL: 'yes' })).toMatchObject({ control: false });
  });
});
