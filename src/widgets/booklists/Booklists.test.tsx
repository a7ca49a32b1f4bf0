import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { Booklists } from './Booklists';
import { booklistServer, type BooklistServerOptions } from './fixtures';

function setup(
  options: BooklistServerOptions & { loggedIn?: boolean; lang?: 'en'; reader?: string } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <Booklists reader={options.reader} onNavigate={onNavigate} />,
    booklistServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const card = async (name: string) =>
  // The first render of a file loads the strings and the lists: give it more than a second.
  (await screen.findByRole('heading', { name: new RegExp(name) }, { timeout: 5000 })).closest(
    'li',
  ) as HTMLElement;

describe('Booklists', () => {
  it('lists my lists with visibility, created time and count, and others’ public lists', async () => {
    setup();
    const mine = await card('寒假阅读计划');
    expect(mine.textContent).toContain('私密');
    expect(mine.textContent).toContain('2 本');
    expect(mine.textContent).toMatch(/创建于 .*2026/);
    const others = await screen.findByRole('region', { name: '其他读者的公开书单' });
    await within(others).findByText(/陈思雨 的书单/);
    expect(within(others).getByRole('heading', { name: /科幻入门/ })).toBeTruthy();
    expect(within(others).queryByText(/自己的书单/)).toBeNull();
    // Another reader's list offers no edit or delete.
    expect(within(others).queryByRole('button', { name: /删除/ })).toBeNull();
  });

  it('requires a name, then creates a public list once on a double click', async () => {
    const { user, calls } = setup({ delay: 30 });
    await card('寒假阅读计划');
    const form = screen.getByRole('region', { name: '新建书单' });
    await user.click(within(form).getByRole('button', { name: '新建' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请输入书单名称');
    expect(calls(ApiPath.bookListSave)).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: '书单名称' }), '推荐给同桌');
    await user.click(within(form).getByRole('radio', { name: '公开' }));
    await user.dblClick(within(form).getByRole('button', { name: '新建' }));
    await within(form).findByText('书单已保存');
    expect(calls(ApiPath.bookListSave)).toHaveLength(1);
    expect(calls(ApiPath.bookListSave)[0]?.body).toMatchObject({
      name: '推荐给同桌',
      ispublic: true,
    });
    expect((await card('推荐给同桌')).textContent).toContain('公开');
  });

  it('shows the server’s refusal when saving fails', async () => {
    const { user } = setup({ saveFails: '保存书单失败' });
    await card('寒假阅读计划');
    const form = screen.getByRole('region', { name: '新建书单' });
    await user.type(within(form).getByRole('textbox', { name: '书单名称' }), 'x');
    await user.click(within(form).getByRole('button', { name: '新建' }));
    expect((await within(form).findAllByText('保存书单失败')).length).toBeGreaterThan(0);
  });

  it('shows a list’s books and removes one', async () => {
    const { user, calls } = setup();
    const mine = await card('寒假阅读计划');
    const toggle = within(mine).getByRole('button', { name: '查看图书：寒假阅读计划' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(await within(mine).findByRole('button', { name: '从书单移除《红楼梦》' }));
    await waitFor(() =>
      expect(calls(ApiPath.bookListRemoveBook)[0]?.body).toMatchObject({
        booklistid: 1,
        bookid: 11,
      }),
    );
    await waitFor(() => expect(within(mine).queryByText('红楼梦')).toBeNull());
  });

  it('removes a book once for a double click', async () => {
    // The answer takes a moment, as on a network: the second click lands while it is pending.
    const { user, calls } = setup({ delay: 50 });
    const mine = await card('寒假阅读计划');
    await user.click(within(mine).getByRole('button', { name: '查看图书：寒假阅读计划' }));
    await user.dblClick(await within(mine).findByRole('button', { name: '从书单移除《红楼梦》' }));
    await waitFor(() => expect(within(mine).queryByText('红楼梦')).toBeNull());
    expect(calls(ApiPath.bookListRemoveBook)).toHaveLength(1);
  });

  it('deletes a list once for a double click on its button, with one dialog', async () => {
    const { user, calls } = setup({ delay: 50 });
    const mine = await card('寒假阅读计划');
    await user.dblClick(within(mine).getByRole('button', { name: '删除书单“寒假阅读计划”' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await screen.findByText('书单已删除');
    expect(calls(ApiPath.bookListDelete)).toHaveLength(1);
  });

  it('edits and deletes a list after confirming', async () => {
    const { user, calls } = setup();
    const mine = await card('寒假阅读计划');
    await user.click(within(mine).getByRole('button', { name: '编辑书单“寒假阅读计划”' }));
    const name = within(mine).getByRole('textbox', { name: '书单名称' });
    await user.clear(name);
    await user.type(name, '寒假书单');
    await user.click(within(mine).getByRole('button', { name: '保存' }));
    expect(calls(ApiPath.bookListSave)[0]?.body).toMatchObject({ id: 1, name: '寒假书单' });
    const renamed = await card('寒假书单');
    await user.click(within(renamed).getByRole('button', { name: '删除书单“寒假书单”' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls(ApiPath.bookListDelete)[0]?.body).toMatchObject({ id: 1 }));
    await screen.findByText('书单已删除');
  });

  it('with reader="4", shows only that reader’s public lists, read-only', async () => {
    const { calls } = setup({ reader: '4' });
    await screen.findByRole('heading', { name: '该读者的公开书单' });
    expect(await card('科幻入门')).toBeTruthy();
    expect(screen.queryByText(/自己的书单/)).toBeNull();
    expect(screen.queryByRole('region', { name: '新建书单' })).toBeNull();
    expect(calls(ApiPath.bookListList)[0]?.body).toMatchObject({ readerid: 4 });
  });

  it('offers a logged-out reader to log in, keeping the reader to come back to', async () => {
    const { user, onNavigate, calls } = setup({ loggedIn: false, reader: '4' });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/my-booklist?reader=4' },
    });
    // Meanwhile that reader's public lists, of the page's organisation, can be read.
    expect(await card('科幻入门')).toBeTruthy();
    expect(calls(ApiPath.bookListList)[0]?.body).toMatchObject({ readerid: 4, organizationid: 1 });
  });

  it('lets a logged-out visitor browse the public lists and their books, read-only', async () => {
    const { user, calls } = setup({ loggedIn: false });
    const others = await screen.findByRole('region', { name: '读者的公开书单' });
    const open = await card('科幻入门');
    expect(within(others).queryByText('寒假阅读计划')).toBeNull();
    expect(within(open).queryByRole('button', { name: /编辑|删除/ })).toBeNull();
    await user.click(within(open).getByRole('button', { name: /查看/ }));
    await within(open).findByText('三体');
    expect(calls(ApiPath.bookListQuery)[0]?.body).toMatchObject({ organizationid: 1 });
    expect(screen.queryByRole('region', { name: '新建书单' })).toBeNull();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('says getBooklistFailed when the lists cannot be read', async () => {
    setup({ fails: true });
    expect((await screen.findAllByText('获取书单失败')).length).toBeGreaterThan(0);
  });

  it('speaks English ("Booklist name required") and has no axe violations', async () => {
    const { user } = setup({ lang: 'en' });
    await card('寒假阅读计划');
    const form = screen.getByRole('region', { name: 'New booklist' });
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Booklist name required');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-booklists>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(booklistServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-booklists api-base="${TEST_API_BASE}" reader="4"></lp-booklists>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByRole('heading', { name: /科幻入门/ });
    host.remove();
  });
});
