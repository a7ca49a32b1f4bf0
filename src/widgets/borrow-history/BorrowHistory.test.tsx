import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { BorrowHistory, type BorrowHistoryProps } from './BorrowHistory';
import { historyServer, type HistoryServerOptions } from './fixtures';

function setup(
  options: HistoryServerOptions & {
    loggedIn?: boolean;
    lang?: 'en';
    props?: Partial<BorrowHistoryProps>;
  } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <BorrowHistory onNavigate={onNavigate} {...options.props} />,
    historyServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: '借阅历史' });

describe('BorrowHistory', () => {
  it('lists the returned loans a page at a time, late returns marked', async () => {
    const { user } = setup();
    const first = await table();
    expect(within(first).getAllByRole('row')).toHaveLength(11);
    expect(within(first).getByRole('row', { name: /^历史图书 1 YT/ }).textContent).toContain(
      '逾期归还',
    );
    const pager = screen.getByRole('navigation', { name: '借阅历史 分页' });
    expect(within(pager).getByText('第 1 / 2 页')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: '下一页' }));
    await within(pager).findByText('第 2 / 2 页');
    await waitFor(() => expect(within(first).getAllByRole('row')).toHaveLength(3));
    // The used button is now disabled: the focus went to the other one.
    expect(document.activeElement?.textContent).toBe('上一页');
  });

  it('says the history is off, and turns it on and off', async () => {
    const { user, calls } = setup({ keep: false });
    await screen.findByText('你没有开启借阅历史，这里不会显示已归还的图书。');
    const box = await screen.findByRole('checkbox', { name: '保存我的借阅历史' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await screen.findByText('已开启借阅历史');
    expect(calls(ApiPath.historySettingUpdate)[0]?.body).toMatchObject({ keephistory: true });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(await table()).toBeTruthy();
  });

  it('keeps the setting when the change is refused', async () => {
    const { user } = setup({ keep: false, settingFails: '设置失败' });
    const box = await screen.findByRole('checkbox', { name: '保存我的借阅历史' });
    await user.click(box);
    expect((await screen.findAllByText('设置失败')).length).toBeGreaterThan(0);
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('deletes the history only after confirming', async () => {
    const { user, calls } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '删除我的借阅历史' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(calls(ApiPath.historyDelete)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '删除我的借阅历史' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '删除我的借阅历史' }));
    await screen.findByText('已删除 12 条借阅历史');
    await screen.findByText('还没有借阅历史。');
    expect(calls(ApiPath.historyDelete)).toHaveLength(1);
  });

  it('deletes once for a double click on the button, with one dialog', async () => {
    const { user, calls } = setup();
    await table();
    await user.dblClick(screen.getByRole('button', { name: '删除我的借阅历史' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '删除我的借阅历史' }));
    await screen.findByText('已删除 12 条借阅历史');
    expect(calls(ApiPath.historyDelete)).toHaveLength(1);
  });

  it('resets the calendar address once for a double click on the button', async () => {
    const { user, calls } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '获取订阅地址' }));
    const field = await screen.findByRole('textbox', { name: '日历订阅地址' });
    await user.dblClick(screen.getByRole('button', { name: '重置地址' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '重置地址' }));
    await screen.findByText('订阅地址已重置');
    await waitFor(() => expect((field as HTMLInputElement).value).toMatch(/secret-two\.ics$/));
    expect(calls(ApiPath.calendarReset)).toHaveLength(1);
    // The new address came with the answer: it is not asked for again.
    expect(calls(ApiPath.calendarQuery)).toHaveLength(1);
  });

  it('shows the calendar feed only when asked, copies it, and resets it', async () => {
    const { user, calls } = setup();
    await table();
    expect(calls(ApiPath.calendarQuery)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '获取订阅地址' }));
    const field = await screen.findByRole('textbox', { name: '日历订阅地址' });
    expect((field as HTMLInputElement).value).toBe(
      `${TEST_API_BASE}/CalendarApi/Feed/secret-one.ics`,
    );
    await user.click(screen.getByRole('button', { name: '复制地址' }));
    await screen.findByText('已复制订阅地址');
    // user-event installs its own clipboard: what was written is read back from it.
    expect(await navigator.clipboard.readText()).toBe(
      `${TEST_API_BASE}/CalendarApi/Feed/secret-one.ics`,
    );
    await user.click(screen.getByRole('button', { name: '重置地址' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '重置地址' }));
    await screen.findByText('订阅地址已重置');
    await waitFor(() => expect((field as HTMLInputElement).value).toMatch(/secret-two\.ics$/));
  });

  it("gives the server's address for the feed when the server knows the one readers use", async () => {
    const { user } = setup({ publicUrl: 'https://library.example.edu.cn' });
    await table();
    await user.click(screen.getByRole('button', { name: '获取订阅地址' }));
    const field = await screen.findByRole('textbox', { name: '日历订阅地址' });
    expect((field as HTMLInputElement).value).toBe(
      'https://library.example.edu.cn/api/CalendarApi/Feed/secret-one.ics',
    );
  });

  it('asks a logged-out reader to log in and asks the server nothing', async () => {
    const { user, onNavigate, requests } = setup({ loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-borrowhistory' },
    });
    expect(requests.filter((request) => request.path.includes('/Reader/'))).toHaveLength(0);
    expect(screen.getByText('登录后才能查看借阅历史。')).toBeTruthy();
  });

  it('shows 请求错误 on failure', async () => {
    setup({ fails: true });
    expect((await screen.findAllByText('请求错误')).length).toBeGreaterThan(0);
  });

  it('speaks English, and has no axe violations', async () => {
    setup({ lang: 'en' });
    await screen.findByRole('table', { name: 'Borrowing history' });
    expect(screen.getByRole('checkbox', { name: 'Keep my borrowing history' })).toBeTruthy();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-borrow-history>', () => {
  it('hides the calendar with no-calendar and renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(historyServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-borrow-history api-base="${TEST_API_BASE}" no-calendar></lp-borrow-history>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByRole('table');
    expect(shadow.querySelector('[part="calendar"]')).toBeNull();
    host.remove();
  });
});
