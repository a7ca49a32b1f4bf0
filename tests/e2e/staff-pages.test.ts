/**
 * The librarian's workspace pages in Chromium on a tablet (768 px), in Chinese and English:
 * each opens for the librarian L0001 with its title, answers its first use (a search), has no
 * axe violation, nothing that scrolls sideways and no AI librarian button over its tables.
 * Read-only: the shared server's data stays.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../../src/core/i18n/locales/en';
import enCatalogue from '../../src/core/i18n/locales/en/catalogue';
import enReaders from '../../src/core/i18n/locales/en/readers-admin';
import enReports from '../../src/core/i18n/locales/en/reports';
import zh from '../../src/core/i18n/locales/zh';
import zhCatalogue from '../../src/core/i18n/locales/zh/catalogue';
import zhReaders from '../../src/core/i18n/locales/zh/readers-admin';
import zhReports from '../../src/core/i18n/locales/zh/reports';
import enLabels from '../../src/core/i18n/locales/en/spine-labels';
import zhLabels from '../../src/core/i18n/locales/zh/spine-labels';
import enActivities from '../../src/core/i18n/locales/en/activity-admin';
import zhActivities from '../../src/core/i18n/locales/zh/activity-admin';
import { expectNoViolations, pattern } from './support/account';
import { launchBrowser } from './support/browser';
import { sidewaysScrollers } from './support/overflow';
import { loggedIn } from './support/session';
import { settled, watchRequests } from './support/settled';
import { DEMO } from './support/strings';
import type { Language } from './support/widget-page';

const server = { url: inject('serverUrl') };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface StaffPage {
  path: string;
  /** The page's first use, ending when its answer shows. */
  use: (page: Page, lang: Language) => Promise<void>;
}

const PAGES: StaffPage[] = [
  {
    path: '/admin/catalogue',
    use: async (page, lang) => {
      const text = { zh: zhCatalogue, en: enCatalogue }[lang];
      await page.getByLabel(text.findLabel).fill('三体');
      await page.getByRole('button', { name: text.find, exact: true }).click();
      // A found record lists its copies by barcode.
      await page.getByRole('columnheader', { name: text.barcode }).first().waitFor();
    },
  },
  {
    path: '/admin/catalogue/labels',
    use: async (page, lang) => {
      const text = { zh: zhLabels, en: enLabels }[lang];
      // Two of the demo's copies (barcodes YT00000001 onwards) and one no copy has.
      await page.getByLabel(text.barcodes).fill('YT00000001\nYT00000002\nNOPE-1');
      await page.getByRole('button', { name: text.make }).click();
      const sheet = page.getByRole('region', { name: text.sheet });
      await expect.poll(() => sheet.getByRole('listitem').count()).toBe(2);
      await page.getByRole('alert').getByText('NOPE-1').waitFor();
    },
  },
  {
    path: '/admin/readers',
    use: async (page, lang) => {
      const text = { zh: zhReaders, en: enReaders }[lang];
      await page.getByLabel(text.keyword).fill(DEMO.reserver.readercode);
      await page.getByRole('button', { name: text.search, exact: true }).click();
      await page.getByRole('cell', { name: DEMO.reserver.readercode }).waitFor();
    },
  },
  {
    path: '/admin/reports',
    use: async (page, lang) => {
      const text = { zh: zhReports, en: enReports }[lang];
      // The demo has overdue loans: the list names them with a caption counting them.
      await page.getByLabel(text.report, { exact: true }).selectOption('overdue');
      await page.getByRole('table', { name: pattern(text.overdueCaption) }).waitFor();
      await page.getByRole('button', { name: text.print }).waitFor();
    },
  },
  {
    path: '/admin/activities',
    use: async (page, lang) => {
      const text = { zh: zhActivities, en: enActivities }[lang];
      // The demo's activities with their places taken; the first one's sign-ups (read only).
      await page.getByRole('columnheader', { name: text.signedUp }).waitFor();
      await page
        .getByRole('button', { name: pattern(text.signUpsNamed) })
        .first()
        .click();
      await page.getByRole('region', { name: pattern(text.signUpsNamed) }).waitFor();
      await page.getByRole('button', { name: text.exportCsv }).waitFor();
    },
  },
];

const CASES = PAGES.flatMap((staffPage) =>
  (['zh', 'en'] as const).map((lang) => [staffPage.path, lang, staffPage] as const),
);

describe('the staff pages at 768 px', () => {
  it.each(CASES)(
    '%s in %s: opens, answers, axe-clean, no sideways scroll',
    async (path, lang, staffPage) => {
      const context = await browser.newContext({
        viewport: { width: 768, height: 1000 },
        ...(await loggedIn(browser, server.url, lang, DEMO.librarian)),
      });
      try {
        const page = await context.newPage();
        watchRequests(page);
        await page.goto(`${server.url}${path}`);
        await settled(page);
        expect(new URL(page.url()).pathname).toBe(path);
        await staffPage.use(page, lang);
        await settled(page);
        await expectNoViolations(page, `${path} (${lang})`);
        expect(await sidewaysScrollers(page)).toEqual([]);
        // The readers' AI librarian is not on staff pages: its floating button covered the
        // last column of the wide tables (it loads after the page, so settled() has passed).
        const aiTitle = { zh, en }[lang].ai.title;
        expect(await page.getByRole('button', { name: aiTitle }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
