import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { LearningStatistics, type LearningStatisticsProps } from './LearningStatistics';
import { DEMO_TEACHER, learningServer } from './fixtures';

function setup(
  props: LearningStatisticsProps = {},
  answer?: Parameters<typeof learningServer>[0],
  lang?: 'zh' | 'en',
) {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <LearningStatistics {...props} onNavigate={onNavigate} />,
    learningServer(answer),
    lang,
  );
  const calls = () => rendered.requests.filter((r) => r.path.endsWith(ApiPath.learningStatistics));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

describe('LearningStatistics', () => {
  it('shows my figures beside the class and each work’s marks as a chart with a table', async () => {
    setTestSession(true);
    const { container, calls } = setup();
    const figures = await screen.findByRole('region', { name: '学习概况' });
    expect(figures.textContent).toContain('2（提交率 67%）');
    expect(figures.textContent).toContain('82.5%');
    expect(figures.textContent).toContain('74%');
    expect(figures.textContent).toContain('4 本');
    expect(figures.textContent).toContain('2:05:09');
    expect(screen.getByRole('img', { name: /各次作业与考试得分率/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: '各次作业与考试得分率' });
    expect(within(table).getByRole('row', { name: '《西游记》阅读作业 90% 74%' })).toBeTruthy();
    // A class average held back, and a work not marked, read as no data, never as 0.
    expect(within(table).getByRole('row', { name: '第一单元小测 75% 无数据' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: '读书笔记 无数据 无数据' })).toBeTruthy();
    const body = calls()[0]!.body as { from: string; to: string };
    expect(daysBetween(body.from, body.to)).toBe(90);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('asks again for the period chosen, and starts at the one the page asks for', async () => {
    setTestSession(true);
    const { user, calls } = setup({ days: 30 });
    await screen.findByRole('region', { name: '学习概况' });
    await user.selectOptions(screen.getByLabelText('统计时段'), '365');
    await screen.findByRole('region', { name: '学习概况' });
    const asked = calls().map((r) => r.body as { from: string; to: string });
    expect(asked.map((body) => daysBetween(body.from, body.to))).toEqual([30, 365]);
  });

  it('says when the period has no homework or exams', async () => {
    setTestSession(true);
    setup({}, 'empty');
    await screen.findByText('该时段没有作业或考试。');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the server’s error', async () => {
    setTestSession(true);
    setup({}, 'error');
    expect((await screen.findByRole('alert')).textContent).toContain('服务器忙');
  });

  it('tells a teacher it is for students and asks nothing of the server', async () => {
    setTestSession(DEMO_TEACHER);
    const { calls } = setup();
    await screen.findByText('学习统计与成绩仅供学生查看。');
    expect(calls()).toHaveLength(0);
  });

  it('offers the login when logged out, back to this page', async () => {
    setTestSession(false);
    const { user, onNavigate } = setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toMatchObject({
      path: '/login',
      query: { redirect: '/student-statistic' },
    });
  });

  it('speaks English', async () => {
    setTestSession(true);
    setup({}, 'stats', 'en');
    await screen.findByRole('region', { name: 'Overview' });
    expect(screen.getByRole('heading', { name: 'My learning statistics' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Marks of each homework and exam' })).toBeTruthy();
  });
});
