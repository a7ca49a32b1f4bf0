/**
 * The library's content end to end in Chromium: the librarian L0001 opens /admin/content from
 * the staff menu at 768 px (a tablet), writes a notice with bold text in the rich-text editor
 * (and pastes HTML carrying a script and an event handler), saves it as a draft — the visitor's
 * notice list does not show it — then publishes it: the visitor's next load shows it, the bold
 * kept, the script and the handler gone. axe on the content page in zh and in en, with the
 * editor open; no sideways scroll at 768 px.
 *
 * Publishing changes the demo's notices, so the file runs on a server of its own.
 */
import { describe, expect, it } from 'vitest';
import enContent from '../../src/core/i18n/locales/en/content-admin';
import zhContent from '../../src/core/i18n/locales/zh/content-admin';
import { expectNoViolations } from './support/account';
import { handOver } from './support/hand-over';
import { sidewaysScrollers } from './support/overflow';
import { DEMO, STRINGS } from './support/strings';

const e2e = handOver({ ownServer: true });
const { freshPage, loggedInPage, expectNoPageErrors } = e2e;
const ui = STRINGS.zh;
/** A tablet. */
const TABLET = { viewport: { width: 768, height: 1000 } };

const TITLE = '图书馆暑期开放安排';
const BOLD = '每周三闭馆';
const PASTED =
  '<p>粘贴的一段<script>window.__pwned = true</script></p>' +
  '<img src="https://x.invalid/a.png" onerror="window.__pwned = true">';

/** The titles the visitor's notice list shows on a fresh load. */
async function visitorNotices() {
  const visitor = await freshPage();
  await visitor.goto(`${e2e.url}/infos?type=notice`);
  // The news list's items (the footer's links are list items too).
  const items = visitor.locator('[part="item"]');
  await items.first().waitFor();
  return { visitor, titles: await items.allTextContents() };
}

describe('the content page', () => {
  it('a notice L0001 writes is public only once published, bold kept and the script gone', async () => {
    const page = await loggedInPage(DEMO.librarian, 'zh', '/admin', TABLET);
    const menu = page.getByRole('navigation', { name: ui.admin.menu });
    const content = menu.getByRole('link', { name: ui.admin.menuContent });
    // The staff menu folds at a tablet's width: open it if it is folded.
    if (!(await content.isVisible())) await menu.getByRole('button').first().click();
    await content.click();
    await page.waitForURL(/\/admin\/content$/);

    await page.getByRole('button', { name: zhContent.newItem }).click();
    // Named "new item" until its first save, "edit item" after.
    const editor = page.getByRole('region', {
      name: new RegExp(`^(${zhContent.editorNew}|${zhContent.editorEdit})$`),
    });
    await editor.getByLabel(zhContent.type).selectOption('notice');
    await editor.getByLabel(zhContent.title).fill(TITLE);
    const body = editor.getByRole('textbox', { name: zhContent.body });
    await body.click();
    await page.keyboard.type('暑假期间');
    // Typed at once after the click, as a quick hand does: the caret stays in the text.
    const bold = editor.getByRole('button', { name: zhContent.bold });
    await bold.click();
    await page.keyboard.type(BOLD);
    await bold.click();
    await page.keyboard.type('。');
    await body.locator('strong', { hasText: BOLD }).waitFor();
    await page.keyboard.press('Enter');
    // A paste from another page, carrying what a body may not hold.
    await body.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', '粘贴的一段');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, PASTED);
    await body.getByText('粘贴的一段').waitFor();
    await editor.getByRole('button', { name: zhContent.save }).click();
    await editor
      .getByRole('status')
      .filter({ hasText: `已保存：${zhContent.statuses.draft}` })
      .waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
    await expectNoViolations(page, 'content editor after a save (zh)');

    // A draft: not in the visitor's list (one page open at a time: the librarian's closes).
    const draft = await visitorNotices();
    expect(draft.titles.join('\n')).not.toContain(TITLE);

    // L0001 comes back to the item and publishes it.
    const again = await loggedInPage(DEMO.librarian, 'zh', '/admin/content', TABLET);
    await again.getByRole('button', { name: `编辑“${TITLE}”` }).click();
    const item = again.getByRole('region', { name: zhContent.editorEdit });
    await item.getByRole('textbox', { name: zhContent.body }).getByText(BOLD).waitFor();
    await item.getByLabel(zhContent.publishNow).check();
    await item.getByRole('button', { name: zhContent.save }).click();
    await item
      .getByRole('status')
      .filter({ hasText: `已保存：${zhContent.statuses.published}` })
      .waitFor();
    expect(await again.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expectNoPageErrors();

    // Published: the visitor's next load shows it, with its bold and without the script.
    const published = await visitorNotices();
    expect(published.titles[0]).toContain(TITLE);
    const visitor = published.visitor;
    const answer = visitor.waitForResponse((response) =>
      response.url().includes('/NewsApi/OpacNews/Query'),
    );
    await visitor.getByRole('button', { name: TITLE }).click();
    // The body as the server stored it (what any other client would read): clean already.
    const stored = ((await (await answer).json()) as { data: { bodyhtml: string } }).data.bodyhtml;
    expect(stored).toContain(`<strong>${BOLD}</strong>`);
    expect(stored).not.toMatch(/script|onerror|__pwned/);
    const shown = visitor.locator('[part="body"]');
    await shown.getByText(BOLD).waitFor();
    expect(await shown.locator('strong', { hasText: BOLD }).count()).toBe(1);
    expect(await shown.locator('script').count()).toBe(0);
    expect(await shown.innerHTML()).not.toMatch(/onerror|__pwned/);
    expect(await visitor.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expectNoPageErrors();
  });

  it('is axe-clean in English at 768 px, list and editor, without sideways scroll', async () => {
    const page = await loggedInPage(DEMO.admin, 'en', '/admin/content', TABLET);
    const list = page.getByRole('region', { name: enContent.items });
    await list.getByRole('row').nth(1).waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
    await expectNoViolations(page, 'content list (en)');
    await list.getByRole('button', { name: enContent.newItem }).click();
    const editor = page.getByRole('region', { name: enContent.editorNew });
    await editor.getByRole('textbox', { name: enContent.body }).waitFor();
    await editor.getByRole('button', { name: enContent.save }).click();
    // An empty title is refused beside the field, in English.
    const title = editor.getByLabel(enContent.title);
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    expect(await sidewaysScrollers(page)).toEqual([]);
    await expectNoViolations(page, 'content editor with a refusal (en)');
    expectNoPageErrors();
  });
});
