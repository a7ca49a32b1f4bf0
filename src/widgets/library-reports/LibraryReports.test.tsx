import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { DEMO_ADMIN, DEMO_LIBRARIAN, setTestSession } from '../../test/session';
import { reportsServer } from './fixtures';
import { LibraryReports } from './LibraryReports';
import { isValidRange } from './range';

const SESSIONS = { student: true, librarian: DEMO_LIBRARIAN, admin: DEMO_ADMIN } as const;

function setup(options: { lang?: 'en'; session?: keyof typeof SESSIONS } = {}) {
  const session = options.session ?? 'librarian';
  setTestSession(SESSIONS[session]);
  const rendered = renderWidget(
    <LibraryReports onNavigate={(event) => event.preventDefault()} />,
    reportsServer({ asAdmin: session === 'admin' }),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, calls, user: userEvent.setup() };
}

describe('LibraryReports', () => {
  it('shows loans per month and per class, each chart with its table', async () => {
    const { calls } = setup();
    await screen.findByText('共借出 42 次');
    const months = screen.getByRole('table', { name: '每月借阅次数' });
    expect(within(months).getByRole('row', { name: '2026-03 32' })).toBeTruthy();
    const classes = screen.getByRole('table', { name: '各班借阅次数' });
    expect(within(classes).getByRole('row', { name: '（无班级） 12 3' })).toBeTruthy();
    const body = calls(ApiPath.reportsLoans)[0]?.body;
    expect(body).toMatchObject({
      from: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      to: expect.any(String),
    });
  });

  it('lists the overdue loans with classes and days late, without a range, printable', async () => {
    const { user, calls } = setup();
    await screen.findByText('共借出 42 次');
    await user.selectOptions(screen.getByLabelText('报表'), 'overdue');
    const table = await screen.findByRole('table', { name: '逾期未还的图书（共 2 册）' });
    const guo = within(table).getByRole('row', { name: /郭强/ });
    expect(within(guo).getByText('三年级二班')).toBeTruthy();
    expect(within(guo).getByText('20')).toBeTruthy();
    const asked = calls(ApiPath.reportsOverdue)[0]?.body;
    expect(asked).toMatchObject({ index: 1, pagesize: 50 });
    expect(asked).not.toHaveProperty('from');
    expect(screen.queryByLabelText('开始日期')).toBeNull();
    expect(screen.getByRole('button', { name: '打印' })).toBeTruthy();
  });

  it('refuses a reversed range before asking, and offers the audit log to admins only', async () => {
    const { user, calls } = setup();
    await screen.findByText('共借出 42 次');
    expect(screen.queryByRole('option', { name: '操作日志' })).toBeNull();
    const from = screen.getByLabelText('开始日期');
    await user.clear(from);
    await user.type(from, '2030-01-01');
    await user.click(screen.getByRole('button', { name: '查看' }));
    await screen.findByText(/请选择有效的日期范围/);
    expect(calls(ApiPath.reportsLoans)).toHaveLength(1);
    expect(isValidRange('2019-01-01', '2020-12-31')).toBe(true);
    expect(isValidRange('2019-01-01', '2021-01-01')).toBe(false);
  });

  it("names each action of the audit log in the reader's language, not by its code", async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { user, unmount } = setup({ lang, session: 'admin' });
      await screen.findByText(lang ? '42 loans' : '共借出 42 次');
      await user.selectOptions(screen.getByLabelText(lang ? 'Report' : '报表'), 'audit');
      const rows = await screen.findAllByRole('row', { name: /L0001|A0001/ });
      // The cells of a row: time, action, target (the staff member is the row's header).
      const actions = rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent);
      expect(actions).toEqual(lang ? ['Return', 'Reader blocked'] : ['归还', '停用读者']);
      unmount();
    }
  });

  it('exports the report as CSV and Excel', async () => {
    const { user, calls } = setup();
    await screen.findByText('共借出 42 次');
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    const asked = calls(ApiPath.reportsExport).map((request) => [
      request.query.get('report'),
      request.query.get('format'),
    ]);
    expect(asked).toEqual([
      ['loans', 'csv'],
      ['loans', 'xlsx'],
    ]);
  });

  it("tells a reader it is staff's", async () => {
    setup({ session: 'student' });
    await screen.findByText('只有图书馆员可以查看报表。');
  });

  it('has no axe violations in zh and en, on the charts and on the overdue list', async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { user, unmount } = setup({ lang });
      await screen.findByText(lang ? '42 loans' : '共借出 42 次');
      const check = async () => {
        const results = await axe.run(document.body, {
          rules: { 'color-contrast': { enabled: false } },
        });
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      };
      await check();
      await user.selectOptions(screen.getByLabelText(lang ? 'Report' : '报表'), 'overdue');
      await screen.findByRole('row', { name: /郭强/ });
      await check();
      unmount();
    }
  });
});
