import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { DEMO_LIBRARIAN, DEMO_READER, setTestSession } from '../../test/session';
import { ContentAdmin } from './ContentAdmin';
import { contentServer } from './fixtures';

function setup(options: { lang?: 'en'; session?: 'reader' } = {}) {
  setTestSession(options.session === 'reader' ? DEMO_READER : DEMO_LIBRARIAN);
  const rendered = renderWidget(
    <ContentAdmin onNavigate={(event) => event.preventDefault()} />,
    contentServer(),
    options.lang,
  );
  const calls = (path: string) => rendered.requests.filter((r) => r.path.endsWith(path));
  return { ...rendered, calls, user: userEvent.setup() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('ContentAdmin', () => {
  it('lists drafts, scheduled and published items and filters by status', async () => {
    const { user, calls } = setup();
    const list = await screen.findByRole('region', { name: '新闻、公告与活动' });
    const rows = await within(list).findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(list).getByRole('cell', { name: '草稿' })).toBeTruthy();
    expect(within(list).getByRole('cell', { name: '定时发布' })).toBeTruthy();
    await user.selectOptions(within(list).getByLabelText('状态'), 'draft');
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
    expect(calls(ApiPath.contentList).at(-1)?.body).toMatchObject({ status: 'draft', index: 1 });
  });

  it('creates a draft once on a double click, then saves that item (not a second one)', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '新建内容' }));
    const editor = await screen.findByRole('region', { name: '新建内容' });
    await user.type(within(editor).getByLabelText('标题'), '闭馆通知');
    await user.selectOptions(within(editor).getByLabelText('类型'), 'notice');
    await screen.findByRole('textbox', { name: '正文' });
    // The fake answers a save after 100 ms: the second click lands while the first is pending.
    await user.dblClick(within(editor).getByRole('button', { name: '保存' }));
    await within(editor).findByText('已保存：草稿。');
    const saves = calls(ApiPath.contentSave);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ type: 'notice', title: '闭馆通知', publishedat: null });
    expect(String(saves[0]?.body?.requestid)).toMatch(UUID);

    await user.click(within(editor).getByLabelText('发布（立即公开）'));
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    await within(editor).findByText('已保存：已发布。');
    const second = calls(ApiPath.contentSave)[1]?.body;
    expect(second).toMatchObject({ id: 10, title: '闭馆通知' });
    expect(second?.requestid).toBeUndefined();
    expect(typeof second?.publishedat).toBe('string');
  });

  it('shows a refused body beside the editor and keeps what was typed', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '编辑“读书月活动草稿”' }));
    const editor = await screen.findByRole('region', { name: '编辑内容' });
    const body = await within(editor).findByRole('textbox', { name: '正文' });
    expect(body.textContent).toBe('BIG 正文');
    const title = within(editor).getByLabelText('标题');
    await user.type(title, '（改）');
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    const message = '正文超过 200 KB，请删去一部分或把图片作为图片插入';
    await within(editor).findAllByText(message);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    const described = editor.querySelector(`[id="${body.getAttribute('aria-describedby')}"]`);
    expect(described?.textContent).toBe(message);
    expect((title as HTMLInputElement).value).toBe('读书月活动草稿（改）');
    expect(calls(ApiPath.contentSave).at(-1)?.body).toMatchObject({
      id: 2,
      bodyhtml: '<p>BIG 正文</p>',
    });
    // The title was not the field refused.
    expect(title.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a schedule without a date before sending, beside the date', async () => {
    const { user, calls } = setup({ lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const editor = await screen.findByRole('region', { name: 'New item' });
    await user.type(within(editor).getByLabelText('Title'), 'Later');
    await user.click(within(editor).getByLabelText('Publish at'));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const date = within(editor).getByLabelText(/Publish date and time/);
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(calls(ApiPath.contentSave)).toHaveLength(0);
  });

  it('names every toolbar button in zh and en', async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { user, unmount } = setup({ lang });
      await user.click(await screen.findByRole('button', { name: lang ? 'New item' : '新建内容' }));
      const toolbar = await screen.findByRole('toolbar', {
        name: lang ? 'Text formatting' : '正文格式',
      });
      const names = lang
        ? ['Bold', 'Italic', 'Underline', 'Heading 2', 'Heading 3', 'Heading 4'].concat([
            'Bulleted list',
            'Numbered list',
            'Quote',
            'Undo',
            'Redo',
          ])
        : ['加粗', '斜体', '下划线', '二级标题', '三级标题', '四级标题'].concat([
            '项目列表',
            '编号列表',
            '引用',
            '撤销',
            '重做',
          ]);
      const buttons = within(toolbar).getAllByRole('button');
      expect(buttons).toHaveLength(names.length);
      names.forEach((name, index) =>
        expect(within(toolbar).getByRole('button', { name })).toBe(buttons[index]),
      );
      // No aria-label that differs from what is seen (axe's label-content-name-mismatch).
      expect(buttons.every((button) => !button.hasAttribute('aria-label'))).toBe(true);
      unmount();
    }
  });

  it('keeps the focus in the text when a toolbar button is clicked', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '新建内容' }));
    const toolbar = await screen.findByRole('toolbar', { name: '正文格式' });
    const bold = within(toolbar).getByRole('button', { name: '加粗' });
    // fireEvent's answer is false when the default (moving the focus) was prevented.
    expect(fireEvent.mouseDown(bold)).toBe(false);
  });

  it('saves the introduction and the reader notice as plain text', async () => {
    const { user, calls } = setup();
    const info = await screen.findByRole('region', { name: '图书馆简介与读者须知' });
    const notice = within(info).getByLabelText('读者须知');
    await user.type(notice, '\n3. 按时归还。');
    await user.click(within(info).getByRole('button', { name: '保存' }));
    await within(info).findByText('已保存，门户已更新。');
    expect(calls(ApiPath.contentInfoSave)[0]?.body).toMatchObject({
      introduction: '本馆面向全校开放。',
      readernotice: '1. 凭证借阅。\n2. 保持安静。\n3. 按时归还。',
    });
  });

  it('tells a reader it is for staff, and asks nothing of the server', async () => {
    const { calls } = setup({ session: 'reader' });
    await screen.findByText('只有图书馆员和管理员可以管理内容。');
    expect(calls(ApiPath.contentList)).toHaveLength(0);
  });

  it('has no axe violations in zh and en, list and editor', async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { user, unmount } = setup({ lang });
      await screen.findAllByRole('row');
      const run = () => axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      expect((await run()).violations).toEqual([]);
      await user.click(
        await screen.findByRole('button', {
          name: lang ? 'Edit “寒假开放时间”' : '编辑“寒假开放时间”',
        }),
      );
      await screen.findByRole('textbox', { name: lang ? 'Text' : '正文' });
      expect((await run()).violations).toEqual([]);
      unmount();
    }
  });
});
