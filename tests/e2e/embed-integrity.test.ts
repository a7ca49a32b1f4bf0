import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EmbedManifest } from '../../scripts/embed-integrity';
import { embedSnippet } from '../../scripts/embed-snippet';
import { launchBrowser } from './support/browser';
import { serveLoopbackPage } from './support/loopback-page';
import { openPage, type OpenedPage } from './support/pages';
import { STRINGS } from './support/strings';

/**
 * Subresource Integrity of the embed, in Chromium: a school page on another origin pins the
 * versioned loader with `integrity`, and the loader checks every chunk it and the chunks load,
 * through a chain of manifests (the loader pins the index, which pins the chunks loaded up front
 * and the lazy manifests, which pin the rest). Bytes altered in transit (route interception) are
 * refused before they run.
 */
const server = { url: inject('serverUrl') };
const t = STRINGS.zh;
/** What a tampered file does first, if it ever runs. */
const PAYLOAD = 'globalThis.__tampered = true;\n';
let browser: Browser;
let manifest: EmbedManifest;

beforeAll(async () => {
  browser = await launchBrowser();
  manifest = (await (
    await fetch(`${server.url}/embed/embed-manifest.json`)
  ).json()) as EmbedManifest;
});

afterAll(async () => {
  await browser?.close();
});

type SchoolPage = OpenedPage & { url: string; origin: string };

/**
 * The school's page with the printed snippet (`npm run embed:snippet`), or the moving alias,
 * and any other elements.
 */
async function schoolPage(options: { alias?: boolean; more?: string } = {}): Promise<SchoolPage> {
  const snippet =
    (options.alias
      ? `<script type="module" src="${server.url}/embed/libportal.js" data-org-code="YTKJ"></script>\n<lp-search-box></lp-search-box>`
      : embedSnippet(manifest, server.url, 'YTKJ')) + (options.more ?? '');
  const site = await serveLoopbackPage(
    '127.0.0.1',
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>school</title></head><body><main>${snippet}</main></body></html>`,
  );
  const opened = await openPage(browser);
  return {
    ...opened,
    url: site.url,
    origin: new URL(site.url).origin,
    close: async () => {
      await opened.close();
      await site.close();
    },
  };
}

/** Alters, in transit, the files whose URL matches `pattern`. */
function tamper(page: Page, pattern: string, change: (body: string) => string) {
  return page.route(pattern, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  });
}

const tampered = (page: Page) =>
  page.evaluate(() => (globalThis as { __tampered?: boolean }).__tampered === true);

const searchBox = (page: Page) => page.getByRole('combobox', { name: t.search.label });

interface Index {
  chunks: Record<string, [string, string[]]>;
  elements: Record<string, string>;
  lazy: Record<string, string>;
}

/** The index the loader pins. */
const readIndex = async () =>
  (await (await fetch(`${server.url}/embed/${manifest.integrityManifest}`)).json()) as Index;

/** An element's entry chunk, as the index names it. */
const entryOf = async (tag: string) => (await readIndex()).elements[tag]!;

describe('the embed pinned with Subresource Integrity', () => {
  it('loads the versioned loader and every chunk checked, and works', async () => {
    const opened = await schoolPage();
    const { page } = opened;
    const loader = page.waitForResponse((response) =>
      response.url().endsWith(`/embed/${manifest.versionedLoader}`),
    );
    const manifests: string[] = [];
    page.on('request', (request) => {
      const file = request.url().split('/embed/')[1];
      if (file?.endsWith('.json')) manifests.push(file);
    });
    await page.goto(opened.url);
    const headers = (await loader).headers();
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['access-control-allow-origin']).toBe(opened.origin);
    await searchBox(page).pressSequentially('harry', { delay: 40 });
    await page
      .getByRole('option', { name: /Harry Potter/ })
      .first()
      .waitFor();
    // The widget, the shared chunks and the language's strings, each preloaded with its hash.
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => [link.href.split('/').pop()!, link.integrity] as const,
      ),
    );
    expect(preloaded.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^search-box-/),
        expect.stringMatching(/^runtime-/),
        expect.stringMatching(/^strings-zh-/),
      ]),
    );
    for (const [file, integrity] of preloaded) expect(integrity, file).toMatch(/^sha256-/);
    // The page fetched the index alone: the search box loads no area strings or lazy code.
    expect(manifests).toEqual([manifest.integrityManifest]);
    expect(opened.errors).toEqual([]);
    await opened.close();
  });

  it('loads each chunk two elements share once, and the index once', async () => {
    const opened = await schoolPage({ more: '<lp-hot-words></lp-hot-words>' });
    const { page } = opened;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/embed/chunks/')) requested.push(request.url());
    });
    await page.goto(opened.url);
    await page.waitForFunction(() =>
      ['lp-search-box', 'lp-hot-words'].every((tag) => customElements.get(tag)),
    );
    await searchBox(page).pressSequentially('harry', { delay: 40 });
    await page
      .getByRole('option', { name: /Harry Potter/ })
      .first()
      .waitFor();
    const files = requested.map((url) => url.split('/embed/')[1]!);
    // The index, and the strings manifest for the book strings hot words shows, each once.
    expect(files.filter((file) => file.endsWith('.json'))).toEqual([
      manifest.integrityManifest,
      expect.stringMatching(/^chunks\/integrity-strings-zh-/),
    ]);
    // Both elements need the runtime, preact and the strings: each fetched once.
    expect(files).toEqual([...new Set(files)]);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/runtime-/)]));
    expect(opened.errors).toEqual([]);
    await opened.close();
  });

  it('loads an element the index does not list through the lazy manifest, checked, with the book strings', async () => {
    const tag = 'lp-recommended-books';
    const index = await readIndex();
    expect(index.elements[tag]).toBeDefined();
    // Its chunk is not among those the index lists up front, which every page downloads.
    expect(index.chunks[index.elements[tag]!]).toBeUndefined();
    const opened = await schoolPage({ more: `<${tag}></${tag}>` });
    const { page } = opened;
    const manifests: string[] = [];
    page.on('request', (request) => {
      const file = request.url().split('/embed/')[1];
      if (file?.endsWith('.json')) manifests.push(file);
    });
    await page.goto(opened.url);
    // Its heading is one of the book strings, which the embed's default strings lack.
    await page.locator(tag).getByRole('heading', { name: t.searchPage.recommendedBooks }).waitFor();
    const preloaded = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
          link.href.split('/embed/')[1]!,
          link.integrity,
        ]),
      ),
    );
    expect(Object.keys(preloaded)).toEqual(
      expect.arrayContaining([
        index.elements[tag],
        expect.stringMatching(/^chunks\/strings-zh\.books-/),
      ]),
    );
    for (const [file, integrity] of Object.entries(preloaded)) {
      expect(integrity, file).toMatch(/^sha256-/);
    }
    expect(manifests).toEqual(
      expect.arrayContaining([
        manifest.integrityManifest,
        expect.stringMatching(/^chunks\/integrity-lazy-/),
        expect.stringMatching(/^chunks\/integrity-strings-zh-/),
      ]),
    );
    expect(opened.errors).toEqual([]);
    await opened.close();
  });

  it('refuses the chunk of an element the index does not list, altered in transit', async () => {
    const opened = await schoolPage({ more: '<lp-recommended-books></lp-recommended-books>' });
    const { page } = opened;
    await tamper(page, '**/embed/chunks/recommended-books-*', (body) => PAYLOAD + body);
    const refused = page.waitForEvent('console', (message) =>
      message.text().includes('[libportal] could not load <lp-recommended-books>'),
    );
    await page.goto(opened.url);
    await refused;
    expect(await tampered(page)).toBe(false);
    // The search box, listed in the index, works beside it.
    await searchBox(page).waitFor();
    await opened.close();
  });

  const cases: { name: string; pattern: () => string; change: (body: string) => string }[] = [
    {
      name: "the widget's chunk",
      pattern: () => '**/embed/chunks/search-box-*',
      change: (body) => PAYLOAD + body,
    },
    {
      name: 'a shared chunk (the runtime)',
      pattern: () => '**/embed/chunks/runtime-*',
      change: (body) => PAYLOAD + body,
    },
    {
      name: 'a chunk the core imports later (the strings)',
      pattern: () => '**/embed/chunks/strings-zh-*',
      change: (body) => PAYLOAD + body,
    },
    {
      name: 'the index of the manifests (one hash swapped)',
      pattern: () => `**/embed/${manifest.integrityManifest}`,
      change: (body) => body.replace(/"sha256-[^"]+"/, '"sha256-AAAA"'),
    },
    {
      name: 'the index (the runtime left out of it)',
      pattern: () => `**/embed/${manifest.integrityManifest}`,
      change: (body) => body.replace(/"chunks\/runtime-[^"]+":\["sha256-[^"]+",\[[^\]]*\]\],?/, ''),
    },
    {
      name: 'the loader itself',
      pattern: () => `**/embed/${manifest.versionedLoader}`,
      change: (body) => PAYLOAD + body,
    },
  ];

  for (const { name, pattern, change } of cases) {
    it(`refuses ${name} altered in transit: nothing of it runs`, async () => {
      const opened = await schoolPage();
      const { page } = opened;
      await tamper(page, pattern(), change);
      const refused = page.waitForEvent('console', (message) =>
        /integrity|digest/i.test(message.text()),
      );
      await page.goto(opened.url);
      await refused;
      await page.waitForLoadState('networkidle');
      expect(await tampered(page)).toBe(false);
      // Without its strings the search box may still show (keys for text); the others stop it.
      if (!name.includes('strings')) expect(await searchBox(page).count()).toBe(0);
      await opened.close();
    });
  }

  it('keeps a refused chunk out of the module map, though the alteration is live', async () => {
    const opened = await schoolPage();
    const { page } = opened;
    await tamper(page, '**/embed/chunks/search-box-*', (body) => PAYLOAD + body);
    const refused = page.waitForEvent('console', (message) =>
      message.text().includes('[libportal] could not load <lp-search-box>'),
    );
    await page.goto(opened.url);
    await refused;
    const url = `${server.url}/embed/${await entryOf('lp-search-box')}`;
    // The same URL is refused even by a plain import: the module map holds the failure.
    // (A string: vitest would rewrite an import() written in a function.)
    const importFrom = (href: string) =>
      page.evaluate(`import(${JSON.stringify(href)}).then(() => 'ran', () => 'refused')`);
    expect(await importFrom(url)).toBe('refused');
    expect(await tampered(page)).toBe(false);
    // Another URL for the same altered bytes, unchecked, does run: the alteration is real.
    expect(await importFrom(`${url}?unchecked`)).toBe('ran');
    expect(await tampered(page)).toBe(true);
    await opened.close();
  });

  it('refuses a chunk that no manifest lists, after reading the lazy one', async () => {
    const opened = await schoolPage();
    const { page } = opened;
    const manifests: string[] = [];
    page.on('request', (request) => {
      const file = request.url().split('/embed/')[1];
      if (file?.endsWith('.json')) manifests.push(file);
    });
    await page.goto(opened.url);
    await searchBox(page).waitFor();
    // What a chunk's rewritten dynamic import calls, for a file this build never wrote.
    const file = 'chunks/search-box-AAAAAAAA.js';
    const outcome = await page.evaluate(
      ([file, base]) =>
        (globalThis as unknown as Record<symbol, (file: string, base: string) => Promise<unknown>>)[
          Symbol.for('libportal.import')
        ]!(file, base).then(
          () => 'ran',
          (error: Error) => error.message,
        ),
      [file, `${server.url}/embed/${manifest.versionedLoader}`] as const,
    );
    expect(outcome).toBe(`${file} is not in an integrity manifest`);
    expect(manifests).toEqual([
      manifest.integrityManifest,
      expect.stringMatching(/^chunks\/integrity-lazy-/),
    ]);
    await opened.close();
  });

  it("refuses a lazy manifest altered in transit: the area's strings are not loaded", async () => {
    const opened = await schoolPage({ more: '<lp-my-borrow></lp-my-borrow>' });
    const { page } = opened;
    await tamper(page, '**/embed/chunks/integrity-strings-zh-*.json', (body) =>
      body.replace(/"sha256-[^"]+"/, '"sha256-AAAA"'),
    );
    const areaStrings: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/strings-zh\./.test(request.url())) areaStrings.push(request.url());
    });
    const refused = page.waitForEvent('console', (message) =>
      /integrity|digest/i.test(message.text()),
    );
    await page.goto(opened.url);
    await refused;
    await page.waitForLoadState('networkidle');
    expect(areaStrings).toEqual([]);
    // The search box, which needs no area strings, works.
    await searchBox(page).waitFor();
    await opened.close();
  });

  it('checks the chunks behind the moving alias too, which carries the same manifest hash', async () => {
    const opened = await schoolPage({ alias: true });
    const { page } = opened;
    await tamper(page, '**/embed/chunks/search-box-*', (body) => PAYLOAD + body);
    const refused = page.waitForEvent('console', (message) =>
      message.text().includes('[libportal] could not load <lp-search-box>'),
    );
    await page.goto(opened.url);
    await refused;
    expect(await tampered(page)).toBe(false);
    expect(await searchBox(page).count()).toBe(0);
    await opened.close();
  });
});
