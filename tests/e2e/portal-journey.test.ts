import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const server = { url: inject('serverUrl') };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function logIn(page: Page, scope: ReturnType<Page['getByRole']> | Page) {
  await scope.getByLabel('读者证号').fill('20230001');
  await scope.getByLabel('密码', { exact: true }).fill('Passw0rd!');
  await scope.getByRole('button', { name: '登录', exact: true }).click();
}

describe('the new user’s journey', () => {
  it('search with suggestions, results, login, name in the header, English', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/home$/);
    await page.waitForFunction(() => document.title === '图书馆门户 - 首页');
    await page.getByText('欢迎来到云图科技实验学校图书馆').waitFor();

    const search = page.getByRole('combobox', { name: '搜索图书' });
    await search.pressSequentially('harry', { delay: 40 });
    const suggestions = page.getByRole('option', { name: /Harry Potter/ });
    await suggestions.first().waitFor();
    expect(await suggestions.count()).toBeGreaterThan(3);
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(100);

    await search.press('Enter');
    await page.waitForURL(/\/book-list\?keyword=harry$/);
    await page.getByRole('heading', { name: '“harry”的检索结果' }).waitFor();
    const titles = page.getByRole('heading', { level: 3, name: /Harry Potter/ });
    await titles.first().waitFor();
    expect(await titles.count()).toBeGreaterThan(3);
    await page.waitForFunction(() => document.title === '图书馆门户 - 检索结果');

    // Holdings of the first result come from Book/Query/Asset.
    await page.getByRole('button', { name: '查看馆藏' }).first().click();
    await page.getByRole('table', { name: '馆藏信息' }).waitFor();

    await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
    const dialog = page.getByRole('dialog', { name: '读者登录' });
    await dialog.waitFor();
    await logIn(page, dialog);
    await page.waitForURL(/\/student-home$/);
    // The header's account menu carries the reader's name.
    await page.getByRole('banner').getByRole('button', { name: '小明 的账户菜单' }).waitFor();
    await page.getByRole('heading', { name: '李明' }).waitFor();

    await page.getByRole('button', { name: '语言: 中文' }).click();
    expect(await page.getByRole('menuitem', { name: '中文' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Language switched').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: "小明's account menu" }).waitFor();
    await page.waitForFunction(() => document.title === 'Library Portal - My home');

    // The session and the language survive a reload.
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: "小明's account menu" }).waitFor();
    await page.context().close();
  });

  it('the home shows hot words and recommended books; a hot word opens its results', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/home`);
    const hotWords = page.getByRole('region', { name: '热门检索' });
    const word = hotWords.getByRole('link', { name: '三体', exact: true });
    await word.waitFor();
    expect(await hotWords.getByRole('link').count()).toBe(8);

    const recommended = page.getByRole('region', { name: '推荐图书' }).getByRole('link');
    await recommended.first().waitFor();
    expect(await recommended.count()).toBe(10);
    expect(await recommended.first().getAttribute('href')).toMatch(/^\/bookDetail\?bookid=\d+$/);

    await word.click();
    await page.waitForURL(/\/book-list\?keyword=%E4%B8%89%E4%BD%93$/);
    await page.getByRole('heading', { name: '“三体”的检索结果' }).waitFor();
    await page.getByRole('heading', { level: 3, name: /三体/ }).first().waitFor();
    await page.context().close();
  });

  it('a logged-out visit to a reader page goes to /login?redirect= and back after login', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/student-home`);
    await page.waitForURL(/\/login\?redirect=%2Fstudent-home$/);
    await logIn(page, page.getByRole('main'));
    await page.waitForURL(/\/student-home$/);
    await page.getByRole('heading', { name: '李明' }).waitFor();
    await page.context().close();
  });

  it('refuses a redirect out of the portal', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login?redirect=${encodeURIComponent('//evil.example/')}`);
    await logIn(page, page.getByRole('main'));
    await page.waitForURL(/\/student-home$/);
    expect(new URL(page.url()).host).toBe(new URL(server.url).host);
    await page.context().close();
  });

  it('a wrong password shows the server message and keeps the reader on the form', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    const main = page.getByRole('main');
    await main.getByLabel('读者证号').fill('20230001');
    await main.getByLabel('密码', { exact: true }).fill('not-the-password');
    await main.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
    expect(await main.getByRole('button', { name: '登录', exact: true }).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('?orgcode= switches the organisation; an unknown code is said clearly, with a way back', async () => {
    const page = await newPage();
    // The default organisation's pages show the operator's registration record number.
    await page.goto(`${server.url}/home`);
    await page.getByRole('contentinfo').getByText('京ICP备00000000号').waitFor();
    await page.goto(`${server.url}/home?orgcode=DEMO2`);
    await page.getByText('欢迎来到示范第二中学图书馆').waitFor();
    // No registration record number once a code picks another organisation, not even
    // the one DEMO2 has on file (src/host-app/layout/Footer.tsx says why).
    await page.waitForLoadState('networkidle');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByText(/ICP备/).count()).toBe(0);
    // The choice is remembered.
    await page.goto(`${server.url}/home`);
    await page.getByText('欢迎来到示范第二中学图书馆').waitFor();

    await page.goto(`${server.url}/home?orgcode=NOPE`);
    await page.getByRole('alert').filter({ hasText: '未找到机构“NOPE”' }).waitFor();
    await page.getByRole('button', { name: '改用默认机构（YTKJ）' }).click();
    await page.getByText('欢迎来到云图科技实验学校图书馆').waitFor();
    await page.context().close();
  });

  it('a misspelt search offers "did you mean" and its results', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/book-list?keyword=${encodeURIComponent('harry poter')}`);
    await page.getByText('无匹配数据').waitFor();
    await page.getByRole('button', { name: 'harry potter' }).click();
    await page.waitForURL(/\/book-list\?keyword=harry\+potter$/);
    await page
      .getByRole('heading', { level: 3, name: /Harry Potter/ })
      .first()
      .waitFor();
    await page.context().close();
  });

  it('an unknown route shows /404', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/no-such-page`);
    await page.waitForURL(/\/404$/);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.context().close();
  });
});
