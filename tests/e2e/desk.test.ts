/**
 * The circulation desk end to end in Chromium: the librarian L0001 logs in and lands on /admin
 * (today's figures), opens the desk from the staff menu, and with the keyboard alone (as a
 * scanner types: the code, then Enter) scans a student's card and two copies on the shelf;
 * both are lent, and at 768 px (a tablet on the desk) the card and this session's list stack
 * without sideways scrolling. The student then finds both on /book-management. axe at each
 * state. The admin A0001's header leads My Library to the same workspace and lights it there.
 *
 * Then one copy comes back late: the server's clock moves past the due date
 * (LIBPORTAL_TEST_CLOCK, docs/testing.md), L0001 takes the copy back at the desk in return
 * mode, and the desk says it is late with its fine; the student finds the fine on
 * /book-management and /student-fine; L0001 selects it on the student's card and takes cash;
 * the student's bill (/student-mybill) shows it paid in cash, and no fine is left. axe at each
 * new state.
 *
 * Lending changes the demo data, so the file runs on a server of its own. Its scheduled jobs
 * are off: the fines job would also charge the copy still out, at a tick of its own, and this
 * file checks what the desk charges (the job with a moved clock is server/test's).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  ApiPath,
  CopyStatus,
  formatMoney,
  type Bookshelf,
  type DeskPayCashResult,
  type DeskReturnResult,
  type Envelope,
  type Page as ListPage,
  type ShelfAsset,
} from '../../src/core/api/contract';
import zhDesk from '../../src/core/i18n/locales/zh/desk';
import type { TestClockAnswer } from '../../server/src/routes/test-clock';
import { TEST_CLOCK_PATH } from '../../server/src/time/test-clock';
import {
  ACCOUNT_STRINGS,
  expectNoViolations,
  fill,
  loanRow,
  logInToPortal,
  pattern,
} from './support/account';
import { handOver } from './support/hand-over';
import { sidewaysScrollers } from './support/overflow';
import { DEMO, STRINGS } from './support/strings';

const e2e = handOver({ ownServer: true, env: { LIBPORTAL_TEST_CLOCK: '1', JOBS: 'off' } });
const { freshPage, loggedInPage, expectNoPageErrors } = e2e;
const ui = STRINGS.zh;
/** A tablet on the desk. */
const TABLET = { viewport: { width: 768, height: 1000 } };

async function api<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${e2e.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as Envelope<T>).data;
}

/** Two copies on YTKJ's shelves now, of two different books. */
let copies: ShelfAsset[] = [];
/** The cash payment's order number, for the student's bill. */
let orderno = '';
beforeAll(async () => {
  const shelves = await api<Bookshelf[]>(ApiPath.bookshelves, { organizationid: 1 });
  const columns = shelves.flatMap((shelf) => shelf.columns);
  for (const column of columns) {
    const assets = await api<ListPage<ShelfAsset>>(ApiPath.shelfAssets, {
      organizationid: 1,
      columnid: column.columnid,
      pagesize: 60,
    });
    for (const asset of assets.list) {
      const another = copies.every((copy) => copy.bookid !== asset.bookid);
      if (asset.status === CopyStatus.inLibrary && another) copies.push(asset);
    }
    if (copies.length >= 2) break;
  }
  copies = copies.slice(0, 2);
  expect(copies).toHaveLength(2);
});

/** 赵子轩 has no loan and no fine in the demo: room for two more. */
const STUDENT = DEMO.reserver;
const money = ACCOUNT_STRINGS.zh.money;
const circulation = ACCOUNT_STRINGS.zh.circulation;

/**
 * The demo's students borrow for 30 days at 10 fen a late day (server/src/seed/people.ts and
 * the borrow type's default): 33 days on, the copy is three library days late.
 */
const DAYS_LATER = 33;
const LATE_FEN = 3 * 10;

/** `{{amount, money}}` as the widgets write integer fen, then the other `{{…}}` values. */
const withMoney = (template: string, fen: number, values: Record<string, string | number> = {}) =>
  fill(template.replace('{{amount, money}}', formatMoney(fen, 'zh')), values);

/** Moves the server's clock forward (POST /api/__test/clock, from this machine). */
async function advanceClock(days: number): Promise<TestClockAnswer> {
  const response = await fetch(`${e2e.url}/api${TEST_CLOCK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceDays: days }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Envelope<TestClockAnswer>).data;
}

/**
 * L0001 at the desk on a tablet, the student's card scanned: the page, and the student's card
 * on it, in lend mode.
 */
async function deskWithStudent(): Promise<{ page: Page; card: Locator }> {
  const page = await loggedInPage(DEMO.librarian, 'zh', '/admin/desk', TABLET);
  const field = page.getByLabel(zhDesk.scanLabel_reader);
  await field.waitFor();
  await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
  await page.keyboard.type(STUDENT.readercode);
  await page.keyboard.press('Enter');
  const card = page.getByRole('region', { name: new RegExp(STUDENT.readercode) });
  await card.waitFor();
  return { page, card };
}

describe('the circulation desk', () => {
  it('L0001 lands on /admin, opens the desk and lends two copies to a student by scanning', async () => {
    const page = await freshPage();
    await page.setViewportSize({ width: 768, height: 1000 });
    await logInToPortal(page, e2e.url, 'zh', DEMO.librarian);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByRole('heading', { name: zhDesk.today }).waitFor();
    await page.getByText(zhDesk.todayLoans).first().waitFor();
    await expectNoViolations(page, 'admin dashboard');

    const menu = page.getByRole('navigation', { name: ui.admin.menu });
    // The staff menu folds at a tablet's width: open it if it is folded.
    const desk = menu.getByRole('link', { name: ui.admin.menuDesk });
    if (!(await desk.isVisible())) await menu.getByRole('button').first().click();
    await desk.click();
    await page.waitForURL(/\/admin\/desk$/);

    const field = page.getByLabel(zhDesk.scanLabel_reader);
    await field.waitFor();
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(STUDENT.readercode);
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: new RegExp(STUDENT.readercode) });
    await card.waitFor();

    // "已借出《title》（barcode）": the line without its due date.
    const lent = (copy: ShelfAsset) =>
      fill(zhDesk.lent.split('，')[0] ?? '', { title: copy.title, barcode: copy.barcode });
    for (const copy of copies) {
      await page.keyboard.type(copy.barcode);
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: lent(copy) })
        .waitFor();
    }
    const log = page.getByRole('region', { name: zhDesk.log });
    for (const copy of copies) {
      await card.getByText(copy.barcode).waitFor();
      await log.getByText(lent(copy)).waitFor();
    }
    // At 768 px the list is below the card, and nothing scrolls sideways.
    const cardBox = await card.boundingBox();
    const logBox = await log.boundingBox();
    expect(cardBox && logBox && logBox.y >= cardBox.y + cardBox.height).toBe(true);
    expect(await sidewaysScrollers(page)).toEqual([]);
    await expectNoViolations(page, 'desk after two loans');
    expectNoPageErrors();
  });

  it('A0001’s header leads My Library to /admin and lights it on every staff page', async () => {
    // Logged in through the form: where the login leads staff is part of what is checked.
    const page = await freshPage();
    await logInToPortal(page, e2e.url, 'zh', DEMO.admin);
    expect(new URL(page.url()).pathname).toBe('/admin');
    const tabs = page
      .getByRole('banner')
      .getByRole('navigation', { name: ui.header.mainNavigation });
    const myLibrary = tabs.getByRole('link', { name: ui.header.myLibrary });
    // The header renders the page reached after the login a moment after the address changes.
    await expect.poll(() => myLibrary.getAttribute('aria-current')).toBe('page');
    expect(await myLibrary.getAttribute('href')).toBe('/admin');

    await page
      .getByRole('navigation', { name: ui.admin.menu })
      .getByRole('link', { name: ui.admin.menuDesk })
      .click();
    await page.waitForURL(/\/admin\/desk$/);
    // The desk is a page of the workspace the tab stands for: lit as its family's.
    await expect.poll(() => myLibrary.getAttribute('aria-current')).toBe('true');
    expect(await tabs.locator('[aria-current]').count()).toBe(1);
    await myLibrary.click();
    await page.waitForURL(/\/admin$/);
    expectNoPageErrors();
  });

  it('the student sees both loans on /book-management', async () => {
    const page = await loggedInPage(STUDENT, 'zh', '/book-management');
    // A title may hold ( ) or other pattern characters: loanRow reads it as a pattern.
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const copy of copies) await loanRow(page, literal(copy.title)).first().waitFor();
    expectNoPageErrors();
  });

  it(`${DAYS_LATER} days later, L0001 takes one copy back in return mode: late, with its fine`, async () => {
    const moved = await advanceClock(DAYS_LATER);
    expect(moved.offsetDays).toBe(DAYS_LATER);
    const [late] = copies;
    if (!late) throw new Error('no copy lent');
    const { page, card } = await deskWithStudent();
    // Both loans are overdue by the moved clock.
    await expect.poll(() => card.getByText(zhDesk.overdue, { exact: true }).count()).toBe(2);
    await expectNoViolations(page, 'desk, the student’s loans overdue');

    // Return mode from the keyboard, then the scan and Enter.
    await page.keyboard.press('Alt+2');
    await page.getByLabel(zhDesk.scanLabel_return).waitFor();
    const returned = page.waitForResponse((response) =>
      response.url().endsWith(ApiPath.deskReturn),
    );
    await page.keyboard.type(late.barcode);
    await page.keyboard.press('Enter');
    const answer = ((await (await returned).json()) as Envelope<DeskReturnResult>).data;
    expect(answer.fine).toBe(LATE_FEN / 100);
    const said = [
      fill(zhDesk.returned, { title: late.title, barcode: late.barcode, reader: STUDENT.name }),
      fill(zhDesk.returnedFine, { amount: (LATE_FEN / 100).toFixed(2) }),
    ].join('；');
    await page.getByRole('status').filter({ hasText: said }).waitFor();
    // The card, read again: one loan left, and the fine to take.
    await card
      .getByRole('checkbox', {
        name: fill(zhDesk.selectFine, {
          reason: zhDesk.fineReason_overdue,
          amount: (LATE_FEN / 100).toFixed(2),
        }),
      })
      .waitFor();
    await expect.poll(() => card.getByText(late.barcode).count()).toBe(0);
    await expectNoViolations(page, 'desk after a late return');
    expectNoPageErrors();
  });

  it('the student sees the fine on /book-management and in the fine record', async () => {
    const [late] = copies;
    if (!late) throw new Error('no copy lent');
    const page = await loggedInPage(STUDENT, 'zh', '/book-management');
    await page
      .getByText(withMoney(circulation.myBorrow.fines, LATE_FEN, { count: 1 }), { exact: true })
      .waitFor();
    await expectNoViolations(page, 'book-management with a fine');

    await page.getByRole('link', { name: circulation.myBorrow.finesLink }).click();
    await page.waitForURL(/\/student-fine$/);
    await page.getByText(withMoney(money.fines.due, LATE_FEN), { exact: true }).waitFor();
    await page
      .getByRole('button', {
        name: withMoney(money.fines.payOne, LATE_FEN, {
          what: `${fill(money.fines.book, { title: late.title })} ${money.fines.reason_overdue}`,
        }),
      })
      .waitFor();
    await expectNoViolations(page, 'the fine record with the late fine');
    expectNoPageErrors();
  });

  it('L0001 selects the fine on the student’s card and takes it in cash', async () => {
    const { page, card } = await deskWithStudent();
    const amount = (LATE_FEN / 100).toFixed(2);
    await card
      .getByRole('checkbox', {
        name: fill(zhDesk.selectFine, { reason: zhDesk.fineReason_overdue, amount }),
      })
      .check();
    const paid = page.waitForResponse((response) => response.url().endsWith(ApiPath.deskPayCash));
    await card.getByRole('button', { name: fill(zhDesk.payCash, { amount }) }).click();
    const result = ((await (await paid).json()) as Envelope<DeskPayCashResult>).data;
    orderno = result.orderno;
    await page
      .getByRole('status')
      .filter({ hasText: fill(zhDesk.paid, { amount, paid: 1, orderno }) })
      .waitFor();
    // Nothing left to take: the card's fines are gone.
    await expect.poll(() => card.getByRole('checkbox').count()).toBe(0);
    await expectNoViolations(page, 'desk after the cash payment');
    expectNoPageErrors();
  });

  it('the student’s bill shows the fine paid in cash, and no fine is left', async () => {
    const page = await loggedInPage(STUDENT, 'zh', '/student-mybill');
    const row = page.getByRole('row').filter({ hasText: orderno });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(money.trade.finePayment);
    expect(text).toContain(money.method.cash);
    expect(text).toContain(money.status.success);
    expect(text).toContain(formatMoney(LATE_FEN, 'zh'));
    await expectNoViolations(page, 'the bill paid in cash');

    await page.goto(`${e2e.url}/book-management`);
    await page.getByText(circulation.myBorrow.noFines, { exact: true }).waitFor();
    expect(await page.getByText(pattern(circulation.myBorrow.fines)).count()).toBe(0);
    expectNoPageErrors();
  });
});
