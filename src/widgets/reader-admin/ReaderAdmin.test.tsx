import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { DEMO_LIBRARIAN, setTestSession } from '../../test/session';
import { readersServer } from './fixtures';
import { ReaderAdmin } from './ReaderAdmin';

function setup(options: { lang?: 'en'; session?: 'student' | 'out' } = {}) {
  setTestSession(
    options.session === 'out' ? false : options.session === 'student' ? true : DEMO_LIBRARIAN,
  );
  const rendered = renderWidget(
    <ReaderAdmin onNavigate={(event) => event.preventDefault()} />,
    readersServer(),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, calls, user: userEvent.setup() };
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('ReaderAdmin', () => {
  it('lists readers and searches by keyword and class', async () => {
    const { user, calls } = setup();
    await screen.findByText('共 3 位读者');
    await user.type(screen.getByLabelText('读者证号或姓名'), '韩');
    await user.click(screen.getByRole('button', { name: '查找读者' }));
    await screen.findByText('共 1 位读者');
    expect(calls(ApiPath.readersList).at(-1)?.body).toMatchObject({ keyword: '韩', pageindex: 1 });
    await user.clear(screen.getByLabelText('读者证号或姓名'));
    await user.click(screen.getByRole('button', { name: '查找读者' }));
    await user.selectOptions(screen.getByLabelText('班级'), '11');
    await screen.findByText('共 1 位读者');
    expect(screen.getByRole('cell', { name: '王老师' })).toBeTruthy();
  });

  it('keeps what was typed when the server refuses a field, and says it beside the field', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '新建读者' }));
    const form = screen.getByRole('region', { name: '新建读者' });
    await user.type(within(form).getByLabelText('读者证号'), 'S0009');
    await user.type(within(form).getByLabelText('姓名'), '名'.repeat(51));
    await user.type(within(form).getByLabelText('班级'), '三年级二班');
    await user.type(within(form).getByLabelText('年级'), '三年级');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('姓名最多 50 个字');
    const name = within(form).getByLabelText('姓名');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(alert.id);
    expect((within(form).getByLabelText('班级') as HTMLInputElement).value).toBe('三年级二班');
    expect((within(form).getByLabelText('年级') as HTMLInputElement).value).toBe('三年级');
  });

  it('creates a reader and shows the generated password once, with a copy button', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '新建读者' }));
    const form = screen.getByRole('region', { name: '新建读者' });
    await user.type(within(form).getByLabelText('读者证号'), 'S0009');
    await user.type(within(form).getByLabelText('姓名'), '张三');
    await user.type(within(form).getByLabelText('班级'), '三年级二班');
    await user.type(within(form).getByLabelText('年级'), '三年级');
    await user.selectOptions(within(form).getByLabelText('性别'), '2');
    // A double click is one request: the button is disabled while the first is pending.
    await user.dblClick(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('k7m2p9x4qa');
    expect(calls(ApiPath.readersCreate)).toHaveLength(1);
    expect(calls(ApiPath.readersCreate)[0]?.body).toMatchObject({
      readercode: 'S0009',
      name: '张三',
      sex: 2,
      kind: 'student',
    });
    await user.click(screen.getByRole('button', { name: '复制密码' }));
    expect(await navigator.clipboard.readText()).toBe('k7m2p9x4qa');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('k7m2p9x4qa')).toBeNull();
    await screen.findByText('共 4 位读者');
  });

  it('edits a reader, with the code fixed', async () => {
    const { user, calls } = setup();
    await screen.findByText('共 3 位读者');
    await user.click(screen.getByRole('button', { name: '编辑 李明' }));
    const form = screen.getByRole('region', { name: '编辑读者 S0001' });
    expect(within(form).getByLabelText('读者证号').hasAttribute('readonly')).toBe(true);
    const phone = within(form).getByLabelText('手机号');
    await user.clear(phone);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已保存 李明。'));
    expect(calls(ApiPath.readersUpdate)[0]?.body).toMatchObject({ readercode: 'S0001', phone: '' });
  });

  it('resets a password and shows the new one once', async () => {
    const { user } = setup();
    await screen.findByText('共 3 位读者');
    await user.click(screen.getByRole('button', { name: '重置密码：李明' }));
    const panel = screen.getByRole('region', { name: '重置密码：李明' });
    await user.click(within(panel).getByRole('button', { name: '重置密码' }));
    await within(panel).findByText('n3w4pass5z');
  });

  it('refuses a blank block reason, then blocks and unblocks', async () => {
    const { user, calls } = setup();
    await screen.findByText('共 3 位读者');
    await user.click(screen.getByRole('button', { name: '停用 李明' }));
    const panel = screen.getByRole('region', { name: '停用 李明（S0001）' });
    await user.click(within(panel).getByRole('button', { name: '停用' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('请填写停用原因');
    await user.type(within(panel).getByLabelText(/停用原因/), '逾期未还');
    await user.click(within(panel).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(row('李明').textContent).toContain('已停用：逾期未还'));
    await user.click(within(row('李明')).getByRole('button', { name: '恢复 李明' }));
    await waitFor(() => expect(row('李明').textContent).toContain('正常'));
    expect(calls(ApiPath.readersUnblock)).toHaveLength(1);
  });

  it('imports a class list and shows the report: counts, rejected rows, passwords', async () => {
    const { user, calls } = setup();
    await screen.findByText('共 3 位读者');
    const file = new File(['读者证号,姓名,班级,年级\n'], '四年级.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('班级名单文件'), file);
    await user.click(screen.getByRole('button', { name: '导入' }));
    const report = await screen.findByText(/新建 1 位，更新 2 位/);
    expect(report.textContent).toContain('拒绝 1 行');
    expect(screen.getByText(/第 4 行: 姓名不能为空/)).toBeTruthy();
    expect(screen.getByText('abc23def45')).toBeTruthy();
    const download = screen.getByRole('link', { name: '下载初始密码表（CSV）' });
    expect(download.getAttribute('download')).toBe('initial-passwords.csv');
    expect(String(calls(ApiPath.readersImport)[0]?.body?.raw)).toContain('name="file"');
  });

  it('tells a student it is for staff, and offers a visitor the login', async () => {
    setup({ session: 'student' });
    await screen.findByText('只有图书馆员可以管理读者。');
  });

  it('has no axe violations in zh and en, with the form open', async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { user, unmount } = setup({ lang });
      await screen.findByText(lang ? '3 readers' : '共 3 位读者');
      await user.click(screen.getByRole('button', { name: lang ? 'New reader' : '新建读者' }));
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      unmount();
    }
  });
});
