/**
 * The teacher area end to end in Chromium, zh and en: 王芳 (T0001) logs in and lands on
 * /teacher-home in the teacher frame with her classes ticked; she sets 初二(3)班 a reading
 * program of a catalogue book and sees the class's progress; 李明 (20230001, of that class)
 * finds it on /student-task and among this week's tasks on his home; a student who opens
 * /teacher-home is sent to his own home. axe at each new state.
 *
 * Creating a program changes the demo data, so the file runs on a server of its own; each
 * language sets a program of its own title.
 */
import { describe, expect, it } from 'vitest';
import enTeaching from '../../src/core/i18n/locales/en/teaching';
import zhTeaching from '../../src/core/i18n/locales/zh/teaching';
import { expectNoViolations, fill, logInToPortal } from './support/account';
import { handOver } from './support/hand-over';
import { DEMO, STRINGS } from './support/strings';
import type { Language } from './support/widget-page';

const TEACHING = { zh: zhTeaching, en: enTeaching } as const;
const BOOK = '骆驼祥子';

const e2e = handOver({ ownServer: true });
const { freshPage, loggedInPage, expectNoPageErrors } = e2e;

describe.each(['zh', 'en'] as const)('teacher area, %s', (lang: Language) => {
  const t = TEACHING[lang];
  const ui = STRINGS[lang];
  const title = lang === 'zh' ? '寒假共读' : 'Winter reading';

  it('王芳 lands on /teacher-home and sets 初二(3)班 a reading program', async () => {
    const page = await freshPage();
    await logInToPortal(page, e2e.url, lang, DEMO.teacher);
    expect(new URL(page.url()).pathname).toBe('/teacher-home');
    const menu = page.getByRole('navigation', { name: ui.personal.nav });
    await menu.getByRole('link', { name: ui.teacher.menuHome }).waitFor();
    // Her classes are the ones the library assigned her, listed (not chosen by her).
    const assigned = page.getByRole('region', { name: t.departments.listHeading });
    await assigned
      .getByRole('listitem')
      .filter({ hasText: /初二\(3\)班/ })
      .waitFor();
    await expectNoViolations(page, `${lang}: teacher home`);

    await menu.getByRole('link', { name: ui.teacher.menuReadingProgram }).click();
    await page.waitForURL(/\/ReadingProgram$/);
    await page.getByRole('button', { name: t.programs.create }).click();
    await page.getByLabel(t.programs.title, { exact: true }).fill(title);
    await page.getByLabel(t.programs.startdate).fill('2026-01-01');
    await page.getByLabel(t.programs.enddate).fill('2099-12-31');
    await page.getByLabel(t.programs.description).fill('<b>每周</b>读一章');
    await page.getByLabel(t.picker.search).fill(BOOK);
    await page.getByRole('button', { name: fill(t.picker.add, { title: BOOK }) }).click();
    await expectNoViolations(page, `${lang}: program form`);
    await page.getByRole('button', { name: t.programs.save, exact: true }).click();
    await page.getByText(t.programs.saved).waitFor();
    await page.getByRole('heading', { name: title }).waitFor();
    // A description is text, never markup.
    await page.getByText('<b>每周</b>读一章').first().waitFor();
    await expectNoViolations(page, `${lang}: programs`);

    await page.getByRole('button', { name: t.programs.detail }).first().click();
    await page.waitForURL(/\/teacher-plan-detail\?id=\d+$/);
    const table = page.getByRole('table', { name: t.programs.progressHeading });
    await table.getByRole('rowheader', { name: /李明/ }).waitFor();
    await expectNoViolations(page, `${lang}: program detail`);
    expectNoPageErrors();
  });

  it('李明 sees it on /student-task and among this week’s tasks on his home', async () => {
    const page = await loggedInPage(DEMO.student, lang, '/student-home');
    await page.getByRole('heading', { name: t.tasks.week }).waitFor();
    await page.getByRole('link', { name: title }).waitFor();
    await expectNoViolations(page, `${lang}: student home with tasks`);

    await page.goto(`${e2e.url}/student-task`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page
      .getByText(fill(t.tasks.progress, { done: 0, total: 1 }))
      .first()
      .waitFor();
    await expectNoViolations(page, `${lang}: student tasks`);
    expectNoPageErrors();
  });

  it('a student who opens /teacher-home is sent to his own home', async () => {
    const page = await loggedInPage(DEMO.student, lang, '/teacher-home');
    await page.waitForURL(/\/student-home$/);
    // His menu offers no teacher page either.
    const menu = page.getByRole('navigation', { name: ui.personal.nav });
    await menu.getByRole('link', { name: ui.routes.studentHome }).waitFor();
    expect(await menu.getByRole('link', { name: ui.teacher.menuReadingProgram }).count()).toBe(0);
    expectNoPageErrors();
  });
});
