import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { submitLogin } from './support/login';
import { loggedIn } from './support/session';
import { DEMO, STRINGS } from './support/strings';
import { PERSONAL_PAGES } from '../../src/host-app/personal-area';

const server = { url: inject('serverUrl') };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The contexts a test opened, closed when it ends, passed or failed. */
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** A page in a fresh context (`options`: such as a saved session), closed after the test. */
async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

const current = (page: Page, nav: string, name: string) =>
  page.getByRole('navigation', { name }).getByRole('link', { name: nav, exact: true });

describe('the personal area', () => {
  it('student: login → card → the navigation with its highlight → teacher page refused → confirmed logout', async () => {
    const page = await newPage();

    // Logged out, a personal page asks for a login and comes back to it.
    await page.goto(`${server.url}/student-home`);
    await page.waitForURL(/\/login\?redirect=%2Fstudent-home$/);
    await submitLogin(page.getByRole('main'), STRINGS.zh, DEMO.student);
    await page.waitForURL(/\/student-home$/);

    // The reader card, from the server's demo data.
    const card = page.getByRole('region', { name: DEMO.student.name });
    await card.getByText(DEMO.student.readercode, { exact: true }).waitFor();
    await card.getByText('我的勋章').waitFor();
    await card.getByRole('link', { name: /^超期：\d+，查看详情$/ }).waitFor();
    await page.waitForFunction(() => document.title === '图书馆门户 - 我的主页');
    const nav = page.getByRole('navigation', { name: '我的账户' });
    expect(await current(page, '我的主页', '我的账户').getAttribute('aria-current')).toBe('page');

    // An entry opens its page, marked as the current page.
    await current(page, '罚款记录', '我的账户').click();
    await page.waitForURL(/\/student-fine$/);
    await page.getByRole('heading', { level: 1, name: '罚款记录' }).waitFor();
    expect(await current(page, '罚款记录', '我的账户').getAttribute('aria-current')).toBe('page');

    // A page the navigation does not list lights its family's entry.
    await page.goto(`${server.url}/student-collect`);
    await page.waitForFunction(() => document.title === '图书馆门户 - 我的收藏');
    expect(await current(page, '我的收藏', '我的账户').getAttribute('aria-current')).toBe('true');
    expect(await nav.locator('[aria-current]').count()).toBe(1);

    // The navigation's state is kept in its cookie across a reload.
    await page.getByRole('button', { name: '收起菜单' }).click();
    await page.reload();
    await page.getByRole('button', { name: '展开菜单' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'sidebarStatus')?.value).toBe('0');
    await page.getByRole('button', { name: '展开菜单' }).click();

    // A teacher-only page sends the student to their own home.
    await page.goto(`${server.url}/teacher-home`);
    await page.waitForURL(/\/student-home$/);
    await page.getByRole('region', { name: DEMO.student.name }).waitFor();

    // The header's account menu, by keyboard: its first entry opens the personal settings.
    const avatar = page.getByRole('button', { name: `${DEMO.student.nickname} 的账户菜单` });
    await avatar.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: '个人设置' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('个人设置');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/set-user$/);
    await page.getByRole('heading', { level: 1, name: '个人设置' }).waitFor();
    expect(await current(page, '个人设置', '我的账户').getAttribute('aria-current')).toBe('true');
    await current(page, '我的主页', '我的账户').click();
    await page.waitForURL(/\/student-home$/);

    // Logout, the account menu's only, asks first; cancel stays, confirm logs out and goes home.
    const logOut = async () => {
      await avatar.click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
    };
    await logOut();
    let dialog = page.getByRole('alertdialog', { name: '提示' });
    await dialog.getByText('确定退出登录吗？').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/student-home');

    await logOut();
    dialog = page.getByRole('alertdialog', { name: '提示' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('banner').getByRole('button', { name: '登录' }).waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);

    // The session is over: a personal page asks for a login again.
    await page.goto(`${server.url}/student-fine`);
    await page.waitForURL(/\/login\?redirect=%2Fstudent-fine$/);
  });

  it('teacher: the own home, then every personal page renders its widget under its title', async () => {
    const page = await newPage(await loggedIn(browser, server.url, 'zh', DEMO.teacher));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/teacher-home`);
    await page.waitForURL(/\/teacher-home$/);
    const card = page.getByRole('region', { name: '王芳' });
    await card.getByText('我的读者证 · 教师').waitFor();
    await card.getByText('部门').waitFor();
    // The teacher's home is in the teacher area's frame, its pages first in the one menu.
    const menu = page.getByRole('navigation', { name: STRINGS.zh.personal.nav });
    await menu.getByRole('link', { name: STRINGS.zh.teacher.menuHome }).waitFor();

    const titles = STRINGS.zh.routes as Record<string, string>;
    const inaccessible: string[] = [];
    for (const personal of PERSONAL_PAGES) {
      await page.goto(`${server.url}/${personal.path}`);
      if (!personal.roles.includes('teacher')) {
        await page.waitForURL(/\/teacher-home$/);
        continue;
      }
      const title = titles[personal.title.replace('routes.', '')] ?? '';
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      // Real content: never the "coming soon" placeholder, never the router's error page.
      expect(await main.getByText(STRINGS.zh.common.notAvailableYet).count(), personal.path).toBe(
        0,
      );
      expect(await page.getByText('Unexpected Application Error').count(), personal.path).toBe(0);
      expect((await main.innerText()).length, personal.path).toBeGreaterThan(title.length + 20);
      const violations = await axeViolations(page);
      if (violations.length > 0)
        inaccessible.push(`${personal.path}:\n${describeViolations(violations)}`);
    }
    expect(errors).toEqual([]);
    expect(inaccessible.join('\n')).toBe('');
  });
});
