/**
 * The reader's own lists end to end in Chromium, zh and en: 李明 shelves a book (typed by hand,
 * by keyboard) and makes a public list with a book on it (through the search page's "add to
 * booklist"); another YTKJ reader, 陈思雨, sees that public list among other readers' lists
 * and on 李明's own list page (`/my-booklist?reader=1`), and never 李明's private list. axe at
 * each new state.
 *
 * It writes, so it runs on a server of its own (fresh demo data); each language makes its own
 * list, named for the language.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enLists from '../../src/core/i18n/locales/en/reading-lists';
import zhLists from '../../src/core/i18n/locales/zh/reading-lists';
import { socialBooklist } from '../../server/src/seed/social';
import { expectNoViolations, fill } from './support/account';
import { launchBrowser } from './support/browser';
import { expectFocus } from './support/keyboard';
import { openPage, waitForTransitions, type OpenedPage } from './support/pages';
import { startOwnServer } from './support/own-server';
import type { RunningServer } from './support/server';
import { loggedIn, type Reader } from './support/session';
import { DEMO, STRINGS } from './support/strings';
import type { Language } from './support/widget-page';

const LISTS = { zh: zhLists, en: enLists } as const;
/** 陈思雨 (20230002 of YTKJ), another reader of 李明's school; 李明 is reader 1. */
const OTHER_READER = { readercode: '20230002', password: DEMO.student.password };
const LI_MING_ID = 1;

let server: RunningServer;
let browser: Browser;
let opened: OpenedPage | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startOwnServer(), launchBrowser()]);
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await server?.stop();
});

/**
 * A fresh browser context with `reader` logged in, on `path`; the page must end with no error
 * logged. Each reader fills the login form once in the file (support/session.ts).
 */
async function loggedInPage(reader: Reader, lang: Language, path: string): Promise<Page> {
  await opened?.close();
  const session = await loggedIn(browser, server.url, lang, reader);
  opened = await openPage(browser, `${server.url}${path}`, session);
  return opened.page;
}

describe.each(['zh', 'en'] as const)('reading lists, %s', (lang: Language) => {
  const t = LISTS[lang];
  const listName = `${lang}: 推荐给同学`;
  const typedTitle = `${lang}: 夏洛的网`;

  it('李明 shelves a book by keyboard and makes a public list with a book', async () => {
    const page = await loggedInPage(DEMO.student, lang, '/virtual-bookshelf');
    const inState = (state: string) => expectNoViolations(page, `${lang}: ${state}`);

    await page.getByRole('link', { name: '西游记' }).waitFor();
    await inState('virtual bookshelf');
    // Keyboard only: the title field, then Tab through author, ISBN, the shelf (→ read), Enter.
    await page.getByRole('textbox', { name: t.shelf.title, exact: true }).focus();
    await page.keyboard.type(typedTitle);
    await page.keyboard.press('Tab');
    await page.keyboard.type('E.B. White');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expectFocus(page, t.shelf.shelfLabel, 'select');
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await page.keyboard.type('好看');
    await page.keyboard.press('Tab');
    await expectFocus(page, t.shelf.add, 'button');
    await page.keyboard.press('Enter');
    await page.getByText(fill(t.shelf.added, { title: typedTitle })).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^${t.shelf.shelf_read} \\(`) })
      .press('Enter');
    await page.getByRole('heading', { name: typedTitle }).waitFor();
    // The pressed button's colours fade in (a 0.15 s transition): axe must see where they end.
    await waitForTransitions(page);
    await inState('a book typed by hand, on the read shelf');

    await page.goto(`${server.url}/my-booklist`);
    await page.getByRole('heading', { name: new RegExp(socialBooklist.name) }).waitFor();
    const form = page.getByRole('region', { name: t.booklists.newHeading });
    await form.getByRole('textbox', { name: t.booklists.name }).fill(listName);
    await form.getByRole('radio', { name: t.booklists.public }).check();
    await form.getByRole('button', { name: t.booklists.create }).click();
    await page.getByRole('heading', { name: new RegExp(listName) }).waitFor();
    await inState('a new public list');

    await page.goto(`${server.url}/book-list?keyword=${encodeURIComponent('三体')}`);
    const search = STRINGS[lang].booklist;
    await page.getByRole('button', { name: search.add }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: listName }).check();
    await dialog.getByRole('button', { name: search.confirm, exact: true }).click();
    await page
      .getByText(fill(search.added, { name: listName }))
      .first()
      .waitFor();

    await page.goto(`${server.url}/my-booklist`);
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: new RegExp(listName) }),
    });
    await card.getByRole('button', { name: fill(t.booklists.show, { name: listName }) }).click();
    await card.getByRole('link').first().waitFor();
    await inState('a list opened on its books');
    expect(opened?.errors ?? []).toEqual([]);
  });

  it('another reader of the school sees the public list, never the private one', async () => {
    const page = await loggedInPage(OTHER_READER, lang, '/my-booklist');
    const inState = (state: string) => expectNoViolations(page, `${lang}: ${state}`);

    const others = page.getByRole('region', { name: t.booklists.publicHeading });
    await others.getByRole('heading', { name: new RegExp(listName) }).waitFor();
    expect(await others.getByText(socialBooklist.name).count()).toBe(0);
    await inState('other readers’ public lists');

    // The follows page links here: one reader's public lists, read-only.
    await page.goto(`${server.url}/my-booklist?reader=${LI_MING_ID}`);
    await page.getByRole('heading', { name: t.booklists.readerHeading }).waitFor();
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: new RegExp(listName) }),
    });
    await card.waitFor();
    expect(await page.getByText(socialBooklist.name).count()).toBe(0);
    expect(await page.getByRole('button', { name: new RegExp(t.booklists.delete) }).count()).toBe(
      0,
    );
    await card
      .getByRole('button', { name: fill(t.booklists.show, { name: listName }) })
      .press('Enter');
    await card.getByRole('link', { name: /三体/ }).first().waitFor();
    await inState('another reader’s public list, opened');
    expect(opened?.errors ?? []).toEqual([]);
  });
});
