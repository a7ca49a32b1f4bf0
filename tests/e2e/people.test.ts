/**
 * People and records end to end in Chromium, zh and en: 李明 finds a classmate and follows
 * them, sees them among those he follows (and what they read, when they share it), and the
 * classmate sees 李明 among their fans; volunteer service by term with the term's total hours;
 * a review written, shown as text; following with the keyboard alone; axe at each new state.
 *
 * Following and reviewing change the demo data, so the file runs on a server of its own. Each
 * language follows a different classmate, so the two never depend on each other's order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiPath, type BookSuggestion, type Envelope } from '../../src/core/api/contract';
import enPeople from '../../src/core/i18n/locales/en/people';
import zhPeople from '../../src/core/i18n/locales/zh/people';
import { expectNoViolations, fill, logInToPortal, pattern } from './support/account';
import { expectFocus, pressUntilFocused } from './support/keyboard';
import { handOver } from './support/hand-over';
import { DEMO } from './support/strings';
import type { Language } from './support/widget-page';

const PEOPLE = { zh: zhPeople, en: enPeople } as const;

/** Whom 李明 follows in each language, and the book he reviews. */
const PLAN = {
  zh: { classmate: { readercode: '20230002', name: '陈思雨' }, book: '边城' },
  en: { classmate: { readercode: '20230003', name: '赵子轩' }, book: '骆驼祥子' },
} as const;

const e2e = handOver({ ownServer: true });
const { freshPage, expectNoPageErrors } = e2e;

const asReader = (readercode: string) => ({ readercode, password: DEMO.student.password });

/** The catalogue id of a title in YTKJ, as the search box's suggestions give it. */
async function bookIdOf(page: Page, title: string): Promise<number> {
  const answer = await page.request.post(`${e2e.url}/api${ApiPath.bookSuggestions}`, {
    data: { keywords: title, organizationid: 1 },
  });
  const body = (await answer.json()) as Envelope<BookSuggestion[]>;
  const book = body.data.find((item) => item.bookname === title);
  if (!book) throw new Error(`no ${title} in the catalogue`);
  return book.bookid;
}

/** The numbers of the "hours" column of the records table. */
async function hoursColumn(page: Page): Promise<number[]> {
  const cells = await page.locator('lp-volunteer-records, main').first().getByRole('row').all();
  const hours: number[] = [];
  for (const row of cells.slice(1)) {
    const text = await row.getByRole('cell').nth(2).textContent();
    hours.push(Number(text));
  }
  return hours;
}

describe.each(['zh', 'en'] as const)('people and records, %s', (lang: Language) => {
  const t = PEOPLE[lang];
  const { classmate, book } = PLAN[lang];

  it(`李明 follows ${PLAN[lang].classmate.name}; they see him among their fans`, async () => {
    const page = await freshPage();
    await logInToPortal(page, e2e.url, lang, DEMO.student);
    await page.goto(`${e2e.url}/student-connection`);
    await page.getByRole('heading', { name: t.connections.heading }).first().waitFor();
    await expectNoViolations(page, `${lang}: follows`);

    const finder = page.getByRole('search', { name: t.connections.searchHeading });
    await finder.getByRole('searchbox', { name: t.connections.searchLabel }).fill(classmate.name);
    await finder.getByRole('button', { name: t.connections.search, exact: true }).click();
    const results = page.getByRole('list', { name: t.connections.results });
    await results.getByRole('button', { name: fill(t.connections.followLabel, classmate) }).click();
    await page.getByText(fill(t.connections.followed, classmate)).waitFor();
    const following = page.getByRole('list', { name: pattern(t.connections.list_following) });
    await following.getByText(classmate.name, { exact: true }).waitFor();
    await expectNoViolations(page, `${lang}: followed`);

    // Their reading: 陈思雨 shares it (demo data), 赵子轩 keeps the default (not shared).
    await following
      .getByRole('button', { name: fill(t.connections.showReading, classmate) })
      .click();
    const panel = page.getByText(fill(t.connections.readingHeading, classmate));
    await panel.waitFor();
    if (lang === 'en') await page.getByText(t.connections.notShared).waitFor();
    await expectNoViolations(page, `${lang}: their reading`);
    expectNoPageErrors();

    const theirs = await freshPage();
    await logInToPortal(theirs, e2e.url, lang, asReader(classmate.readercode));
    await theirs.goto(`${e2e.url}/student-connection`);
    await theirs.getByRole('button', { name: pattern(t.connections.list_fans) }).click();
    const fans = theirs.getByRole('list', { name: pattern(t.connections.list_fans) });
    await fans.getByText(DEMO.student.nickname, { exact: true }).waitFor();
    await fans.getByText(t.connections.followsMe).waitFor();
    await expectNoViolations(theirs, `${lang}: fans`);
    expectNoPageErrors();
  });

  it('李明 sees his volunteer service by term, with the term’s total hours', async () => {
    const page = await freshPage();
    await logInToPortal(page, e2e.url, lang, DEMO.student);
    await page.goto(`${e2e.url}/volunteer-service`);
    await page.getByText(pattern(t.volunteer.summary)).waitFor();
    await expectNoViolations(page, `${lang}: volunteer by date`);

    await page.getByRole('button', { name: t.volunteer.view_term }).click();
    const summary = page.getByText(pattern(t.volunteer.termSummary));
    await summary.waitFor();
    await page.getByRole('combobox', { name: t.volunteer.term }).waitFor();
    // The total said is the sum of the term's rows (the demo's terms fit one page).
    const said = Number(/(\d+(?:\.\d+)?)\D*$/.exec((await summary.textContent()) ?? '')?.[1]);
    await expect.poll(async () => (await hoursColumn(page)).length).toBeGreaterThan(0);
    const rows = await hoursColumn(page);
    expect(Math.round(rows.reduce((sum, hours) => sum + hours, 0) * 100) / 100).toBe(said);
    await expectNoViolations(page, `${lang}: volunteer by term`);
    expectNoPageErrors();
  });

  it(`李明 writes a review of ${PLAN[lang].book}; it shows as text in his reviews`, async () => {
    const page = await freshPage();
    await logInToPortal(page, e2e.url, lang, DEMO.student);
    const bookid = await bookIdOf(page, book);
    await page.goto(`${e2e.url}/write-review?bookid=${bookid}`);
    await page.getByRole('heading', { name: fill(t.reviews.writeFor, { title: book }) }).waitFor();
    const text = `<b>${lang}</b> 读完了，很喜欢。`;
    await page.getByRole('textbox', { name: t.reviews.label }).fill(text);
    await page.getByRole('button', { name: t.reviews.submit }).click();
    await page.getByText(t.reviews.published).waitFor();
    await expectNoViolations(page, `${lang}: review written`);

    await page.goto(`${e2e.url}/student-review`);
    const mine = page.getByRole('list', { name: t.reviews.mineHeading });
    await mine.getByText(text, { exact: true }).waitFor();
    expect(await mine.locator('b').count()).toBe(0);
    await expectNoViolations(page, `${lang}: my reviews`);
    expectNoPageErrors();
  });
});

describe('the keyboard', () => {
  it('finds and follows a classmate with the keyboard alone', async () => {
    const t = PEOPLE.zh.connections;
    const page = await freshPage();
    await logInToPortal(page, e2e.url, 'zh', DEMO.student);
    await page.goto(`${e2e.url}/student-connection`);
    await page.getByRole('searchbox', { name: t.searchLabel }).waitFor();
    await pressUntilFocused(page, 'Tab', (element) => element.name === t.searchLabel, 80);
    await page.keyboard.type('孙悦');
    await page.keyboard.press('Enter');
    const label = fill(t.followLabel, { name: '孙悦' });
    await page.getByRole('button', { name: label }).waitFor();
    await pressUntilFocused(page, 'Tab', (element) => element.name === label, 20);
    await page.keyboard.press('Enter');
    await page.getByText(fill(t.followed, { name: '孙悦' })).waitFor();
    // The focus stays on the (now "unfollow") button, not thrown to the page.
    await expectFocus(page, fill(t.unfollowLabel, { name: '孙悦' }));
    expectNoPageErrors();
  });
});
