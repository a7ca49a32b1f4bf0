/**
 * The AI librarian's floating button never covers a control of the page, at any scroll
 * position: the filter button of the search page on a phone, the loans' "renew all", the
 * fines' "continue paying", the pre-borrow table and the e-book cards on a desktop, and the
 * librarian's circulation desk on a phone.
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

/** Who opens the page: a reader's pages, or the staff's workspace under /admin. */
type Who = 'student' | 'librarian';

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PAGES: [width: number, path: string, who: Who][] = [
  [375, '/searchPage?keyword=%E4%B8%89%E4%BD%93', 'student'],
  [375, '/book-management', 'student'],
  [1280, '/book-management', 'student'],
  [1280, '/student-fine', 'student'],
  [1280, '/preBorrow?bookid=1', 'student'],
  [1280, '/ebooks', 'student'],
  // The desk on a phone: its scan field, hint and buttons fill the narrow page.
  [375, '/admin/desk', 'librarian'],
];

describe('the AI button and the page’s controls', () => {
  it.each(PAGES)(
    'at %i px, %s (%s): covers no control',
    { timeout: 120_000 },
    async (width, path, who) => {
      const context = await browser.newContext({
        viewport: { width, height: 740 },
        ...(await loggedIn(browser, server.url, 'zh', DEMO[who])),
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
    },
  );
});
