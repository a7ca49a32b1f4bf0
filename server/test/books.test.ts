import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  type BookAsset,
  type BookSuggestion,
  type BookSearchResult,
} from '../../src/core/api/contract';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';
import { book } from '../src/db/schema';
import { searchBooks } from '../src/search/books';
import { roundEstimate } from '../src/search/facet-counts';
import { EXACT_COUNT_LIMIT } from '../src/search/facet-sample';
import { openTestDatabase, post, testApp } from './helpers';
import { describeNarrowedLargeSearch } from './search-estimate-suite';

/** The one suite on the full catalogue: 10,000 English titles plus the Chinese ones. */
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openTestDatabase({});
  app = await testApp(handle);
});

/** The PGlite client under the handle, to watch the plans of the queries it runs. */
const pgliteClient = () => (handle.db as unknown as { $client: PGlite }).$client;

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const suggest = async (keywords: string, pagesize?: number, organizationid?: number) =>
  (
    await post<BookSuggestion[]>(app, ApiPath.bookSuggestions, {
      keywords,
      pagesize,
      organizationid,
    })
  ).body;

const search = async (body: Record<string, unknown>) =>
  (await post<BookSearchResult>(app, ApiPath.bookSearch, body)).body.data;

async function bookId(title: string, organizationId = 1) {
  const [row] = await handle.db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.title, title), eq(book.organizationId, organizationId)));
  if (!row) throw new Error(`no book ${title}`);
  return row.id;
}

describe('catalogue seed', () => {
  it('holds every goodbooks row plus the Chinese titles in YTKJ, and 2,000 + Chinese in DEMO2', async () => {
    const perOrg = await handle.db
      .select({ org: book.organizationId, n: count() })
      .from(book)
      .groupBy(book.organizationId)
      .orderBy(book.organizationId);
    expect(perOrg[0]?.n).toBeGreaterThan(10_050);
    expect(perOrg[1]?.n).toBeGreaterThan(2_050);
    expect(perOrg[1]?.n).toBeLessThan(2_100);
  });

  it('derives ISBN-13 with a correct check digit from the padded ISBN-10', async () => {
    const [hungerGames] = await handle.db
      .select({ isbn10: book.isbn10, isbn13: book.isbn13 })
      .from(book)
      .where(eq(book.id, 1));
    expect(hungerGames).toEqual({ isbn10: '0439023483', isbn13: '9780439023481' });
  });
});

describe('suggestions', () => {
  it('puts Harry Potter titles first for "harry"', async () => {
    const { code, data } = await suggest('harry');
    expect(code).toBe(0);
    expect(data.length).toBeGreaterThan(5);
    expect(data.length).toBeLessThanOrEqual(100);
    for (const suggestion of data.slice(0, 5)) expect(suggestion.bookname).toMatch(/^Harry Potter/);
    expect(data[0]).toMatchObject({
      bookid: expect.any(Number),
      author: expect.stringContaining('Rowling'),
    });
  });

  it('returns at most 100, or pagesize', async () => {
    expect((await suggest('a')).data).toHaveLength(100);
    expect((await suggest('the', 7)).data).toHaveLength(7);
  });

  it('answers blank keywords with an empty list', async () => {
    expect(await suggest('')).toMatchObject({ code: 0, data: [] });
    expect(await suggest('   ')).toMatchObject({ code: 0, data: [] });
  });

  it('matches Chinese titles and authors, Traditional script and parallel titles', async () => {
    expect((await suggest('三体')).data[0]?.bookname).toBe('三体');
    expect((await suggest('鲁迅')).data.map((s) => s.bookname)).toEqual(
      expect.arrayContaining(['呐喊', '朝花夕拾', '彷徨']),
    );
    expect((await suggest('紅樓')).data.map((s) => s.bookname)).toContain('紅樓夢');
    expect((await suggest('中華書局')).data.map((s) => s.bookname)).toContain('史記');
  });

  it('treats LIKE wildcards literally', async () => {
    const percent = (await suggest('%')).data;
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.length).toBeLessThan(10);
    for (const suggestion of percent) expect(suggestion.bookname).toContain('%');
    expect((await suggest('_')).data).toEqual([]);
  });

  it('uses the trigram index, and only the exact and prefix title tiers when prefixes fill the page', async () => {
    const plans = async (keyword: string) => {
      const queries: { sql: string; params: unknown[] }[] = [];
      const logged = drizzle({
        client: pgliteClient(),
        schema,
        casing: 'snake_case',
        logger: { logQuery: (query, params) => queries.push({ sql: query, params }) },
      });
      await searchBooks(logged, { orgId: 1, keyword, offset: 0, limit: 100, withTotal: false });
      const explained = await Promise.all(
        // The statements that read (the planner's estimates are EXPLAINs themselves).
        queries
          .filter((query) => /^\s*(select|with)\b/i.test(query.sql))
          .map((query) => pgliteClient().query(`explain ${query.sql}`, query.params)),
      );
      return explained.map((result) => JSON.stringify(result.rows));
    };
    // Inside words ("Harry Potter"): no title starts with it, the trigram index finds them.
    const otter = await plans('otter');
    expect(otter.some((plan) => plan.includes('book_search_text_trgm'))).toBe(true);
    // Rank 0 (exact title "the": none); then rank 1 fills the 100: one statement counts the
    // titles starting with "the" (index-only, stopped early: fewer than 10,000 here) and
    // keeps the most rated, then those rows are read by id.
    const the = await plans('the');
    expect(the).toHaveLength(3);
    expect(the[0]).toContain('book_search_title');
    expect(the[1]).toContain('book_search_title');
    expect(the[2]).toContain('book_pkey');
    for (const plan of the) expect(plan).not.toContain('Seq Scan on book ');
  });
});

describe('search', () => {
  it('offers a "did you mean" from the catalogue when nothing matches, and only then', async () => {
    const misspelt = await search({ keyword: 'harry poter', pagesize: 10, index: 1 });
    expect(misspelt.total).toBe(0);
    expect(misspelt.suggestion).toBe('harry potter');
    const corrected = await search({ keyword: misspelt.suggestion, pagesize: 10, index: 1 });
    expect(corrected.total).toBeGreaterThan(0);
    expect(corrected.suggestion).toBeNull();
    expect((await search({ keyword: 'qzxwv', pagesize: 10, index: 1 })).suggestion).toBeNull();
  });

  it('corrects swapped letters in its "did you mean"', async () => {
    const swapped = await search({ keyword: 'hrary pottre rowlign', pagesize: 10, index: 1 });
    expect(swapped.total).toBe(0);
    expect(swapped.suggestion).toBe('harry potter rowling');
    const corrected = await search({ keyword: swapped.suggestion, pagesize: 10, index: 1 });
    expect(corrected.total).toBeGreaterThan(0);
  });

  it('pages through every match with a stable total', async () => {
    const first = await search({ keyword: 'harry', pagesize: 10, index: 1 });
    const second = await search({ keyword: 'harry', pagesize: 10, index: 2 });
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(first).toMatchObject({ index: 1, pagesize: 10 });
    const ids = new Set([...first.list, ...second.list].map((hit) => hit.bookid));
    expect(ids.size).toBe(first.list.length + second.list.length);
    const lastPage = Math.ceil(first.total / 10);
    const last = await search({ keyword: 'harry', pagesize: 10, index: lastPage });
    expect(last.list.length).toBe(first.total - (lastPage - 1) * 10);
    expect((await search({ keyword: 'harry', pagesize: 10, index: lastPage + 1 })).list).toEqual(
      [],
    );
  });

  it('lists the whole catalogue by title for a blank keyword', async () => {
    const page = await search({ keyword: '  ', pagesize: 50 });
    expect(page.total).toBeGreaterThan(10_050);
    const titles = page.list.map((hit) => hit.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await search({})).pagesize).toBe(20);
  });

  it('finds books by ISBN-10 and by hyphenated ISBN-13', async () => {
    const byIsbn10 = await search({ keyword: '0439023483' });
    expect(byIsbn10.list[0]?.bookid).toBe(1);
    const byIsbn13 = await search({ keyword: '978-0-439-02348-1' });
    expect(byIsbn13.list[0]).toMatchObject({
      bookid: 1,
      isbn: '0439023483',
      isbn13: '9780439023481',
    });
  });

  it('counts available copies and held copies', async () => {
    const page = await search({ keyword: '三体', pagesize: 100 });
    const hit = page.list.find((summary) => summary.title === '三体');
    expect(hit).toBeDefined();
    const assets = await post<BookAsset[]>(app, ApiPath.bookAssets, { bookid: hit?.bookid });
    const statuses = assets.body.data.map((asset) => asset.status);
    const gone: number[] = [
      CopyStatus.lost,
      CopyStatus.weeded,
      CopyStatus.removed,
      CopyStatus.sold,
    ];
    expect(hit?.available).toBe(statuses.filter((s) => s === CopyStatus.inLibrary).length);
    expect(hit?.copies).toBe(statuses.filter((s) => !gone.includes(s)).length);
    expect(hit).toMatchObject({ author: '刘慈欣', publisher: '重庆出版社', assettype: 1 });
  });

  it('keeps each organisation to its own catalogue', async () => {
    const demo2 = await search({ keyword: '三体', organizationid: 2, pagesize: 100 });
    const ytkjId = await bookId('三体', 1);
    const demo2Id = await bookId('三体', 2);
    expect(demo2.list.map((hit) => hit.bookid)).toContain(demo2Id);
    expect(demo2.list.map((hit) => hit.bookid)).not.toContain(ytkjId);
  });
});

describe('assets', () => {
  it('lists copies with locations, filtered by status when asked', async () => {
    let checked = 0;
    for (let id = 1; id <= 40; id++) {
      const all = (await post<BookAsset[]>(app, ApiPath.bookAssets, { bookid: id })).body.data;
      expect(all.length).toBeGreaterThan(0);
      for (const asset of all) {
        expect(asset.barcode).toMatch(/^YT\d{8}$/);
        expect(asset.collectionlocation).toBeTruthy();
      }
      const status = all[0]?.status ?? CopyStatus.inLibrary;
      const filtered = await post<BookAsset[]>(app, ApiPath.bookAssets, {
        bookid: id,
        assetstatuses: [status],
      });
      expect(filtered.body.data.length).toBe(all.filter((a) => a.status === status).length);
      expect(filtered.body.data.every((a) => a.status === status)).toBe(true);
      checked += 1;
    }
    expect(checked).toBe(40);
    const none = await post<BookAsset[]>(app, ApiPath.bookAssets, {
      bookid: 1,
      assetstatuses: [99],
    });
    expect(none.body.data).toEqual([]);
  });

  it('answers [] for a book of another organisation or no book at all', async () => {
    const demo2Id = await bookId('三体', 2);
    expect((await post(app, ApiPath.bookAssets, { bookid: demo2Id })).body.data).toEqual([]);
    expect((await post(app, ApiPath.bookAssets, { bookid: 2_000_000_000 })).body.data).toEqual([]);
  });

  it('has copies in every status across several locations', async () => {
    const statuses = new Set<number>();
    const locations = new Set<string | null>();
    for (let id = 1; id <= 300; id++) {
      for (const asset of (await post<BookAsset[]>(app, ApiPath.bookAssets, { bookid: id })).body
        .data) {
        statuses.add(asset.status);
        locations.add(asset.collectionlocation);
      }
    }
    expect([...statuses].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(locations.size).toBeGreaterThanOrEqual(2);
  });
});

describe('facets on the full catalogue', () => {
  it('count exactly what selecting each value finds, up to EXACT_COUNT_LIMIT matches', async () => {
    for (const keyword of ['harry', '三']) {
      const { total, facets, estimated } = await search({ keyword, facets: true, pagesize: 1 });
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
      expect(estimated).toBe(false);
      for (const name of ['assettype', 'category', 'location', 'language', 'status'] as const) {
        for (const { value, count } of (facets?.[name] ?? []).slice(0, 4)) {
          const narrowed = await search({ keyword, filters: { [name]: [value] }, pagesize: 1 });
          expect(narrowed.total, `${keyword} ${name}=${value}`).toBe(count);
        }
      }
    }
  });

  it('round estimates to two significant digits', () => {
    expect([80_954, 359_698, 1_251, 437, 99, 0.4].map(roundEstimate)).toEqual([
      81_000, 360_000, 1_300, 440, 99, 1,
    ]);
  });

  it('estimate a larger result from a sample: said so, rounded, near the exact counts', async () => {
    // The whole catalogue (10,065 books) is over the limit; without facets the total is exact.
    const exactTotal = (await search({ keyword: '', pagesize: 1 })).total;
    expect(exactTotal).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const first = await search({ keyword: '', facets: true, pagesize: 1 });
    expect(first.estimated).toBe(true);
    expect(first.total).toBe(roundEstimate(first.total));
    const near = (estimate: number, exact: number) =>
      Math.abs(estimate - exact) <= Math.max(0.2 * exact, 100);
    expect(near(first.total, exactTotal), `${first.total} for ${exactTotal}`).toBe(true);
    for (const name of ['assettype', 'location', 'status'] as const) {
      for (const { value, count } of (first.facets?.[name] ?? []).slice(0, 2)) {
        const exact = (await search({ keyword: '', filters: { [name]: [value] }, pagesize: 1 }))
          .total;
        expect(near(count, exact), `${name}=${value}: ${count} for ${exact}`).toBe(true);
      }
    }
    // The same pages of the table every time (counted again, not from the count cache).
    const counted = () =>
      searchBooks(handle.db, {
        orgId: 1,
        keyword: '',
        facets: true,
        offset: 0,
        limit: 1,
        withTotal: true,
      });
    const [again, andAgain] = [await counted(), await counted()];
    expect(again.total).toBe(first.total);
    expect(andAgain.facets).toEqual(again.facets);
  });

  it('reads the matching books of a keyword through the search indexes', async () => {
    const queries: { sql: string; params: unknown[] }[] = [];
    const logged = drizzle({
      client: pgliteClient(),
      schema,
      casing: 'snake_case',
      logger: { logQuery: (query, params) => queries.push({ sql: query, params }) },
    });
    const query = { orgId: 1, keyword: 'harry', offset: 0, limit: 20, withTotal: true };
    await searchBooks(logged, { ...query, facets: true });
    const facetQuery = queries.find((query) => query.sql.includes('grouping sets'));
    if (!facetQuery) throw new Error('no facet statement');
    const plan = JSON.stringify(
      (await pgliteClient().query(`explain ${facetQuery.sql}`, facetQuery.params)).rows,
    );
    expect(plan).toContain('book_search_text_trgm');
    expect(plan).not.toContain('Seq Scan on book ');
  });
});

describeNarrowedLargeSearch('PGlite', () => ({ app, db: handle.db }));
