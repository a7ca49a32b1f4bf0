import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { myBorrowServer, type MyBorrowServerOptions } from './fixtures';
import { MyBorrow, type MyBorrowProps } from './MyBorrow';
import { toSections } from './sections';

function setup(
  options: MyBorrowServerOptions & {
    loggedIn?: boolean;
    lang?: 'en';
    props?: Partial<MyBorrowProps>;
  } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <MyBorrow onNavigate={onNavigate} {...options.props} />,
    myBorrowServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const loansTable = async () => screen.findByRole('table', { name: '当前借阅' });

describe('MyBorrow', () => {
  it('lists the loans with due dates and days left, overdue ones marked and counted', async () => {
    setup();
    const table = await loansTable();
    expect(screen.getByText('在借 5 本，其中逾期 1 本')).toBeTruthy();
    const overdue = within(table).getByRole('row', { name: /骆驼祥子/ });
    expect(overdue.textContent).toContain('逾期 4 天');
    expect(overdue.textContent).toContain('罚款 ¥0.40');
    expect(overdue.textContent).toContain('不能续借：图书已逾期');
    expect(within(overdue).queryByRole('button')).toBeNull();
    expect(within(table).getByRole('row', { name: /The Little Prince/ }).textContent).toContain(
      '还剩 2 天',
    );
    expect(within(table).getByRole('row', { name: /围城/ }).textContent).toContain(
      '该书已被其他读者预约',
    );
  });

  it('renews one loan and says the new due date', async () => {
    const { user, calls } = setup();
    await loansTable();
    await user.click(screen.getByRole('button', { name: '续借《平凡的世界》' }));
    expect(await screen.findAllByText(/已续借，应还日期改为 2027年1月/)).toHaveLength(2);
    expect(calls(ApiPath.renew)[0]?.body).toMatchObject({ borrowids: [2] });
    // The renewal invalidated the circulation area: the loans were asked again.
    await waitFor(() => expect(calls(ApiPath.borrowRecords).length).toBeGreaterThan(1));
  });

  it('keeps a renewed loan in its row: the list does not reorder under the reader', async () => {
    const { user, calls } = setup({ sortByDue: true });
    const table = await loansTable();
    const titles = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('a')?.textContent);
    const before = titles();
    expect(before[1]).toBe('The Little Prince');
    await user.click(screen.getByRole('button', { name: '续借《The Little Prince》' }));
    await screen.findAllByText(/已续借，应还日期改为 2027年1月/);
    // The server now lists it last (due latest); the page keeps the order the reader saw.
    await waitFor(() => expect(calls(ApiPath.borrowRecords).length).toBeGreaterThan(1));
    // The list read again is shown: the due date cell has the new date.
    await waitFor(() => {
      const row = within(table).getByRole('row', { name: /The Little Prince/ });
      expect(within(row).getAllByRole('cell')[2]?.textContent).toMatch(/^2027/);
    });
    expect(titles()).toEqual(before);
  });

  it('shows the reason when the server refuses a renewal', async () => {
    const { user } = setup({ refuse: { 4: 'onReserve' } });
    await loansTable();
    await user.click(screen.getByRole('button', { name: '续借《The Little Prince》' }));
    const status = (await screen.findAllByRole('status')).find((node) =>
      node.textContent?.includes('不能续借'),
    );
    expect(status?.textContent).toBe('不能续借：该书已被其他读者预约');
  });

  it('renews all renewable loans in one call and sums the outcome', async () => {
    const { user, calls } = setup({ refuse: { 4: 'finesOverLimit' } });
    await loansTable();
    await user.click(screen.getByRole('button', { name: '全部续借' }));
    await screen.findByText('续借成功 1 本，未能续借 1 本');
    expect(calls(ApiPath.renew)).toHaveLength(1);
    expect(calls(ApiPath.renew)[0]?.body).toMatchObject({ borrowids: [2, 4] });
    expect(screen.getByText('不能续借：未缴罚款超过上限')).toBeTruthy();
  });

  it('renews once on a double click', async () => {
    const { user, calls } = setup({ delay: 50 });
    await loansTable();
    await user.dblClick(screen.getByRole('button', { name: '续借《平凡的世界》' }));
    await screen.findAllByText(/应还日期改为/);
    expect(calls(ApiPath.renew)).toHaveLength(1);
  });

  it('says what went wrong when the renewal call fails, and changes nothing', async () => {
    const { user } = setup({ renewFails: '系统维护中，暂停续借' });
    await loansTable();
    await user.click(screen.getByRole('button', { name: '续借《平凡的世界》' }));
    expect((await screen.findAllByText('系统维护中，暂停续借')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/应还日期改为/)).toBeNull();
  });

  it('shows 请求错误 when the loans cannot be read', async () => {
    setup({ fails: true });
    expect((await screen.findAllByText('请求错误')).length).toBeGreaterThan(0);
  });

  it('asks each failed call once more when its part appears, not again and again', async () => {
    // The parts appear once every first answer is in; a part's own query then retries its
    // error once. When that retry counted as "not answered yet", the parts went away and came
    // back for ever, asking the server each time.
    const { calls } = setup({ fails: true, delay: 5 });
    expect((await screen.findAllByText('请求错误')).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls(ApiPath.penalSum).length).toBeLessThanOrEqual(2);
    expect(calls(ApiPath.borrowRecords).length).toBeLessThanOrEqual(2);
  });

  it('shows fines with a link to the fine record through lp-navigate', async () => {
    const { user, onNavigate } = setup({ props: { sections: 'fines' } });
    const link = await screen.findByRole('link', { name: '查看罚款记录' });
    expect(screen.getByText('未缴罚款 ¥0.40（1 笔）')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/student-fine');
    await user.click(link);
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({ path: '/student-fine', query: {} });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows reservations: N of M with the wait, not arrived, arrived with the deadline', async () => {
    setup({ props: { sections: 'reservations' } });
    const region = await screen.findByRole('region', { name: '我的预约' });
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]?.textContent).toContain('排第 2 位，共 3 人');
    expect(items[0]?.textContent).toContain('预计还需约 12 天');
    expect(items[1]?.textContent).toContain('图书正在送往东校区总馆');
    expect(items[2]?.textContent).toMatch(/请于 .*2026.* 前到东校区总馆借阅/);
  });

  it('cancels a reservation only after confirming', async () => {
    const { user, calls } = setup({ props: { sections: 'reservations' } });
    const region = await screen.findByRole('region', { name: '我的预约' });
    const button = await within(region).findByRole('button', { name: '取消预约《三体》' });
    await user.click(button);
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定取消《三体》的预约吗？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保留预约' }));
    expect(calls(ApiPath.preBorrowCancel)).toHaveLength(0);
    await user.click(button);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '取消预约' }));
    await waitFor(() => expect(calls(ApiPath.preBorrowCancel)[0]?.body).toMatchObject({ id: 31 }));
    await within(region).findByText('预约已取消');
  });

  it('cancels once for a double click on the button, and reads the list again', async () => {
    const { user, calls } = setup({ props: { sections: 'reservations' } });
    const region = await screen.findByRole('region', { name: '我的预约' });
    await user.dblClick(await within(region).findByRole('button', { name: '取消预约《三体》' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    const before = calls(ApiPath.reservations).length;
    await user.click(within(dialog).getByRole('button', { name: '取消预约' }));
    await within(region).findByText('预约已取消');
    expect(calls(ApiPath.preBorrowCancel)).toHaveLength(1);
    expect(calls(ApiPath.reservations).length).toBeGreaterThan(before);
  });

  it('keeps the reservation and says why when the cancellation is refused', async () => {
    const { user, calls } = setup({
      props: { sections: 'reservations' },
      cancelFails: '已借出，无法取消',
    });
    const region = await screen.findByRole('region', { name: '我的预约' });
    await user.click(await within(region).findByRole('button', { name: '取消预约《三体》' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '取消预约' }));
    await within(region).findByText('已借出，无法取消');
    expect(within(region).queryByText('预约已取消')).toBeNull();
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    // A refusal may mean the list is out of date: it is read again.
    await waitFor(() => expect(calls(ApiPath.reservations)).toHaveLength(2));
  });

  it('renews by keyboard alone, the focus staying on the button', async () => {
    const { user, calls } = setup();
    await loansTable();
    const button = screen.getByRole('button', { name: '续借《平凡的世界》' });
    button.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findAllByText(/应还日期改为/)).length).toBeGreaterThan(0);
    expect(calls(ApiPath.renew)).toHaveLength(1);
    expect(document.activeElement).toBe(button);
  });

  it('forgets the loans when the reader logs out', async () => {
    setup();
    await loansTable();
    setTestSession(false);
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByText('登录后才能查看我的借阅。')).toBeTruthy();
  });

  it('shows the urges to return', async () => {
    setup({ props: { sections: 'urges' } });
    const region = await screen.findByRole('region', { name: '催还通知' });
    expect((await within(region).findByRole('listitem')).textContent).toContain('请尽快归还');
  });

  it('asks a logged-out reader to log in, asks nothing, and fills in after a login', async () => {
    const { user, onNavigate, requests } = setup({ loggedIn: false });
    await screen.findByText('登录后才能查看我的借阅。');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/book-management' },
    });
    expect(requests.filter((request) => request.path.includes('/Reader/'))).toHaveLength(0);
    setTestSession(true);
    expect(await loansTable()).toBeTruthy();
  });

  it('speaks English', async () => {
    setup({ lang: 'en', refuse: { 2: 'tooManyRenewals' } });
    const table = await screen.findByRole('table', { name: 'On loan' });
    expect(within(table).getByRole('row', { name: /骆驼祥子/ }).textContent).toContain(
      '4 days overdue',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Renew "平凡的世界"' }));
    expect(
      (await screen.findAllByText('Cannot be renewed: the renewal limit is reached')).length,
    ).toBeGreaterThan(0);
  });

  it('has no axe violations, with loans and logged out', async () => {
    const check = async () => {
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    };
    const { unmount } = setup();
    await loansTable();
    await screen.findAllByRole('listitem');
    await check();
    unmount();
    setup({ loggedIn: false });
    await screen.findByText('登录后才能查看我的借阅。');
    await check();
  });
});

describe('toSections', () => {
  it('reads names in any order, ignores unknown ones, and shows all for nothing usable', () => {
    expect([...toSections('reservations, loans')]).toEqual(['loans', 'reservations']);
    expect([...toSections('bogus')]).toHaveLength(4);
    expect([...toSections(undefined)]).toHaveLength(4);
  });
});

describe('<lp-my-borrow>', () => {
  it('reads sections and renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(myBorrowServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-my-borrow api-base="${TEST_API_BASE}" sections="reservations"></lp-my-borrow>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('排第 2 位，共 3 人', { exact: false });
    expect(shadow.querySelector('[part="loans"]')).toBeNull();
    host.remove();
  });
});
