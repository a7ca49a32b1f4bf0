/**
 * The old interface end to end in Chromium: the switch keeps the version in browser storage,
 * rewrites the path, reloads and says "界面切换成功"; the guard keeps each reader in their
 * version on every path (rss-subscription has no twin); the old layout has its navbar and the
 * older personal strip (targets 0–10) around the same pages; on a phone its root font size is
 * width / 750 × 100 px; a browser that will not keep the choice gets "版本切换失败，请重试";
 * the full-screen toggle follows the state. Axe at each new state, zh and en, 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from './support/account';
import { handOver } from './support/hand-over';
import { submitLogin } from './support/login';
import { DEMO, STRINGS } from './support/strings';

const e2e = handOver();
const VERSION_KEY = 'libportal.interfaceVersion';

const version = (page: Page) => page.evaluate((key) => localStorage.getItem(key), VERSION_KEY);
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function openIn(lang: 'zh' | 'en', width: number, path = '/home'): Promise<Page> {
  const page = await e2e.freshPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${e2e.url}/home`);
  await page.evaluate((language) => localStorage.setItem('libportal.lang', language), lang);
  await page.goto(`${e2e.url}${path}`);
  // A page the server rendered in Chinese is rendered afresh for an English reader.
  await page.waitForFunction(
    (l) => document.documentElement.lang === l,
    lang === 'en' ? 'en' : 'zh-CN',
  );
  return page;
}

describe('switching to the old interface and back', () => {
  it('keeps the choice, reloads at the twin, and the guard follows on every path', async () => {
    const t = STRINGS.zh.header;
    const page = await openIn('zh', 1280, '/searchCategory?category=I');
    await page.getByRole('button', { name: t.switchToOldLabel }).click();
    await page.waitForURL(/\/old\/searchCategory\?category=I$/);
    await page.getByText(t.versionSwitched).waitFor();
    expect(await version(page)).toBe('old');
    // The old navbar (no tabs of the new header) around the same page.
    expect(
      await page.getByRole('navigation', { name: STRINGS.zh.header.mainNavigation }).count(),
    ).toBe(0);
    await page.getByRole('button', { name: t.switchToNewLabel }).waitFor();
    await expectNoViolations(page, 'old interface: category');

    // Typed or followed, a path of the new interface lands on its twin.
    await page.goto(`${e2e.url}/about`);
    await page.waitForURL(/\/old\/about$/);
    await page.goto(`${e2e.url}/login?redirect=%2Fstudent-home`);
    await page.waitForURL(/\/old\/login\?redirect=%2Fstudent-home$/);
    // The one path without a twin stays.
    await page.goto(`${e2e.url}/rss-subscription`);
    await page.getByRole('button', { name: t.switchToOldLabel }).waitFor();
    expect(pathOf(page)).toBe('/rss-subscription');

    // Logged in through the old login page, the reader's home and the older strip.
    await page.goto(`${e2e.url}/old/login`);
    await submitLogin(page.getByRole('main'), STRINGS.zh, DEMO.student);
    await page.waitForURL(/\/old\/student-home$/);
    const strip = page.getByRole('navigation', { name: STRINGS.zh.oldInterface.personalStrip });
    await strip.getByRole('link').first().waitFor();
    const targets = await strip
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('data-target'), link.getAttribute('href')]),
      );
    expect(targets).toEqual([
      ['0', '/old/student-borrow'],
      ['1', '/old/student-subtenancy'],
      ['2', '/old/student-borrowhistory'],
      ['3', '/old/student-collection'],
      ['4', '/old/student-borrowing'],
      ['5', '/old/student-mybill'],
      ['6', '/old/student-fine'],
      ['7', '/old/student-askreturn'],
      ['8', '/old/student-board'],
      ['9', '/old/student-portrait'],
      ['10', '/old/student-personal-settings'],
    ]);
    await strip.getByRole('link', { name: STRINGS.zh.routes.studentFine }).click();
    await page.waitForURL(/\/old\/student-fine$/);
    await expect
      .poll(() =>
        strip
          .getByRole('link', { name: STRINGS.zh.routes.studentFine })
          .getAttribute('aria-current'),
      )
      .toBe('page');
    await expectNoViolations(page, 'old interface: fine record');

    // Back to the new interface: the path loses /old, the guard keeps the reader off it.
    await page.getByRole('button', { name: t.switchToNewLabel }).click();
    await page.waitForURL((url) => url.pathname === '/student-fine');
    expect(pathOf(page)).toBe('/student-fine');
    await page.getByText(t.versionSwitched).waitFor();
    expect(await version(page)).toBe('new');
    await page.goto(`${e2e.url}/old/home`);
    await page.waitForURL((url) => url.pathname === '/home');
    e2e.expectNoPageErrors();
  });

  it('says "版本切换失败，请重试" and stays where a browser will not keep the choice', async () => {
    const page = await e2e.freshPage();
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
        if (name === key) throw new DOMException('full', 'QuotaExceededError');
        setItem.call(this, name, value);
      };
    }, VERSION_KEY);
    await page.goto(`${e2e.url}/home`);
    await page.getByRole('button', { name: STRINGS.zh.header.switchToOldLabel }).click();
    await page.getByText(STRINGS.zh.header.versionSwitchFailed).waitFor();
    expect(pathOf(page)).toBe('/home');
    // The page's own error is the one it reports: nothing else went wrong.
    e2e.expectNoPageErrors();
  });
});

describe.each(['zh', 'en'] as const)('the old layout, %s', (lang) => {
  it.each([1280, 375])('has no axe violation at %i px, and its phone font size', async (width) => {
    const page = await openIn(lang, width);
    await page.evaluate((key) => localStorage.setItem(key, 'old'), VERSION_KEY);
    for (const path of ['/home', '/fmap', '/case', '/studentHome', '/book-list?keyword=三体']) {
      await page.goto(`${e2e.url}${path}`);
      await page.waitForURL((url) => url.pathname.startsWith('/old'));
      await page.getByRole('button', { name: STRINGS[lang].header.switchToNewLabel }).waitFor();
      await page.getByRole('main').locator('h1, h2').first().waitFor();
      // Every list of the page in: axe checks what a reader sees, not a loading state.
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `${lang} ${width}px old ${path}`);
    }
    const fontSize = await page.evaluate(() => document.documentElement.style.fontSize);
    // Width / 750 × 100 px, capped at 75 px, on a phone only.
    expect(fontSize).toBe(width === 375 ? '50px' : '');
    e2e.expectNoPageErrors();
  });
});

describe('the full-screen toggle', () => {
  it('enters and leaves full screen, its name and icon following', async () => {
    const page = await openIn('zh', 1280);
    const t = STRINGS.zh.header;
    const toggle = page.getByRole('button', { name: t.fullscreen, exact: true });
    const icon = () => toggle.locator('path').getAttribute('d');
    const entering = await icon();
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    const leave = page.getByRole('button', { name: t.exitFullscreen });
    await leave.waitFor();
    expect(await leave.locator('path').getAttribute('d')).not.toBe(entering);
    await leave.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await toggle.waitFor();
    e2e.expectNoPageErrors();
  });
});
