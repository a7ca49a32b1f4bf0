/**
 * A toast never covers the header: the reader switches the portal's language (the header's
 * language menu on a desktop, the drawer's choice on a phone), and while the success toast is
 * on the screen every visible control of the header (the navigation's tabs at 1280 px; the
 * brand, the menu button and the search at 375 px, where the tabs are in the drawer) is on top
 * where it is, and the toast's box meets none of them. The notification center once put its
 * toasts at the top of the screen, over the tabs.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { headerUnderToast } from './support/covered';
import { openPage, type OpenedPage } from './support/pages';
import { STRINGS } from './support/strings';
import type { Language } from './support/widget-page';

const server = { url: inject('serverUrl') };
/** A page with the whole header: the tabs, and the search strip (not shown on /home). */
const PATH = '/searchCategory';
const OTHER: Record<Language, Language> = { zh: 'en', en: 'zh' };

let browser: Browser;
let opened: OpenedPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
});

/** Opens the page at `width` in `lang` (the portal keeps the language in storage). */
async function openIn(width: number, lang: Language): Promise<Page> {
  await opened?.close();
  opened = await openPage(browser, undefined, { viewport: { width, height: 740 } });
  const { page } = opened;
  await page.addInitScript((language) => localStorage.setItem('libportal.lang', language), lang);
  await page.goto(`${server.url}${PATH}`);
  return page;
}

/** On a desktop: the header's language menu, then the other language. */
async function switchFromMenu(page: Page, from: Language) {
  const ui = STRINGS[from];
  const banner = page.getByRole('banner');
  await banner
    .getByRole('button', { name: `${ui.header.language}: ${ui.languages[from]}` })
    .click();
  await banner.getByRole('menuitem', { name: ui.languages[OTHER[from]] }).click();
}

/** On a phone: the drawer's language choice; the reader then closes the drawer. */
async function switchFromDrawer(page: Page, from: Language) {
  const ui = STRINGS[from];
  await page.getByRole('banner').getByRole('button', { name: ui.header.menu }).click();
  const drawer = page.getByRole('dialog', { name: ui.header.menu });
  // A click, not check(): the radio follows the language, which switches a moment later.
  await drawer.getByRole('radio', { name: ui.languages[OTHER[from]] }).click();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

describe('a toast and the header', () => {
  it.each([
    [1280, 'zh'],
    [1280, 'en'],
    [375, 'zh'],
    [375, 'en'],
  ] as const)(
    'at %i px, switching from %s: the toast covers no header control',
    async (width, from) => {
      const page = await openIn(width, from);
      const to = STRINGS[OTHER[from]];
      await page.getByRole('banner').waitFor();
      if (width > 768) await switchFromMenu(page, from);
      else await switchFromDrawer(page, from);
      // The toast says it in the new language; it stays 2 s, which the checks below fit in.
      await page.getByRole('status').filter({ hasText: to.header.languageSwitched }).waitFor();

      const found = await headerUnderToast(page);
      expect(found.toast).toBe(to.header.languageSwitched);
      // The check covered what the reader operates in the header, not an empty list.
      const tabs = [
        to.header.home,
        to.header.category,
        to.header.virtualShelf,
        to.header.myLibrary,
      ];
      if (width > 768) for (const tab of tabs) expect(found.checked).toContain(`a "${tab}"`);
      else expect(found.checked).toContain(`button "${to.header.menu}"`);
      expect(found.covered).toEqual([]);
      expect(opened?.errors).toEqual([]);
    },
  );
});
