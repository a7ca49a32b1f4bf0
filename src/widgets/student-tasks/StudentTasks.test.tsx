import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LoginResult, type LpEvent } from '../../core';
import { createFakeApi, delayed } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { DEMO_TEACHER_READER, setTestSession } from '../../test/session';
import { tasksServer, TASKS, type TasksServerOptions } from './fixtures';
import { StudentTasks, type StudentTasksProps } from './StudentTasks';
import { weekOf, weekTasks } from './week';

/** The first data of a file can take a while on a busy machine (the Preact run too). */
const LOAD = { timeout: 5000 };

function setup(
  props: StudentTasksProps = {},
  options: TasksServerOptions & {
    reader?: boolean | LoginResult;
    lang?: 'en';
    delay?: number;
  } = {},
) {
  setTestSession(options.reader ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <StudentTasks {...props} onNavigate={onNavigate} />,
    options.delay ? delayed(tasksServer(options), options.delay) : tasksServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('StudentTasks', () => {
  it('lists the class’s programs and the student’s goals with their progress', async () => {
    setup();
    await screen.findByRole('heading', { name: '寒假共读' }, LOAD);
    expect(screen.getAllByText('已读完 1/2').length).toBeGreaterThan(0);
    // A title is text, never markup.
    expect(screen.getByRole('heading', { name: '<b>本学期</b>读十本' })).toBeTruthy();
    expect(screen.getAllByText('已读完 4/10').length).toBeGreaterThan(0);
    expect(screen.getByText('截止 2099-06-30')).toBeTruthy();
  });

  it('opens a program and the add page through lp-navigate', async () => {
    const { user, onNavigate } = setup();
    await screen.findByRole('heading', { name: '寒假共读' });
    await user.click(screen.getAllByRole('button', { name: '查看详情' })[0]!);
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/student-task-detail',
      query: { program: '1' },
    });
    await user.click(screen.getByRole('button', { name: '新建阅读目标' }));
    expect(onNavigate.mock.calls[1]?.[0].detail).toMatchObject({ path: '/student-task-add' });
  });

  it('shows a program book by book', async () => {
    setup({ programId: 1 });
    await screen.findByText('骆驼祥子（老舍）');
    expect(screen.getByText('已读完')).toBeTruthy();
    expect(screen.getByText('在读')).toBeTruthy();
  });

  it('says a task that is not the student’s is not found', async () => {
    setup({ goalId: 99 });
    await screen.findByText('任务不存在。');
  });

  it('creates a goal of chosen books, refusing it incomplete first', async () => {
    const { user, calls, onNavigate } = setup({ view: 'add' });
    await user.click(await screen.findByRole('button', { name: '保存目标' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入目标名称');
    await user.type(screen.getByLabelText('目标名称'), '读完两本名著');
    await user.click(screen.getByRole('radio', { name: '读完指定图书' }));
    await user.click(screen.getByRole('button', { name: '保存目标' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少选择一本书');
    await user.type(screen.getByLabelText('搜索馆藏图书'), '骆驼');
    await user.click(await screen.findByRole('button', { name: '添加《骆驼祥子》' }));
    await user.type(screen.getByLabelText('截止日期'), '2099-01-31');
    await user.click(screen.getByRole('button', { name: '保存目标' }));
    await waitFor(() => expect(calls(ApiPath.saveReadingGoal)).toHaveLength(1));
    expect(calls(ApiPath.saveReadingGoal)[0]?.body).toMatchObject({
      title: '读完两本名著',
      bookids: [11],
      duedate: '2099-01-31',
    });
    await waitFor(() =>
      expect(onNavigate.mock.calls.at(-1)?.[0].detail).toMatchObject({ path: '/student-task' }),
    );
  });

  it('saves a goal once for a double click', async () => {
    // The answer takes a moment, as on a network: the second click lands while it is pending.
    const { user, calls, onNavigate } = setup({ view: 'add' }, { delay: 50 });
    await user.type(await screen.findByLabelText('目标名称', {}, LOAD), '读三本书');
    await user.type(screen.getByLabelText('截止日期'), '2099-01-31');
    await user.dblClick(screen.getByRole('button', { name: '保存目标' }));
    await waitFor(() =>
      expect(onNavigate.mock.calls.at(-1)?.[0].detail).toMatchObject({ path: '/student-task' }),
    );
    expect(calls(ApiPath.saveReadingGoal)).toHaveLength(1);
  });

  it('deletes a goal once for a double click on the confirming button', async () => {
    const { user, calls } = setup({}, { delay: 50 });
    await screen.findByRole('heading', { name: '寒假共读' }, LOAD);
    await user.click(screen.getByRole('button', { name: '删除目标' }));
    const ask = screen.getByRole('group', { name: '确定删除阅读目标“<b>本学期</b>读十本”吗？' });
    await user.dblClick(within(ask).getByRole('button', { name: '删除目标' }));
    await screen.findByText('还没有阅读目标。');
    expect(calls(ApiPath.deleteReadingGoal)).toHaveLength(1);
  });

  it('deletes a goal after asking', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { name: '寒假共读' });
    await user.click(screen.getByRole('button', { name: '删除目标' }));
    const ask = screen.getByRole('group', { name: '确定删除阅读目标“<b>本学期</b>读十本”吗？' });
    await user.click(within(ask).getByRole('button', { name: '删除目标' }));
    await screen.findByText('还没有阅读目标。');
  });

  it('shows this week’s tasks in the compact view', async () => {
    setup({ view: 'week' });
    await screen.findByRole('link', { name: '寒假共读' });
    expect(screen.getByRole('link', { name: '寒假共读' }).getAttribute('href')).toBe(
      '/student-task-detail?program=1',
    );
    // The goal falls due in 2099: not this week's.
    expect(screen.queryByText('<b>本学期</b>读十本')).toBeNull();
  });

  it('tells a teacher it is for students, and a visitor to log in, asking nothing', async () => {
    const teacher = setup({}, { reader: DEMO_TEACHER_READER });
    await screen.findByText('阅读任务仅对学生开放。');
    expect(teacher.calls(ApiPath.studentTasks)).toHaveLength(0);
    teacher.unmount();
    const visitor = setup({}, { reader: false });
    await visitor.user.click(await screen.findByRole('button', { name: '登录' }));
    expect(visitor.onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-task' },
    });
  });

  it('speaks English and has no axe violations', async () => {
    setup({}, { lang: 'en' });
    await screen.findByText('My reading goals');
    await screen.findByRole('heading', { name: '寒假共读' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('this week', () => {
  it('runs Monday to Sunday', () => {
    expect(weekOf('2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('keeps running programs and goals due by Sunday not yet reached', () => {
    const tasks = {
      programs: [
        { ...TASKS.programs[0]!, id: 1, startdate: '2026-11-29', enddate: '2026-12-31' },
        { ...TASKS.programs[0]!, id: 2, startdate: '2026-10-01', enddate: '2026-11-22' },
      ],
      goals: [
        { ...TASKS.goals[0]!, id: 3, duedate: '2026-11-25', done: 2, target: 3 },
        { ...TASKS.goals[0]!, id: 4, duedate: '2026-11-20', done: 3, target: 3 },
        { ...TASKS.goals[0]!, id: 5, duedate: '2026-12-25', done: 0, target: 3 },
      ],
    };
    expect(weekTasks(tasks, '2026-11-24').map((task) => task.key)).toEqual(['g3', 'p1']);
  });
});

describe('<lp-student-tasks>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(tasksServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-student-tasks api-base="${TEST_API_BASE}" view="week"></lp-student-tasks>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('寒假共读');
    host.remove();
  });
});
