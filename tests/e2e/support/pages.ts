import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';

export interface OpenedPage {
  page: Page;
  /** Uncaught exceptions and console errors of the page, in order. */
  errors: string[];
  /** Closes the page's own browser context. */
  close: () => Promise<void>;
}

/**
 * A page in a fresh browser context (its own storage: no session, language or button
 * position left by another test), collecting what went wrong in it. Covers point to the
 * internet, which this machine cannot reach, so failed resource loads are not errors.
 */
export async function openPage(
  browser: Browser,
  url?: string,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  if (url) await page.goto(url);
  return { page, errors, close: () => context.close() };
}

/**
 * A fresh page for each test: returns `visit(url, options)` (`options` for its context, such
 * as a saved session). After each test the page is closed and must have thrown nothing and
 * logged no error, whatever the journey checked.
 */
export function pagePerTest(
  browser: () => Browser,
): (url: string, options?: BrowserContextOptions) => Promise<Page> {
  let current: OpenedPage | undefined;
  afterEach(async () => {
    const errors = current?.errors ?? [];
    await current?.close();
    current = undefined;
    expect(errors, 'errors in the page').toEqual([]);
  });
  return async (url, options) => {
    current = await openPage(browser(), url, options);
    return current.page;
  };
}

/**
 * Marks the current document; `samePageLoad` is true while the document that was marked is
 * still the one shown, so an app that says it routes in place is caught doing a page load.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { libportalTestMarker?: boolean }).libportalTestMarker = true;
  });
}

export function samePageLoad(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as { libportalTestMarker?: boolean }).libportalTestMarker === true &&
      performance.getEntriesByType('navigation').length === 1,
  );
}

/**
 * Waits until no finite CSS transition or animation is running in the page or its open
 * shadow roots (`document.getAnimations()` leaves those out); endless ones, like a loading
 * indicator, are left alone.
 */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let index = 0; index < roots.length; index += 1) {
      for (const element of roots[index]?.querySelectorAll('*') ?? []) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    return roots
      .flatMap((root) => root.getAnimations())
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      );
  });
}
