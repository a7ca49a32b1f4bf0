import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { volunteerServer, type VolunteerServerOptions } from './fixtures';
import { VolunteerRecords, type VolunteerRecordsProps } from './VolunteerRecords';

function setup(
  props: VolunteerRecordsProps = {},
  options: VolunteerServerOptions & { loggedIn?: boolean; lang?: 'en' } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <VolunteerRecords {...props} onNavigate={onNavigate} />,
    volunteerServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const rows = async () => (await screen.findByRole('table')).querySelectorAll('tbody tr');

describe('VolunteerRecords', () => {
  it('lists every record by date with its columns and the total hours', async () => {
    setup();
    expect(await rows()).toHaveLength(5);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['服务日期', '服务类型', '时长（小时）', '工作日期', '地点', '备注']);
    expect(screen.getByText('共 5 条记录，合计 7.5 小时')).toBeTruthy();
    expect(screen.getAllByText('2026年4月12日').length).toBeGreaterThan(0);
    expect(screen.getByText('阅读推广')).toBeTruthy();
    // A note is text, never markup.
    expect(screen.getByText('<b>读书节</b>活动布置')).toBeTruthy();
  });

  it('filters by two dates and refuses them reversed', async () => {
    const { user, calls } = setup();
    await rows();
    await user.type(screen.getByLabelText('开始日期'), '2026-02-01');
    await user.type(screen.getByLabelText('结束日期'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect((await screen.findByRole('alert')).textContent).toBe('开始日期不能晚于结束日期');
    await user.clear(screen.getByLabelText('结束日期'));
    await user.type(screen.getByLabelText('结束日期'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('共 2 条记录，合计 3 小时');
    expect(calls(ApiPath.volunteerList).at(-1)?.body).toMatchObject({
      from: '2026-02-01',
      to: '2026-12-31',
    });
    await user.click(screen.getByRole('button', { name: '清除' }));
    await screen.findByText('共 5 条记录，合计 7.5 小时');
  });

  it('shows one term at a time, the latest first, with its total hours', async () => {
    const { user } = setup();
    await rows();
    await user.click(screen.getByRole('button', { name: '按学期' }));
    expect(screen.getByRole('button', { name: '按学期' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const select = await screen.findByRole('combobox', { name: '学期' });
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '2025-2026 学年第二学期',
    );
    expect(screen.getByText('本学期服务 2 次，合计 3 小时')).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    await user.selectOptions(select, '2025-2026-1');
    await screen.findByText('本学期服务 3 次，合计 4.5 小时');
    await waitFor(async () => expect(await rows()).toHaveLength(3));
  });

  it('says when there is nothing yet', async () => {
    setup({ view: 'term' }, { empty: true });
    await screen.findByText('还没有志愿服务记录。');
  });

  it('asks a logged-out reader to log in', async () => {
    const { user, onNavigate, calls } = setup({}, { loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/volunteer-service' },
    });
    expect(calls(ApiPath.volunteerList)).toHaveLength(0);
  });

  it('shows 请求错误 on failure', async () => {
    setup({}, { fails: true });
    expect((await screen.findAllByText('请求错误')).length).toBeGreaterThan(0);
  });

  it('speaks English and has no axe violations', async () => {
    setup({ view: 'term' }, { lang: 'en' });
    await screen.findByText('2 services this term, 3 hours in all');
    await rows();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-volunteer-records>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(volunteerServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-volunteer-records api-base="${TEST_API_BASE}" view="term"></lp-volunteer-records>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('本学期服务 2 次，合计 3 小时');
    host.remove();
  });
});
