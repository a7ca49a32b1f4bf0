/**
 * People and records end to end in Chromium, zh and en: 李明 finds a classmate and follows
 * them, sees them among those he follows (and what they read, when they share it), and the
 * classmate sees 李明 among their fans; volunteer service by term with the term's total hours;
 * a review written, shown as text; following with the keyboard alone; axe at each new state.
 * A reader who did not choose to show their name (李明, 赵子轩, 孙悦 in the demo) is found by
 * whole reader code only and appears by alias, whatever the alias is.
 *
 * Following and reviewing change the demo data, so the file runs on a server of its own. Each
 * language follows a different classmate, so the two never depend on each other's order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiPath, type BookSuggestion, type Envelope } from '../../src/core/api/contract';
import enPeople from '../../src/core/i18n/locales/en/people';
import zhPeople from '../../src/core/i18n/locales/zh/people';
import { expectNoViolations, fill, pattern } from './support/account';
import { expectFocus, pressUntilFocused } from './support/keyboard';
import { handOver } from './support/hand-over';
import { DEMO } from './support/strings';
import type { Language } from './support/widget-page';

const PEOPLE = { zh: zhPeople, en: enPeople } as const;

/**
 * Whom 李明 follows in each language, and the book he reviews: 陈思雨 shows her name and is
 * found by it; 赵子轩 does not, and is found by his code (`name` null: shown by alias).
 */
const PLAN = {
  zh: { classmate: { readercode: '20230002', name: '陈思雨' }, book: '边城' },
  en: { classmate: { readercode: '20230003', name: null }, book: '骆驼祥子' },
} as const;

/**
 * A text naming a reader, as the page shows it: with `name` when they show it, else with the
 * "Reader ·{{alias}}" text, matching any alias.
 */
function naming(template: string, aliasTemplate: string, name: string | null): string | RegExp {
  return name === null
    ? pattern(fill(template, { name: aliasTemplate }))
    : fill(template, { name });
}

const e2e = handOver({ ownServer: true });
const { loggedInPage, expectNoPageErrors } = e2e;

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
  const shown = (template: string) => naming(template, t.connections.alias, classmate.name);

  it(`李明 follows ${PLAN[lang].classmate.name ?? PLAN[lang].classmate.readercode}; they see him among their fans`, async () => {
    const page = await loggedInPage(DEMO.student, lang, '/student-connection');
    await page.getByRole('heading', { name: t.connections.heading }).first().waitFor();
    await expectNoViolations(page, `${lang}: follows`);

    const finder = page.getByRole('search', { name: t.connections.searchHeading });
    await finder
      .getByRole('searchbox', { name: t.connections.searchLabel })
      .fill(classmate.name ?? classmate.readercode);
    await finder.getByRole('button', { name: t.connections.search, exact: true }).click();
    const results = page.getByRole('list', { name: t.connections.results });
    await results.getByRole('button', { name: shown(t.connections.followLabel) }).click();
    await page.getByText(shown(t.connections.followed)).waitFor();
    const following = page.getByRole('list', { name: pattern(t.connections.list_following) });
    await following.getByText(shown('{{name}}'), { exact: true }).waitFor();
    await expectNoViolations(page, `${lang}: followed`);

    // Their reading: 陈思雨 shares it (demo data), 赵子轩 keeps the default (not shared).
    await following.getByRole('button', { name: shown(t.connections.showReading) }).click();
    const panel = page.getByText(shown(t.connections.readingHeading));
    await panel.waitFor();
    if (lang === 'en') await page.getByText(t.connections.notShared).waitFor();
    await expectNoViolations(page, `${lang}: their reading`);
    expectNoPageErrors();

    const theirs = await loggedInPage(asReader(classmate.readercode), lang, '/student-connection');
    await theirs.getByRole('button', { name: pattern(t.connections.list_fans) }).click();
    const fans = theirs.getByRole('list', { name: pattern(t.connections.list_fans) });
    // 李明 keeps his name to himself: his alias, never his nickname.
    await fans.getByText(pattern(t.connections.alias), { exact: true }).waitFor();
    await fans.getByText(t.connections.followsMe).waitFor();
    expect(await fans.getByText(DEMO.student.nickname).count()).toBe(0);
    await expectNoViolations(theirs, `${lang}: fans`);
    expectNoPageErrors();
  });

  it('李明 sees his volunteer service by term, with the term’s total hours', async () => {
    const page = await loggedInPage(DEMO.student, lang, '/volunteer-service');
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
    // A blank page until the book's id is known.
    const page = await loggedInPage(DEMO.student, lang);
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
    const page = await loggedInPage(DEMO.student, 'zh', '/student-connection');
    await page.getByRole('searchbox', { name: t.searchLabel }).waitFor();
    await pressUntilFocused(page, 'Tab', (element) => element.name === t.searchLabel, 80);
    // 孙悦 (20230004) keeps her name private: found by her code, named by her alias.
    await page.keyboard.type('20230004');
    await page.keyboard.press('Enter');
    const label = pattern(fill(t.followLabel, { name: t.alias }));
    await page.getByRole('button', { name: label }).waitFor();
    await pressUntilFocused(page, 'Tab', (element) => label.test(element.name), 20);
    await page.keyboard.press('Enter');
    await page.getByText(pattern(fill(t.followed, { name: t.alias }))).waitFor();
    // The focus stays on the (now "unfollow") button, not thrown to the page.
    await expectFocus(page, pattern(fill(t.unfollowLabel, { name: t.alias })));
    expectNoPageErrors();
  });
});
