import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectFocus } from './support/keyboard';
import { submitLogin } from './support/login';
import { markDocument, pagePerTest, samePageLoad } from './support/pages';
import { DEMO, STRINGS } from './support/strings';
import zhCirculation from '../../src/core/i18n/locales/zh/circulation';

/** What a visitor does on each example under /examples/, as `npm start` serves them. */
const server = { url: inject('serverUrl') };
const t = STRINGS.zh;
let browser: Browser;
const open = pagePerTest(() => browser);
const visit = (path: string) => open(`${server.url}/examples/${path}`);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('examples/index.html', () => {
  it('links every example', async () => {
    const page = await visit('');
    for (const href of [
      'school-site/index.html',
      'school-site/my-library.html',
      'cms-article/index.html',
      'react-app/',
      'vue-app/',
    ]) {
      expect(await page.locator(`a[href="${href}"]`).count(), href).toBe(1);
    }
  });
});

describe('the school site’s my-library page', () => {
  it('asks to log in, logs in with the page’s own dialog, and fills every panel without a reload', async () => {
    const page = await visit('school-site/my-library.html');
    const borrow = page.locator('lp-my-borrow');
    await borrow.getByText(zhCirculation.gate.myBorrow).waitFor();
    await markDocument(page);

    // The page answers the panel's lp-navigate to /login with its dialog, not the portal.
    await borrow.getByRole('button', { name: zhCirculation.gate.login, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.login.title });
    await submitLogin(dialog, t, DEMO.student);
    await dialog.waitFor({ state: 'hidden' });

    await borrow.getByRole('heading', { name: zhCirculation.myBorrow.loansHeading }).waitFor();
    await borrow.getByText('小王子').first().waitFor();
    await page.locator('lp-reader-card').getByText(DEMO.student.name).first().waitFor();
    expect(page.url()).toContain('/examples/school-site/my-library.html');
    expect(await samePageLoad(page)).toBe(true);
  });
});

describe('CMS article page', () => {
  it('the AI librarian types out the opening hours from the server; Escape closes it back to its button', async () => {
    const page = await visit('cms-article/index.html');
    await page.getByRole('heading', { level: 1, name: /书香校园/ }).waitFor();
    const button = page.getByRole('button', { name: t.ai.title });
    await button.click();
    const chat = page.getByRole('dialog', { name: t.ai.title });
    await chat.waitFor();
    await chat.getByRole('textbox', { name: t.ai.question }).fill('开放时间');
    await chat.getByRole('textbox', { name: t.ai.question }).press('Enter');

    // Typed out: part of the answer first, then all of it.
    const typing = chat.locator('[data-typewriter]');
    await typing.waitFor();
    const partial = (await typing.textContent()) ?? '';
    const answer = chat.locator('[data-type="ai"]').filter({ hasText: DEMO.openingHours });
    await answer.waitFor();
    await typing.waitFor({ state: 'detached' });
    expect(partial.length).toBeLessThan((await answer.textContent())?.length ?? 0);

    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    await expectFocus(page, t.ai.title, 'button');
  });

  it('the AI librarian button is dragged with the mouse, is no click then, and stays where it was put', async () => {
    const page = await visit('cms-article/index.html');
    const button = page.getByRole('button', { name: t.ai.title });
    const start = await button.boundingBox();
    expect(start).not.toBeNull();
    await page.mouse.move(start!.x + 25, start!.y + 25);
    await page.mouse.down();
    await page.mouse.move(200, 150, { steps: 8 });
    // Where the button is drawn in each of the frames after it is let go: never back at its
    // old place, not even for one frame.
    const handle = await button.elementHandle();
    const frames = handle!.evaluate(
      (element) =>
        new Promise<string[]>((resolve) => {
          const centres: string[] = [];
          const sample = () => {
            const box = element.getBoundingClientRect();
            centres.push(
              `${Math.round(box.x + box.width / 2)},${Math.round(box.y + box.height / 2)}`,
            );
            if (centres.length < 12) requestAnimationFrame(sample);
            else resolve(centres);
          };
          requestAnimationFrame(sample);
        }),
    );
    await page.mouse.up();
    expect(new Set(await frames)).toEqual(new Set(['200,150']));
    const centre = async () => {
      const box = await button.boundingBox();
      return { x: Math.round(box!.x + box!.width / 2), y: Math.round(box!.y + box!.height / 2) };
    };
    expect(await centre()).toEqual({ x: 200, y: 150 });
    expect(await page.getByRole('dialog', { name: t.ai.title }).count()).toBe(0);

    await page.reload();
    await button.waitFor();
    expect(await centre()).toEqual({ x: 200, y: 150 });
    await button.click();
    await page.getByRole('dialog', { name: t.ai.title }).waitFor();
  });

  it('the sidebar lists notices and opens one in place', async () => {
    const page = await visit('cms-article/index.html');
    const notices = page.locator('lp-news-list');
    await notices.getByRole('heading', { name: t.news.heading_notice }).waitFor();
    const items = notices.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBeGreaterThan(1);
    expect(await items.count()).toBeLessThanOrEqual(5);

    const url = page.url();
    await notices.getByRole('button', { name: '关于寒假期间开放时间调整的通知' }).click();
    await notices.locator('[part="body"]').getByText('寒假期间图书馆每周二、周四').waitFor();
    expect(page.url()).toBe(url);
    await notices.getByRole('button', { name: t.news.backToList }).click();
    await items.first().waitFor();
  });
});

describe('React app', () => {
  it('shows suggestions, and Enter shows the results inside the app without a page load', async () => {
    const page = await visit('react-app/');
    await markDocument(page);
    const search = page.getByRole('combobox', { name: t.search.label });
    await search.pressSequentially('harry', { delay: 40 });
    await page
      .getByRole('option', { name: /Harry Potter/ })
      .first()
      .waitFor();
    await search.press('Enter');

    await page.getByRole('heading', { name: '“harry”的检索结果' }).waitFor();
    const titles = page.getByRole('main').getByRole('heading', { level: 3, name: /Harry Potter/ });
    await titles.first().waitFor();
    expect(await titles.count()).toBeGreaterThan(3);
    expect(await samePageLoad(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/examples/react-app/');
  });

  it('logs the demo student in and shows the reader name', async () => {
    const page = await visit('react-app/');
    await markDocument(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.login.title });
    await submitLogin(dialog, t, DEMO.student);
    await page.getByText(`你好，${DEMO.student.name}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The login's navigation to the portal's /student was prevented.
    expect(await samePageLoad(page)).toBe(true);
  });

  it('lists news and opens the hostile item with its body sanitised', async () => {
    const page = await visit('react-app/');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    const news = page.getByRole('complementary', { name: '图书馆新闻' });
    await news.getByRole('heading', { name: t.news.heading_news }).waitFor();
    // The heading shows while the items load: wait for them before counting.
    await news.getByRole('listitem').first().waitFor();
    expect(await news.getByRole('listitem').count()).toBe(5);

    await news.getByRole('button', { name: DEMO.hostileNewsTitle }).click();
    const body = news.locator('[part="body"]');
    await body.getByText('安全提示').waitFor();
    const html = await body.evaluate((element) => element.innerHTML);
    expect(html).not.toMatch(/<script|<iframe|onerror|javascript:/i);
    expect(await body.locator('img').count()).toBe(0);
    const external = body.getByRole('link', { name: '外部链接' });
    expect(await external.getAttribute('href')).toBe('https://www.example.org');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await external.getAttribute('target')).toBe('_blank');
    // The javascript: link is left as text, not as a link.
    expect(await body.getByRole('link', { name: '链接', exact: true }).count()).toBe(0);
    expect(alerts).toEqual([]);
  });
});

describe('Vue page', () => {
  it('binds an attribute and sets a property on the custom elements', async () => {
    const page = await visit('vue-app/');
    const box = page.locator('lp-search-box');
    const search = page.getByRole('combobox', { name: t.search.label });
    await search.waitFor();
    // `:placeholder.attr` and a static `org-code` are attributes of the element.
    expect(await box.getAttribute('placeholder')).toBe('搜索书名、作者或 ISBN');
    expect(await box.getAttribute('org-code')).toBe('YTKJ');
    expect(await search.getAttribute('placeholder')).toBe('搜索书名、作者或 ISBN');
    // `.keyword` is a DOM property: the element has it and the box shows it.
    expect(await box.evaluate((element) => (element as { keyword?: string }).keyword)).toBe(
      'harry',
    );
    expect(await search.inputValue()).toBe('harry');
  });

  it('hears lp-search, prevents lp-navigate and shows the results in the page', async () => {
    const page = await visit('vue-app/');
    await markDocument(page);
    const search = page.getByRole('combobox', { name: t.search.label });
    await search.press('Enter');

    const log = page.getByTestId('event-log');
    await log.getByText('lp-search：harry').waitFor();
    await log.getByText('lp-navigate：/book-list（已在本页处理）').waitFor();
    const results = page.locator('lp-search-results');
    await results.getByRole('heading', { name: '“harry”的检索结果' }).waitFor();
    // `.pageSize` set as a property: five books a page.
    await results.locator('[part="item"]').first().waitFor();
    expect(await results.locator('[part="item"]').count()).toBe(5);
    expect(await results.evaluate((element) => (element as { pageSize?: number }).pageSize)).toBe(
      5,
    );
    expect(await samePageLoad(page)).toBe(true);
  });

  it('opens the login dialog from Vue state, stays in sync when Escape closes it, and shows the reader after login', async () => {
    const page = await visit('vue-app/');
    await markDocument(page);
    const account = page.locator('.account');
    const element = page.locator('lp-login-dialog');
    const dialog = page.getByRole('dialog', { name: t.login.title });

    await account.getByRole('button', { name: '登录' }).click();
    await dialog.waitFor();
    expect(await element.getAttribute('open')).toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await element.getAttribute('open')).toBeNull();

    // Reopening works only if Vue learnt that the element closed itself.
    await account.getByRole('button', { name: '登录' }).click();
    await dialog.waitFor();
    await submitLogin(dialog, t, DEMO.student);
    await account.getByText(`你好，${DEMO.student.name}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('event-log').getByText('lp-login：student').waitFor();
    expect(await samePageLoad(page)).toBe(true);
  });
});
