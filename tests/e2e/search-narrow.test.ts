import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectFocus, holdsFocus } from './support/keyboard';
import { openPage, type OpenedPage } from './support/pages';
import { STRINGS } from './support/strings';

// The search page on the narrowest phone: the results come first, the facets open from a
// "筛选" button (768 px or less is narrow); a desktop keeps them beside the results.
const server = { url: inject('serverUrl') };
const PHONE = { width: 320, height: 568 };
const DESKTOP = { width: 1280, height: 800 };
const t = STRINGS.zh;

let browser: Browser;
let opened: OpenedPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  const errors = opened?.errors ?? [];
  await opened?.close();
  opened = undefined;
  expect(errors, 'errors in the page').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

async function openSearch(
  viewport: { width: number; height: number },
  path = '/searchPage?keyword=harry',
): Promise<Page> {
  opened = await openPage(browser, undefined, { viewport });
  const { page } = opened;
  await page.goto(`${server.url}${path}`);
  await firstResult(page).waitFor();
  return page;
}

const firstResult = (page: Page) =>
  page.getByRole('heading', { level: 3, name: /Harry Potter/ }).first();
const facetPanel = (page: Page) => page.getByRole('group', { name: t.facets.region });
const filterButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${t.facets.filter}`) });

describe('search results at 320 px', () => {
  it('shows the first result of a search on the first screen, the facets behind a button', async () => {
    // Where the header's search leads: the results widget alone on the page.
    const page = await openSearch(PHONE, '/book-list?keyword=harry');
    const box = await firstResult(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await facetPanel(page).isVisible()).toBe(false);
    expect(await filterButton(page).textContent()).toBe(t.facets.filter);
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  });

  it('shows no facet before the results on the search page either', async () => {
    // Below its hot words and search form; no facet group is on screen anywhere.
    const page = await openSearch(PHONE);
    expect(await facetPanel(page).isVisible()).toBe(false);
    // In the page (its hidden panel beside the results), but nowhere on screen.
    const status = { name: t.facets.names.status };
    expect(await page.getByRole('group', { ...status, includeHidden: true }).count()).toBe(1);
    expect(await page.getByRole('group', status).count()).toBe(0);
    expect(await filterButton(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    // Once a search shows results, the hot words leave the phone's first screen to them.
    const hotWords = page.getByRole('heading', { name: t.searchPage.hotWords });
    expect(await hotWords.isVisible()).toBe(false);
  });

  it('offers the hot words on the search page before a search', async () => {
    opened = await openPage(browser, undefined, { viewport: PHONE });
    await opened.page.goto(`${server.url}/searchPage`);
    await opened.page.getByRole('heading', { name: t.searchPage.hotWords }).waitFor();
  });

  it('opens the facets in a drawer that holds focus, counts a choice, and closes on Escape', async () => {
    const page = await openSearch(PHONE);
    await filterButton(page).click();
    const drawer = page.getByRole('dialog', { name: t.facets.region });
    await drawer.waitFor();
    expect(await holdsFocus(drawer)).toBe(true);
    // The drawer fits the screen.
    const box = await drawer.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

    const languages = drawer.getByRole('group', { name: t.facets.names.language });
    await languages.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: `${t.facets.filter}（1）` }).waitFor();
    expect(await drawer.isVisible()).toBe(true);

    for (let press = 0; press < 30; press += 1) await page.keyboard.press('Tab');
    expect(await holdsFocus(drawer)).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expectFocus(page, `${t.facets.filter}（1）`, 'button');
    expect(await page.getByRole('group', { name: t.facets.selected }).isVisible()).toBe(true);
  });
});

describe('search results at 1280 px', () => {
  it('keeps the facets beside the results, without the button', async () => {
    const page = await openSearch(DESKTOP);
    const panel = await facetPanel(page).boundingBox();
    const result = await firstResult(page).boundingBox();
    expect(panel).not.toBeNull();
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(result!.x);
    expect(await filterButton(page).isVisible()).toBe(false);
  });
});
