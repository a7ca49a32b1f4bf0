/**
 * The homework loop end to end in Chromium, zh and en: 王芳 (T0001) sets 初二(3)班 homework (zh)
 * or an exam (en) of the bank's five 《西游记》 questions; 李明 (20230001) answers it with the
 * keyboard alone, is asked before leaving unsubmitted answers, finds them saved when he comes
 * back, and submits; 王芳 sees the automatic marks and marks the short answer; 李明 sees his
 * score and her comment; 赵子轩 of 初一(1)班 never sees it. axe at each new state.
 *
 * Setting homework changes the demo data, so the file runs on a server of its own; each
 * language sets work of its own title.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enHomework from '../../src/core/i18n/locales/en/homework';
import zhHomework from '../../src/core/i18n/locales/zh/homework';
import { expectNoViolations, fill } from './support/account';
import { expectFocus, pressUntilFocused } from './support/keyboard';
import { handOver } from './support/hand-over';
import { DEMO } from './support/strings';
import type { Language } from './support/widget-page';

const HOMEWORK = { zh: zhHomework, en: enHomework } as const;
const ZIXUAN = { readercode: '20230003', password: DEMO.student.password };
/** The demo bank's 《西游记》 questions, as the seed writes them. */
const BANK = {
  single: '《西游记》的作者是谁？',
  multiple: '下列哪些是中国古典四大名著？',
  trueFalse: '孙悟空的师父是唐僧。',
  matching: '将人物与其兵器连线。',
  short: '你最喜欢《西游记》中的哪个人物？请说明理由。',
};
const PAIRS = { 孙悟空: '金箍棒', 猪八戒: '九齿钉耙', 沙僧: '降妖宝杖' } as const;

const e2e = handOver({ ownServer: true });
const { loggedInPage, expectNoPageErrors } = e2e;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Submitted n / N" of the class, whatever its size (the seed's situation readers are in it). */
const submittedOf = (t: typeof zhHomework, n: number) =>
  new RegExp(escaped(fill(t.teacher.submitted, { n, total: '#' })).replace('#', '\\d+'));

/** The options of the focused <select> (through shadow roots) and which one is chosen. */
function focusedSelect(page: Page): Promise<{ options: string[]; selected: number } | null> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!(element instanceof HTMLSelectElement)) return null;
    return {
      options: [...element.options].map((option) => option.text),
      selected: element.selectedIndex,
    };
  });
}

/**
 * Answers the matching question with the keyboard: each select is stepped with the arrow
 * keys to its right side. Stepping past a right side chosen elsewhere would take it away
 * from that select (a right side is used once), so the selects are set from the one whose
 * answer is lowest in the list upwards, past options nobody holds yet.
 */
async function matchWithKeyboard(page: Page, t: typeof zhHomework) {
  const lefts = Object.keys(PAIRS) as (keyof typeof PAIRS)[];
  const labelOf = (left: string) => fill(t.matchWith, { left });
  await pressUntilFocused(page, 'Tab', (element) => element.name === labelOf(lefts[0]!));
  const options = (await focusedSelect(page))?.options ?? [];
  const order = [...lefts].sort((a, b) => options.indexOf(PAIRS[b]) - options.indexOf(PAIRS[a]));
  let at = 0;
  for (const left of order) {
    const position = lefts.indexOf(left);
    const key = position > at ? 'Tab' : 'Shift+Tab';
    for (; at !== position; at += position > at ? 1 : -1) await page.keyboard.press(key);
    await expectFocus(page, labelOf(left), 'select');
    const target = options.indexOf(PAIRS[left]);
    expect(target, `${PAIRS[left]} among ${options.join(', ')}`).toBeGreaterThan(0);
    for (let step = 0; ((await focusedSelect(page))?.selected ?? target) < target; step++) {
      expect(step).toBeLessThan(options.length);
      await page.keyboard.press('ArrowDown');
    }
  }
  // All three held: none was taken away by another.
  for (const left of lefts) {
    const select = page.getByRole('combobox', { name: labelOf(left) });
    await expect
      .poll(() => select.evaluate((node) => (node as HTMLSelectElement).selectedOptions[0]?.text))
      .toBe(PAIRS[left]);
  }
}

/** Tabs to the element named `name` and presses `key` on it. */
async function press(page: Page, name: string, key = 'Space') {
  await pressUntilFocused(page, 'Tab', (element) => element.name === name, 80);
  await page.keyboard.press(key);
}

describe.each([
  ['zh', 'homework'],
  ['en', 'exam'],
] as const)('the homework loop, %s (%s)', (lang: Language, kind) => {
  const t = HOMEWORK[lang];
  const title = lang === 'zh' ? '《西游记》第一回作业' : 'Journey to the West: a quiz';
  const answerPath = kind === 'exam' ? '/do-selftest' : '/do-homework';
  const shortAnswer = lang === 'zh' ? '孙悟空，因为他勇敢。' : 'Sun Wukong: he is brave.';
  const comment = lang === 'zh' ? '理由充分' : 'Well argued';
  let workId = 0;

  it(`王芳 sets 初二(3)班 ${kind} of five bank questions`, async () => {
    const page = await loggedInPage(
      DEMO.teacher,
      lang,
      kind === 'exam' ? '/teacher-exam-add' : '/teacher-task-add',
    );
    await page.getByRole('textbox', { name: t.teacher.title, exact: true }).fill(title);
    for (const question of Object.values(BANK)) {
      await page.getByRole('checkbox', { name: new RegExp(escaped(question)) }).check();
    }
    await expectNoViolations(page, `${lang}: the ${kind} form`);
    await page.getByRole('button', { name: t.teacher.create, exact: true }).click();
    await page.waitForURL(/\/task-detail\?id=\d+$/);
    workId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByText(submittedOf(t, 0)).waitFor();
    await expectNoViolations(page, `${lang}: the ${kind} set`);
    expectNoPageErrors();
  });

  it('李明 answers with the keyboard alone; leaving asks first; nothing is lost; he submits', async () => {
    expect(workId).toBeGreaterThan(0);
    const page = await loggedInPage(DEMO.student, lang, '/student-homework-detail');
    await page.getByRole('button', { name: `${t.open} ${title}` }).waitFor();
    await press(page, `${t.open} ${title}`, 'Enter');
    await page.waitForURL(new RegExp(`${answerPath}\\?id=${workId}$`));
    await page.getByRole('heading', { name: title }).waitFor();
    if (kind === 'exam') await page.getByText(fill(t.timeLeft, { minutes: 45 })).waitFor();
    await expectNoViolations(page, `${lang}: answering`);

    await press(page, 'A. 吴承恩');
    await press(page, 'A. 《红楼梦》');
    await press(page, 'B. 《水浒传》');
    await press(page, t.true);
    await matchWithKeyboard(page, t);
    await pressUntilFocused(page, 'Tab', (element) => element.name === t.answer);
    await page.keyboard.type(shortAnswer);
    await page.getByText(t.saved, { exact: true }).waitFor();

    // Leaving for a page without a query asks first; staying keeps the page.
    await page.locator('a[href="/student-home"]').first().click();
    const leave = page.getByRole('alertdialog', { name: t.leaveTitle });
    await leave.getByText(t.leaveText).waitFor();
    await expectNoViolations(page, `${lang}: asked before leaving`);
    await leave.getByRole('button', { name: t.leaveStay }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(answerPath);
    // Leaving anyway, then coming back: every answer is where he left it.
    await page.locator('a[href="/student-home"]').first().click();
    await leave.getByRole('button', { name: t.leaveGo }).click();
    await page.waitForURL(/\/student-home$/);
    await page.goto(`${e2e.url}${answerPath}?id=${workId}`);
    await page.getByRole('radio', { name: 'A. 吴承恩' }).waitFor();
    expect(await page.getByRole('radio', { name: 'A. 吴承恩' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'B. 《水浒传》' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: t.answer }).inputValue()).toBe(shortAnswer);

    await press(page, t.submit, 'Enter');
    const confirm = page.getByRole('alertdialog', { name: t.submitTitle });
    await confirm.getByText(t.submitText).waitFor();
    await pressUntilFocused(page, 'Tab', (element) => element.name === t.confirm, 5);
    await page.keyboard.press('Enter');
    await page.getByText(t.pending).waitFor();
    await expectNoViolations(page, `${lang}: submitted`);
    // Submitted: leaving no longer asks.
    await page.locator('a[href="/student-home"]').first().click();
    await page.waitForURL(/\/student-home$/);
    expectNoPageErrors();
  });

  it('王芳 sees the automatic marks and marks the short answer', async () => {
    const page = await loggedInPage(DEMO.teacher, lang, `/task-detail?id=${workId}`);
    await page.getByText(submittedOf(t, 1)).waitFor();
    await page.getByRole('button', { name: `${t.teacher.mark} ${DEMO.student.name}` }).click();
    const panel = page.getByRole('region', { name: `${t.teacher.mark} ${DEMO.student.name}` });
    // The four objective questions, marked as he submitted: all right.
    await expect
      .poll(() => panel.getByText(fill(t.markLine, { score: 5, points: 5 })).count())
      .toBe(4);
    await panel.getByText(fill(t.teacher.studentAnswer, { text: shortAnswer })).waitFor();
    await expectNoViolations(page, `${lang}: marking`);
    await panel
      .getByRole('spinbutton', { name: fill(t.teacher.scoreFor, { n: 5, points: 10 }) })
      .fill('8');
    await panel.getByRole('textbox', { name: fill(t.teacher.commentFor, { n: 5 }) }).fill(comment);
    await panel.getByRole('button', { name: t.teacher.saveMarks }).click();
    await panel.getByText(t.teacher.marksSaved).waitFor();
    const row = page.getByRole('row', { name: new RegExp(escaped(DEMO.student.name)) });
    await row.getByRole('cell', { name: '28', exact: true }).waitFor();
    await expectNoViolations(page, `${lang}: marked`);
    expectNoPageErrors();
  });

  it('李明 sees his score and her comment', async () => {
    const page = await loggedInPage(DEMO.student, lang, '/student-homework-detail');
    await page
      .getByText(fill(t.score, { score: 28, total: 30 }))
      .first()
      .waitFor();
    await page.getByRole('button', { name: `${t.view} ${title}` }).click();
    await page.getByText(fill(t.result, { score: 28, total: 30 })).waitFor();
    await page.getByText(fill(t.comment, { comment })).waitFor();
    await expectNoViolations(page, `${lang}: his marks`);
    expectNoPageErrors();
  });

  it('赵子轩 of 初一(1)班 does not see it', async () => {
    const page = await loggedInPage(ZIXUAN, lang, '/student-homework-detail');
    await page.getByRole('heading', { name: t.heading }).waitFor();
    await page.getByText(t.empty).waitFor();
    expect(await page.getByText(title).count()).toBe(0);
    // Nor by its address.
    await page.goto(`${e2e.url}${answerPath}?id=${workId}`);
    await page.getByRole('alert').or(page.getByRole('status')).first().waitFor();
    expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
    expect(await page.getByText(BANK.short).count()).toBe(0);
  });
});
