/**
 * The reader's account end to end in Chromium, logged in: my borrow → a renewal
 * refused with its reason beside one that renews → pay the fines by WeChat through the
 * emulator's phone page → the bill shows success; in zh and in en; axe at each new state; a
 * keyboard-only renewal; the my-borrow panel embedded on a plain page of another origin.
 *
 * The journey renews and pays, so it runs on servers of its own (fresh demo data) instead of
 * the one the other files share, whose readers' loans and fines stay as seeded: one server per
 * language, so that 李明 has the same loans and fines in each.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_STRINGS,
  confirmOnPhone,
  expectBillSucceeded,
  expectNoViolations,
  fill,
  loanRow,
  pattern,
  payAllFinesByWeChat,
} from './support/account';
import { launchBrowser } from './support/browser';
import { expectFocus, holdsFocus, pressUntilFocused } from './support/keyboard';
import { submitLogin } from './support/login';
import { serveLoopbackPage, type LoopbackPage } from './support/loopback-page';
import { markDocument, openPage, samePageLoad, type OpenedPage } from './support/pages';
import { startOwnServer } from './support/own-server';
import type { RunningServer } from './support/server';
import { loggedIn, type Reader } from './support/session';
import { DEMO, STRINGS } from './support/strings';
import { ApiPath, type Envelope, type PaymentStart } from '../../src/core/api/contract';
import type { Language } from './support/widget-page';

const servers: Partial<Record<Language, RunningServer>> = {};
let browser: Browser;
let opened: OpenedPage | undefined;

beforeAll(async () => {
  [servers.zh, servers.en] = await Promise.all([startOwnServer(), startOwnServer()]);
  browser = await launchBrowser();
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await Promise.all([servers.zh?.stop(), servers.en?.stop()]);
});

const urlOf = (lang: Language) => servers[lang]?.url ?? '';

/** A fresh browser context per test; the page must end with no error logged. */
async function freshPage(): Promise<Page> {
  await opened?.close();
  opened = await openPage(browser);
  return opened.page;
}

/**
 * As `freshPage`, with `reader` logged in (support/session.ts) on the server of `lang`, reading
 * in `lang`, on `path`.
 */
async function loggedInPage(reader: Reader, lang: Language, path: string): Promise<Page> {
  await opened?.close();
  const session = await loggedIn(browser, urlOf(lang), lang, reader);
  opened = await openPage(browser, `${urlOf(lang)}${path}`, session);
  return opened.page;
}

function expectNoPageErrors() {
  expect(opened?.errors ?? [], 'errors in the page').toEqual([]);
}

describe.each(['zh', 'en'] as const)('the account journey, %s', (lang) => {
  it('李明: 小王子 refused (reserved by another reader), 三体 renews, fines paid by WeChat, bill success', async () => {
    const t = ACCOUNT_STRINGS[lang].circulation.myBorrow;
    const url = urlOf(lang);
    const page = await loggedInPage(DEMO.student, lang, '/book-management');
    const inState = (state: string) => expectNoViolations(page, `${lang}: ${state}`);
    const reserved = loanRow(page, '小王子');
    await reserved.getByText(fill(t.blocked, { reason: t.reason_onReserve })).waitFor();
    const renewReserved = fill(t.renewLabel, { title: '小王子' });
    expect(await reserved.getByRole('button', { name: renewReserved }).count()).toBe(0);
    await inState('my borrow');

    await page.getByRole('button', { name: fill(t.renewLabel, { title: '三体' }) }).click();
    await loanRow(page, '三体').getByText(pattern(t.renewed)).waitFor();
    await inState('renewed');

    await page.goto(`${url}/student-fine`);
    const orderno = await payAllFinesByWeChat(page, lang, inState);

    await page.goto(`${url}/student-mybill`);
    await expectBillSucceeded(page, lang, orderno);
    await inState('the bill list');
    expectNoPageErrors();
  });
});

describe('the keyboard', () => {
  it('renews with the keyboard alone (Tab to the button, Enter)', async () => {
    const t = ACCOUNT_STRINGS.zh.circulation.myBorrow;
    const page = await loggedInPage(DEMO.student, 'zh', '/book-management');
    const label = fill(t.renewLabel, { title: '活着' });
    await page.getByRole('button', { name: label }).waitFor();
    await pressUntilFocused(page, 'Tab', (element) => element.name === label, 150);
    await page.keyboard.press('Enter');
    await loanRow(page, '活着').getByText(pattern(t.renewed)).waitFor();
    // The focus stays where the reader was (or on what replaced it), not thrown to the page.
    await expectFocus(page, /.+/);
    await expectNoViolations(page, 'zh: renewed by keyboard');
    expectNoPageErrors();
  });
});

describe('the keyboard pays', () => {
  it('郭强 pays his overdue fine by WeChat with the keyboard alone', async () => {
    const t = ACCOUNT_STRINGS.zh.money;
    // 郭强: the seed's overdue reader, with a fine of his own (李明's are paid by the journey).
    const page = await loggedInPage(
      { ...DEMO.student, readercode: '20230007' },
      'zh',
      '/student-fine',
    );
    // "Pay all" with several fines, the fine's own button with one.
    const isPayButton = (name: string) =>
      pattern(t.fines.payAll).test(name) || pattern(t.fines.payOne).test(name);
    await page
      .getByRole('button', { name: pattern(t.fines.payAll) })
      .or(page.getByRole('button', { name: pattern(t.fines.payOne) }))
      .first()
      .waitFor();
    await pressUntilFocused(page, 'Tab', (element) => isPayButton(element.name), 150);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: t.dialog.title_fines });
    await dialog.waitFor();
    // The arrows choose among the methods, as in any radio group; Tab reaches the confirmation.
    await pressUntilFocused(page, 'ArrowDown', (element) => element.name === t.method.wechat, 8);
    await pressUntilFocused(page, 'Tab', (element) => element.name === t.dialog.confirm, 10);
    const started = page.waitForResponse((response) => response.url().endsWith(ApiPath.payFine));
    await page.keyboard.press('Enter');
    const start = ((await (await started).json()) as Envelope<PaymentStart>).data;
    expect(start.action.kind).toBe('qr');
    await confirmOnPhone(page, start.action.kind === 'qr' ? (start.action.url ?? '') : '');

    await dialog.getByText(t.dialog.success, { exact: true }).first().waitFor();
    expect(await holdsFocus(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectNoViolations(page, 'zh: paid by keyboard');
    expectNoPageErrors();
  });
});

describe('lp-my-borrow embedded on a plain page of another origin', () => {
  let site: LoopbackPage;

  beforeAll(async () => {
    // 127.0.0.1 is in the demo organisations' allow-lists; the portal is on localhost. The
    // page keeps the reader on it: it cancels the login dialog's navigation to the portal.
    site = await serveLoopbackPage(
      '127.0.0.1',
      `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>学校网站 - 我的借阅</title>
    <script type="module" src="${urlOf('zh')}/embed/libportal.js" data-org-code="YTKJ"></script>
  </head>
  <body>
    <main>
      <h1>我的借阅</h1>
      <lp-login-dialog inline></lp-login-dialog>
      <lp-my-borrow></lp-my-borrow>
    </main>
    <script>document.addEventListener('lp-navigate', (event) => event.preventDefault());</script>
  </body>
</html>`,
    );
  });

  afterAll(async () => {
    await site?.close();
  });

  it('offers a login, fills in after the login without a reload, and renews through CORS', async () => {
    const t = ACCOUNT_STRINGS.zh.circulation;
    const page = await freshPage();
    await page.goto(site.url);
    const panel = page.locator('lp-my-borrow');
    await panel.getByText(t.gate.myBorrow).waitFor();
    await expectNoViolations(page, 'embedded: logged out');
    await markDocument(page);

    await submitLogin(page.locator('lp-login-dialog'), STRINGS.zh, DEMO.student);
    await loanRow(page, '小王子')
      .getByText(fill(t.myBorrow.blocked, { reason: t.myBorrow.reason_onReserve }))
      .waitFor();
    expect(await samePageLoad(page)).toBe(true);
    expect(new URL(page.url()).origin).toBe(new URL(site.url).origin);
    await expectNoViolations(page, 'embedded: logged in');

    await panel
      .getByRole('button', { name: fill(t.myBorrow.renewLabel, { title: '昆虫记' }) })
      .click();
    await loanRow(page, '昆虫记').getByText(pattern(t.myBorrow.renewed)).waitFor();
    await expectNoViolations(page, 'embedded: renewed');
    expectNoPageErrors();
  });
});
