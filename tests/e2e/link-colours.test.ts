/**
 * No link of the portal is drawn in the browser's own link colours (blue, or purple once
 * visited): the 404 page's "back to home", the home page's and a personal page's links.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { settled, watchRequests } from './support/settled';

const server = { url: inject('serverUrl') };
const BROWSER_LINK_COLOURS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('link colours', () => {
  it.each(['/404', '/home', '/readerNotice'])(
    '%s: every link in the theme’s colours',
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        watchRequests(page);
        await page.goto(`${server.url}${path}`);
        await settled(page);
        const browserBlue = await page.evaluate(
          (colours) =>
            [...document.querySelectorAll('a[href]')]
              .filter((link) => colours.includes(getComputedStyle(link).color))
              .map((link) => (link.textContent ?? '').trim()),
          BROWSER_LINK_COLOURS,
        );
        expect(await page.locator('a[href]').count()).toBeGreaterThan(0);
        expect(browserBlue).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
