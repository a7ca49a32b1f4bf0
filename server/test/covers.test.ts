/**
 * Every title has a generated cover at once, drawn by the server: its title and author each in
 * their own script's fonts, the catalogue's text escaped, kept by browsers (a day, then its
 * ETag), and another library's book answered like a missing one.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/core/api/contract';
import { fontFor, wrapLines } from '../src/covers/generated-svg';
import type { DatabaseHandle } from '../src/db/client';
import { book } from '../src/db/schema';
import { openTestDatabase, testApp } from './helpers';
import { DEMO2, YTKJ } from './preborrow-fixtures';

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

async function newBook(organizationId: number, title: string, author: string | null) {
  const [row] = await handle.db
    .insert(book)
    .values({ organizationId, title, author })
    .returning({ id: book.id });
  return row?.id ?? 0;
}

const cover = (bookid: number, orgid = YTKJ, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api${ApiPath.generatedCover}?bookid=${bookid}&orgid=${orgid}`,
    headers,
  });

describe('the generated cover', () => {
  it('draws a Chinese title in CJK fonts and an English author in Latin ones', async () => {
    const id = await newBook(YTKJ, '三体', 'Liu Cixin');
    const response = await cover(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const svg = response.body;
    expect(svg).toMatch(
      /<text [^>]*font-family="'Noto Serif CJK SC'[^"]*"[^>]*xml:lang="zh">三体<\/text>/,
    );
    expect(svg).toMatch(
      /<text [^>]*font-family="Georgia[^"]*"[^>]*xml:lang="en">Liu Cixin<\/text>/,
    );
  });

  it('answers the same cover with 304 for its ETag, and a new one when the title changes', async () => {
    const id = await newBook(YTKJ, 'The Three-Body Problem', '刘慈欣');
    const first = await cover(id);
    const etag = String(first.headers.etag);
    expect((await cover(id, YTKJ, { 'if-none-match': etag })).statusCode).toBe(304);
    const again = await cover(id);
    expect(again.body).toBe(first.body);
  });

  it('puts a hostile title in as text, never as markup', async () => {
    const id = await newBook(YTKJ, '<script>alert(1)</script>" onload="x', '<img src=x>');
    const { body } = await cover(id);
    expect(body).not.toContain('<script');
    expect(body).not.toContain('<img');
    expect(body).not.toContain('" onload="');
    expect(body).toContain('&lt;script&gt;');
  });

  it('answers another library’s book, and no book, like a missing one', async () => {
    const id = await newBook(DEMO2, '示范中学的书', null);
    expect((await cover(id, YTKJ)).statusCode).toBe(404);
    expect((await cover(id, DEMO2)).statusCode).toBe(200);
    expect((await cover(999_999_999)).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: `/api${ApiPath.generatedCover}?bookid=x` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the cover’s text', () => {
  it('wraps Chinese anywhere and English between words, ending in an ellipsis when cut', () => {
    expect(wrapLines('三体Ⅱ：黑暗森林', 8, 3)).toEqual(['三体Ⅱ：黑', '暗森林']);
    expect(wrapLines('The Three-Body Problem', 16, 3)).toEqual(['The Three-Body', 'Problem']);
    expect(wrapLines('a b c d e f g h', 3, 2)).toEqual(['a b', 'c …']);
    expect(fontFor('刘慈欣')).toMatch(/CJK/);
    expect(fontFor('Ken Liu')).toMatch(/^Georgia/);
  });
});
