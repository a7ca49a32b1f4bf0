/**
 * Every personal-area and teacher page on a 375 px phone, zh and en: nothing scrolls sideways
 * but a tab strip (no page wider than the screen, no table in an inner scroller). Each role
 * logs in once; its session is reused for both languages. A page counts as shown once its
 * requests have all answered and nothing says it is loading (`settled`), and the pages are
 * visited in a few tabs at once, each loading the portal once and routing from page to page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PERSONAL_PAGES } from '../../src/host-app/personal-area';
import { TEACHER_PAGES } from '../../src/host-app/teacher-area';
import { launchBrowser } from './support/browser';
import { sidewaysScrollers } from './support/overflow';
import { loggedIn } from './support/session';
import { settled, watchRequests } from './support/settled';
import { DEMO } from './support/strings';

const server = { url: inject('serverUrl') };
const PHONE = { width: 375, height: 740 };
/** Tabs visiting pages at once in a context: more only adds to the 2 cores' queue. */
const TABS = 3;
type Role = 'student' | 'teacher';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const pathsOf = (role: Role) => [
  ...PERSONAL_PAGES.filter((page) => page.roles.includes(role)).map((page) => page.path),
  ...(role === 'teacher' ? TEACHER_PAGES.map((page) => page.path) : []),
];

/**
 * Shows `path` in the portal already loaded in the page, as its own links do (the router's
 * navigation, no page load): loading the whole app again for each of a role's ~50 pages was
 * most of this file's time.
 */
async function routeTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `/${path}`);
}

/** What scrolls sideways on each page of `paths`, visited by `TABS` tabs of the context. */
async function scrollersOf(context: BrowserContext, paths: string[]): Promise<string[]> {
  const queue = [...paths];
  const found = new Map<string, string[]>();
  const tab = async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    watchRequests(page);
    const first = queue.shift();
    if (first === undefined) return;
    await page.goto(`${server.url}/${first}`);
    for (let path: string | undefined = first; path !== undefined; path = queue.shift()) {
      if (path !== first) await routeTo(page, path);
      await settled(page);
      found.set(path, await sidewaysScrollers(page));
    }
  };
  await Promise.all(Array.from({ length: TABS }, tab));
  // In the pages' order, whichever tab saw them.
  return paths.flatMap((path) =>
    (found.get(path) ?? ['not visited']).map((scroller) => `/${path}: ${scroller}`),
  );
}

describe.each(['student', 'teacher'] as const)('%s pages at 375 px', (role) => {
  it.each(['zh', 'en'] as const)(
    '%s: nothing but a tab strip scrolls sideways',
    { timeout: 300_000 },
    async (lang) => {
      const context = await browser.newContext({
        viewport: PHONE,
        ...(await loggedIn(browser, server.url, lang, DEMO[role])),
      });
      try {
        expect(await scrollersOf(context, pathsOf(role))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
