import type { PGlite } from '@electric-sql/pglite';
import { and, asc, desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetFilters } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';
import { book, bookCopy } from '../src/db/schema';
import { searchBooks } from '../src/search/books';
import { narrowingConditions } from '../src/search/facets';
import { copyMatches, keywordMatch } from '../src/search/match';
import { openTestDatabase } from './helpers';

/** The bigram/token engine (server/src/search/) on the full catalogue (10,000 English + Chinese). */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase({});
});

afterAll(async () => {
  await handle?.close();
});

const find = async (keyword: string, limit = 100, orgId = 1) =>
  (await searchBooks(handle.db, { orgId, keyword, offset: 0, limit, withTotal: true })).hits;
const titles = async (keyword: string, limit = 100) =>
  (await find(keyword, limit)).map((hit) => hit.title);

async function bookId(title: string) {
  const [row] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.title, title), eq(book.organizationId, 1)));
  if (!row) throw new Error(`no book ${title}`);
  return row.id;
}

describe('Chinese', () => {
  it('finds a title by any two of its characters, and by one', async () => {
    expect(await titles('演义')).toContain('三国演义');
    expect(await titles('森林')).toContain('三体Ⅱ：黑暗森林');
    expect(await titles('黑暗森林')).toContain('三体Ⅱ：黑暗森林');
    expect(await titles('梦')).toEqual(expect.arrayContaining(['红楼梦', '紅樓夢']));
  });

  it('ranks the exact title first, then title prefixes', async () => {
    const hits = await titles('三体');
    expect(hits[0]).toBe('三体');
    expect(hits.slice(1, 3).sort()).toEqual(['三体Ⅱ：黑暗森林', '三体Ⅲ：死神永生']);
  });

  it('ranks the title a reader names beside its author before the sequels', async () => {
    for (const keyword of ['刘慈欣 三体', '三体 刘慈欣']) {
      const hits = await titles(keyword);
      expect(hits[0], keyword).toBe('三体');
      expect(hits.slice(1, 3).sort(), keyword).toEqual(['三体Ⅱ：黑暗森林', '三体Ⅲ：死神永生']);
    }
  });

  it('treats Traditional and Simplified script as the same search', async () => {
    const traditional = await titles('中華書局');
    const simplified = await titles('中华书局');
    expect(traditional).toEqual(expect.arrayContaining(['史记', '史記', '资治通鉴', '論語']));
    expect([...traditional].sort()).toEqual([...simplified].sort());
    expect((await titles('紅樓夢')).slice(0, 2).sort()).toEqual(['紅樓夢', '红楼梦']);
    expect((await titles('红楼梦')).slice(0, 2).sort()).toEqual(['紅樓夢', '红楼梦']);
  });

  it('finds authors', async () => {
    expect(await titles('鲁迅')).toEqual(expect.arrayContaining(['呐喊', '朝花夕拾', '彷徨']));
    expect(await titles('司馬遷')).toEqual(expect.arrayContaining(['史记', '史記']));
  });
});

describe('English', () => {
  it('matches word prefixes, case-insensitively', async () => {
    for (const keyword of ['potte', 'Potte', 'harry pott', 'HARRY POTTER']) {
      const hits = await titles(keyword, 5);
      expect(hits.length, keyword).toBe(5);
      for (const title of hits) expect(title, keyword).toMatch(/^Harry Potter/);
    }
  });

  it('still matches inside words, and folds accents and full-width letters', async () => {
    expect((await titles('otter')).some((title) => title.startsWith('Harry Potter'))).toBe(true);
    expect((await titles('ＰＯＴＴＥＲ', 5))[0]).toMatch(/^Harry Potter/);
    expect(await titles('miserables')).toEqual(
      expect.arrayContaining([expect.stringMatching(/Misérables/)]),
    );
  });
});

describe('codes', () => {
  it('finds the same book by ISBN-10 and ISBN-13, with or without hyphens', async () => {
    for (const keyword of ['0439023483', '0-439-02348-3', '9780439023481', '978-0-439-02348-1']) {
      const hits = await find(keyword);
      expect(hits[0]?.id, keyword).toBe(1);
    }
  });

  it('finds a book by the exact barcode or call number of a copy', async () => {
    const [copy] = await handle.db
      .select({ bookId: bookCopy.bookId, barcode: bookCopy.barcode, call: bookCopy.callNumber })
      .from(bookCopy)
      .where(eq(bookCopy.bookId, await bookId('三国演义')));
    if (!copy?.call) throw new Error('no copy');
    expect((await find(copy.barcode))[0]?.id).toBe(copy.bookId);
    expect((await find(copy.barcode.toLowerCase()))[0]?.id).toBe(copy.bookId);
    expect((await find(copy.call)).map((hit) => hit.id)).toContain(copy.bookId);
    expect(await find(copy.barcode.slice(0, -1) + '_')).toEqual([]);
  });
});

describe('relevance, tier by tier', () => {
  it('gives the pages that ordering every match by its rank gives', async () => {
    const keywords = [
      'the',
      'a',
      'harry',
      'rowling',
      '史',
      '三体',
      '中華書局',
      'potter harry',
      '刘慈欣 三体',
    ];
    // With selections too: most of a prefix's most rated books then fail them.
    const searches: [string, FacetFilters][] = [
      ...keywords.map((keyword): [string, FacetFilters] => [keyword, {}]),
      ['the', { language: ['chi'] }],
      ['a', { year: ['2000', '2001', '2002'] }],
    ];
    for (const [keyword, filters] of searches) {
      const match = keywordMatch(keyword, await copyMatches(handle.db, 1, keyword));
      const narrowed = narrowingConditions({ orgId: 1, filters, statuses: [] });
      for (const offset of [0, 20, 100]) {
        const everyMatchRanked = await handle.db
          .select({ id: book.id })
          .from(book)
          .where(and(eq(book.organizationId, 1), match.matches, ...narrowed))
          .orderBy(asc(match.rank), desc(book.ratingsCount), asc(book.title), asc(book.id))
          .limit(20)
          .offset(offset);
        const { hits } = await searchBooks(handle.db, {
          orgId: 1,
          keyword,
          filters,
          offset,
          limit: 20,
          withTotal: false,
        });
        expect(
          hits.map((hit) => hit.id),
          `${keyword} ${JSON.stringify(filters)} from ${offset}`,
        ).toEqual(everyMatchRanked.map((row) => row.id));
      }
    }
  });
});

describe('plans', () => {
  const client = () => (handle.db as unknown as { $client: PGlite }).$client;
  async function plans(keyword: string) {
    const queries: { sql: string; params: unknown[] }[] = [];
    const logged = drizzle({
      client: client(),
      schema,
      casing: 'snake_case',
      logger: { logQuery: (query, params) => queries.push({ sql: query, params }) },
    });
    await searchBooks(logged, { orgId: 1, keyword, offset: 0, limit: 20, withTotal: true });
    const explained = await Promise.all(
      // The statements that read (the planner's estimates are EXPLAINs themselves).
      queries
        .filter((query) => /^\s*(select|with)\b/i.test(query.sql))
        .map((query) => client().query(`explain ${query.sql}`, query.params)),
    );
    return explained.map((result) => JSON.stringify(result.rows));
  }

  it('serves a two-character Chinese query from the indexes, never a scan of the catalogue', async () => {
    const explained = await plans('演义');
    // A page tier by tier (exact title, title prefix, in title, author, the rest), then the count.
    const onBook = explained.filter((plan) => plan.includes('on book '));
    expect(onBook.length).toBeGreaterThanOrEqual(2);
    for (const plan of onBook) expect(plan).not.toContain('Seq Scan on book ');
    // Exact and prefix title tiers from the title index; the count from the token GIN index.
    expect(explained[0]).toContain('book_search_title');
    expect(explained.at(-1)).toContain('book_search_tokens');
  });
});
