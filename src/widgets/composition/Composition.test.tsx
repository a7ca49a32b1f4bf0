import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, MAX_WRITING_TITLE, type LpEvent } from '../../core';
import { createFakeApi, delayed } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { Composition, type CompositionProps } from './Composition';
import { compositionServer, type CompositionServerOptions } from './fixtures';

function setup(
  props: CompositionProps = {},
  options: CompositionServerOptions & { loggedIn?: boolean; lang?: 'en' } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <Composition {...props} onNavigate={onNavigate} />,
    compositionServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

/** Autosave waits a second after the last key: give it that and the answer. */
const AUTOSAVE = { timeout: 3000 };

afterEach(() => localStorage.clear());

describe('Composition', () => {
  it('lists the compositions with status and score, and shows a marked one’s feedback', async () => {
    const { user } = setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('已批改')).toBeTruthy();
    expect(within(table).getByText('退回修改')).toBeTruthy();
    expect(within(table).getByText('92')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '查看 我的读书生活' }));
    expect(screen.getByText('得分：92 分')).toBeTruthy();
    expect(screen.getByText('内容真实，结构清楚。')).toBeTruthy();
    // The student's text is text: the tags show as typed.
    expect(screen.getByText(/<b>读书<\/b>让我学会思考/)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });

  it('writes a new composition, saves it a second after typing stops, and submits it once', async () => {
    const { user, calls } = setup({ view: 'write' });
    await user.type(await screen.findByLabelText('标题'), '春天');
    await user.type(screen.getByLabelText('正文'), '春天来了');
    expect(screen.getByText('4 / 20000 字')).toBeTruthy();
    await screen.findByText(/已自动保存/, undefined, AUTOSAVE);
    const saves = calls(ApiPath.writingSave);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ kind: 'composition', title: '春天', body: '春天来了' });
    expect(saves[0]?.body?.draftkey).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText('已提交，等待老师批改。');
    expect(calls(ApiPath.writingSubmit)).toHaveLength(1);
    // Handed in, it is read-only: no field, no second submit.
    expect(screen.queryByLabelText('正文')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('submits once when 提交 is clicked twice while the draft is still being saved', async () => {
    setTestSession(true);
    const { requests } = renderWidget(
      <Composition view="write" />,
      delayed(compositionServer(), 150),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('标题'), '春天');
    await user.type(screen.getByLabelText('正文'), '春天来了');
    await user.dblClick(screen.getByRole('button', { name: '提交' }));
    await screen.findByText('已提交，等待老师批改。');
    const submits = requests.filter((request) => request.path.endsWith(ApiPath.writingSubmit));
    expect(submits).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the text in the browser when the save fails, and restores it next time', async () => {
    const { user, unmount } = setup({ view: 'write', kind: 'note' }, { saveFails: true });
    await user.type(await screen.findByLabelText('书名'), '红楼梦');
    await user.type(screen.getByLabelText('读后感'), '感想');
    await screen.findByText(/保存失败/, undefined, AUTOSAVE);
    const key = Object.keys(localStorage).find((name) => name.includes('writing.uuid-7.note'));
    expect(key).toBeTruthy();
    unmount();
    setup({ view: 'write', kind: 'note' });
    await screen.findByDisplayValue('红楼梦');
    expect(screen.getByText('已恢复上次未能保存到服务器的内容。')).toBeTruthy();
    // Saved at last, the browser copy goes.
    await screen.findByText(/已自动保存/, undefined, AUTOSAVE);
    await waitFor(() =>
      expect(Object.keys(localStorage).some((name) => name.includes('writing.'))).toBe(false),
    );
  });

  it('says how much to remove from a title too long, and does not submit it', async () => {
    const { user, calls } = setup({ view: 'write' });
    const title = await screen.findByLabelText('标题');
    await user.click(title);
    await user.paste('字'.repeat(MAX_WRITING_TITLE + 3));
    await user.type(screen.getByLabelText('正文'), '正文');
    expect(screen.getByText('标题最多 100 个字符，请删减 3 个字符。')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(calls(ApiPath.writingSubmit)).toHaveLength(0);
    expect(calls(ApiPath.writingSave)).toHaveLength(0);
  });

  it('opens a returned composition in the editor with the teacher’s note', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '编辑 读《西游记》有感' }));
    expect(screen.getByText('老师退回修改：篇幅太短，请再写三百字。')).toBeTruthy();
    expect(screen.getByDisplayValue('孙悟空一路降妖除魔。')).toBeTruthy();
  });

  it('asks a logged-out reader to log in', async () => {
    const { user, onNavigate, calls } = setup({ kind: 'note' }, { loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-reading-notes' },
    });
    expect(calls(ApiPath.writingList)).toHaveLength(0);
  });

  it('speaks English and has no axe violations in the list and the editor', async () => {
    const { user } = setup({ kind: 'note' }, { lang: 'en' });
    await screen.findByRole('heading', { name: 'My reading notes' });
    await screen.findByRole('table');
    const check = async () => {
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    };
    await check();
    await user.click(screen.getByRole('button', { name: 'Edit 骆驼祥子' }));
    expect(screen.getByLabelText('Quote')).toBeTruthy();
    await check();
  });
});

describe('<lp-composition>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(compositionServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-composition api-base="${TEST_API_BASE}" kind="note"></lp-composition>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('骆驼祥子');
    host.remove();
  });
});
