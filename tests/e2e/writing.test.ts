/**
 * Compositions end to end in Chromium, zh and en: 李明 writes a composition (saved as he
 * types) and submits it; 王芳 (T0001, who manages his class) marks it; 李明 sees the score and
 * the comment; his classmate 陈思雨 never sees it. Then the whole writing done with the keyboard
 * alone. axe at each new state.
 *
 * Writing and marking add rows only to the writing table, which no other file reads, so the
 * file shares the suite's server; each language writes a composition of its own title.
 */
import { describe, expect, it } from 'vitest';
import enWriting from '../../src/core/i18n/locales/en/writing';
import zhWriting from '../../src/core/i18n/locales/zh/writing';
import { expectNoViolations, fill, pattern } from './support/account';
import { pressUntilFocused } from './support/keyboard';
import { handOver } from './support/hand-over';
import { DEMO } from './support/strings';
import type { Language } from './support/widget-page';

const WRITING = { zh: zhWriting, en: enWriting } as const;
const SIYU = { readercode: '20230002', password: DEMO.student.password };

const e2e = handOver();
const { loggedInPage, expectNoPageErrors } = e2e;

describe.each(['zh', 'en'] as const)('compositions, %s', (lang: Language) => {
  const t = WRITING[lang];
  const title = lang === 'zh' ? '春天的图书馆' : 'The library in spring';
  const text = `<b>${lang}</b> 春天来了，我在图书馆读书。\n第二段。`;

  it('李明 writes and submits a composition; 王芳 marks it; 李明 sees the marks', async () => {
    const page = await loggedInPage(DEMO.student, lang, '/student-writting');
    await page.getByRole('heading', { name: t.editor.heading_new_composition }).waitFor();
    await page.getByRole('textbox', { name: t.editor.title, exact: true }).fill(title);
    await page.getByRole('textbox', { name: t.editor.body_composition }).fill(text);
    await page.getByText(pattern(t.editor.saved)).waitFor();
    await expectNoViolations(page, `${lang}: draft saved`);
    await page.getByRole('button', { name: t.editor.submit, exact: true }).click();
    await page.getByText(t.feedback.waiting).waitFor();
    // The text as typed: no markup made of it.
    expect(await page.locator('main b').count()).toBe(0);
    await expectNoViolations(page, `${lang}: submitted`);
    expectNoPageErrors();

    const teacher = await loggedInPage(DEMO.teacher, lang, '/teacher-compositions');
    const open = teacher.getByRole('button', {
      name: fill(t.marking.open, { title: `${DEMO.student.name} ${title}` }),
    });
    await open.waitFor();
    await expectNoViolations(teacher, `${lang}: submissions`);
    await open.click();
    await teacher.getByRole('textbox', { name: pattern(t.marking.score) }).fill('93');
    await teacher.getByRole('textbox', { name: t.marking.comment }).fill(`${lang}: 写得好`);
    await teacher.getByRole('button', { name: t.marking.mark }).click();
    await teacher.getByText(t.marking.marked).waitFor();
    await expectNoViolations(teacher, `${lang}: marked`);
    expectNoPageErrors();

    const again = await loggedInPage(DEMO.student, lang, '/student-composition');
    await again.getByRole('button', { name: fill(t.list.view, { title }) }).click();
    await again.getByText(fill(t.feedback.score, { score: 93 })).waitFor();
    await again.getByText(`${lang}: 写得好`).waitFor();
    await expectNoViolations(again, `${lang}: feedback`);
    expectNoPageErrors();
  });

  it('陈思雨 does not see 李明’s composition', async () => {
    const page = await loggedInPage(SIYU, lang, '/student-composition');
    await page.getByRole('table').waitFor();
    // Her own (seeded) composition, and none of 李明's.
    await page.getByRole('cell', { name: '难忘的一次借书', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: title, exact: true }).count()).toBe(0);
    expect(await page.getByRole('cell', { name: '我的读书生活', exact: true }).count()).toBe(0);
    expectNoPageErrors();
  });
});

describe('the keyboard', () => {
  it('writes and submits a reading note with the keyboard alone', async () => {
    const t = WRITING.zh.editor;
    const page = await loggedInPage(DEMO.student, 'zh', '/student-writting?kind=note');
    await page.getByRole('heading', { name: t.heading_new_note }).waitFor();
    await pressUntilFocused(page, 'Tab', (element) => element.name === t.book, 80);
    await page.keyboard.type('城南旧事');
    await page.keyboard.press('Tab');
    await page.keyboard.type('我们看海去。');
    await page.keyboard.press('Tab');
    await page.keyboard.type('英子的童年让我想起了自己的小时候。');
    await page.getByText(pattern(t.saved)).waitFor();
    await pressUntilFocused(page, 'Tab', (element) => element.name === t.submit, 10);
    await page.keyboard.press('Enter');
    await page.getByText(WRITING.zh.feedback.waiting).waitFor();
    expectNoPageErrors();
  });
});
