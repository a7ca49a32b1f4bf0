import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPortalRoutes } from '../../scripts/prerender';
import { evaluationOrder, pageHtml } from '../src/http/portal-page';
import type { PrerenderedPage } from '../../src/host-app/prerender';
import { MAX_WAITING_RENDERS, PORTAL_RENDERER } from '../src/http/portal-render';
import { PORTAL_SSR_DIR, PRERENDERED_DIR, registerStatic } from '../src/http/static';

/** What `vite build` writes for the portal (src/host-app/main.tsx as the entry). */
const SHELL = [
  '<!doctype html>',
  '<html lang="zh-CN">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>图书馆门户</title>',
  '    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/vendor-DeF456.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

describe('the build-time render of /home (in Node, no DOM)', () => {
  let page: PrerenderedPage;
  let pages: Map<string, PrerenderedPage>;

  beforeAll(async () => {
    expect(typeof globalThis.window).toBe('undefined');
    pages = await renderPortalRoutes();
    page = pages.get('/home')!;
  });

  it('renders the public pages a stranger may land on, each with its own title', () => {
    const titles = {
      '/home': '首页',
      '/virtualShelf': '虚拟书架',
      '/notes': '馆藏概览',
      '/digitalSource': '数字资源',
      '/ebooks': '电子书',
      '/ebookSource': '电子期刊',
      '/ebookCategory': '电子书分类',
      '/about': '图书馆简介',
      '/readerNotice': '读者须知',
      '/ebookReader': '在线阅读',
      '/product': '产品介绍',
      '/case': '应用案例',
      '/studentHome': '同学们的图书馆',
      '/fmap': '馆内导航',
      '/case-detail': '案例详情',
      '/queryMachineShelfDetail': '图书位置',
      '/storyTelling': '故事会',
      '/album': '活动相册',
    };
    expect(Object.fromEntries([...pages].map(([route, { title }]) => [route, title]))).toEqual(
      Object.fromEntries(
        Object.entries(titles).map(([route, title]) => [route, `图书馆门户 - ${title}`]),
      ),
    );
    for (const [route, rendered] of pages) {
      expect(rendered.html, route).toMatch(/<nav aria-label="主导航"[^>]*>.*<\/nav>/);
    }
  });

  it('holds the header and the home page shell in Chinese, logged out', () => {
    expect(page.title).toBe('图书馆门户 - 首页');
    expect(page.html).toContain('<h1 id="home-title">探索馆藏，发现好书</h1>');
    expect(page.html).toMatch(/<nav aria-label="主导航"[^>]*>.*<\/nav>/);
    // The home tab marked current, whatever order its attributes come in.
    expect(page.html).toMatch(
      /<a (?=[^>]*aria-current="page")(?=[^>]*class="active")[^>]*href="\/home"[^>]*>首页<\/a>/,
    );
    expect(page.html).toMatch(/<button type="button"[^>]*>登录<\/button>/);
    expect(page.html).toContain('placeholder="按书名、作者、ISBN、出版社检索"');
    expect(page.html).toContain('检索馆藏、预借图书、阅读电子书，一站完成。');
    // The default footer links, since configured ones come from the API.
    expect(page.html).toContain('href="https://book.douban.com"');
  });

  it('renders what comes from the API in its loading state, as the first client render does', () => {
    // The hot words, the recommended books, the home menu and the three news lists wait for
    // the organisation, whose name is not known yet.
    expect(
      page.html.match(/role="status" aria-live="polite"[^>]*>.{0,200}?加载中\.\.\./g),
    ).toHaveLength(6);
    expect(page.html).toContain('>欢迎来到</p>');
    expect(page.html).not.toContain('<img');
    expect(page.html).not.toContain('你好');
  });

  it('brings the CSS of every styled element it contains, on every page', () => {
    for (const [route, rendered] of pages) {
      expect(rendered.styleTags, route).toMatch(/^<style data-styled="true"/);
      const styledClasses = [
        ...rendered.html.matchAll(/class="((?:sc-[\w-]+ )+)([\w ]+)"/g),
      ].flatMap((match) => match[2]!.split(' '));
      expect(styledClasses.length, route).toBeGreaterThan(10);
      for (const name of new Set(styledClasses)) {
        expect(rendered.styleTags, `${route} ${name}`).toContain(`.${name}{`);
      }
    }
  });

  it('goes into the built index.html: markup, marker, CSS, title, chunks after the paint', () => {
    const chunks = ['/assets/vendor-DeF456.js', '/assets/index-AbC123.js'];
    const html = pageHtml(SHELL, '/home', page, chunks);
    expect(html).toContain(`<div id="root" data-prerendered="/home">${page.html}</div>`);
    expect(html).toContain(`${page.headTags}${page.styleTags}</head>`);
    expect(html).toContain('<title>图书馆门户 - 首页</title>');
    expect(html).not.toContain('<title>图书馆门户</title>');
    // The entry is still fetched at once, but its chunks run after the first frame, in order.
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-AbC123.js">',
    );
    expect(html).toContain(`const chunks = ${JSON.stringify(chunks)};`);
    expect(html).toContain('requestAnimationFrame(() => setTimeout(load))');
    // After the page's load (its first covers), or 3 s at most.
    expect(html).toContain("addEventListener('load', start); setTimeout(start, 3000);");
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/vendor-DeF456.js">',
    );
  });

  it("starts /home's first calls from the head, before its JavaScript", async () => {
    const { HOME_FIRST_CALLS } = await import('../../src/host-app/pages/public/HomePage');
    // The minified script, run as a browser would run it on a first visit.
    const asked: { url: string; body: unknown }[] = [];
    const fetch = (url: string, init: { body: string | null }) => {
      asked.push({ url, body: init.body === null ? null : JSON.parse(init.body) });
      const data = url.includes('ByOrgCode') ? { id: 1 } : [];
      return Promise.resolve(new Response(JSON.stringify({ code: 0, msg: '', data })));
    };
    const window: Record<string, unknown> = {};
    const source = page.earlyRequests.match(/^<script>(.*)<\/script>$/s)?.[1];
    runInNewContext(source!, {
      window,
      fetch,
      localStorage: { getItem: () => null },
      location: { search: '' },
      URLSearchParams,
      AbortSignal,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([
      { url: '/api/IdentityApi/Organization/Query/ByOrgCode?orgcode=YTKJ', body: null },
      ...HOME_FIRST_CALLS.map((call) => ({
        url: `/api${call.path}`,
        body: { ...call.body, organizationid: 1 },
      })),
    ]);
    // One answer kept for the app per call (a Map of the script's own realm).
    expect((window.__libportalEarlyResponses as Map<string, unknown>).size).toBe(asked.length);

    const html = pageHtml(SHELL, '/home', page, ['/assets/index-AbC123.js']);
    // Right after the charset, which has to stay in the page's first bytes.
    expect(html).toContain(`<meta charset="UTF-8" />${page.earlyRequests}\n`);
  });

  it('refuses a shell it cannot fill, or chunks without the entry last', () => {
    const chunks = ['/assets/index-AbC123.js'];
    expect(() =>
      pageHtml(SHELL.replace('<div id="root"></div>', ''), '/home', page, chunks),
    ).toThrow(/root/);
    expect(() => pageHtml(SHELL, '/home', page, ['/assets/vendor-DeF456.js'])).toThrow(/entry/);
  });
});

describe('the evaluation order of built chunks', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'libportal-chunks-'));
    await mkdir(join(dir, 'assets'));
    const chunk = (name: string, code: string) => writeFile(join(dir, 'assets', name), code);
    // Minified as Rolldown writes them; dynamic imports are not evaluated with the entry.
    await chunk(
      'index-1.js',
      'const __vite__mapDeps=(i)=>["assets/lazy-9.js"];import{a as e}from"./runtime-2.js";import"./styles-3.js";import * as r from "./vendor-4.js";const l=()=>import(`./lazy-9.js`);',
    );
    await chunk('runtime-2.js', 'import{v}from"./vendor-4.js";export const a=v;');
    await chunk('styles-3.js', 'import{a}from"./runtime-2.js";import{v}from"./vendor-4.js";');
    await chunk('vendor-4.js', 'export const v=1;');
    await chunk('lazy-9.js', 'import{v}from"./vendor-4.js";');
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('puts every chunk after its static imports, in the order they are written', () => {
    expect(evaluationOrder(dir, '/assets/index-1.js')).toEqual([
      '/assets/vendor-4.js',
      '/assets/runtime-2.js',
      '/assets/styles-3.js',
      '/assets/index-1.js',
    ]);
  });
});

describe('serving the prerendered pages, compressed', () => {
  let distDir: string;
  let app: FastifyInstance;
  const html = { accept: 'text/html,application/xhtml+xml' };
  // Large enough to be compressed (above 1 KB), and compressible.
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'libportal-prerender-dist-'));
    const portal = join(distDir, 'portal');
    await mkdir(join(portal, 'assets'), { recursive: true });
    await mkdir(join(portal, PRERENDERED_DIR), { recursive: true });
    await writeFile(join(portal, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(
      join(portal, PRERENDERED_DIR, 'home.html'),
      `<!doctype html><title>home</title><h1>探索馆藏，发现好书</h1>${'<p>x</p>'.repeat(300)}`,
    );
    await writeFile(
      join(portal, PRERENDERED_DIR, 'ebookReader.html'),
      '<!doctype html><div id="root" data-prerendered="/ebookReader" data-any-query><p>reader</p></div>',
    );
    await writeFile(join(portal, 'assets', 'index-AbC123.js'), script);
    app = Fastify({ logger: false });
    await registerStatic(app, { distDir, examplesDir: join(distDir, 'missing-examples') });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    if (distDir) await rm(distDir, { recursive: true, force: true });
  });

  it('answers /home with its prerendered page, other routes with the SPA shell', async () => {
    for (const url of ['/home', '/home/', '/home?orgcode=DEMO2']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<h1>探索馆藏，发现好书</h1>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    // A query that chooses what the page shows (not only the organisation): the app renders it.
    for (const url of ['/', '/book-list?keyword=a', '/homework', '/home?shelf=2']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>shell</title>');
    }
  });

  it('answers every query of a route built for any query with its one page', async () => {
    for (const url of ['/ebookReader', '/ebookReader?bookid=3', '/ebookReader?bookid=x&y=1']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.body, url).toContain('<p>reader</p>');
    }
  });

  it('compresses with brotli or gzip, whichever the browser accepts, and keeps the caching', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({
      method: 'GET',
      url: '/home',
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>探索馆藏，发现好书</h1>');

    const plain = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('rendering /home for a visit (server/src/http/portal-render.ts)', () => {
  let distDir: string;
  let app: FastifyInstance;
  const html = { accept: 'text/html' };
  const renders = () => (globalThis as { portalRenders?: string[] }).portalRenders ?? [];
  /** Holds the organisation's answer for the FLOOD codes: renders pile up behind it. */
  let floodGate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'libportal-render-dist-'));
    const portal = join(distDir, 'portal');
    await mkdir(join(portal, 'assets'), { recursive: true });
    await mkdir(join(portal, PRERENDERED_DIR), { recursive: true });
    await mkdir(join(distDir, PORTAL_SSR_DIR), { recursive: true });
    await writeFile(
      join(portal, 'index.html'),
      SHELL.replace('<title>', '<meta charset="UTF-8" /><title>'),
    );
    await writeFile(join(portal, 'assets', 'index-AbC123.js'), 'export {};\n');
    await writeFile(join(portal, PRERENDERED_DIR, 'home.html'), '<p>the build-time page</p>');
    // A renderer standing in for src/host-app/prerender.tsx: it asks the API through the
    // fetch it is given, and renders what it was answered.
    await writeFile(
      join(distDir, PORTAL_SSR_DIR, PORTAL_RENDERER),
      `export const PRERENDERED_ROUTES = ['/home'];
export async function prerenderRoute(path, visit) {
  (globalThis.portalRenders ??= []).push(visit.orgCode);
  const answer = await (await visit.fetch('/api/test/organization?orgcode=' + visit.orgCode)).json();
  const page = { html: '<p>loading</p>', headTags: '', styleTags: '', title: 'Home', earlyRequests: '' };
  if (answer.code !== 0) return page;
  return {
    ...page,
    html: '<p>for ' + answer.data.name + '</p>',
    headTags: '<link rel="preload" as="image" href="/cover.jpg"/>',
    visit: { orgCode: answer.data.code, queryState: { note: '</script><script>alert(1)</script>' } },
  };
}
`,
    );
    app = Fastify({ logger: false });
    app.get('/api/test/organization', async (request) => {
      const { orgcode } = request.query as { orgcode: string };
      const code = orgcode || 'YTKJ';
      if (code.startsWith('FLOOD')) await floodGate;
      return code === 'NOPE'
        ? { code: 40401, msg: 'unknown', data: null }
        : { code: 0, msg: '', data: { code, name: `library ${code}` } };
    });
    await registerStatic(app, { distDir, examplesDir: join(distDir, 'missing-examples') });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    if (distDir) await rm(distDir, { recursive: true, force: true });
  });

  it("sends the page rendered with the organisation's answers, and the answers for the app", async () => {
    const response = await app.inject({ method: 'GET', url: '/home', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<div id="root" data-prerendered="/home" data-org="YTKJ"><p>for library YTKJ</p></div>',
    );
    // The answers are JSON that no text in them can end early.
    expect(response.body).toContain(
      '<script type="application/json" id="lp-query-state">{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('<link rel="preload" as="image" href="/cover.jpg"/></head>');
  });

  it('renders an organisation once a minute, each organisation of ?orgcode= apart', async () => {
    const before = renders().length;
    await app.inject({ method: 'GET', url: '/home', headers: html });
    // A code main.tsx would not accept is the default organisation's visit.
    await app.inject({ method: 'GET', url: '/home?orgcode=no-such-code', headers: html });
    expect(renders().length).toBe(before);
    const demo2 = await app.inject({ method: 'GET', url: '/home?orgcode=demo2', headers: html });
    expect(demo2.body).toContain('data-org="DEMO2"><p>for library DEMO2</p>');
    await app.inject({ method: 'GET', url: '/home?orgcode=DEMO2', headers: html });
    expect(renders().slice(before)).toEqual(['DEMO2']);
  });

  it('sends the build-time page past a queue of renders, as many distinct visits at once ask', async () => {
    const before = renders().length;
    let open = () => {};
    floodGate = new Promise<void>((resolve) => (open = resolve));
    const codes = Array.from({ length: 40 }, (_, i) => `FLOOD${i}`);
    let answered = 0;
    const visits = codes.map((code) =>
      app
        .inject({ method: 'GET', url: `/home?orgcode=${code}`, headers: html })
        .finally(() => (answered += 1)),
    );
    // The first render waits on its answer; the visits past the queue's bound do not wait.
    await expect.poll(() => answered).toBe(codes.length - MAX_WAITING_RENDERS);
    open();
    const responses = await Promise.all(visits);
    expect(responses.map((r) => r.statusCode)).toEqual(codes.map(() => 200));
    const rendered = responses.filter((r) => r.body.includes('<p>for library FLOOD'));
    const buildTime = responses.filter((r) => r.body === '<p>the build-time page</p>');
    expect(rendered).toHaveLength(MAX_WAITING_RENDERS);
    expect(buildTime).toHaveLength(codes.length - MAX_WAITING_RENDERS);
    expect(renders().length - before).toBe(MAX_WAITING_RENDERS);
  });

  it('sends the build-time page for an organisation it cannot render', async () => {
    const response = await app.inject({ method: 'GET', url: '/home?orgcode=nope', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<p>the build-time page</p>');
  });
});
