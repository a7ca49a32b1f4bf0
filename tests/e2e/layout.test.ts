import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openPage } from './support/pages';

// The portal's frame: the header runs edge to edge from the page's top-left corner (no
// default body margin around it), on a desktop and on the narrowest phone.
const server = { url: inject('serverUrl') };
const WIDTHS = [1280, 320];
/** /home comes prerendered (its own HTML and CSS); /login is rendered by the app alone. */
const PATHS = ['/home', '/login'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('portal layout', () => {
  for (const width of WIDTHS) {
    for (const path of PATHS) {
      it(`${path} at ${width} px: the header starts at 0,0 and spans the viewport`, async () => {
        const opened = await openPage(browser, undefined, { viewport: { width, height: 800 } });
        try {
          const { page } = opened;
          await page.goto(`${server.url}${path}`);
          const header = page.getByRole('banner');
          await header.waitFor();
          const box = await header.boundingBox();
          expect(box).toMatchObject({ x: 0, y: 0, width });
          // Nothing wider than the screen: no sideways scrolling.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
          expect(opened.errors).toEqual([]);
        } finally {
          await opened.close();
        }
      });
    }
  }
});
