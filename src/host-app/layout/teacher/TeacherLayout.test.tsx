import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DEMO_TEACHER, renderPersonal } from '../personal/personal-harness';
import { TEACHER_PAGES, teacherMenu, type TeacherPage } from '../../teacher-area';

const menu = () => screen.getByRole('navigation', { name: '我的账户' });
const stub = (path: string, hidden?: boolean): TeacherPage => ({
  path,
  title: `routes.${path}`,
  hidden,
  page: () => Promise.resolve({}),
});

describe('teacher area', () => {
  it('sends /teacher-home’s teacher into the frame with the one menu, teaching first', async () => {
    const { router } = renderPersonal('/teacher-home', DEMO_TEACHER);
    await screen.findByText('teacher teacher-home');
    const [teaching] = within(menu()).getAllByRole('group');
    const home = within(teaching as HTMLElement).getByRole('link', { name: '我的主页' });
    expect(home.getAttribute('aria-current')).toBe('page');
    // The same menu reaches the account pages a teacher shares with students.
    expect(within(menu()).getByRole('link', { name: '罚款记录' })).toBeTruthy();
    // One navigation besides the header's tabs, and the header lights My Library.
    expect(screen.getAllByRole('navigation')).toHaveLength(2);
    const tabs = screen.getByRole('navigation', { name: '主导航' });
    expect(
      within(tabs).getByRole('link', { name: '我的图书馆' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(router.state.location.pathname).toBe('/teacher-home');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('lights a hidden page’s parent entry', async () => {
    renderPersonal('/task-detail', DEMO_TEACHER);
    await screen.findByText('teacher task-detail');
    expect(
      within(menu()).getByRole('link', { name: '阅读作业' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('folds the menu and opens it again', async () => {
    renderPersonal('/teacher-home', DEMO_TEACHER);
    await screen.findByText('teacher teacher-home');
    const user = userEvent.setup();
    await user.click(within(menu()).getByRole('button', { name: '收起菜单' }));
    expect(within(menu()).queryByRole('link')).toBeNull();
    await user.click(within(menu()).getByRole('button', { name: '展开菜单' }));
    expect(within(menu()).getByRole('link', { name: '我的主页' })).toBeTruthy();
  });

  it('sends a student to the student home', async () => {
    const student = renderPersonal('/teacher-home');
    await screen.findByText('view home');
    expect(student.router.state.location.pathname).toBe('/student-home');
  });

  it('sends a visitor to the login', async () => {
    const visitor = renderPersonal('/teacher-home', null);
    await screen.findByText('login page');
    expect(visitor.router.state.location.search).toBe('?redirect=%2Fteacher-home');
  });

  it('orders the menu as the spec does whatever the order pages are appended in, never a hidden page', () => {
    const pages = [
      stub('ReadingProgram'),
      stub('teacher-plan-detail', true),
      stub('statistics'),
      stub('teacher-home'),
      stub('teacher-task'),
      stub('somewhere-else'),
    ];
    expect(teacherMenu(pages).map((page) => page.path)).toEqual([
      'teacher-home',
      'teacher-task',
      'statistics',
      'ReadingProgram',
      'somewhere-else',
    ]);
  });

  it('lists only pages that exist, each titled', () => {
    for (const page of TEACHER_PAGES) expect(page.title).toMatch(/^routes\./);
    expect(TEACHER_PAGES.map((page) => page.path)).toContain('teacher-home');
  });
});
