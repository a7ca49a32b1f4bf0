import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  CopyStatus,
  FACET_NAMES,
  type BookAsset,
  type BookSearchResult,
  type FacetFilters,
  type FacetName,
  type SearchWordStat,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, bookCopy, libraryLocation, searchWordStat } from '../src/db/schema';
import { post, send, session, tableCounts, openTestServer } from './helpers';

/** Facets, filters, sort, scoping and hostile input of Book/Query/Search (small catalogue). */
let handle: DatabaseHandle;
let app: FastifyInstance;

openTestServer((server) => ({ handle, app } = server));

async function search(body: Record<string, unknown>, token?: string, lang = 'zh') {
  const response = await send<BookSearchResult>(app, {
    method: 'POST',
    url: `/api${ApiPath.bookSearch}`,
    payload: body,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.body.code, response.body.msg).toBe(0);
  return response.body.data;
}

const facetsOf = async (body: Record<string, unknown>, lang = 'zh') => {
  const result = await search({ ...body, facets: true, pagesize: 1 }, undefined, lang);
  if (!result.facets) throw new Error('no facets');
  return { total: result.total, facets: result.facets };
};

describe('facet counts', () => {
  // Searches, each with and without selections already made.
  const bases: Record<string, unknown>[] = [
    {},
    { keyword: 'the' },
    { query: 'author:鲁迅 OR title:红楼 OR publisher:中华书局 OR harry' },
    { filters: { language: ['eng', 'zh'] }, assetstatuses: [CopyStatus.inLibrary] },
    { keyword: 'a', filters: { status: ['2'], category: ['I'] } },
    {
      filters: {
        assettype: ['1'],
        category: ['I', 'K2'],
        publisher: ['', '中华书局'],
        year: ['2005', '1956'],
        language: ['eng', 'zh'],
        location: ['1', '2'],
        status: ['3'],
      },
    },
  ];

  it.each(bases.map((base) => [JSON.stringify(base), base] as const))(
    'equal the total when the value is selected: %s',
    async (_, base) => {
      const { facets } = await facetsOf(base);
      const filters = (base.filters ?? {}) as FacetFilters;
      let checked = 0;
      for (const facet of FACET_NAMES) {
        for (const { value, count: expected } of facets[facet] ?? []) {
          // The status selection may be `assetstatuses` (the libyunStatus filter): the status
          // facet counts without it, so selecting a status value replaces it.
          const narrowed =
            facet === 'status' && base.assetstatuses
              ? { ...base, assetstatuses: [Number(value)] }
              : { ...base, filters: { ...filters, [facet]: [value] } };
          const { total } = await search({ ...narrowed, pagesize: 1 });
          expect(total, `${facet}=${value}`).toBe(expected);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(5);
    },
  );

  it('add up to the total for a facet every book has exactly one value of', async () => {
    for (const base of bases.slice(0, 3)) {
      const { total, facets } = await facetsOf(base);
      const sum = (name: FacetName) => (facets[name] ?? []).reduce((n, v) => n + v.count, 0);
      expect(total).toBeGreaterThan(0);
      expect(sum('assettype')).toBe(total);
      expect(sum('category')).toBe(total);
      expect(sum('language')).toBe(total);
    }
  });

  it('leave zero counts out, except selected values', async () => {
    const { total, facets } = await facetsOf({
      keyword: '三体',
      filters: { publisher: ['不存在的出版社'] },
    });
    expect(total).toBe(0);
    // Every other facet counts under the publisher selection: nothing; the publisher facet
    // counts without it, and keeps its selected value at 0.
    for (const name of FACET_NAMES)
      if (name !== 'publisher') expect(facets[name], name).toEqual([]);
    expect(facets.publisher).toEqual([
      { value: '重庆出版社', label: '重庆出版社', count: 3 },
      { value: '不存在的出版社', label: '不存在的出版社', count: 0 },
    ]);
  });

  it('count a selected code prefix finer than a class letter on its own, with its name', async () => {
    const { total, facets } = await facetsOf({ keyword: '三体', filters: { category: ['I24'] } });
    expect(total).toBe(3);
    expect(facets.category).toEqual([
      { value: 'I', label: '文学', count: 3 },
      { value: 'I24', label: '小说', count: 3 },
    ]);
  });

  it('show at most 20 values per facet, the most frequent', async () => {
    const { facets } = await facetsOf({});
    expect(facets.year?.length).toBe(20);
    const counts = (facets.year ?? []).map((value) => value.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('label values in the request language', async () => {
    const zh = await facetsOf({ keyword: '三体' }, 'zh');
    const en = await facetsOf({ keyword: '三体' }, 'en');
    expect(zh.facets.assettype).toContainEqual({ value: '1', label: '图书', count: 3 });
    expect(en.facets.assettype).toContainEqual({ value: '1', label: 'Book', count: 3 });
    expect(zh.facets.category).toContainEqual({ value: 'I', label: '文学', count: 3 });
    expect(en.facets.category).toContainEqual({ value: 'I', label: 'Literature', count: 3 });
    expect(en.facets.language).toContainEqual({ value: 'zh', label: 'Chinese', count: 3 });
    expect(zh.facets.language).toContainEqual({ value: 'zh', label: '中文', count: 3 });
    const status = en.facets.status?.find((value) => value.value === '3');
    expect(status?.label).toBe('In library');
    const rooms = await handle.db
      .select({ id: libraryLocation.id, name: libraryLocation.name })
      .from(libraryLocation)
      .where(eq(libraryLocation.organizationId, 1));
    for (const value of zh.facets.location ?? []) {
      expect(rooms).toContainEqual({ id: Number(value.value), name: value.label });
    }
    const all = await facetsOf({}, 'en');
    expect(all.facets.assettype?.map((value) => value.label).sort()).toEqual([
      'Book',
      'Bound journal',
      'Journal',
    ]);
  });

  it('are not sent unless asked for', async () => {
    expect((await search({ keyword: 'harry' })).facets).toBeNull();
  });
});

describe('status filter', () => {
  const statusesOf = async (bookid: number) =>
    (await post<BookAsset[]>(app, ApiPath.bookAssets, { bookid })).body.data;

  it('keeps exactly the books with a copy in one of the statuses', async () => {
    const filters: number[][] = [
      [CopyStatus.abnormalBorrowed],
      [CopyStatus.borrowed, CopyStatus.preBorrowed],
    ];
    for (const statuses of filters) {
      const [expected] = await handle.db
        .select({ n: countDistinct(bookCopy.bookId) })
        .from(bookCopy)
        .where(and(eq(bookCopy.organizationId, 1), inArray(bookCopy.status, statuses)));
      const page = await search({ assetstatuses: statuses, pagesize: 100 });
      expect(page.total).toBe(expected?.n);
      for (const hit of page.list.slice(0, 30)) {
        const copies = await statusesOf(hit.bookid);
        expect(copies.some((copy) => statuses.includes(copy.status))).toBe(true);
      }
    }
  });

  it('combines status and location on the same copy', async () => {
    const [room] = await handle.db
      .select({ id: libraryLocation.id, name: libraryLocation.name })
      .from(libraryLocation)
      .where(eq(libraryLocation.organizationId, 1))
      .orderBy(libraryLocation.id);
    const page = await search({
      filters: { status: ['2'], location: [String(room?.id)] },
      pagesize: 100,
    });
    expect(page.total).toBeGreaterThan(0);
    for (const hit of page.list) {
      const copies = await statusesOf(hit.bookid);
      expect(
        copies.some((copy) => copy.status === 2 && copy.collectionlocation === room?.name),
      ).toBe(true);
    }
  });

  it('narrows a keyword search', async () => {
    const all = await search({ keyword: 'harry', pagesize: 100 });
    const inLibrary = await search({ keyword: 'harry', assetstatuses: [3], pagesize: 100 });
    expect(inLibrary.total).toBeLessThanOrEqual(all.total);
    expect(inLibrary.list.every((hit) => hit.available > 0)).toBe(true);
    expect(inLibrary.total).toBe(all.list.filter((hit) => hit.available > 0).length);
  });
});

describe('sort', () => {
  type Hit = BookSearchResult['list'][number];
  const compare = (a: string | number | null, b: string | number | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
  const ordered = (list: Hit[], key: (hit: Hit) => string | number | null, dir: 1 | -1) => {
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1] as Hit, list[i] as Hit];
      const nulls = key(a) === null || key(b) === null;
      const order = nulls ? compare(key(a), key(b)) : dir * compare(key(a), key(b));
      expect(order, `${key(a)} before ${key(b)}`).toBeLessThanOrEqual(0);
      if (order === 0) expect(a.bookid).toBeLessThan(b.bookid);
    }
  };

  it.each([
    ['title', 'asc', (hit: Hit) => hit.title, 1],
    ['title', 'desc', (hit: Hit) => hit.title, -1],
    ['author', 'asc', (hit: Hit) => hit.author, 1],
    ['year', 'desc', (hit: Hit) => hit.publishyear, -1],
    ['year', 'asc', (hit: Hit) => hit.publishyear, 1],
    ['rating', 'desc', (hit: Hit) => hit.rating, -1],
  ] as const)('by %s %s, ties by id', async (field, order, key, dir) => {
    for (const body of [{}, { keyword: 'the' }, { query: 'publisher:出版社 OR harry' }]) {
      const page = await search({ ...body, sort: [{ field, order }], pagesize: 100 });
      expect(page.list.length).toBeGreaterThan(10);
      ordered(page.list, key, dir);
    }
  });

  it('applies conditions in order and pages stably', async () => {
    const sort = [
      { field: 'year', order: 'desc' },
      { field: 'title', order: 'asc' },
    ];
    const whole = await search({ sort, pagesize: 60 });
    const pages = [];
    for (const index of [1, 2, 3])
      pages.push(...(await search({ sort, pagesize: 20, index })).list);
    expect(pages.map((hit) => hit.bookid)).toEqual(whole.list.map((hit) => hit.bookid));
    for (let i = 1; i < whole.list.length; i++) {
      const [a, b] = [whole.list[i - 1] as Hit, whole.list[i] as Hit];
      if (a.publishyear === b.publishyear) expect(compare(a.title, b.title)).toBeLessThanOrEqual(0);
      else expect(compare(b.publishyear, a.publishyear)).toBeLessThanOrEqual(0);
    }
  });

  it('defaults to relevance with a keyword and to title without', async () => {
    expect((await search({ keyword: '三体' })).list[0]?.title).toBe('三体');
    const byTitle = await search({ pagesize: 50 });
    ordered(byTitle.list, (hit) => hit.title, 1);
    // Relevance needs something to be relevant to: without a keyword it is title order.
    const relevance = await search({ sort: [{ field: 'relevance', order: 'desc' }], pagesize: 50 });
    expect(relevance.list.map((hit) => hit.bookid)).toEqual(byTitle.list.map((hit) => hit.bookid));
  });
});

describe('organisation scoping', () => {
  it('never shows a DEMO2 reader YTKJ books, copies or locations, whatever the body says', async () => {
    const reader = await session(app, 'DEMO2', '20230001');
    const body = { organizationid: 1, facets: true, pagesize: 100, keyword: '三体' };
    const page = await search(body, reader.token);
    const ids = page.list.map((hit) => hit.bookid);
    expect(ids.length).toBeGreaterThan(0);
    const owners = await handle.db
      .selectDistinct({ org: book.organizationId })
      .from(book)
      .where(inArray(book.id, ids));
    expect(owners).toEqual([{ org: 2 }]);
    const demo2Rooms = (
      await handle.db
        .select({ id: libraryLocation.id })
        .from(libraryLocation)
        .where(eq(libraryLocation.organizationId, 2))
    ).map((room) => String(room.id));
    for (const value of page.facets?.location ?? []) expect(demo2Rooms).toContain(value.value);
    const [demo2Copies] = await handle.db
      .select({ n: countDistinct(bookCopy.bookId) })
      .from(bookCopy)
      .where(and(eq(bookCopy.organizationId, 2), eq(bookCopy.status, 3)));
    const shelf = await search({ organizationid: 1, assetstatuses: [3] }, reader.token);
    expect(shelf.total).toBe(demo2Copies?.n);
    const [ytkjBook] = await handle.db
      .select({ id: book.id })
      .from(book)
      .where(and(eq(book.organizationId, 1), eq(book.title, '三体')));
    const [ytkjCopy] = await handle.db
      .select({ barcode: bookCopy.barcode })
      .from(bookCopy)
      .where(eq(bookCopy.bookId, ytkjBook?.id ?? 0));
    const byBarcode = await search({ query: `barcode:${ytkjCopy?.barcode}` }, reader.token);
    expect(byBarcode.total).toBe(0);
  });
});

describe('hostile input', () => {
  const raw = (body: unknown, lang = 'zh') =>
    send(app, {
      method: 'POST',
      url: `/api${ApiPath.bookSearch}`,
      payload: body as object,
      headers: { 'accept-language': lang },
    });

  it('refuses 10,000-character keywords and queries with 40001, naming the field', async () => {
    for (const field of ['keyword', 'query']) {
      const zh = await raw({ [field]: '三'.repeat(10_000) });
      expect(zh.status).toBe(400);
      expect(zh.body).toEqual({ code: 40001, msg: `请求参数无效：${field}`, data: null });
      const en = await raw({ [field]: 'a'.repeat(10_000) }, 'en');
      expect(en.body).toEqual({ code: 40001, msg: `Invalid request: ${field}`, data: null });
    }
  });

  it('refuses control characters, and reads tabs and newlines as spaces', async () => {
    for (const body of [
      { keyword: 'harry\u0000' },
      { query: 'title:harry\u0007' },
      { filters: { publisher: ['中华\u001b书局'] } },
    ]) {
      const response = await raw(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe(40001);
    }
    const spaced = await search({ query: 'title:harry\tAND\nauthor:rowling', pagesize: 100 });
    const plain = await search({ query: 'title:harry AND author:rowling', pagesize: 100 });
    expect(spaced.total).toBe(7);
    expect(spaced.list).toEqual(plain.list);
  });

  it('treats SQL and tsquery syntax as text', async () => {
    const before = await tableCounts(handle);
    for (const body of [
      { keyword: "'; drop table book; --" },
      { keyword: "harry' or '1'='1" },
      { keyword: "a:* & !b | (c <-> 'd" },
      { query: `title:"'); delete from book_copy; --"` },
      { query: "author:' OR 1=1 --" },
      { query: "isbn:1' or 1=1; --" },
      { query: "callnumber:I242.4'--" },
      { filters: { publisher: ["' OR '1'='1"], language: ['); drop table book; --'] } },
      { filters: { category: ['I%'] } },
      { keyword: '%', filters: { category: ['_'] } },
    ]) {
      const response = await raw(body);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
      expect([0, 40001], JSON.stringify(body)).toContain(response.body.code);
      if (response.body.code === 0) {
        expect((response.body.data as BookSearchResult).total, JSON.stringify(body)).toBeLessThan(
          5,
        );
      }
    }
    expect(await tableCounts(handle)).toEqual(before);
  });

  it('refuses malformed filters and sort conditions with 40001', async () => {
    for (const body of [
      { filters: { year: ['19x9'] } },
      { filters: { assettype: [1] } },
      { filters: { status: 'all' } },
      { filters: { location: Array.from({ length: 51 }, (_, i) => String(i)) } },
      { sort: [{ field: 'price', order: 'asc' }] },
      { sort: [{ field: 'title', order: 'up' }] },
      { assetstatuses: ['3'] },
      { facets: 'yes' },
    ]) {
      const response = await raw(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe(40001);
    }
  });

  it('refuses digit values past their column with 40001 naming the facet, not a 500', async () => {
    // Asset type and status are smallint columns, a location id an integer one.
    for (const [facet, value] of [
      ['status', '32768'],
      ['assettype', '32768'],
      ['status', '999999999'],
      ['location', '2147483648'],
    ] as const) {
      const response = await raw({ filters: { [facet]: ['3', value] }, facets: true });
      expect(response.status, `${facet} ${value}`).toBe(400);
      expect(response.body).toEqual({
        code: 40001,
        msg: `请求参数无效：filters.${facet}`,
        data: null,
      });
    }
    const largest = { status: ['32767'], assettype: ['32767'], location: ['2147483647'] };
    expect((await search({ filters: largest, facets: true })).total).toBe(0);
  });
});

describe('search word statistics', () => {
  const countOf = async (orgId: number, word: string) => {
    const [row] = await handle.db
      .select({ n: searchWordStat.count })
      .from(searchWordStat)
      .where(and(eq(searchWordStat.organizationId, orgId), eq(searchWordStat.word, word)));
    return row?.n ?? 0;
  };
  /** The upsert is not awaited by the handler: wait until the count settles. */
  const settled = async (orgId: number, word: string, expected: number) => {
    for (let i = 0; i < 50 && (await countOf(orgId, word)) !== expected; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return countOf(orgId, word);
  };

  it('counts a first-page keyword search that found something, normalised', async () => {
    const seeded = await countOf(1, 'harry potter');
    expect(seeded).toBeGreaterThan(0);
    // Two searchers (hot words count searchers per day, not requests: hot-words.test.ts).
    const reader = await session(app, 'YTKJ', '20230001');
    await search({ keyword: 'Harry   POTTER' });
    await search({ keyword: ' harry potter ' }, reader.token);
    expect(await settled(1, 'harry potter', seeded + 2)).toBe(seeded + 2);
    await search({ keyword: '紅樓夢' });
    expect(await settled(1, '红楼梦', 122)).toBe(122);
  });

  it('does not count later pages, facet clicks, misses, advanced queries or suggestions', async () => {
    const before = await countOf(1, 'harry potter');
    const harry = await countOf(1, 'harry');
    await search({ keyword: 'harry potter', index: 2 });
    await search({ keyword: 'harry potter', filters: { language: ['eng'] } });
    await search({ keyword: 'harry potter', assetstatuses: [3] });
    await search({ query: 'harry potter' });
    await post(app, ApiPath.bookSuggestions, { keywords: 'harry potter' });
    await search({ keyword: 'qzxwvqzxwv' });
    // As a reader: this address searched harry earlier today, and counts once a day.
    await search({ keyword: 'harry' }, (await session(app, 'YTKJ', 'T0001')).token);
    expect(await settled(1, 'harry', harry + 1)).toBe(harry + 1);
    expect(await countOf(1, 'harry potter')).toBe(before);
    expect(await countOf(1, 'qzxwvqzxwv')).toBe(0);
  });

  it('keeps each organisation to its own counts and cuts long words to 64 characters', async () => {
    const [ytkj, demo2] = [await countOf(1, '三体'), await countOf(2, '三体')];
    await search({ keyword: '三体', organizationid: 2 });
    expect(await settled(2, '三体', demo2 + 1)).toBe(demo2 + 1);
    expect(await countOf(1, '三体')).toBe(ytkj);
    // 120 characters that find the Harry Potter books: counted under their first 64.
    const long = 'HARRY '.repeat(20);
    expect((await search({ keyword: long })).total).toBeGreaterThan(0);
    const word = 'harry '.repeat(11).slice(0, 64).trim();
    expect(await settled(1, word, 1)).toBe(1);
    const words = await post<SearchWordStat[]>(app, ApiPath.hotSearchWords, { pagesize: 50 });
    expect(words.body.data.every((stat) => [...stat.word].length <= 64)).toBe(true);
    const [rows] = await handle.db
      .select({ n: count() })
      .from(searchWordStat)
      .where(eq(searchWordStat.organizationId, 2));
    expect(rows?.n).toBe(11);
  });
});
