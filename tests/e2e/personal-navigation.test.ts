/**
 * The personal and teacher areas' one navigation, in Chromium, zh and en, at 1280 and 375 px:
 * one navigation landmark for the area, nothing of any navigation clipped, the page's title
 * shown once (its h1), the current entry marked, one log-out (the header's account menu), and
 * axe (WCAG 2.2 A/AA) finding nothing. Each role logs in once; its session serves every case.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { sidewaysScrollers } from './support/overflow';
import { loggedIn } from './support/session';
import { settled, watchRequests } from './support/settled';
import { DEMO, STRINGS } from './support/strings';
import type { Language } from './support/widget-page';

const server = { url: inject('serverUrl') };
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
type Role = 'student' | 'teacher';

/** The pages looked at, with the entry each marks as the current page. */
const PAGES: { role: Role; path: string; entry: (lang: Language) => string }[] = [
  { role: 'student', path: '/book-management', entry: (l) => STRINGS[l].routes.bookManagement },
  { role: 'student', path: '/student-fine', entry: (l) => STRINGS[l].routes.studentFine },
  { role: 'student', path: '/student-portrait', entry: (l) => STRINGS[l].routes.studentPortrait },
  { role: 'teacher', path: '/teacher-home', entry: (l) => STRINGS[l].teacher.menuHome },
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function withPage(
  role: Role,
  lang: Language,
  viewport: typeof WIDE,
  visit: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport,
    ...(await loggedIn(browser, server.url, lang, DEMO[role])),
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    watchRequests(page);
    await visit(page);
  } finally {
    await context.close();
  }
}

/** Every navigation landmark's name, and the ones whose content is wider than their box. */
function navigations(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('nav')]
      .filter((nav) => nav.getClientRects().length > 0)
      .map((nav) => ({
        name: nav.getAttribute('aria-label') ?? '',
        clipped:
          nav.scrollWidth > nav.clientWidth + 1 ||
          [...nav.querySelectorAll('a, button')].some(
            (item) => item.scrollWidth > item.clientWidth + 1,
          ),
        widths: `${nav.scrollWidth} px in ${nav.clientWidth} px`,
      })),
  );
}

/** The h1s, and the other headings a sighted reader sees that repeat the h1's words. */
function titles(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const h1s = [...document.querySelectorAll('h1')].map((h1) => h1.textContent?.trim() ?? '');
    const repeats = [...document.querySelectorAll('h2, h3, h4, h5, h6')]
      .filter((heading) => visible(heading) && heading.textContent?.trim() === h1s[0])
      .map((heading) => heading.tagName);
    return { h1s, repeats };
  });
}

/** The log-out controls on the page now, whatever their role. */
const logouts = (page: Page, lang: Language) =>
  page
    .getByRole('button', { name: STRINGS[lang].session.logout, exact: true })
    .or(page.getByRole('menuitem', { name: STRINGS[lang].session.logout, exact: true }))
    .or(page.getByRole('link', { name: STRINGS[lang].session.logout, exact: true }));

describe.each(['zh', 'en'] as const)('the personal navigation, %s', (lang) => {
  const ui = STRINGS[lang];

  it.each(PAGES)('1280 px, $path', { timeout: 120_000 }, async ({ role, path, entry }) => {
    await withPage(role, lang, WIDE, async (page) => {
      await page.goto(`${server.url}${path}`);
      await settled(page);
      const nav = page.getByRole('navigation', { name: ui.personal.nav, exact: true });
      await nav.waitFor();

      const landmarks = await navigations(page);
      expect(landmarks.map((landmark) => landmark.name)).toEqual([
        ui.header.mainNavigation,
        ui.personal.nav,
      ]);
      expect(
        landmarks.filter((landmark) => landmark.clipped),
        'a navigation is clipped',
      ).toEqual([]);

      const current = nav.locator('[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect((await current.innerText()).trim()).toBe(entry(lang));
      expect(await nav.locator('[aria-current]').count()).toBe(1);

      const { h1s, repeats } = await titles(page);
      expect(h1s).toHaveLength(1);
      expect(repeats, `"${h1s[0]}" shown again`).toEqual([]);

      // One log-out: none in sight until the account menu opens, then the menu's own.
      expect(await logouts(page, lang).count()).toBe(0);
      await page
        .getByRole('banner')
        .getByRole('button', {
          name: new RegExp(`^${ui.personal.account.replace('{{name}}', '.+')}$`),
        })
        .click();
      expect(await logouts(page, lang).count()).toBe(1);
      await expectNoViolations(page, `${lang} ${path} at 1280 px, account menu open`);
    });
  });

  it.each(PAGES)('375 px, $path', { timeout: 120_000 }, async ({ role, path, entry }) => {
    await withPage(role, lang, PHONE, async (page) => {
      await page.goto(`${server.url}${path}`);
      await settled(page);
      const nav = page.getByRole('navigation', { name: ui.personal.nav, exact: true });
      const toggle = nav.getByRole('button', { name: ui.personal.showMenu });
      // Closed, the menu is one button: the page's title comes within the first screen.
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await nav.getByRole('link').count()).toBe(0);
      const h1 = await page.locator('h1').boundingBox();
      expect(h1 && h1.y + h1.height).toBeLessThan(PHONE.height);
      await expectNoViolations(page, `${lang} ${path} at 375 px`);

      await toggle.click();
      const current = nav.locator('[aria-current="page"]');
      expect((await current.innerText()).trim()).toBe(entry(lang));
      expect(await sidewaysScrollers(page)).toEqual([]);
      expect((await navigations(page)).filter((landmark) => landmark.clipped)).toEqual([]);
      await expectNoViolations(page, `${lang} ${path} at 375 px, menu open`);
    });
  });
});
