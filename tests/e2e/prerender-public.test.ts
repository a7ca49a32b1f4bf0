import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openPage } from './support/pages';
import { removedFromRoot, watchPrerenderedNodes } from './support/prerendered';

// The public pages a stranger may land on first come rendered by the server with their first
// view's answers (src/host-app/rendered-queries.ts), and the app takes them over. Needs
// `npm run build:portal` first.
const server = { url: inject('serverUrl') };

/**
 * Each rendered route (with the query it is rendered for, on the routes a query chooses
 * what they show), and a text of the seeded library its first view shows.
 */
const PAGES: { path: string; query?: string; text: string }[] = [
  { path: '/virtualShelf', text: '总馆一楼借阅区的书架' },
  { path: '/notes', text: '本馆共有馆藏' },
  { path: '/digitalSource', text: '论语（选读）' },
  { path: '/ebookSource', text: '校园期刊' },
  { path: '/about', text: '开放时间' },
  { path: '/readerNotice', text: '逾期归还每册每天 0.5 元' },
  // 西游记, the demo's first Chinese title (its id follows goodbooks' 10,000).
  { path: '/fmap', query: 'bookid=10001', text: '《西游记》在哪里' },
  { path: '/case-detail', query: 'id=1', text: '公开数据' },
  { path: '/queryMachineShelfDetail', query: 'bookid=10001', text: '怎样找到这本书' },
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const htmlOf = async (path: string) =>
  (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })).text();

describe('the public pages rendered by the server', () => {
  for (const { path, query, text } of PAGES) {
    const url = query ? `${path}?${query}` : path;
    it(`${url}: its first view is in the HTML, and the app takes it over as it is`, async () => {
      const html = await htmlOf(url);
      const rendered = query ? ` data-query="${query}"` : '';
      expect(html).toContain(
        `<div id="root" data-prerendered="${path}"${rendered} data-org="YTKJ">`,
      );
      expect(html).toContain(text);
      expect(html).toContain('id="lp-query-state"');

      const opened = await openPage(browser);
      try {
        const { page, errors } = opened;
        await page.addInitScript(watchPrerenderedNodes);
        await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
        // Hydrated: the app rendered the page the server sent, keeping every node of it.
        expect(await page.getByText(text).first().isVisible()).toBe(true);
        expect(await removedFromRoot(page)).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }

  it("serves the e-book reader's one rendered page for every book, and opens the book in it", async () => {
    const html = await htmlOf('/ebookReader?bookid=1');
    // Rendered for the visit's organisation, the book left to the app: one page for all.
    expect(html).toContain(
      '<div id="root" data-prerendered="/ebookReader" data-any-query data-org="YTKJ">',
    );
    const opened = await openPage(browser);
    try {
      const { page, errors } = opened;
      await page.addInitScript(watchPrerenderedNodes);
      await page.goto(`${server.url}/ebookReader?bookid=1`);
      // The book's position, once its renderer has laid the book out.
      await page
        .getByRole('status')
        .filter({ hasText: /第 \d+ \/ \d+ 页/ })
        .waitFor();
      expect(await removedFromRoot(page)).toBe(0);
      // The watcher above is an init script, which Playwright also puts into the book's
      // sandboxed frame (no scripts allowed there, as intended): Chromium says so. Nothing else.
      const ownScriptBlocked = /^Blocked script execution in 'about:srcdoc'/;
      expect(errors.filter((error) => !ownScriptBlocked.test(error))).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('sends the app alone when the URL chooses what the page shows', async () => {
    const html = await htmlOf('/virtualShelf?shelf=2');
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<div id="root"></div>');
    // On a route rendered per query, a parameter it is not rendered for.
    expect(await htmlOf('/fmap?bookid=10001&shelf=2')).toContain('<div id="root"></div>');
    // The organisation alone still gets the rendered page.
    expect(await htmlOf('/notes?orgcode=DEMO2')).toContain(
      '<div id="root" data-prerendered="/notes" data-org="DEMO2">',
    );
  });
});
