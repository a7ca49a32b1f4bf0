import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type LibraryInfo,
  type NewsDetail,
  type NewsSummary,
  type NewsType,
  type Page,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { news } from '../src/db/schema';
import { SUMMARY_LENGTH } from '../src/queries/news';
import { findOrganizationById, toLibraryInfos } from '../src/queries/organizations';
import { HOSTILE_NEWS_BODY, HOSTILE_NEWS_TITLE, OrgIds, organizations } from '../src/seed/content';
import { htmlToText, stripTags, summarize, truncate } from '../src/text/html';
import { post, send, session, openTestServer } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;

openTestServer((server) => ({ handle, app } = server));

const [ytkj, demo2] = organizations;

interface ListBody {
  type: NewsType;
  index?: number;
  pageSize?: number;
  organizationid?: number;
}

async function list({ index = 1, pageSize = 10, ...rest }: ListBody, token?: string) {
  const response = await post<Page<NewsSummary>>(
    app,
    ApiPath.newsList,
    { index, pageSize, ...rest },
    token,
  );
  expect(response.body.code).toBe(0);
  return response.body.data;
}

/** POST …/OpacNews/Query?<query> with `body` ({} as the client sends it, or nothing). */
function detail(query: string, body: object | undefined = {}, lang: 'zh' | 'en' = 'zh') {
  return send<NewsDetail | null>(app, {
    method: 'POST',
    url: `/api${ApiPath.newsDetail}?${query}`,
    headers: { 'accept-language': lang },
    ...(body === undefined ? {} : { payload: body }),
  });
}

async function newsId(orgId: number, title: string) {
  const [row] = await handle.db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.organizationId, orgId), eq(news.title, title)));
  if (!row) throw new Error(`no news ${title}`);
  return row.id;
}

describe('plain text from HTML', () => {
  it('keeps the text of hostile markup and nothing that runs', () => {
    const text = htmlToText(HOSTILE_NEWS_BODY);
    expect(text.replace(/\s+/g, ' ').trim()).toBe('安全提示 链接外部链接');
    expect(text).not.toMatch(/alert|</);
  });

  it('decodes entities once, and leaves a lone "<" alone', () => {
    expect(htmlToText('<p>a &amp;lt; b &#x4e2d;&#25991;&nbsp;!</p>')).toBe('\na &lt; b 中文 !\n');
    expect(htmlToText('1 < 2, <b>bold</b> &unknown;')).toBe('1 < 2, bold &unknown;');
    expect(stripTags('<p>a</p><!-- hidden --><br/>b<i>c</i>')).toBe('\na\n\nbc');
  });

  it('strips a tag that never closes without backtracking for ever', () => {
    const started = Date.now();
    stripTags(`<a ${'b'.repeat(50_000)}`);
    stripTags(`<a${' b=c'.repeat(20_000)}`);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('summarises on one line, cut with an ellipsis, without splitting characters', () => {
    expect(summarize('<p>one</p>\n\n<p>two   three</p>', 120)).toBe('one two three');
    const long = summarize(`<p>${'字'.repeat(200)}</p>`, 120);
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('字…')).toBe(true);
    expect(truncate('😀😀😀', 2)).toBe('😀…');
    expect(truncate('abc', 3)).toBe('abc');
  });
});

describe('news list', () => {
  it('pages through YTKJ news, newest first, with a stable total', async () => {
    const pages = await Promise.all([1, 2, 3].map((index) => list({ type: 'news', index })));
    const items = pages.flatMap((page) => page.list);
    expect(pages.map((page) => page.total)).toEqual([26, 26, 26]);
    expect(pages.map((page) => page.list.length)).toEqual([10, 10, 6]);
    expect(pages[0]).toMatchObject({ index: 1, pagesize: 10 });
    expect(new Set(items.map((item) => item.id)).size).toBe(26);
    const dates = items.map((item) => item.publishedat);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list({ type: 'news', index: 4 })).list).toEqual([]);
    expect((await list({ type: 'news', pageSize: 50 })).list).toHaveLength(26);
  });

  it('filters by type', async () => {
    for (const type of ['notice', 'activity'] as const) {
      const page = await list({ type });
      expect(page.total).toBe(3);
      expect(page.list.every((item) => item.type === type)).toBe(true);
    }
  });

  it('summarises bodies as plain text of at most 120 characters', async () => {
    const { list: items } = await list({ type: 'news', pageSize: 50 });
    for (const item of items) {
      expect(item.summary).not.toMatch(/[<>]/);
      expect(Array.from(item.summary).length).toBeLessThanOrEqual(SUMMARY_LENGTH);
      expect(item.summary).toBe(item.summary.trim());
    }
    const hostile = items.find((item) => item.title === HOSTILE_NEWS_TITLE);
    expect(hostile?.summary).toBe('安全提示 链接外部链接');
    expect(items[0]).toMatchObject({
      title: `${ytkj?.name}举办“世界读书日”主题阅读周`,
      summary: expect.stringMatching(/^本周图书馆举办主题阅读周.*欢迎全校师生积极参与。$/),
      publishedat: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("keeps each organisation to its own items, the token's first", async () => {
    const other = await list({ type: 'news', organizationid: OrgIds.demo2 });
    expect(other.total).toBe(6);
    expect(other.list.map((item) => item.title)).toContain(`${demo2?.name}开通自助借还柜服务`);
    const ytkjIds = new Set((await list({ type: 'news', pageSize: 50 })).list.map((i) => i.id));
    expect(other.list.some((item) => ytkjIds.has(item.id))).toBe(false);
    const { token } = await session(app, 'DEMO2', '20230001');
    const scoped = await list({ type: 'news', organizationid: OrgIds.ytkj }, token);
    expect(scoped.total).toBe(6);
  });

  it('answers 10002 for an unknown organisation', async () => {
    const response = await post(app, ApiPath.newsList, {
      index: 1,
      pageSize: 10,
      type: 'news',
      organizationid: 99,
    });
    expect(response.body.code).toBe(ResultCode.unknownOrganization);
  });
});

describe('news detail', () => {
  it('returns the item with its body as stored, hostile markup included', async () => {
    const id = await newsId(OrgIds.ytkj, HOSTILE_NEWS_TITLE);
    const response = await detail(`id=${id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id,
      type: 'news',
      title: HOSTILE_NEWS_TITLE,
      summary: '安全提示 链接外部链接',
      bodyhtml: HOSTILE_NEWS_BODY,
    });
    // Not sanitised here: the widget must do it (it gets <script> and onerror as they are).
    expect(response.body.data?.bodyhtml).toContain('<script>alert(2)</script>');
    expect(response.body.data?.bodyhtml).toContain('onerror="alert(1)"');
  });

  it('accepts {}, null or no body, and names the organisation in body or query', async () => {
    const ytkjId = await newsId(OrgIds.ytkj, HOSTILE_NEWS_TITLE);
    expect((await detail(`id=${ytkjId}`, undefined)).body.data?.id).toBe(ytkjId);
    const withNull = await send(app, {
      method: 'POST',
      url: `/api${ApiPath.newsDetail}?id=${ytkjId}`,
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(withNull.body.code).toBe(0);
    const demo2Id = await newsId(OrgIds.demo2, HOSTILE_NEWS_TITLE);
    expect((await detail(`id=${demo2Id}`, { organizationid: 2 })).body.data?.id).toBe(demo2Id);
    expect((await detail(`id=${demo2Id}&orgid=2`)).body.data?.id).toBe(demo2Id);
  });

  it("answers 404 / 40401 for another organisation's item or an unknown id", async () => {
    const demo2Id = await newsId(OrgIds.demo2, HOSTILE_NEWS_TITLE);
    const { token } = await session(app, 'YTKJ', '20230001');
    const cases = [
      detail(`id=${demo2Id}`),
      detail(`id=${demo2Id}`, { organizationid: 1 }),
      send(app, {
        method: 'POST',
        url: `/api${ApiPath.newsDetail}?id=${demo2Id}&orgid=2`,
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      }),
      detail('id=2000000000'),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: ResultCode.notFound, msg: '内容不存在', data: null });
    }
    expect((await detail('id=2000000000', {}, 'en')).body.msg).toBe('Not found');
  });
});

describe('library information', () => {
  const infos = async (body: object, lang: 'zh' | 'en' = 'zh') =>
    (
      await send<LibraryInfo[]>(app, {
        method: 'POST',
        url: `/api${ApiPath.libraryInfos}`,
        headers: { 'accept-language': lang },
        payload: body,
      })
    ).body.data;

  it("lists the organisation's pages in order, titled in the caller's language", async () => {
    const zh = await infos({});
    expect(zh.map((info) => [info.key, info.title])).toEqual([
      ['introduction', '图书馆简介'],
      ['readernotice', '读者须知'],
      ['openinghours', '开放时间'],
      ['address', '地址'],
      ['servicephone', '客服电话'],
    ]);
    expect(zh.map((info) => info.content)).toEqual([
      ytkj?.introduction,
      ytkj?.readerNotice,
      ytkj?.openingHours,
      ytkj?.address,
      ytkj?.servicePhone,
    ]);
    const en = await infos({}, 'en');
    expect(en.map((info) => info.title)).toEqual([
      'Library introduction',
      'Reader notice',
      'Opening hours',
      'Address',
      'Customer service phone',
    ]);
  });

  it("serves each organisation's own content", async () => {
    const other = await infos({ organizationid: OrgIds.demo2 });
    expect(other.find((info) => info.key === 'openinghours')?.content).toBe(demo2?.openingHours);
    expect(other.find((info) => info.key === 'address')?.content).toBe(demo2?.address);
    const unknown = await post(app, ApiPath.libraryInfos, { organizationid: 99 });
    expect(unknown.body.code).toBe(ResultCode.unknownOrganization);
  });

  it('leaves out empty pages', async () => {
    const row = await findOrganizationById(handle.db, OrgIds.demo2);
    if (!row) throw new Error('no DEMO2');
    const partial = toLibraryInfos({ ...row, address: '  ', servicePhone: null }, 'en');
    expect(partial.map((info) => info.key)).toEqual([
      'introduction',
      'readernotice',
      'openinghours',
    ]);
  });
});

describe('malformed input', () => {
  it('answers 400 / 40001 naming the field, never a 500', async () => {
    const listCases: [unknown, string][] = [
      [{ index: 1, pageSize: 10, type: 'blog' }, 'type'],
      [{ index: 1, pageSize: 10 }, 'type'],
      [{ index: 1, pageSize: 0, type: 'news' }, 'pageSize'],
      [{ index: 1, pageSize: 1000, type: 'news' }, 'pageSize'],
      [{ index: 0, pageSize: 10, type: 'news' }, 'index'],
      [{ index: '1', pageSize: 10, type: 'news' }, 'index'],
      [{ index: 1, pageSize: 10, type: 'news', organizationid: 'x' }, 'organizationid'],
    ];
    for (const [body, field] of listCases) {
      const response = await post(app, ApiPath.newsList, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({
        code: ResultCode.invalidInput,
        msg: `请求参数无效：${field}`,
        data: null,
      });
    }
    for (const query of [
      'id=abc',
      'id=1x',
      'id=',
      '',
      'id=0',
      'id=-3',
      'id=99999999999',
      'id[]=1',
    ]) {
      const response = await detail(query);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe(ResultCode.invalidInput);
    }
    expect((await detail('id=1', { organizationid: 'x' })).status).toBe(400);
    expect((await post(app, ApiPath.libraryInfos, { organizationid: -1 })).status).toBe(400);
  });
});
