import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type FooterLink,
  type HomeMenuConfig,
  type HomeMenuEntry,
  type OrganizationRefined,
  type Page,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { errorHandler } from '../src/http/errors';
import { seedDemoData } from '../src/seed/index';
import { FileIds } from '../src/seed/files';
import {
  LATEST_MIGRATION,
  MIGRATIONS,
  SMALL_CATALOGUE,
  get,
  openTestDatabase,
  post,
  session,
  tableCounts,
  testApp,
} from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  distDir = await mkdtemp(join(tmpdir(), 'libportal-dist-'));
  await mkdir(join(distDir, 'portal', 'assets'), { recursive: true });
  await mkdir(join(distDir, 'embed', 'chunks'), { recursive: true });
  await writeFile(join(distDir, 'portal', 'index.html'), '<!doctype html><title>portal</title>');
  await writeFile(join(distDir, 'portal', 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  await writeFile(join(distDir, 'embed', 'libportal.js'), 'export {}');
  await writeFile(join(distDir, 'embed', 'libportal.0123456789abcdef.js'), 'export {}');
  await writeFile(join(distDir, 'embed', 'chunks', 'core-9f8e7d.js'), 'export {}');
  app = await testApp(handle, { distDir, examplesDir: join(distDir, 'missing-examples') });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

const LOGIN_BODY = { orgcode: 'YTKJ', readercode: '20230001', password: 'aGVsbG8=' };

function postRaw(payload: string | Buffer, contentType = 'application/json') {
  return app.inject({
    method: 'POST',
    url: `/api${ApiPath.login}`,
    headers: { 'content-type': contentType },
    payload,
  });
}

describe('bad input', () => {
  it('answers malformed JSON with 400 / 40001', async () => {
    for (const payload of ['{"orgcode":', '{orgcode: 1}', '']) {
      const response = await postRaw(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ResultCode.invalidInput, data: null });
    }
  });

  it('names the offending field in plain words', async () => {
    const cases: [unknown, string][] = [
      [{ ...LOGIN_BODY, readercode: 12345 }, 'readercode'],
      [{ ...LOGIN_BODY, readercode: 'x; DROP TABLE reader;--' }, 'readercode'],
      [{ orgcode: 'YTKJ', password: 'aGVsbG8=' }, 'readercode'],
      [{ ...LOGIN_BODY, password: ['a'] }, 'password'],
      [{ ...LOGIN_BODY, orgcode: 'Y'.repeat(10_000) }, 'orgcode'],
    ];
    for (const [body, field] of cases) {
      const response = await post(app, ApiPath.login, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: ResultCode.invalidInput,
        msg: `请求参数无效：${field}`,
        data: null,
      });
    }
  });

  it('translates validation messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${ApiPath.bookSearch}`,
      headers: { 'accept-language': 'en' },
      payload: { keyword: 'x', pagesize: 1000 },
    });
    expect(response.json()).toEqual({
      code: ResultCode.invalidInput,
      msg: 'Invalid request: pagesize',
      data: null,
    });
  });

  it('refuses bodies over 64 KiB with 413 / 41301', async () => {
    const response = await postRaw(JSON.stringify({ ...LOGIN_BODY, padding: 'x'.repeat(100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: ResultCode.payloadTooLarge });
  });

  it('never answers hostile input with a 500', async () => {
    const hostile: [string, unknown][] = [
      [ApiPath.bookSuggestions, { keywords: "' OR 1=1 --" }],
      [ApiPath.bookSuggestions, { keywords: 'a\u0000b' }],
      [ApiPath.bookSuggestions, { keywords: 'x'.repeat(10_000) }],
      [ApiPath.bookSuggestions, { keywords: 42 }],
      [ApiPath.bookSuggestions, ['keywords']],
      [ApiPath.bookSuggestions, null],
      [ApiPath.bookSearch, { keyword: '%_\\', index: 99_999, pagesize: 100 }],
      [ApiPath.bookSearch, { keyword: 'x', index: -1 }],
      [ApiPath.bookSearch, { keyword: 'x', index: 1.5 }],
      [ApiPath.bookSearch, { keyword: 'x', index: '2' }],
      [ApiPath.bookAssets, { bookid: 99_999_999_999 }],
      [ApiPath.bookAssets, { bookid: 1, assetstatuses: ['3'] }],
      [ApiPath.bookAssets, { bookid: 1, assetstatuses: Array(1000).fill(3) }],
      [ApiPath.footerLinks, { index: 1, pageSize: 1e9 }],
      [ApiPath.refreshToken, { refreshtoken: "'; DELETE FROM refresh_token; --" }],
      [ApiPath.login, { ...LOGIN_BODY, orgcode: 'YT\u0000KJ' }],
      [ApiPath.login, { ...LOGIN_BODY, password: '!!!not base64!!!' }],
    ];
    for (const [path, body] of hostile) {
      const response = await post(app, path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(typeof response.body.code).toBe('number');
    }
    for (const query of ['?orgcode=%00', '?orgcode=' + 'A'.repeat(5000), '?orgcode[]=x', '']) {
      const response = await get(app, `${ApiPath.orgByCode}${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ResultCode.invalidInput);
    }
    const file = await get(app, `${ApiPath.fileDownload}?fileid=' OR 1=1`);
    expect(file.status).toBe(404);
  });

  it('rejects a prototype-poisoning body', async () => {
    const response = await postRaw('{"__proto__":{"admin":true},"orgcode":"YTKJ"}');
    expect(response.statusCode).toBe(400);
  });

  it('answers an unsupported content type with 40001', async () => {
    const response = await postRaw('<xml/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: ResultCode.invalidInput });
  });
});

describe('routing', () => {
  it('answers unknown /api routes with 404 / 40401', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/NoSuchApi/Thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: ResultCode.notFound, msg: '接口不存在', data: null });
    }
  });

  it('answers a path that does not decode with 400 / 40001 in an envelope', async () => {
    for (const url of ['/embed/%', '/embed/%E0%A4%A', '/embed/a%zz']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        code: ResultCode.invalidInput,
        msg: '请求地址无效',
        data: null,
      });
    }
  });

  it('serves /api/pkapi/<path> as /api/<path>', async () => {
    const response = await get(app, `/pkapi${ApiPath.orgByCode}?orgcode=YTKJ`);
    expect(response.body).toMatchObject({ code: 0, data: { id: 1, orgcode: 'YTKJ' } });
  });

  it('reports the database, Redis and the migration level in /api/health', async () => {
    expect((await get(app, ApiPath.health)).body).toEqual({
      code: 0,
      msg: '成功',
      data: {
        db: 'pglite',
        database: 'up',
        redis: 'none',
        migrations: { applied: MIGRATIONS, expected: MIGRATIONS, latest: LATEST_MIGRATION },
      },
    });
  });

  it('marks API answers as not cacheable', async () => {
    expect((await get(app, ApiPath.health)).headers['cache-control']).toBe('no-store');
  });
});

describe('organisation', () => {
  it('finds organisations by code, and 10002 for unknown codes', async () => {
    expect((await get(app, `${ApiPath.orgByCode}?orgcode=DEMO2`)).body.data).toEqual({
      id: 2,
      name: '示范第二中学图书馆',
      orgcode: 'DEMO2',
      timezone: 'Asia/Shanghai',
    });
    const unknown = await get(app, `${ApiPath.orgByCode}?orgcode=NOPE`);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ code: 10002, msg: '机构不存在', data: null });
  });

  it('describes an organisation by id, defaulting to 1', async () => {
    const brief = await get(app, ApiPath.orgBrief);
    expect(brief.body.data).toMatchObject({
      id: 1,
      orgcode: 'YTKJ',
      registrationno: '京ICP备00000000号',
    });
    const noAuth = await get(app, `${ApiPath.orgBriefNoAuth}?organizationid=2`);
    expect(noAuth.body.data).toMatchObject({ id: 2, registrationno: '沪ICP备00000001号' });
    const refined = await get<OrganizationRefined>(app, `${ApiPath.orgRefined}?orgid=1`);
    expect(refined.body.data.readernotice).toContain('逾期');
    expect((await get(app, `${ApiPath.orgBrief}?orgid=99`)).body.code).toBe(10002);
  });

  it('uses the token organisation whatever the query says', async () => {
    const demo2 = await session(app, 'DEMO2', '20230001');
    const brief = await get(app, `${ApiPath.orgBrief}?orgid=1`, demo2.token);
    expect(brief.body.data).toMatchObject({ id: 2 });
  });

  it('serves logo, banner, AI flag and home menus', async () => {
    expect((await get(app, `${ApiPath.orgLogo}?orgcode=YTKJ`)).body.data).toEqual({
      fileid: FileIds.ytkjLogo,
    });
    expect((await get(app, `${ApiPath.orgLogo}?orgcode=DEMO2`)).body.data).toEqual({
      fileid: FileIds.demo2Logo,
    });
    expect((await get(app, `${ApiPath.orgBanner}?orgcode=DEMO2`)).body.data).toEqual({
      imagefileid: null,
    });
    expect((await get(app, `${ApiPath.orgConfig}?orgid=1`)).body.data).toEqual({
      enableailibrarian: true,
    });
    expect((await get(app, `${ApiPath.orgConfig}?orgid=2`)).body.data).toEqual({
      enableailibrarian: false,
    });
    const menus = await get<HomeMenuConfig>(app, `${ApiPath.homeMenus}?orgid=1`);
    const content = JSON.parse(menus.body.data.content) as { menus: HomeMenuEntry[] };
    expect(content.menus.map((menu) => menu.title)).toEqual([
      '图书馆简介',
      '读者须知',
      '新闻',
      '公告',
      '活动',
      '数字资源',
      '预约续借',
      '客服咨询',
      'RSS订阅',
    ]);
  });

  it('lists footer links per organisation, hidden ones included, in order', async () => {
    const ytkj = await post<Page<FooterLink>>(app, ApiPath.footerLinks, {
      index: 1,
      pageSize: 20,
      organizationid: 1,
    });
    expect(ytkj.body.data.total).toBe(4);
    expect(ytkj.body.data.list.map((link) => [link.title, link.isshow])).toEqual([
      ['当当网', true],
      ['京东图书', true],
      ['豆瓣读书', true],
      ['孔夫子旧书网', false],
    ]);
    expect(ytkj.body.data.list[0]?.content).toBe('https://www.dangdang.com');
    const demo2 = await post<Page<FooterLink>>(app, ApiPath.footerLinks, {
      index: 1,
      pageSize: 2,
      organizationid: 2,
    });
    expect(demo2.body.data).toMatchObject({ total: 4, index: 1, pagesize: 2 });
    expect(demo2.body.data.list).toHaveLength(2);
    expect(demo2.body.data.list[0]?.title).toBe('国家图书馆');
  });
});

describe('files', () => {
  it('downloads the seeded logo with its type and cache headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api${ApiPath.fileDownload}?fileid=${FileIds.ytkjLogo}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.body).toContain('<svg');
    expect(response.body).toContain('#5ea99a');
  });

  it('answers an unknown file with a 404 envelope', async () => {
    const response = await get(
      app,
      `${ApiPath.fileDownload}?fileid=00000000-0000-0000-0000-000000000000`,
    );
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: ResultCode.notFound, msg: '文件不存在' });
  });
});

describe('static files', () => {
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves the portal with SPA fallback and no-cache on index.html', async () => {
    for (const url of ['/', '/student-home', '/book-detail?bookid=1']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>portal</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed files and the versioned loader for a year, the loader alias briefly', async () => {
    for (const url of [
      '/assets/app-1a2b3c.js',
      '/embed/chunks/core-9f8e7d.js',
      '/embed/libportal.0123456789abcdef.js',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const loader = await app.inject({ method: 'GET', url: '/embed/libportal.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers missing non-API files with a plain 404, never an envelope', async () => {
    for (const url of ['/embed/missing.js', '/examples/missing.html', '/missing.png']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/plain');
    }
  });
});

describe('seed', () => {
  it('is idempotent: a second run loads nothing', async () => {
    const before = await tableCounts(handle);
    expect(before).toMatchObject({ organization: 2, seed_marker: 1 });
    expect(before.book).toBeGreaterThan(0);
    const again = await seedDemoData(handle, SMALL_CATALOGUE);
    expect(again.seeded).toBe(false);
    expect(await tableCounts(handle)).toEqual(before);
  });
});

describe('unexpected errors', () => {
  it('answers 500 / 50001 with a generic message and no details', async () => {
    const bare = Fastify({ logger: false });
    bare.setErrorHandler(errorHandler);
    bare.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await bare.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: ResultCode.internalError,
      msg: '服务器内部错误，请稍后再试',
      data: null,
    });
    expect(response.body).not.toContain('secret');
    await bare.close();
  });
});
