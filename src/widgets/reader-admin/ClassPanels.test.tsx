import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { DEMO_LIBRARIAN, setTestSession } from '../../test/session';
import { readersServer } from './fixtures';
import { ReaderAdmin } from './ReaderAdmin';

function setup(lang?: 'en') {
  setTestSession(DEMO_LIBRARIAN);
  const rendered = renderWidget(
    <ReaderAdmin onNavigate={(event) => event.preventDefault()} />,
    readersServer(),
    lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, calls, user: userEvent.setup() };
}

const termPanel = () => screen.findByRole('region', { name: '学期末调班' });

describe('ReaderAdmin: term-end moves', () => {
  it('previews the moves, then applies them after a confirm step', async () => {
    const { user, calls } = setup();
    await screen.findByText('共 3 位读者');
    const panel = within(await termPanel());
    await user.type(await panel.findByLabelText('三年级二班 调往班级'), ' 四年级二班');
    await user.click(panel.getByLabelText('语文组 毕业'));
    await user.click(panel.getByRole('button', { name: '预览' }));
    const preview = await panel.findByRole('region', { name: '预览（尚未执行）' });
    expect(calls(ApiPath.readersMoveClasses)[0]?.body).toMatchObject({
      moves: [{ fromclassid: 10, toclassname: ' 四年级二班' }],
      graduate: [11],
      dryrun: true,
    });
    expect(within(preview).getByRole('cell', { name: '四年级二班' })).toBeTruthy();
    expect(within(preview).getByRole('cell', { name: '新建' })).toBeTruthy();
    expect(within(preview).getByText(/毕业：语文组 \(0\)/)).toBeTruthy();
    // Nothing is applied before the confirm step.
    await user.click(panel.getByRole('button', { name: '执行调班' }));
    expect(calls(ApiPath.readersMoveClasses)).toHaveLength(1);
    expect(panel.getByRole('alert').textContent).toContain('2 位学生将调班，0 位学生毕业');
    await user.dblClick(panel.getByRole('button', { name: '确定执行' }));
    await waitFor(() =>
      expect(screen.getByText('已完成调班：2 位学生调班，0 位学生毕业。')).toBeTruthy(),
    );
    expect(calls(ApiPath.readersMoveClasses)).toHaveLength(2);
    expect(calls(ApiPath.readersMoveClasses)[1]?.body).toMatchObject({
      moves: [{ fromclassid: 10, toclassname: ' 四年级二班' }],
      graduate: [11],
      dryrun: false,
    });
    expect(panel.getByRole('region', { name: '调班结果' })).toBeTruthy();
    // The classes are fetched again: the new class is listed, and the fields are cleared.
    expect(await panel.findByLabelText('四年级二班 调往班级')).toBeTruthy();
    expect((panel.getByLabelText('三年级二班 调往班级') as HTMLInputElement).value).toBe('');
  });

  it('shows a refusal beside its class and keeps what was typed', async () => {
    const { user, calls } = setup();
    const panel = within(await termPanel());
    const long = '班'.repeat(51);
    const input = (await panel.findByLabelText('三年级二班 调往班级')) as HTMLInputElement;
    // The field holds at most 50; the server's check is what the test drives past it.
    input.removeAttribute('maxlength');
    await user.type(input, long);
    await user.click(panel.getByLabelText('语文组 毕业'));
    await user.click(panel.getByRole('button', { name: '预览' }));
    const alert = await panel.findByRole('alert');
    expect(alert.textContent).toBe('班级最多 50 个字');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(input.value).toBe(long);
    expect((panel.getByLabelText('语文组 毕业') as HTMLInputElement).checked).toBe(true);
    expect(panel.queryByRole('button', { name: '执行调班' })).toBeNull();
    expect(calls(ApiPath.readersMoveClasses)).toHaveLength(1);
  });

  it('says so when nothing is filled in, without a request', async () => {
    const { user, calls } = setup();
    const panel = within(await termPanel());
    await panel.findByLabelText('三年级二班 调往班级');
    await user.click(panel.getByRole('button', { name: '预览' }));
    expect((await panel.findByRole('alert')).textContent).toBe('还没有填写任何调动或毕业班。');
    expect(calls(ApiPath.readersMoveClasses)).toHaveLength(0);
  });
});

describe('ReaderAdmin: classes taught', () => {
  it('lists a teacher’s classes and saves the ticked ones', async () => {
    const { user, calls } = setup();
    await screen.findByText('共 3 位读者');
    expect(screen.queryByRole('button', { name: '管理班级：李明' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '管理班级：王老师' }));
    const panel = within(screen.getByRole('region', { name: '王老师（T0001）管理的班级' }));
    const chinese = (await panel.findByLabelText('语文组')) as HTMLInputElement;
    expect(chinese.checked).toBe(true);
    await user.click(panel.getByLabelText('三年级二班'));
    await user.click(panel.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByText('已保存 王老师 管理的班级。')).toBeTruthy());
    expect(calls(ApiPath.readersTeacherClassesSet)[0]?.body).toMatchObject({
      teacherid: 3,
      classids: [11, 10],
    });
  });

  it('has no axe violations in zh and en with both panels open', async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { user, unmount } = setup(lang);
      await screen.findByText(lang ? '3 readers' : '共 3 位读者');
      const name = lang ? 'Classes taught: 王老师' : '管理班级：王老师';
      await user.click(screen.getByRole('button', { name }));
      await screen.findAllByRole('checkbox');
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      unmount();
    }
  });
});
