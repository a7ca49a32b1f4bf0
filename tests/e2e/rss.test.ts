/**
 * RSS subscriptions end to end in Chromium, zh and en: logged in, subscribe to a feed served by
 * this test (its exact 127.0.0.1:port allowed to the server through RSS_ALLOW_HOSTS, as nothing
 * private is by default), read an item, see a private address refused when saving and a
 * redirect into the cloud-metadata address refused when reading, all by keyboard where a
 * reader would use it; axe in each new state.
 *
 * It runs on a server of its own: the allow-list is set when the server starts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import enRss from '../../src/core/i18n/locales/en/rss';
import zhRss from '../../src/core/i18n/locales/zh/rss';
import { rssMessages } from '../../server/src/http/messages/rss';
import { startFeedServer, type FeedServer } from '../../server/test/rss-feed-server';
import { expectNoViolations, fill } from './support/account';
import { launchBrowser } from './support/browser';
import { expectFocus, pressUntilFocused } from './support/keyboard';
import { openPage, type OpenedPage } from './support/pages';
import { startOwnServer } from './support/own-server';
import type { RunningServer } from './support/server';
import { loggedIn, type Reader } from './support/session';
import { DEMO } from './support/strings';
import type { Language } from './support/widget-page';

const RSS = { zh: zhRss, en: enRss } as const;

let feed: FeedServer;
let server: RunningServer;
let browser: Browser;
let opened: OpenedPage | undefined;

beforeAll(async () => {
  feed = await startFeedServer();
  server = await startOwnServer({ RSS_ALLOW_HOSTS: `127.0.0.1:${feed.port}` });
  browser = await launchBrowser();
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await server?.stop();
  await feed?.close();
});

/** A fresh context with `reader` logged in (support/session.ts), reading in `lang`, on `path`. */
async function loggedInPage(reader: Reader, lang: Language, path: string): Promise<Page> {
  await opened?.close();
  const session = await loggedIn(browser, server.url, lang, reader);
  opened = await openPage(browser, `${server.url}${path}`, session);
  return opened.page;
}

/** Fills the add form by keyboard: the form opens after the add button, name then address. */
async function addByKeyboard(page: Page, lang: Language, name: string, url: string) {
  const t = RSS[lang];
  await pressUntilFocused(page, 'Tab', (element) => element.name === t.add);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expectFocus(page, t.name, 'input');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expectFocus(page, t.url, 'input');
  await page.keyboard.type(url);
  await page.keyboard.press('Enter');
}

describe.each(['zh', 'en'] as const)('RSS subscriptions, %s', (lang) => {
  const t = RSS[lang];
  // 李明 in zh, the teacher in en: each starts with no subscriptions.
  const reader = lang === 'zh' ? DEMO.student : DEMO.teacher;

  it('subscribes to a local feed and reads an item; a private address is refused', async () => {
    const page = await loggedInPage(reader, lang, '/rss-subscription');
    const inState = (state: string) => expectNoViolations(page, `${lang}: ${state}`);
    await page.getByRole('heading', { name: t.heading, level: 2 }).waitFor();
    await page.getByText(t.noSubscriptions).waitFor();
    await inState('no subscriptions');

    // Subscribe by keyboard alone; the new feed opens at once.
    const name = lang === 'zh' ? '学校图书馆' : 'School library';
    await addByKeyboard(page, lang, name, `${feed.url}/rss.xml?reader=${lang}`);
    await page.getByRole('status').getByText(fill(t.added, { name })).waitFor();
    const items = page.getByRole('region', { name: fill(t.items, { name }) });
    const link = items.getByRole('link', { name: /New books this week/ });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('href')).toBe('https://library.example.edu/new');
    await items.getByText('Twelve new books on the shelf.').waitFor();
    // The feed's javascript: link became plain text.
    expect(await items.getByRole('link', { name: /Reading week/ }).count()).toBe(0);
    await inState('feed open');

    // A private address is refused when saving, with the server's message in the language.
    await page.getByRole('button', { name: t.add, exact: true }).click();
    await page.getByLabel(t.name, { exact: true }).fill('Intranet');
    await page.getByLabel(t.url, { exact: true }).fill('http://10.0.0.1/');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('alert').getByText(rssMessages.rssAddressRefused[lang]).waitFor();
    await inState('private address refused');

    // A feed that redirects into the cloud-metadata address is refused when read.
    const metadata = encodeURIComponent('http://169.254.169.254/latest/meta-data/');
    await page.getByLabel(t.name, { exact: true }).fill('Redirect');
    await page.getByLabel(t.url, { exact: true }).fill(`${feed.url}/redirect?to=${metadata}`);
    await page.getByRole('button', { name: t.save }).click();
    const refused = page.getByRole('region', { name: fill(t.items, { name: 'Redirect' }) });
    await refused.getByText(t.getContentError).waitFor();
    await refused.getByText(rssMessages.rssAddressRefused[lang]).waitFor();
    await inState('feed refused');
    expect(opened?.errors ?? [], 'errors in the page').toEqual([]);
  });
});
