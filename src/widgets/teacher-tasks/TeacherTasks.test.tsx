import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { teacherServer } from './fixtures';
import { TeacherTasks, type TeacherTasksProps } from './TeacherTasks';

function setup(props: TeacherTasksProps = {}) {
  setTestSession(true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <TeacherTasks {...props} onNavigate={onNavigate} />,
    teacherServer(),
  );
  const calls = (path: string) => rendered.requests.filter((r) => r.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('TeacherTasks', () => {
  it('lists the classes’ homework with submissions and opens one', async () => {
    const { user, onNavigate, container } = setup();
    await screen.findByText('已提交 1 / 2');
    await user.click(screen.getByRole('button', { name: '查看 《西游记》阅读作业' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/task-detail',
      query: { id: '1' },
    });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('sets homework with a question written in place: saved to the bank and picked', async () => {
    const { user, calls, onNavigate } = setup({ view: 'add' });
    await user.type(await screen.findByLabelText('标题'), '第四章练习');
    await user.click(screen.getByRole('button', { name: '新写一题' }));
    const dialog = await screen.findByRole('dialog', { name: '新建题目' });
    await user.type(within(dialog).getByLabelText('题目'), '孙悟空的师父是谁？');
    await user.type(within(dialog).getByLabelText('选项 A'), '唐僧');
    await user.type(within(dialog).getByLabelText('选项 B'), '如来');
    await user.click(within(dialog).getByLabelText('选项 A 是正确答案'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(calls(ApiPath.questionAdd)[0]?.body).toMatchObject({
      type: 1,
      title: '孙悟空的师父是谁？',
      key: 'A',
      shared: false,
    });
    const written = await screen.findByRole('checkbox', { name: /孙悟空的师父是谁？/ });
    expect((written as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '发布' }));
    await vi.waitFor(() => expect(calls(ApiPath.createAssignment)).toHaveLength(1));
    expect(calls(ApiPath.createAssignment)[0]?.body).toMatchObject({
      kind: 'homework',
      title: '第四章练习',
      questions: [{ questionid: 22 }],
    });
    expect(onNavigate).toHaveBeenCalled();
  });

  it('marks a short answer with a score and comment, the answer shown as text', async () => {
    const { user, calls, container } = setup({ view: 'detail', assignmentId: 1 });
    await user.click(await screen.findByRole('button', { name: '批改 李明' }));
    await screen.findByText('学生答案：<b>孙悟空</b>');
    await user.type(screen.getByLabelText('第 2 题得分（0–10）'), '8');
    await user.type(screen.getByLabelText('第 2 题评语'), '理由充分');
    await user.click(screen.getByRole('button', { name: '保存批改' }));
    await screen.findByText('已保存批改');
    expect(calls(ApiPath.markSubmission)[0]?.body).toMatchObject({
      id: 1,
      readerid: 1,
      marks: [{ questionid: 15, score: 8, comment: '理由充分' }],
    });
    await user.click(screen.getByRole('button', { name: '退回修改' }));
    await screen.findByText('已退回');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
