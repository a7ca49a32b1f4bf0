import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectFocus, focused, holdsFocus, pressUntilFocused } from './support/keyboard';
import { pagePerTest } from './support/pages';
import { DEMO, STRINGS } from './support/strings';

/**
 * Journeys made with the keyboard alone: after the page loads, nothing is clicked, every
 * step is page.keyboard, and focus is checked where a keyboard user would look for it.
 */
const server = { url: inject('serverUrl') };
const t = STRINGS.zh;
let browser: Browser;
const visit = pagePerTest(() => browser);
const open = (path: string) => visit(`${server.url}${path}`);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The option the combobox points at with aria-activedescendant (in its own shadow root). */
function activeOption(combobox: Locator) {
  return combobox.evaluate((input) => {
    const id = input.getAttribute('aria-activedescendant');
    const option = id ? (input.getRootNode() as ShadowRoot | Document).getElementById(id) : null;
    return option
      ? {
          title: option.firstElementChild?.textContent ?? '',
          selected: option.getAttribute('aria-selected'),
          index: [...(option.parentElement?.children ?? [])].indexOf(option),
        }
      : null;
  });
}

/** From page load: Tab to the portal header's login button and open the dialog with Enter. */
async function openLoginDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: t.header.login }).waitFor();
  await pressUntilFocused(
    page,
    'Tab',
    (element) => element.tag === 'button' && element.name === t.header.login,
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.login.title });
  await dialog.waitFor();
  await expectFocus(page, t.login.username, 'input');
  return dialog;
}

/** From page load: Tab to the floating AI button and open the chat with Enter. */
async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: t.ai.title }).waitFor();
  await pressUntilFocused(
    page,
    'Tab',
    (element) => element.tag === 'button' && element.name === t.ai.title,
    60,
  );
  await page.keyboard.press('Enter');
  const chat = page.getByRole('dialog', { name: t.ai.title });
  await chat.waitFor();
  await expectFocus(page, t.ai.question, 'textarea');
  return chat;
}

describe('keyboard only', () => {
  it('search box: Tab to it, type, arrows through suggestions, Escape, Enter on one opens its results', async () => {
    const page = await open('/examples/school-site/index.html');
    const combobox = page.getByRole('combobox', { name: t.search.label });
    await combobox.waitFor();
    await pressUntilFocused(page, 'Tab', (element) => element.role === 'combobox');
    await page.keyboard.type('harry', { delay: 40 });
    const options = page.getByRole('option');
    await options.nth(2).waitFor();
    const count = await options.count();
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('ArrowDown');
    expect(await activeOption(combobox)).toMatchObject({ index: 0, selected: 'true' });
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(combobox)).toMatchObject({ index: 1, selected: 'true' });
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(combobox)).toMatchObject({ index: 0, selected: 'true' });
    // Up from the first option wraps to the last.
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(combobox)).toMatchObject({ index: count - 1 });

    // Escape closes the list and keeps what was typed, and focus stays in the box.
    await page.keyboard.press('Escape');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    expect(await combobox.getAttribute('aria-activedescendant')).toBeNull();
    expect(await combobox.inputValue()).toBe('harry');
    expect((await focused(page))?.role).toBe('combobox');

    // Down opens it again on the first option, Down again moves on; Enter searches for it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = await activeOption(combobox);
    expect(chosen).toMatchObject({ index: 1, selected: 'true' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/catalogue\.html\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(chosen?.title);
    const heading = t.results.forKeyword.replace('{{keyword}}', chosen?.title ?? '');
    await page.getByRole('heading', { name: heading }).waitFor();
  });

  it('login dialog: opened from the portal header with Enter, fields in order, focus trapped, Escape returns focus, Enter logs in', async () => {
    const page = await open('/home');
    const dialog = await openLoginDialog(page);

    // Forwards through the form, then round to the top of the dialog (the close button).
    const forwards = [
      t.login.password,
      t.login.showPassword,
      t.login.submit,
      t.common.close,
      t.login.orgcode,
      t.login.username,
    ];
    for (const name of forwards) {
      await page.keyboard.press('Tab');
      await expectFocus(page, name);
    }
    // And backwards, from the first element round to the last.
    for (const name of [t.login.orgcode, t.common.close, t.login.submit]) {
      await page.keyboard.press('Shift+Tab');
      await expectFocus(page, name);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocus(page, t.header.login, 'button');

    // Open again and log in: type, Tab, type, Enter. (The teacher account: the demo
    // student's login attempts are rate limited and other journeys use them.)
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectFocus(page, t.login.username, 'input');
    await page.keyboard.type(DEMO.teacher.readercode);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.teacher.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/teacher-home$/);
    // Logged in, the header holds the reader's account menu where the login button was.
    const account = new RegExp(`^${t.personal.account.replace('{{name}}', '.+')}$`);
    await page.getByRole('banner').getByRole('button', { name: account }).waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it('login dialog: a failed login from the login button keeps focus in the dialog', async () => {
    const page = await open('/home');
    const dialog = await openLoginDialog(page);
    // An unknown reader: the same failure as a wrong password, without using up attempts.
    await page.keyboard.type('20239999');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expectFocus(page, t.login.submit, 'button');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').first().waitFor();
    await expect
      .poll(() => dialog.getByRole('button', { name: t.login.submit }).isEnabled())
      .toBe(true);

    // Still in the dialog, so Escape closes it, back to the opener.
    expect(await holdsFocus(dialog), 'focus left the dialog after the failed login').toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocus(page, t.header.login, 'button');
  });

  it('AI chat: Tab to the floating button, Enter opens it with focus in the question, Enter asks, Escape closes back to the button', async () => {
    const page = await open('/examples/cms-article/index.html');
    const chat = await openChat(page);
    await page.keyboard.type('开放时间');
    await page.keyboard.press('Enter');
    await chat.locator('[data-type="ai"]').filter({ hasText: DEMO.openingHours }).waitFor();
    // Enter sent the question; it did not add a line to the field.
    expect(await chat.getByRole('textbox', { name: t.ai.question }).inputValue()).toBe('');

    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    await expectFocus(page, t.ai.title, 'button');
  });

  it('AI chat: asking with the Send button keeps focus in the chat', async () => {
    const page = await open('/examples/cms-article/index.html');
    const chat = await openChat(page);
    await page.keyboard.type('开放时间');
    await page.keyboard.press('Tab');
    await expectFocus(page, t.ai.send, 'button');
    await page.keyboard.press('Enter');
    await chat.locator('[data-type="ai"]').filter({ hasText: DEMO.openingHours }).waitFor();

    expect(await holdsFocus(chat), 'focus left the chat after Send').toBe(true);
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    await expectFocus(page, t.ai.title, 'button');
  });
});
