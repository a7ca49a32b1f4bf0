/**
 * The reading portrait and the ranking board end to end in Chromium, zh and en: 李明, logged in,
 * opens his portrait (the charts painted by the lazily loaded chart library, a chart's table
 * opened) and his learning statistics' chart, then the ranking, and switches its period and scope with the keyboard alone; axe
 * finds nothing in any of these states.
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../../src/core/i18n/locales/en';
import enReadingStats from '../../src/core/i18n/locales/en/reading-stats';
import zh from '../../src/core/i18n/locales/zh';
import zhReadingStats from '../../src/core/i18n/locales/zh/reading-stats';
import { expectNoViolations, fill } from './support/account';
import { launchBrowser } from './support/browser';
import { expectChartsPainted } from './support/charts';
import { openPage, type OpenedPage } from './support/pages';
import { loggedIn } from './support/session';
import { DEMO } from './support/strings';

const server = { url: inject('serverUrl') };
const STATS = { zh: zhReadingStats, en: enReadingStats } as const;

let browser: Browser;
let opened: OpenedPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

describe.each(['zh', 'en'] as const)('portrait and ranking, %s', (lang) => {
  const t = STATS[lang];

  it('李明 opens his portrait, then the ranking, switching period and scope by keyboard', async () => {
    opened = await openPage(
      browser,
      `${server.url}/student-portrait`,
      await loggedIn(browser, server.url, lang, DEMO.student),
    );
    const { page } = opened;
    await page.getByRole('heading', { level: 2, name: t.portrait.heading, exact: true }).waitFor();
    await page.getByRole('checkbox', { name: t.setting.showName }).waitFor();
    // The chart library came on demand and painted all three charts (months, categories,
    // authors): their pixels are read back, so a blank canvas fails.
    await expectChartsPainted(page, 3);
    await page.getByText({ zh, en }[lang].chart.showTable).first().click();
    await page.getByRole('table', { name: t.portrait.months }).waitFor();
    await expectNoViolations(page, `${lang}: portrait`);

    // The learning statistics draw each assignment's marks the same way.
    await page.goto(`${server.url}/student-statistic`);
    await expectChartsPainted(page, 1);

    await page.goto(`${server.url}/student-rank`);
    await page.getByRole('heading', { level: 2, name: t.ranking.heading, exact: true }).waitFor();
    await page.getByRole('heading', { name: t.ranking.readers }).waitFor();
    await expectNoViolations(page, `${lang}: ranking, month`);

    const month = page.getByRole('radio', { name: t.ranking.period_month });
    await month.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: t.ranking.period_week }).isChecked()).toBe(true);
    const school = page.getByRole('radio', { name: t.ranking.scope_organization });
    await school.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: t.ranking.scope_class }).isChecked()).toBe(true);
    await page.getByRole('heading', { name: t.ranking.readers }).waitFor();
    // 李明 sees himself by name wherever he is ranked, marked as himself.
    const me = page.getByText(fill(t.ranking.you, {}));
    if ((await me.count()) > 0) await expect(me.first().isVisible()).resolves.toBe(true);
    await expectNoViolations(page, `${lang}: ranking, week, class`);
    expect(opened?.errors ?? [], 'errors in the page').toEqual([]);
  });
});
