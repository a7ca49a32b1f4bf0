/**
 * What the account journey (account-journey.test.ts) does more than once: log in to the portal
 * in a language, find a loan's row, pay all fines by WeChat through the emulator's phone page.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ApiPath, type Envelope, type PaymentStart } from '../../../src/core/api/contract';
import enCirculation from '../../../src/core/i18n/locales/en/circulation';
import enMoney from '../../../src/core/i18n/locales/en/money';
import zhCirculation from '../../../src/core/i18n/locales/zh/circulation';
import zhMoney from '../../../src/core/i18n/locales/zh/money';
import { axeViolations, describeViolations } from './axe';
import { submitLogin } from './login';
import { STRINGS } from './strings';
import type { Language } from './widget-page';

/** The account areas' strings (namespaces `circulation` and `money`) in each language. */
export const ACCOUNT_STRINGS = {
  zh: { circulation: zhCirculation, money: zhMoney },
  en: { circulation: enCirculation, money: enMoney },
} as const;

/** axe finds nothing in the page in `state`. */
export async function expectNoViolations(page: Page, state: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(
    violations.map((v) => v.id),
    `axe violations in "${state}":\n${describeViolations(violations)}`,
  ).toEqual([]);
}

/** i18next's `{{name}}` interpolation, for building the exact texts readers see. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A text with its `{{…}}` parts matching anything: for texts holding dates and amounts. */
export function pattern(template: string): RegExp {
  const parts = template
    .split(/\{\{\w+(?:,\s*\w+)?\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/**
 * Opens the portal's login page in `lang` (the portal keeps it in storage) and logs in; waits
 * until the reader's home (staff: /admin) is reached.
 */
export async function logInToPortal(
  page: Page,
  serverUrl: string,
  lang: Language,
  reader: { readercode: string; password: string },
) {
  await page.goto(`${serverUrl}/login`);
  await page.evaluate((language) => localStorage.setItem('libportal.lang', language), lang);
  await page.reload();
  await submitLogin(page.getByRole('main'), STRINGS[lang], reader);
  await page.waitForURL(/\/((student|teacher)-home|admin)$/);
}

/** A loan's row in the my-borrow panel, by the book's title. */
export const loanRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(title) }) });

/**
 * On /student-fine: pays every fine by WeChat — the dialog, the QR step, the emulator's phone
 * page (the QR action's `url`) opened in a second page and confirmed there — and waits until
 * the widget says the payment succeeded. `inState` runs axe (or anything) at each new state.
 * Returns the order number.
 */
export async function payAllFinesByWeChat(
  page: Page,
  lang: Language,
  inState: (state: string) => Promise<void>,
): Promise<string> {
  const t = ACCOUNT_STRINGS[lang].money;
  // "Pay all" when there are several fines; a single fine has only its own button.
  const payAll = page.getByRole('button', { name: pattern(t.fines.payAll) });
  const payOne = page.getByRole('button', { name: pattern(t.fines.payOne) });
  await payAll.or(payOne).first().waitFor();
  if ((await payAll.count()) > 0) await payAll.click();
  else {
    expect(await payOne.count(), 'one fine to pay').toBe(1);
    await payOne.click();
  }
  const dialog = page.getByRole('dialog', { name: t.dialog.title_fines });
  await dialog.getByRole('radio', { name: t.method.wechat }).check();
  const started = page.waitForResponse((response) => response.url().endsWith(ApiPath.payFine));
  await dialog.getByRole('button', { name: t.dialog.confirm, exact: true }).click();
  const start = ((await (await started).json()) as Envelope<PaymentStart>).data;
  expect(start.action.kind).toBe('qr');
  const phoneUrl = start.action.kind === 'qr' ? (start.action.url ?? '') : '';
  expect(phoneUrl).toMatch(/^https?:\/\//);
  const openHere = dialog.getByRole('link', { name: t.dialog.openHere });
  expect(await openHere.getAttribute('href')).toBe(phoneUrl);
  await dialog
    .getByRole('img', { name: fill(t.dialog.qrAlt, { method: t.method.wechat }) })
    .waitFor();
  await inState('the QR code shown');

  // The payer's phone: another page of the same browser, as a scan would open it.
  await confirmOnPhone(page, phoneUrl);

  await dialog.getByText(t.dialog.success, { exact: true }).first().waitFor();
  await inState('the payment succeeded');
  return start.transaction.orderno;
}

/** The payer's phone: the emulator's page the QR code opens, where the payment is confirmed. */
export async function confirmOnPhone(page: Page, phoneUrl: string): Promise<void> {
  const phone = await page.context().newPage();
  await phone.goto(phoneUrl);
  await phone.locator('button[value=confirm]').click();
  await phone.getByRole('heading', { level: 1 }).waitFor();
  await phone.close();
}

/** On /student-mybill: the bill's row says fine payment, WeChat, success. */
export async function expectBillSucceeded(page: Page, lang: Language, orderno: string) {
  const t = ACCOUNT_STRINGS[lang].money;
  const row = page.getByRole('row').filter({ hasText: orderno });
  await row.waitFor();
  const text = await row.innerText();
  expect(text).toContain(t.trade.finePayment);
  expect(text).toContain(t.method.wechat);
  expect(text).toContain(t.status.success);
}
