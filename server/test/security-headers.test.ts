import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { inlineScriptHashes, pageHtml, type RenderedPage } from '../src/http/portal-page';
import { FileIds } from '../src/seed/files';
import { openTestDatabase, testApp } from './helpers';

const SHELL = [
  '<!doctype html>',
  '<html lang="zh-CN">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>图书馆门户</title>',
  '    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');
const CHUNKS = ['/assets/index-AbC123.js'];
const EARLY_SCRIPT = 'window.early = "asked";';
/** Markup carrying a script, as a title that slipped past escaping would. */
const SMUGGLED = 'alert(document.domain)';
const PAGE: RenderedPage = {
  html: `<h1>首页</h1><p>A book title<script>${SMUGGLED}</script></p>`,
  headTags: '',
  styleTags: '<style data-styled="true">.a{color:red}</style>',
  title: '首页',
  earlyRequests: `<script>${EARLY_SCRIPT}</script>`,
};
const SCHOOL = 'https://www.school.example.edu.cn';

let handle: DatabaseHandle;
let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  distDir = await mkdtemp(join(tmpdir(), 'libportal-headers-'));
  const portal = join(distDir, 'portal');
  await mkdir(join(portal, 'assets'), { recursive: true });
  await mkdir(join(portal, 'prerendered'), { recursive: true });
  await mkdir(join(distDir, 'embed', 'themes'), { recursive: true });
  await mkdir(join(distDir, 'plain-examples'), { recursive: true });
  await writeFile(join(portal, 'index.html'), SHELL);
  await writeFile(join(portal, 'assets', 'index-AbC123.js'), 'export {};\n');
  await writeFile(join(portal, 'prerendered', 'home.html'), pageHtml(SHELL, '/home', PAGE, CHUNKS));
  await writeFile(join(distDir, 'embed', 'libportal.js'), 'export {};\n');
  await writeFile(join(distDir, 'embed', 'themes', 'dark.css'), ':root{}\n');
  await writeFile(
    join(distDir, 'plain-examples', 'site.html'),
    '<!doctype html><title>site</title>',
  );
  app = await testApp(handle, {
    distDir,
    examplesDir: join(distDir, 'plain-examples'),
    allowedOrigins: [SCHOOL],
  });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html' };
const fetchPage = (url: string) => app.inject({ method: 'GET', url, headers: html });

/** The policy's directives by name. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
}

describe('API answers', () => {
  it('may not run anything or be framed, and stay same-origin for no-cors loads', async () => {
    for (const url of [
      `/api${ApiPath.health}`,
      '/api/NoSuch/Route',
      `/api/pkapi${ApiPath.health}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expectCommonHeaders(response);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('lets school pages show the file route’s images (covers, logos)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api${ApiPath.fileDownload}?fileid=${FileIds.ytkjLogo}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('the embed files', () => {
  it('load on any site (CORP cross-origin), typed strictly', async () => {
    for (const url of ['/embed/libportal.js', '/embed/themes/dark.css']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectCommonHeaders(response);
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
  });
});

describe("the portal's pages", () => {
  it('allow only their own scripts, no inline ones, for the SPA shell', async () => {
    for (const url of ['/', '/login', '/book-detail?bookid=1']) {
      const response = await fetchPage(url);
      expect(response.statusCode, url).toBe(200);
      expectCommonHeaders(response);
      const policy = csp(response);
      expect(policy.get('script-src'), url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      // styled-components inserts <style> elements at run time (security-headers.ts).
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('run the prerendered page’s own inline scripts by hash, and not a smuggled one', async () => {
    const response = await fetchPage('/home');
    expect(response.body).toContain(`<script>${SMUGGLED}</script>`);
    const scriptSrc = csp(response).get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toContain(sha256(EARLY_SCRIPT));
    expect(scriptSrc).not.toContain(sha256(SMUGGLED));
    // Every inline script the page runs on purpose is allowed: the early requests, the
    // starter (a module script) and the early-click catcher.
    const inline = [...response.body.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1]!)
      .filter((source) => source !== SMUGGLED);
    expect(inline).toHaveLength(3);
    for (const source of inline) expect(scriptSrc).toContain(sha256(source));
    // 'self', the hashes and 'wasm-unsafe-eval' (the desk camera's barcode reader).
    expect(scriptSrc).toHaveLength(2 + inline.length);
  });

  it('hash only what pageHtml wrote, wherever a script is smuggled', () => {
    const smuggledInHead = { ...PAGE, title: 'x', styleTags: `<script>${SMUGGLED}</script>` };
    const page = pageHtml(SHELL, '/home', smuggledInHead, CHUNKS);
    expect(inlineScriptHashes(page, CHUNKS)).not.toContain(sha256(SMUGGLED));
    const noEarly = pageHtml(SHELL, '/home', { ...PAGE, earlyRequests: '' }, CHUNKS);
    expect(inlineScriptHashes(noEarly, CHUNKS)).toHaveLength(2);
  });

  it("may be framed by the page's organisation's origins only", async () => {
    // The default organisation (YTKJ): the demo's loopback origins and ALLOWED_ORIGINS.
    for (const url of ['/login', '/home?orgcode=ytkj', '/home?orgcode=DEMO2']) {
      const response = await fetchPage(url);
      expect(csp(response).get('frame-ancestors'), url).toEqual([
        "'self'",
        'http://localhost:*',
        'http://127.0.0.1:*',
        SCHOOL,
      ]);
      // X-Frame-Options cannot name other origins: it is left to frame-ancestors.
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    // An unknown organisation allows nobody else; the older header says the same.
    const unknown = await fetchPage('/login?orgcode=NOPE');
    expect(csp(unknown).get('frame-ancestors')).toEqual(["'self'"]);
    expect(unknown.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('give the examples the same page policy', async () => {
    const response = await fetchPage('/examples/site.html');
    expect(response.statusCode).toBe(200);
    expect(csp(response).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp(response).get('frame-ancestors')?.[0]).toBe("'self'");
  });

  it('send files that are not pages with the common headers and no page policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
