import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { Grades, type GradesProps } from './Grades';
import { DEMO_TEACHER, gradesServer } from './fixtures';

function setup(
  props: GradesProps = {},
  answer?: Parameters<typeof gradesServer>[0],
  lang?: 'zh' | 'en',
) {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <Grades {...props} onNavigate={onNavigate} />,
    gradesServer(answer),
    lang,
  );
  const calls = () => rendered.requests.filter((r) => r.path.endsWith(ApiPath.learningGrades));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const CAPTION = '已批改和退回修改的作业与考试';

describe('Grades', () => {
  it('lists my grades with score, status and the teacher’s comments', async () => {
    setTestSession(true);
    const { container, user, onNavigate } = setup();
    const table = await screen.findByRole('table', { name: CAPTION });
    const marked = within(table).getByRole('row', { name: /《西游记》阅读作业/ });
    expect(marked.textContent).toContain('26 / 30');
    expect(marked.textContent).toContain('已批改');
    expect(
      within(marked)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['理由充分', '注意错别字']);
    // A returned work's score is not final: none is shown.
    const returned = within(table).getByRole('row', { name: /第一单元小测/ });
    expect(returned.textContent).toContain('已退回修改');
    expect(returned.textContent).not.toContain('/ 15');
    await user.click(within(marked).getByRole('link', { name: '查看 《西游记》阅读作业 的结果' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toMatchObject({
      path: '/student-homework-detail',
      query: { id: '7' },
    });
    await user.click(within(returned).getByRole('link', { name: '修改 第一单元小测' }));
    expect(onNavigate.mock.calls[1]?.[0].detail).toMatchObject({
      path: '/do-selftest',
      query: { id: '8' },
    });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('filters by kind from the first page, and pages', async () => {
    setTestSession(true);
    const { user, calls } = setup();
    await screen.findByRole('table', { name: CAPTION });
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByRole('row', { name: /练习 9/ });
    await user.selectOptions(screen.getByLabelText('类型'), 'exam');
    await screen.findByRole('row', { name: /第一单元小测/ });
    expect(screen.queryByRole('row', { name: /练习 9/ })).toBeNull();
    const asked = calls().map((r) => r.body as { kind?: string; index: number });
    expect(asked.map(({ kind, index }) => [kind, index])).toEqual([
      [undefined, 1],
      [undefined, 2],
      ['exam', 1],
    ]);
  });

  it('starts at the kind the page asks for', async () => {
    setTestSession(true);
    const { calls } = setup({ kind: 'exam' });
    await screen.findByRole('table', { name: CAPTION });
    expect(calls()[0]?.body).toMatchObject({ kind: 'exam' });
    expect((screen.getByLabelText('类型') as HTMLSelectElement).value).toBe('exam');
  });

  it('says when there are no grades yet', async () => {
    setTestSession(true);
    setup({}, 'empty');
    await screen.findByText('暂无成绩。');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s error', async () => {
    setTestSession(true);
    setup({}, 'error');
    expect((await screen.findByRole('alert')).textContent).toContain('服务器忙');
  });

  it('tells a teacher it is for students, and offers a visitor the login', async () => {
    setTestSession(DEMO_TEACHER);
    const teacher = setup();
    await screen.findByText('学习统计与成绩仅供学生查看。');
    expect(teacher.calls()).toHaveLength(0);
    teacher.unmount();
    setTestSession(false);
    const { user, onNavigate } = setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toMatchObject({
      path: '/login',
      query: { redirect: '/student-grade' },
    });
  });

  it('speaks English', async () => {
    setTestSession(true);
    setup({}, 'grades', 'en');
    await screen.findByRole('table', { name: 'Marked and returned homework and exams' });
    expect(screen.getByRole('heading', { name: 'My grades' })).toBeTruthy();
  });
});
