import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIVE_WIDGET_REQUESTS_BUDGET, FIVE_WIDGETS } from '../../bench/bundle-size';
import type { EmbedManifest } from '../../scripts/embed-integrity';
import { INDEXED_ELEMENTS } from '../../scripts/embed-integrity-manifests';
import { embedSnippet } from '../../scripts/embed-snippet';
import { launchBrowser } from './support/browser';
import { serveLoopbackPage } from './support/loopback-page';
import { openPage } from './support/pages';

/**
 * What a school page with five common elements costs in requests, in Chromium, as
 * `npm run bench` counts it: the loader, the integrity manifests and the chunks, each one
 * checked. It was 37 (30 chunks, 7 manifests) before the chunks were grouped and the
 * manifests folded into one index (docs/performance.md).
 */
const server = { url: inject('serverUrl') };
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

/** A line of an element's text that is an i18next key rather than words (`common.loading`). */
const KEY = /^[a-z][\w-]*(:[\w.-]+|\.[a-z]\w*(\.\w+)*)$/m;

describe('a school page with five elements', () => {
  it('has them all listed up front in the index, which spares it the lazy manifest', () => {
    for (const name of FIVE_WIDGETS) expect(INDEXED_ELEMENTS).toContain(`lp-${name}`);
  });

  it(`loads them in at most ${FIVE_WIDGET_REQUESTS_BUDGET} requests, every chunk checked, and shows them`, async () => {
    const tags = FIVE_WIDGETS.map((name) => `lp-${name}`);
    const site = await serveLoopbackPage(
      '127.0.0.1',
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>school</title></head><body><main>${embedSnippet(manifest, server.url, 'YTKJ')}${tags
        .filter((tag) => tag !== 'lp-search-box')
        .map((tag) => `<${tag}></${tag}>`)
        .join('')}</main></body></html>`,
    );
    const opened = await openPage(browser);
    const { page } = opened;
    const requested: string[] = [];
    page.on('request', (request) => {
      const file = request.url().split('/embed/')[1];
      if (request.url().startsWith(server.url) && file) requested.push(file);
    });
    await page.goto(site.url);
    await page.getByRole('combobox', { name: '搜索图书' }).waitFor();
    // Every element rendered: text of its own in its shadow root, and no key where words go.
    await page.waitForFunction(
      ([names, key]) =>
        names.every((tag) => {
          const text = (document.querySelector(tag)?.shadowRoot as unknown as HTMLElement | null)
            ?.textContent;
          return customElements.get(tag) && !!text?.trim() && !new RegExp(key, 'm').test(text);
        }),
      [tags, KEY.source] as const,
    );
    await page.waitForLoadState('networkidle');
    const texts = await page.evaluate(
      (names) =>
        names.map(
          (tag) =>
            (document.querySelector(tag)?.shadowRoot?.querySelector('[part="root"]') as HTMLElement)
              ?.innerText ?? '',
        ),
      tags,
    );
    for (const [index, text] of texts.entries()) {
      expect(text.trim(), tags[index]).not.toBe('');
      expect(text, tags[index]).not.toMatch(KEY);
    }

    // Each file once, the loader first; every chunk preloaded with its integrity.
    expect(requested).toEqual([...new Set(requested)]);
    expect(requested[0]).toBe(manifest.versionedLoader);
    const chunks = requested.filter((file) => file.endsWith('.js')).slice(1);
    const preloaded = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
          link.href.split('/embed/')[1]!,
          link.integrity,
        ]),
      ),
    );
    for (const chunk of chunks) expect(preloaded[chunk], chunk).toMatch(/^sha256-/);
    expect(requested.length, requested.join('\n')).toBeLessThanOrEqual(FIVE_WIDGET_REQUESTS_BUDGET);
    expect(opened.errors).toEqual([]);
    await opened.close();
    await site.close();
  });
});
