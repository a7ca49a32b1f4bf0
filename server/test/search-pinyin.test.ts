import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type BookSuggestion } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, organization } from '../src/db/schema';
import { backfillSearchColumns } from '../src/search/backfill';
import { searchBooks } from '../src/search/books';
import { bookSearchColumns, pinyinTokens, titlePinyinTokens } from '../src/search/normalize';
import { openTestServer, post } from './helpers';

/**
 * Pinyin and initials find Chinese titles and authors (三体 by `santi`, `san ti`, `st`; 刘慈欣's
 * books by `liucixin`, `lcx`), below every Chinese-character and Latin match.
 */
let app: FastifyInstance;
let handle: DatabaseHandle;
openTestServer((server) => ({ app, handle } = server));

let orgId: number;

/** The books of the suite, in an organisation of its own (its rankings are exact). */
const BOOKS: { title: string; author: string; ratingsCount: number }[] = [
  { title: '三体', author: '刘慈欣', ratingsCount: 10 },
  // More rated than 三体: ranks below it for santi and st all the same (a title only starting
  // with the keyword's pinyin).
  { title: '三体Ⅱ：黑暗森林', author: '刘慈欣', ratingsCount: 50 },
  { title: '石头记', author: '曹雪芹', ratingsCount: 200 },
  { title: '重庆森林', author: '王家卫', ratingsCount: 5 },
  { title: '绿山墙的安妮', author: '蒙哥马利', ratingsCount: 5 },
  // Latin titles that the keywords also are, least rated: still above the pinyin matches.
  { title: "Santi's Kitchen", author: 'Maria Rossi', ratingsCount: 0 },
  { title: 'Stone Soup', author: 'Marcia Brown', ratingsCount: 0 },
];

beforeAll(async () => {
  const [created] = await handle.db
    .insert(organization)
    .values({ orgcode: 'PINYIN', name: '拼音图书馆' })
    .returning({ id: organization.id });
  orgId = created!.id;
  await handle.db
    .insert(book)
    .values(BOOKS.map((row) => ({ ...row, organizationId: orgId, ...bookSearchColumns(row) })));
});

const titles = async (keyword: string) =>
  (
    await searchBooks(handle.db, { orgId, keyword, offset: 0, limit: 20, withTotal: true })
  ).hits.map((hit) => hit.title);

describe('pinyin search', () => {
  it('finds 三体 by its pinyin, spaced or not, and its initials, and ranks it first', async () => {
    for (const keyword of ['santi', 'San Ti', 'st', 'ＳＡＮＴＩ']) {
      const hits = (await titles(keyword)).filter((title) => /\p{Script=Han}/u.test(title));
      expect(hits[0], keyword).toBe('三体');
    }
    expect(await titles('san ti')).toEqual(['三体', '三体Ⅱ：黑暗森林']);
    // Titles starting with the pinyin typed so far rank by popularity, like Latin prefixes.
    expect(await titles('sant')).toEqual(["Santi's Kitchen", '三体Ⅱ：黑暗森林', '三体']);
  });

  it("finds an author's books by the author's pinyin and initials", async () => {
    for (const keyword of ['liucixin', 'liu cixin', 'lcx', 'liuci']) {
      expect((await titles(keyword)).sort(), keyword).toEqual(['三体', '三体Ⅱ：黑暗森林']);
    }
  });

  it('reads a polyphonic character by the phrase it is in', async () => {
    expect(await titles('chongqing')).toEqual(['重庆森林']);
    expect(await titles('cqsl')).toEqual(['重庆森林']);
    expect(await titles('zhongqing')).toEqual([]);
  });

  it('takes ü typed as v or as u', async () => {
    expect(await titles('lvshanqiang')).toEqual(['绿山墙的安妮']);
    expect(await titles('lushanqiang')).toEqual(['绿山墙的安妮']);
    expect(await titles('lüshanqiang')).toEqual(['绿山墙的安妮']);
  });

  it('ranks a Latin match above a pinyin one, whatever their ratings', async () => {
    expect(await titles('santi')).toEqual(["Santi's Kitchen", '三体', '三体Ⅱ：黑暗森林']);
    expect(await titles('st')).toEqual(['Stone Soup', '三体', '石头记', '三体Ⅱ：黑暗森林']);
    // A Chinese-character match stays first too.
    expect((await titles('三体'))[0]).toBe('三体');
  });

  it('lets initials match only from the start, and only two letters or more', async () => {
    // ti and t are in 三体's pinyin and initials, not at their start; s is one letter.
    expect(await titles('st')).toContain('三体');
    expect(await titles('ti')).toEqual([]);
    expect(await titles('t')).toEqual([]);
    expect(await titles('s')).toEqual(["Santi's Kitchen", 'Stone Soup']);
    // An English word is initials of no title here: no Chinese title floods its results.
    expect(await titles('soup')).toEqual(['Stone Soup']);
    // Pinyin is read from letters only.
    expect(await titles('st1')).toEqual([]);
    expect(await titles('santi 三体')).toEqual([]);
  });

  it('pages through the pinyin ranks as one ordered list', async () => {
    const all = await titles('st');
    for (const offset of [0, 1, 2, 3]) {
      const { hits } = await searchBooks(handle.db, {
        ...{ orgId, keyword: 'st', offset, limit: 1, withTotal: false },
      });
      expect(hits.map((hit) => hit.title)).toEqual(all.slice(offset, offset + 1));
    }
  });

  it("follows a book's new popularity and title (its pinyin rows are rewritten with it)", async () => {
    const where = sql`${book.organizationId} = ${orgId} and ${book.title} = '三体'`;
    await handle.db.update(book).set({ ratingsCount: 100 }).where(where);
    expect(await titles('sant')).toEqual(["Santi's Kitchen", '三体', '三体Ⅱ：黑暗森林']);
    await handle.db.update(book).set({ ratingsCount: 10 }).where(where);
    expect(await titles('sant')).toEqual(["Santi's Kitchen", '三体Ⅱ：黑暗森林', '三体']);
  });

  it('is recomputed for rows written before pinyin, at the next start', async () => {
    await handle.db
      .update(book)
      .set({ searchTokens: null })
      .where(sql`${book.organizationId} = ${orgId} and ${book.title} = '三体'`);
    expect(await titles('santi')).not.toContain('三体');
    expect(await backfillSearchColumns(handle.db)).toBe(1);
    expect(await titles('santi')).toContain('三体');
  });
});

describe('pinyin suggestions', () => {
  const suggest = async (keywords: string) => {
    const { status, body } = await post<BookSuggestion[]>(app, ApiPath.bookSuggestions, {
      keywords,
      organizationid: orgId,
    });
    expect(status).toBe(200);
    return (body.data ?? []).map((suggestion) => suggestion.bookname);
  };

  it('offers 三体 while its pinyin or initials are typed', async () => {
    expect(await suggest('sant')).toEqual(["Santi's Kitchen", '三体Ⅱ：黑暗森林', '三体']);
    expect((await suggest('st')).slice(0, 2)).toEqual(['Stone Soup', '三体']);
    expect((await suggest('san t')).sort()).toEqual(['三体', '三体Ⅱ：黑暗森林']);
    expect((await suggest('lcx')).sort()).toEqual(['三体', '三体Ⅱ：黑暗森林']);
  });
});

describe('pinyinTokens', () => {
  it('gives full pinyin and initials per run of Chinese characters', () => {
    expect(pinyinTokens('三体ⅱ:黑暗森林').sort()).toEqual(
      ['py:santi', 'pi:st', 'py:heiansenlin', 'pi:hasl'].sort(),
    );
    expect(pinyinTokens('哈利·波特').sort()).toEqual(['pi:hlbt', 'py:halibote']);
    expect(titlePinyinTokens('三体').sort()).toEqual(['pe:santi', 'pe:st', 'pt:santi', 'pt:st']);
    expect(titlePinyinTokens('三体ⅱ:黑暗森林').sort()).toEqual(['pt:santi', 'pt:st']);
    expect(titlePinyinTokens('the 三体')).toEqual([]);
    expect(pinyinTokens('harry potter')).toEqual([]);
  });
});
