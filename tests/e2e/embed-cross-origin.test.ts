import { join } from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { REPO_ROOT } from './support/server';
import { serveSite, type StaticSite } from './support/static-site';

const server = { url: inject('serverUrl') };
let site: StaticSite;
let browser: Browser;

beforeAll(async () => {
  // The school's pages, unchanged but for where the script comes from: another origin.
  site = await serveSite(join(REPO_ROOT, 'examples/school-site'), (html) =>
    html.replace('src="/embed/libportal.js"', `src="${server.url}/embed/libportal.js"`),
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the search box embedded in a plain HTML page on another origin', () => {
  it('suggests, searches and shows results through CORS with credentials', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Covers point to the internet, which this machine cannot reach: they fall back to the
    // default image by design. Scripts and API calls must all succeed.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() !== 'image') errors.push(`${request.url()} failed`);
    });
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (response.status() >= 400 && (type === 'script' || type === 'fetch')) {
        errors.push(`${response.url()} answered ${response.status()}`);
      }
    });
    const scripts: string[] = [];
    const apiRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url().includes('/api/')) apiRequests.push(request);
    });

    await page.goto(`${site.url}/index.html`);
    const search = page.getByRole('combobox', { name: '搜索图书' });
    await search.pressSequentially('harry', { delay: 40 });
    await page
      .getByRole('option', { name: /Harry Potter/ })
      .first()
      .waitFor();

    const suggestionRequest = apiRequests.find((request) =>
      request.url().includes('/Book/Query/KeyWords'),
    );
    const response = await suggestionRequest?.response();
    expect(response?.headers()['access-control-allow-origin']).toBe(site.url);
    expect(response?.headers()['access-control-allow-credentials']).toBe('true');

    // Only the search box's code was fetched: no login widget, no jsencrypt.
    expect(scripts.some((url) => url.endsWith('/embed/libportal.js'))).toBe(true);
    expect(scripts.some((url) => url.includes('/chunks/search-box-'))).toBe(true);
    const notNeeded = scripts.filter((url) =>
      /\/chunks\/(login-dialog|jsencrypt|strings-en)-/.test(url),
    );
    expect(notNeeded).toEqual([]);

    await search.press('Enter');
    await page.waitForURL(`${site.url}/catalogue.html?q=harry`);
    const titles = page.getByRole('heading', { level: 3, name: /Harry Potter/ });
    await titles.first().waitFor();
    expect(await titles.count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the widget's look whatever the school's CSS says", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/index.html`);
    const search = page.getByRole('combobox', { name: '搜索图书' });
    await search.waitFor();
    const fontFamily = await search.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(fontFamily).not.toContain('Georgia');
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(bodyFont).toContain('Georgia');
    await page.close();
  });
});
