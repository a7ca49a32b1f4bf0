import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { pagePerTest } from './support/pages';
import { loggedIn } from './support/session';
import { DEMO, STRINGS } from './support/strings';
import type { Language } from './support/widget-page';

/**
 * A reader finding and reserving a book in the portal, against the real server: search → facet → detail →
 * pre-borrow → cancel, as the demo student, in Chinese and in English; and a detail page
 * while the external rating service is down.
 */
const server = { url: inject('serverUrl') };
const bookInfoControl = inject('bookInfoControlUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const visit = pagePerTest(() => browser);

async function setBookInfoMode(mode: 'up' | 'down') {
  const response = await fetch(bookInfoControl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(response.ok).toBe(true);
}

afterEach(async () => {
  await setBookInfoMode('up');
});

/** `path` for a demo student with room to reserve, logged in (support/session.ts), in `lang`. */
async function asStudent(lang: Language, path: string): Promise<Page> {
  return visit(`${server.url}${path}`, await loggedIn(browser, server.url, lang, DEMO.reserver));
}

describe('search → facet → detail → pre-borrow → cancel', () => {
  it.each<Language>(['zh', 'en'])('as a demo student, in %s', async (lang) => {
    const t = STRINGS[lang];
    // 西游记 finds the Simplified and the Traditional edition; the publisher facet narrows.
    const page = await asStudent(lang, `/searchPage?keyword=${encodeURIComponent('西游记')}`);
    const results = page.getByRole('heading', { level: 3 });
    await expect.poll(() => results.count()).toBe(2);
    const facets = page.getByRole('group', { name: t.facets.region });
    await facets.getByRole('checkbox', { name: /^人民文学出版社/ }).check();
    await page.waitForURL(/publisher=/);
    await expect.poll(() => results.count()).toBe(1);
    expect(await results.first().textContent()).toContain('西游记');
    // The selection is shown as a removable chip, and kept in the URL for the way back.
    await page
      .getByRole('group', { name: t.facets.selected })
      .getByRole('button', { name: new RegExp('人民文学出版社') })
      .waitFor();

    // The detail page: the record, its copies and a way to reserve.
    await results.first().getByRole('link').click();
    await page.waitForURL(/\/bookDetail\?bookid=\d+/);
    await page.getByRole('heading', { level: 2, name: '西游记' }).waitFor();
    await page.getByText('吴承恩').first().waitFor();
    await page.getByRole('table', { name: t.bookDetail.holdings }).waitFor();

    await page.getByRole('button', { name: t.bookDetail.preBorrow, exact: true }).click();
    await page.waitForURL(/\/preBorrow\?bookid=\d+/);
    const reserve = page.getByRole('button', { name: t.preBorrow.reserve, exact: true });
    await reserve.waitFor();

    // A site must be chosen first: nothing is sent without one.
    await reserve.click();
    await page.getByText(t.preBorrow.siteRequired).waitFor();
    const site = page.getByLabel(t.preBorrow.site);
    await site.selectOption({ index: 1 });
    await reserve.click();
    await page.getByText(t.preBorrow.reserved).first().waitFor();
    await page.getByText(t.preBorrow.state_notArrived).first().waitFor();

    // Cancel, confirmed in a dialog; the reservation is gone and the copy is free again.
    await page.getByRole('button', { name: t.preBorrow.cancel }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: t.preBorrow.cancel }).click();
    await page.getByText(t.preBorrow.cancelled).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: t.preBorrow.cancel }).count()).toBe(0);
    await reserve.waitFor();

    // Back to the results: the facet selection is still there.
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/searchPage\?.*publisher=/);
    await expect.poll(() => results.count()).toBe(1);
  });
});

describe('book detail and the rating service', () => {
  /** The first Harry Potter book of the catalogue: it has an ISBN, so a rating. */
  async function openHarryPotter(page: Page) {
    await page.goto(`${server.url}/book-list?keyword=${encodeURIComponent('harry potter')}`);
    const first = page.getByRole('heading', { level: 3 }).first();
    await first.waitFor();
    await first.getByRole('link').click();
    await page.waitForURL(/\/bookDetail\?bookid=\d+/);
    await page.getByRole('heading', { level: 2, name: /Harry Potter/ }).waitFor();
  }

  it('shows the rating (the source value divided by 2) while the service is up', async () => {
    const t = STRINGS.zh;
    const page = await visit(`${server.url}/home`);
    await openHarryPotter(page);
    // 5-star scale: goodbooks' averages (4.x of 5) are 8.x on the service's 10-point scale.
    const stars = page.getByRole('img', { name: /星（满分 5 星）/ });
    await stars.waitFor();
    const value = Number(await stars.getAttribute('data-value'));
    expect(value).toBeGreaterThan(3);
    expect(value).toBeLessThanOrEqual(5);
    expect(await page.getByText(t.rating.none).count()).toBe(0);
  });

  it('shows everything else when the rating service is down', async () => {
    await setBookInfoMode('down');
    const t = STRINGS.zh;
    const page = await visit(`${server.url}/home`);
    await openHarryPotter(page);
    await page.getByText(t.rating.none).waitFor();
    await page.getByRole('table', { name: t.bookDetail.holdings }).waitFor();
    await page.getByRole('heading', { name: t.comments.heading }).waitFor();
    await page.getByRole('button', { name: t.bookDetail.preBorrow, exact: true }).waitFor();
  });
});
