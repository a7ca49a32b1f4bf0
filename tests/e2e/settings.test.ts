/**
 * The library's settings end to end in Chromium: a visitor's portal shows the demo's footer
 * (and the server keeps that rendered page a minute); the admin A0001 opens /admin/settings from the
 * staff menu at 768 px (a tablet), renames a footer link, moves it first and adds one, saves,
 * and is told so; the visitor's next page load shows the new footer at once. axe on the
 * settings page in zh and in en; a librarian is offered no settings.
 *
 * Saving changes the demo's footer, so the file runs on a server of its own.
 */
import { describe, expect, it } from 'vitest';
import zhSettings from '../../src/core/i18n/locales/zh/settings-admin';
import enSettings from '../../src/core/i18n/locales/en/settings-admin';
import { expectNoViolations } from './support/account';
import { handOver } from './support/hand-over';
import { sidewaysScrollers } from './support/overflow';
import { DEMO, STRINGS } from './support/strings';

const e2e = handOver({ ownServer: true });
const { freshPage, loggedInPage, expectNoPageErrors } = e2e;
const ui = STRINGS.zh;
/** A tablet. */
const TABLET = { viewport: { width: 768, height: 1000 } };

const NEW_TITLE = '区少儿图书馆';
const NEW_URL = 'https://kids.library.example/';

describe('the library settings', () => {
  it('a footer link A0001 changes on /admin/settings is in the portal’s footer at the next load', async () => {
    // A visit first: the server renders /home with the demo's footer and keeps that page.
    const before = await freshPage();
    await before.goto(`${e2e.url}/home`);
    const oldFooter = before.getByRole('contentinfo');
    await oldFooter.getByRole('link', { name: '豆瓣读书' }).waitFor();
    expect(await oldFooter.getByRole('link', { name: NEW_TITLE }).count()).toBe(0);

    const page = await loggedInPage(DEMO.admin, 'zh', '/admin', TABLET);
    const menu = page.getByRole('navigation', { name: ui.admin.menu });
    // The staff menu folds at a tablet's width: open it if it is folded.
    const settings = menu.getByRole('link', { name: ui.admin.menuSettings });
    if (!(await settings.isVisible())) await menu.getByRole('button').first().click();
    await settings.click();
    await page.waitForURL(/\/admin\/settings$/);

    const links = page.getByRole('region', { name: zhSettings.footerLinks });
    const third = links.getByRole('group', { name: '链接 3' });
    await third.getByLabel(zhSettings.linkTitle).fill(NEW_TITLE);
    await third.getByLabel(zhSettings.linkUrl).fill(NEW_URL);
    await third.getByRole('button', { name: `上移“${NEW_TITLE}”` }).click();
    await links
      .getByRole('group', { name: '链接 2' })
      .getByRole('button', { name: /上移/ })
      .click();
    await links.getByRole('button', { name: zhSettings.add }).click();
    // The demo has four links (the fourth hidden): the new one is the fifth.
    const added = links.getByRole('group', { name: '链接 5' });
    await added.getByLabel(zhSettings.linkTitle).fill('隐藏的链接');
    await added.getByLabel(zhSettings.linkUrl).fill('https://hidden.example/');
    await added.getByLabel(zhSettings.linkShown).uncheck();
    await links.getByRole('button', { name: zhSettings.save }).click();
    await links.getByRole('status').filter({ hasText: zhSettings.saved }).waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
    await expectNoViolations(page, 'settings after a save (zh)');

    // The visitor's next page load: the new link first, the hidden one not at all.
    const visitor = await freshPage();
    await visitor.goto(`${e2e.url}/home`);
    const footer = visitor.getByRole('contentinfo');
    // In the HTML the server sends, before any script runs: not the page it kept.
    const html = await (
      await fetch(`${e2e.url}/home`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain(NEW_TITLE);
    const first = footer.getByRole('link').first();
    await expect.poll(() => first.textContent()).toBe(NEW_TITLE);
    expect(await first.getAttribute('href')).toBe(NEW_URL);
    expect(await footer.getByRole('link', { name: '豆瓣读书' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: '隐藏的链接' }).count()).toBe(0);
    expectNoPageErrors();
  });

  it('is axe-clean in English, and a refusal names the field', async () => {
    const page = await loggedInPage(DEMO.admin, 'en', '/admin/settings');
    const links = page.getByRole('region', { name: enSettings.footerLinks });
    const url = links.getByRole('group', { name: 'Link 1' }).getByLabel(enSettings.linkUrl);
    await url.fill('javascript:alert(1)');
    await links.getByRole('button', { name: enSettings.save }).click();
    await links.getByRole('status').filter({ hasText: 'Entry 1:' }).waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    expect(await url.inputValue()).toBe('javascript:alert(1)');
    await expectNoViolations(page, 'settings with a refusal (en)');
    expectNoPageErrors();
  });

  it('L0001 is offered no settings, and /admin/settings brings them to /admin', async () => {
    const page = await loggedInPage(DEMO.librarian, 'zh', '/admin');
    const menu = page.getByRole('navigation', { name: ui.admin.menu });
    await menu.getByRole('link', { name: ui.admin.menuDesk }).waitFor({ state: 'attached' });
    expect(await menu.getByRole('link', { name: ui.admin.menuSettings }).count()).toBe(0);
    await page.goto(`${e2e.url}/admin/settings`);
    await page.waitForURL(/\/admin$/);
    expectNoPageErrors();
  });
});
