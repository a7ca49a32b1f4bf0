import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  type BookKind,
  type BookSummary,
  type SearchWordStat,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book } from '../src/db/schema';
import { hotWordOf } from '../src/search/hot-words';
import { post, send, session, openTestServer } from './helpers';

/** BookKind/List, SearchWordStatistics/List and Book/Query/Recommend (small catalogue). */
let handle: DatabaseHandle;
let app: FastifyInstance;

openTestServer((server) => ({ handle, app } = server));

const booksUnder = async (orgId: number, code: string) => {
  const [row] = await handle.db
    .select({ n: count() })
    .from(book)
    .where(and(eq(book.organizationId, orgId), like(book.categoryCode, `${code}%`)));
  return row?.n ?? 0;
};

const kinds = async (query: string, lang = 'zh', token?: string) => {
  const response = await send<BookKind[]>(app, {
    method: 'GET',
    url: `/api${ApiPath.bookKinds}${query}`,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return response.body;
};

const walk = (nodes: BookKind[], visit: (node: BookKind, parent?: BookKind) => void) => {
  const go = (node: BookKind, parent?: BookKind) => {
    visit(node, parent);
    for (const child of node.children) go(child, node);
  };
  for (const node of nodes) go(node);
};

describe('BookKind/List', () => {
  it('has the 22 basic classes of the CLC, named in the request language', async () => {
    const zh = await kinds('?orgid=1');
    expect(zh.code).toBe(0);
    expect(zh.data.map((kind) => kind.code).join('')).toBe('ABCDEFGHIJKNOPQRSTUVXZ');
    expect(zh.data.find((kind) => kind.code === 'I')?.name).toBe('文学');
    expect(zh.data.find((kind) => kind.code === 'K')?.name).toBe('历史、地理');
    const en = await kinds('?orgid=1', 'en');
    expect(en.data.find((kind) => kind.code === 'I')?.name).toBe('Literature');
  });

  it("counts the organisation's books under every class by code prefix", async () => {
    const tree = (await kinds('?orgid=1')).data;
    let checked = 0;
    const codes: string[] = [];
    walk(tree, (node, parent) => {
      codes.push(node.code);
      if (parent) {
        expect(node.code.startsWith(parent.code)).toBe(true);
        expect(node.count).toBeLessThanOrEqual(parent.count);
      }
    });
    for (const code of codes) {
      let node: BookKind | undefined;
      walk(tree, (candidate) => {
        if (candidate.code === code) node = candidate;
      });
      expect(node?.count, code).toBe(await booksUnder(1, code));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(60);
    const [all] = await handle.db
      .select({ n: count() })
      .from(book)
      .where(eq(book.organizationId, 1));
    expect(tree.reduce((sum, kind) => sum + kind.count, 0)).toBe(all?.n);
  });

  it("puts the catalogue's sub-classes under their classes", async () => {
    const tree = (await kinds('?orgid=1')).data;
    const paths: string[] = [];
    walk(tree, (node, parent) => paths.push(`${parent?.code ?? ''}>${node.code}:${node.name}`));
    expect(paths).toEqual(
      expect.arrayContaining(['I242>I242.4:章回小说', 'I>I1:世界文学', 'K204>K204.2:纪传体']),
    );
    const goodbooks = tree.find((kind) => kind.code === 'I')?.children.find((k) => k.code === 'I1');
    expect(goodbooks?.count).toBe(200);
  });

  it('counts the logged-in organisation, not the one named', async () => {
    const ytkj = (await kinds('?orgid=1')).data;
    const demo2 = (await kinds('?orgid=2')).data;
    const reader = await session(app, 'DEMO2', '20230001');
    const asReader = (await kinds('?orgid=1', 'zh', reader.token)).data;
    expect(asReader).toEqual(demo2);
    const i = (tree: BookKind[]) => tree.find((kind) => kind.code === 'I')?.count;
    expect(i(demo2)).toBe(await booksUnder(2, 'I'));
    expect(i(ytkj)).toBe(await booksUnder(1, 'I'));
  });

  it('answers an unknown organisation with 10002 and a bad id with 40001', async () => {
    expect((await kinds('?orgid=999')).code).toBe(10002);
    expect((await kinds('?orgid=abc')).code).toBe(40001);
    expect((await kinds('')).code).toBe(0);
  });
});

describe('SearchWordStatistics/List', () => {
  it('lists the hot words, most searched first', async () => {
    const { body } = await post<SearchWordStat[]>(app, ApiPath.hotSearchWords, {});
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({ word: '三体', count: 186 });
    const counts = body.data.map((stat) => stat.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const stat of body.data) expect(hotWordOf(stat.word)).toBe(stat.word);
  });

  it('finds something for every seeded hot word', async () => {
    for (const orgId of [1, 2]) {
      const words = await post<SearchWordStat[]>(app, ApiPath.hotSearchWords, {
        organizationid: orgId,
        pagesize: 50,
      });
      for (const { word } of words.body.data) {
        const found = await post<{ total: number }>(app, ApiPath.bookSearch, {
          keyword: word,
          organizationid: orgId,
        });
        expect(found.body.data.total, `${orgId} ${word}`).toBeGreaterThan(0);
      }
    }
  });

  it("keeps to the organisation's own words and honours pagesize", async () => {
    const demo2 = await post<SearchWordStat[]>(app, ApiPath.hotSearchWords, {
      organizationid: 2,
      pagesize: 3,
    });
    expect(demo2.body.data.map((stat) => stat.word)).toEqual(['西游记', '三国演义', '草房子']);
    const reader = await session(app, 'DEMO2', '20230001');
    const asReader = await post<SearchWordStat[]>(
      app,
      ApiPath.hotSearchWords,
      { organizationid: 1, pagesize: 3 },
      reader.token,
    );
    expect(asReader.body.data).toEqual(demo2.body.data);
    expect((await post(app, ApiPath.hotSearchWords, null)).body.code).toBe(0);
    expect((await post(app, ApiPath.hotSearchWords, { pagesize: 51 })).body.code).toBe(40001);
  });
});

describe('Book/Query/Recommend', () => {
  const recommend = async (body: unknown, token?: string) =>
    (await post<BookSummary[]>(app, ApiPath.bookRecommendations, body, token)).body;

  it('recommends well-rated books with a copy on the shelf, deterministically', async () => {
    const first = await recommend({ pagesize: 12 });
    expect(first.code).toBe(0);
    expect(first.data).toHaveLength(12);
    expect(await recommend({ pagesize: 12 })).toEqual(first);
    const weighted = (summary: BookSummary) =>
      (summary.raters * summary.rating * 100 + 1000 * 400) / (summary.raters + 1000);
    for (const [i, summary] of first.data.entries()) {
      expect(summary.available).toBeGreaterThan(0);
      expect(summary.assettype).toBe(1);
      const next = first.data[i + 1];
      if (next) expect(weighted(summary)).toBeGreaterThanOrEqual(weighted(next) - 1e-9);
    }
    // Better than the catalogue's average book.
    expect(weighted(first.data[11] as BookSummary)).toBeGreaterThan(430);
    expect((await recommend({})).data).toHaveLength(10);
    expect((await recommend(null)).data).toEqual(first.data.slice(0, 10));
  });

  it('keeps to the organisation', async () => {
    const reader = await session(app, 'DEMO2', '20230001');
    const asReader = await recommend({ organizationid: 1, pagesize: 20 }, reader.token);
    const demo2 = await recommend({ organizationid: 2, pagesize: 20 });
    expect(asReader.data).toEqual(demo2.data);
    for (const summary of demo2.data) {
      const [row] = await handle.db
        .select({ org: book.organizationId })
        .from(book)
        .where(eq(book.id, summary.bookid));
      expect(row?.org).toBe(2);
    }
    expect((await recommend({ organizationid: 999 })).code).toBe(10002);
  });
});
