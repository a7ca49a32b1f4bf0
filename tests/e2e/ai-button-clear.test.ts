/**
 * The AI librarian's floating button never covers a control of the page, at any scroll
 * position: the filter button of the search page on a phone, the loans' "renew all", the
 * fines' "continue paying", the pre-borrow table and the e-book cards on a desktop. The staff's
 * workspace has no AI button at all (staff-pages.test.ts checks that).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { controlsUnderAiButton } from './support/covered';
import { loggedIn } from './support/session';
import { settled, watchRequests } from './support/settled';
import { DEMO } from './support/strings';

const server = { url: inject('serverUrl') };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PAGES: [width: number, path: string][] = [
  [375, '/searchPage?keyword=%E4%B8%89%E4%BD%93'],
  [375, '/book-management'],
  [1280, '/book-management'],
  [1280, '/student-fine'],
  [1280, '/preBorrow?bookid=1'],
  [1280, '/ebooks'],
];

describe('the AI button and the page’s controls', () => {
  it.each(PAGES)('at %i px, %s: covers no control', { timeout: 120_000 }, async (width, path) => {
    const context = await browser.newContext({
      viewport: { width, height: 740 },
      ...(await loggedIn(browser, server.url, 'zh', DEMO.student)),
    });
    try {
      const page = await context.newPage();
      watchRequests(page);
      await page.goto(`${server.url}${path}`);
      await settled(page);
      // Still on the page asked for: a session the page refuses would check its home instead.
      expect(new URL(page.url()).pathname).toBe(new URL(path, server.url).pathname);
      await page.locator('button[aria-haspopup="dialog"][part="button"]').waitFor();
      expect(await controlsUnderAiButton(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
