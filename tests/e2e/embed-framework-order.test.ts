import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiPath } from '../../src/core/api/contract';
import zhCirculation from '../../src/core/i18n/locales/zh/circulation';
import { launchBrowser } from './support/browser';
import { submitLogin } from './support/login';
import { markDocument, openPage, samePageLoad, type OpenedPage } from './support/pages';
import { DEMO, STRINGS } from './support/strings';
import { gotoWidgetPage, type WidgetPageOptions } from './support/widget-page';

/**
 * The orders a framework touches an element in, on a page that loads the embed like a school's
 * (the loader defines a tag only once it appears, so the page is always first), and logging in
 * and out from the page with lp-account-button.
 */
const server = { url: inject('serverUrl') };
const t = STRINGS.zh;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a widget page in its own context; `run` gets the page, the context always closes. */
async function withWidgetPage(
  options: WidgetPageOptions,
  run: (page: Page, opened: OpenedPage) => Promise<void>,
) {
  const opened = await openPage(browser);
  try {
    await gotoWidgetPage(opened.page, server.url, options);
    await run(opened.page, opened);
    expect(opened.errors, 'errors in the page').toEqual([]);
  } finally {
    await opened.close();
  }
}

const defined = (page: Page, tag: string) =>
  page.waitForFunction((name) => customElements.get(name) !== undefined, tag);

describe('an element a framework touched before it was defined', () => {
  it('<lp-login-dialog open="false"> (as Vue writes it) stays closed, then el.open = true opens it', async () => {
    await withWidgetPage(
      { main: '<lp-login-dialog id="login" open="false"></lp-login-dialog>' },
      async (page) => {
        // The markup was parsed before the loader had even fetched its manifest.
        await defined(page, 'lp-login-dialog');
        const element = page.locator('lp-login-dialog');
        const dialog = page.getByRole('dialog', { name: t.login.title });
        // Rendered (its style node is in), and closed.
        await page.waitForFunction(
          () => (document.getElementById('login')?.shadowRoot?.childElementCount ?? 0) > 0,
        );
        expect(await dialog.count()).toBe(0);
        expect(await element.evaluate((el) => (el as { open?: boolean }).open)).toBe(false);

        await element.evaluate((el) => {
          (el as { open?: boolean }).open = true;
        });
        await dialog.waitFor();
        expect(await element.getAttribute('open')).toBe('');
      },
    );
  });

  it('document.createElement("lp-search-results") with properties set before it is attached, before and after the tag is defined', async () => {
    await withWidgetPage({ main: '<div id="slot"></div>' }, async (page) => {
      expect(await page.evaluate(() => customElements.get('lp-search-results'))).toBeUndefined();
      // Not defined yet: the properties land on the plain element, and the loader defines the
      // tag only once the element is in the page.
      await page.evaluate(() => {
        const element = document.createElement('lp-search-results') as HTMLElement &
          Record<string, unknown>;
        element.id = 'first';
        element.keyword = 'harry';
        element.heading = '第一份结果';
        element.pageSize = 2;
        document.getElementById('slot')!.append(element);
      });
      const first = page.locator('#first');
      await first.getByRole('heading', { name: '第一份结果' }).waitFor();
      await first.locator('[part="item"]').first().waitFor();
      expect(await first.locator('[part="item"]').count()).toBe(2);
      expect(await first.evaluate((el) => Object.hasOwn(el, 'keyword'))).toBe(false);

      // Defined now: the properties go through the class while it is detached, which must
      // neither render nor throw (styled-components' #17 in this production build).
      await page.evaluate(() => {
        const element = document.createElement('lp-search-results') as HTMLElement &
          Record<string, unknown>;
        element.id = 'second';
        element.keyword = 'harry';
        element.heading = '第二份结果';
        element.pageSize = 3;
        (window as { detachedChildren?: number }).detachedChildren =
          element.shadowRoot?.childNodes.length;
        document.getElementById('slot')!.append(element);
      });
      const second = page.locator('#second');
      await second.getByRole('heading', { name: '第二份结果' }).waitFor();
      await second.locator('[part="item"]').first().waitFor();
      expect(await second.locator('[part="item"]').count()).toBe(3);
      expect(
        await page.evaluate(() => (window as { detachedChildren?: number }).detachedChildren),
      ).toBe(0);
    });
  });
});

describe('logging in and out with lp-account-button', () => {
  it('lp-my-borrow follows the login and the logout without a reload, and lp-logout fires', async () => {
    await withWidgetPage(
      {
        main: `<header><lp-account-button></lp-account-button></header>
          <lp-my-borrow sections="loans"></lp-my-borrow>`,
      },
      async (page) => {
        const account = page.locator('lp-account-button');
        const borrow = page.locator('lp-my-borrow');
        await borrow.getByText(zhCirculation.gate.myBorrow).waitFor();
        await page.evaluate(() => {
          const seen: string[] = [];
          (window as { logouts?: string[] }).logouts = seen;
          document.addEventListener('lp-logout', (event) =>
            seen.push((event.target as Element).localName),
          );
        });
        await markDocument(page);

        await account.getByRole('button', { name: t.header.login, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t.login.title });
        await submitLogin(dialog, t, DEMO.student);
        await dialog.waitFor({ state: 'hidden' });
        const name = account.getByRole('button', { name: DEMO.student.nickname });
        await name.waitFor();
        await borrow.getByRole('heading', { name: zhCirculation.myBorrow.loansHeading }).waitFor();
        await borrow.getByText('小王子').first().waitFor();

        // The menu, from the keyboard: ArrowDown opens it on My Library.
        await name.focus();
        await page.keyboard.press('ArrowDown');
        const menu = account.getByRole('menu');
        await menu.waitFor();
        await expect
          .poll(() =>
            page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent),
          )
          .toBe(t.header.myLibrary);
        // The session's token, once the page holds it.
        const token = await (
          await page.waitForFunction(() => /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1])
        ).jsonValue();
        const asReader = () =>
          fetch(`${server.url}/api${ApiPath.readerSelf}`, {
            headers: { authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
          });
        expect((await asReader()).status).toBe(200);
        await menu.getByRole('menuitem', { name: t.session.logout }).click();

        await account.getByRole('button', { name: t.header.login, exact: true }).waitFor();
        await borrow.getByText(zhCirculation.gate.myBorrow).waitFor();
        expect(await borrow.getByText('小王子').count()).toBe(0);
        expect(await page.evaluate(() => (window as { logouts?: string[] }).logouts)).toEqual([
          'lp-account-button',
        ]);
        expect(await samePageLoad(page)).toBe(true);
        // The server ended the session too: the token the page held opens nothing any more.
        expect((await asReader()).status).toBe(401);
      },
    );
  });
});
