import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { ClassStatistics, type ClassStatisticsProps } from './ClassStatistics';
import { CSV_TEXT, DEMO_TEACHER, statsServer } from './fixtures';

function setup(props: ClassStatisticsProps = {}, lang?: 'zh' | 'en') {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <ClassStatistics {...props} onNavigate={onNavigate} />,
    statsServer(),
    lang,
  );
  const calls = (path: string) => rendered.requests.filter((r) => r.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('ClassStatistics', () => {
  it('shows the first class’s students and assignments, then one assignment’s chart', async () => {
    setTestSession(DEMO_TEACHER);
    const { user, calls, container } = setup();
    const students = await screen.findByRole('table', { name: '初二(3)班的学生统计' });
    const row = within(students).getByRole('row', { name: /李明/ });
    expect(row.textContent).toContain('20230001');
    expect(row.textContent).toContain('12.5');
    expect(row.textContent).toContain('12:34');
    expect(screen.getByRole('table', { name: '初二(3)班的作业与考试' }).textContent).toContain(
      '50%',
    );
    await user.click(screen.getByRole('button', { name: '查看统计 《西游记》阅读作业' }));
    await screen.findByText('已提交 1 / 2（50%）');
    expect(screen.getByText('平均分 12.5 / 15')).toBeTruthy();
    // The chart's canvas and its figures as a table.
    expect(screen.getByRole('img', { name: /《西游记》阅读作业成绩分布/ })).toBeTruthy();
    const figures = screen.getByRole('table', { name: '《西游记》阅读作业成绩分布' });
    expect(within(figures).getByRole('row', { name: '12–14 1' })).toBeTruthy();
    const questions = screen.getByRole('table', { name: '各题正确率' });
    expect(questions.textContent).toContain('100%');
    expect(calls(ApiPath.assignmentStatistics)[0]?.body).toMatchObject({ id: 7 });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('switches class and preselects the one asked for', async () => {
    setTestSession(DEMO_TEACHER);
    const { user, calls } = setup({ departmentId: 2 });
    await screen.findByRole('table', { name: '初二(4)班的学生统计' });
    await user.selectOptions(screen.getByLabelText('班级'), '1');
    await screen.findByRole('table', { name: '初二(3)班的学生统计' });
    expect(calls(ApiPath.classStatistics).map((r) => r.body?.departmentid)).toEqual([2, 1]);
  });

  it('downloads the CSV with the teacher’s token', async () => {
    setTestSession(DEMO_TEACHER);
    const created = vi.fn((_object: Blob | MediaSource) => 'blob:csv');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(created);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '下载 CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = calls(ApiPath.classStatisticsCsv)[0]!;
    expect(request.method).toBe('GET');
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(request.query.get('departmentid')).toBe('1');
    expect(await (created.mock.calls[0]![0] as Blob).text()).toBe(CSV_TEXT);
  });

  it('tells a student it is for teachers and asks nothing of the server', async () => {
    setTestSession(true);
    const { calls } = setup();
    await screen.findByText('班级统计仅供教师使用。');
    expect(calls(ApiPath.classStatistics)).toHaveLength(0);
  });

  it('offers the login when logged out', async () => {
    setTestSession(false);
    const { user, onNavigate } = setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail.path).toBe('/login');
  });

  it('speaks English', async () => {
    setTestSession(DEMO_TEACHER);
    setup({}, 'en');
    await screen.findByRole('table', { name: 'Students of 初二(3)班' });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Class statistics' })).toBeTruthy();
  });
});
