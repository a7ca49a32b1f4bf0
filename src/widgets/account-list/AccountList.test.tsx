import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { AccountList } from './AccountList';
import { listServer, type ListServerOptions } from './fixtures';

function setup(
  list: string,
  options: ListServerOptions & { loggedIn?: boolean; lang?: 'en' } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <AccountList list={list} onNavigate={onNavigate} />,
    listServer(options),
    options.lang,
  );
  return { ...rendered, onNavigate, user: userEvent.setup() };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('AccountList', () => {
  it('shows subtenancy with its columns: category, date, book name, status', async () => {
    setup('subtenancy');
    const table = await screen.findByRole('table', { name: '转借记录' });
    expect(headers(table)).toEqual(['类别', '日期', '书名', '状态']);
    expect(within(table).getByRole('rowheader').textContent).toBe('围城');
    const row = within(table).getByRole('row', { name: /围城/ });
    expect(row.textContent).toContain('转借给他人');
    expect(row.textContent).toContain('2026年11月2日');
    expect(row.textContent).toContain('已同意');
  });

  it.each([
    ['current', '在借图书', '逾期 4 天'],
    ['overdue', '逾期图书', '逾期 4 天'],
    ['urge', '我的催还', '未归还'],
    ['purchased', '我的购买', '¥93.50'],
    ['recommendations', '我的荐购', '班级共读'],
    ['collection', '我的收藏', '1 册'],
  ])('shows the %s list', async (list, heading, text) => {
    setup(list);
    const table = await screen.findByRole('table', { name: heading });
    expect(table.textContent).toContain(text);
  });

  it('shows a hostile title as text', async () => {
    setup('recommendations');
    const table = await screen.findByRole('table', { name: '我的荐购' });
    expect(within(table).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(table.querySelector('img')).toBeNull();
  });

  it('pages through a long list', async () => {
    const { user, requests } = setup('collection');
    const table = await screen.findByRole('table', { name: '我的收藏' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const asked = requests.filter((request) => request.path.endsWith(ApiPath.collectionList));
    expect(asked.at(-1)?.body).toMatchObject({ index: 2, pagesize: 10 });
  });

  it('says when a list is empty', async () => {
    setup('purchased', { empty: true });
    await screen.findByText('没有购买记录。');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so for an unknown list, and asks nothing', async () => {
    const { requests } = setup('passwords');
    await screen.findByText('没有这个列表。');
    expect(requests.filter((request) => request.path.includes('/Reader/'))).toHaveLength(0);
  });

  it('asks a logged-out reader to log in, back to the list’s page', async () => {
    const { user, onNavigate } = setup('urge', { loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-askreturn' },
    });
  });

  it('shows 请求错误 on failure', async () => {
    setup('collection', { fails: true });
    expect((await screen.findAllByText('请求错误')).length).toBeGreaterThan(0);
  });

  it('speaks English and has no axe violations', async () => {
    setup('subtenancy', { lang: 'en' });
    const table = await screen.findByRole('table', { name: 'Sublet records' });
    expect(table.textContent).toContain('Nov 2, 2026');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-account-list>', () => {
  it('reads list and renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(listServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-account-list api-base="${TEST_API_BASE}" list="urge"></lp-account-list>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByRole('table');
    expect(shadow.querySelector('[part="table"]')).not.toBeNull();
    host.remove();
  });
});
