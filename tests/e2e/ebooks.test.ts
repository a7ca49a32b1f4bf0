/**
 * The digital library end to end in Chromium, zh and en: the list with its tags, a book's
 * detail, an EPUB (epub.js) and a PDF (pdf.js, its worker from the portal's origin) read in the
 * portal with the keyboard, leaving and coming back to the same page (in the browser for a
 * visitor, on the server for a logged-in reader, seen from a fresh browser), the permission
 * text of a login-only book; axe at each new state, and no CSP violation anywhere.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import enEbooks from '../../src/core/i18n/locales/en/ebooks';
import zhEbooks from '../../src/core/i18n/locales/zh/ebooks';
import { expectNoViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { openPage, type OpenedPage } from './support/pages';
import { loggedIn } from './support/session';
import { DEMO } from './support/strings';
import type { Language } from './support/widget-page';

const url = inject('serverUrl');
const STRINGS = { zh: zhEbooks, en: enEbooks } as const;
let browser: Browser;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  for (const page of opened.splice(0)) await page.close();
});

afterAll(async () => {
  await browser?.close();
});

type Violations = { directive: string; blocked: string }[];

/**
 * A fresh context in `lang` that records CSP violations from its first script on; `options`
 * for the context, such as a saved session.
 */
async function freshPage(lang: Language, options?: BrowserContextOptions): Promise<OpenedPage> {
  const page = await openPage(browser, undefined, options);
  opened.push(page);
  await page.page.addInitScript((language) => {
    localStorage.setItem('libportal.lang', language);
    const seen: Violations = [];
    (window as { cspViolations?: Violations }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  }, lang);
  return page;
}

async function expectNoCspViolations(page: Page, label: string) {
  const seen = await page.evaluate(
    () => (window as { cspViolations?: Violations }).cspViolations ?? [],
  );
  expect(seen, label).toEqual([]);
}

/** "第 2 / 3 页" / "Page 2 of 3" → 2, once the reader shows a position. */
async function currentPage(page: Page, lang: Language): Promise<{ text: string; page: number }> {
  const pattern = lang === 'zh' ? /第 (\d+) \/ (\d+) 页/ : /Page (\d+) of (\d+)/;
  const status = page.getByRole('status').filter({ hasText: pattern });
  await status.waitFor();
  const text = (await status.textContent()) ?? '';
  return { text, page: Number(pattern.exec(text)?.[1]) };
}

/** Waits until the position is another than `before`. */
async function pageAfter(page: Page, lang: Language, before: number) {
  await expect
    .poll(async () => (await currentPage(page, lang)).page, { timeout: 10_000 })
    .not.toBe(before);
  return currentPage(page, lang);
}

/** Opens a book from /ebooks through its read button; returns the position shown. */
async function openFromList(page: Page, lang: Language, title: string) {
  const t = STRINGS[lang];
  await page.goto(`${url}/ebooks`);
  await page.getByRole('button', { name: `${t.read}《${title}》` }).click();
  await page.waitForURL(/\/ebookReader\?bookid=\d+/);
  return currentPage(page, lang);
}

/** Turns two pages forward with the keyboard and one back; returns where it ends. */
async function turnWithKeyboard(page: Page, lang: Language, title: string) {
  const region = page.getByRole('region', { name: title });
  await expect.poll(() => region.evaluate((node) => node === document.activeElement)).toBe(true);
  const start = (await currentPage(page, lang)).page;
  await page.keyboard.press('ArrowRight');
  const second = await pageAfter(page, lang, start);
  expect(second.page).toBeGreaterThan(start);
  await page.keyboard.press('PageDown');
  const third = await pageAfter(page, lang, second.page);
  expect(third.page).toBeGreaterThan(second.page);
  await page.keyboard.press('PageUp');
  const back = await pageAfter(page, lang, third.page);
  expect(back.page).toBeLessThan(third.page);
  return back;
}

const EPUB = { zh: '论语（选读）', en: "Aesop's Fables (a selection)" } as const;
const PDF = 'The Gettysburg Address';
const LOGIN_ONLY = '道德经（选读）';

describe.each(['zh', 'en'] as const)('the digital library, %s', (lang) => {
  const t = STRINGS[lang];

  it('lists e-books with tags, shows a detail, and says a login-only book needs a login', async () => {
    const { page, errors } = await freshPage(lang);
    await page.goto(`${url}/digitalSource`);
    const tags = page.getByRole('group', { name: t.tags.label });
    await tags.getByRole('button', { name: /国学经典/ }).click();
    await page.getByRole('button', { name: `${t.open}《${LOGIN_ONLY}》` }).waitFor();
    await expectNoViolations(page, `${lang}: list by tag`);
    await page.getByRole('button', { name: `${t.open}《${LOGIN_ONLY}》` }).click();
    await page.waitForURL(/bookid=\d+/);
    await page.getByRole('heading', { name: LOGIN_ONLY }).waitFor();
    await page.getByText(t.loginOnly).first().waitFor();
    await expectNoViolations(page, `${lang}: detail`);
    await page.getByRole('button', { name: t.read, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: t.reader.noPermission }).waitFor();
    await expectNoViolations(page, `${lang}: no permission`);
    await expectNoCspViolations(page, `${lang}: list and detail`);
    expect(errors).toEqual([]);
  });

  it('a visitor reads an EPUB and a PDF with the keyboard and comes back to the same page', async () => {
    const { page, errors } = await freshPage(lang);
    await openFromList(page, lang, EPUB[lang]);
    const epubAt = await turnWithKeyboard(page, lang, EPUB[lang]);
    await expectNoViolations(page, `${lang}: EPUB open`);
    const epubUrl = page.url();
    await page.goto(`${url}/home`);
    await page.goto(epubUrl);
    expect((await currentPage(page, lang)).text).toBe(epubAt.text);

    await openFromList(page, lang, PDF);
    const pdfAt = await turnWithKeyboard(page, lang, PDF);
    // The page's text is there for screen readers beside the canvas.
    await expect
      .poll(() => page.getByText(/Four score|dedicate|nation/).count())
      .toBeGreaterThan(0);
    await expectNoViolations(page, `${lang}: PDF open`);
    const pdfUrl = page.url();
    await page.goto(`${url}/home`);
    await page.goto(pdfUrl);
    expect((await currentPage(page, lang)).text).toBe(pdfAt.text);
    await expectNoCspViolations(page, `${lang}: reader`);
    expect(errors).toEqual([]);
  });
});

describe('a logged-in reader', () => {
  it('finds the same page on another browser, kept by the server', async () => {
    const lang = 'en';
    const first = await freshPage(lang, await loggedIn(browser, url, lang, DEMO.teacher));
    await openFromList(first.page, lang, PDF);
    const at = await turnWithKeyboard(first.page, lang, PDF);
    // Leaving the book through the portal saves the position at once.
    await first.page.getByRole('button', { name: STRINGS.en.reader.backToBook }).click();
    await first.page.getByRole('heading', { name: PDF }).waitFor();
    await first.page.waitForLoadState('networkidle');

    const second = await freshPage(lang, await loggedIn(browser, url, lang, DEMO.teacher));
    await openFromList(second.page, lang, PDF);
    expect((await currentPage(second.page, lang)).text).toBe(at.text);
    // A login-only book opens for a reader of the library.
    await openFromList(second.page, lang, LOGIN_ONLY);
    await expectNoCspViolations(second.page, 'logged in');
    expect([...first.errors, ...second.errors]).toEqual([]);
  });
});
