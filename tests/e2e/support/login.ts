import type { Locator, Page } from 'playwright-core';
import type { LocaleMessages } from '../../../src/core/i18n/messages';

/** Fills a libportal login form (dialog or page) and presses its login button. */
export async function submitLogin(
  form: Locator | Page,
  t: LocaleMessages,
  credentials: { readercode: string; password: string },
) {
  await form.getByLabel(t.login.username).fill(credentials.readercode);
  await form.getByLabel(t.login.password, { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: t.login.submit, exact: true }).click();
}
