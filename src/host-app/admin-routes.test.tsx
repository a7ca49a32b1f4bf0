import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from './admin-area';
import { DEMO_TEACHER, renderPersonal } from './layout/personal/personal-harness';
import { homeOf } from './personal-area';
import { DEMO_ADMIN, DEMO_LIBRARIAN, DEMO_READER, setTestSession } from '../test/session';

/** The header's My Library tab (我的图书馆) in the main navigation. */
const myLibraryTab = () =>
  within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', {
    name: '我的图书馆',
  });

describe('the staff area under /admin', () => {
  it('is the home of librarians and admins', () => {
    expect(homeOf(['librarian'])).toBe('/admin');
    expect(homeOf(['admin'])).toBe('/admin');
    expect(homeOf(['teacher'])).toBe('/teacher-home');
  });

  it('opens the dashboard and the desk for a librarian, with a menu of the pages that exist', async () => {
    const { router } = renderPersonal('/admin', DEMO_LIBRARIAN);
    await screen.findByText('admin admin');
    const menu = screen.getByRole('navigation', { name: '馆员菜单' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['工作台', '/admin'],
      ['借还台', '/admin/desk'],
      ['编目与馆藏', '/admin/catalogue'],
      ['打印书标', '/admin/catalogue/labels'],
      ['读者管理', '/admin/readers'],
      ['内容管理', '/admin/content'],
      ['活动管理', '/admin/activities'],
      ['统计报表', '/admin/reports'],
    ]);
    await router.navigate('/admin/desk');
    await screen.findByText('admin admin/desk');
    expect(ADMIN_PAGES.map((page) => page.path)).toEqual([
      'admin',
      'admin/desk',
      'admin/catalogue',
      'admin/catalogue/labels',
      'admin/readers',
      'admin/settings',
      'admin/content',
      'admin/activities',
      'admin/reports',
    ]);
  });

  it('offers the settings to an admin only; a librarian who opens them lands on /admin', async () => {
    const admin = renderPersonal('/admin/settings', DEMO_ADMIN);
    await screen.findByText('admin admin/settings');
    const menu = screen.getByRole('navigation', { name: '馆员菜单' });
    expect(within(menu).getByRole('link', { name: '图书馆设置' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
    // Content is both roles' (librarians and admins may both edit it).
    expect(within(menu).getByRole('link', { name: '内容管理' }).getAttribute('href')).toBe(
      '/admin/content',
    );
    admin.unmount();

    const librarian = renderPersonal('/admin/settings', DEMO_LIBRARIAN);
    await screen.findByText('admin admin');
    expect(librarian.router.state.location.pathname).toBe('/admin');
    const staffMenu = screen.getByRole('navigation', { name: '馆员菜单' });
    expect(within(staffMenu).queryByRole('link', { name: '图书馆设置' })).toBeNull();
  });

  it('sends a student and a teacher to their own home, a visitor to the login', async () => {
    const student = renderPersonal('/admin/desk');
    await screen.findByText('view home');
    expect(student.router.state.location.pathname).toBe('/student-home');
    student.unmount();

    const teacher = renderPersonal('/admin', DEMO_TEACHER);
    await screen.findByText('teacher teacher-home');
    expect(teacher.router.state.location.pathname).toBe('/teacher-home');
    teacher.unmount();

    setTestSession(false);
    const visitor = renderPersonal('/admin/desk', null);
    await screen.findByText('login page');
    expect(visitor.router.state.location.search).toBe('?redirect=%2Fadmin%2Fdesk');
  });

  it('sends a librarian who opens a reader page to /admin', async () => {
    const { router } = renderPersonal('/student-home', DEMO_LIBRARIAN);
    await screen.findByText('admin admin');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it.each([
    ['librarian', DEMO_LIBRARIAN],
    ['admin', DEMO_ADMIN],
  ] as const)(
    'leads a %s from the header’s My Library to /admin, lit on every staff page',
    async (_role, staff) => {
      const { router } = renderPersonal('/admin', staff);
      await screen.findByText('admin admin');
      expect(myLibraryTab().getAttribute('href')).toBe('/admin');
      expect(myLibraryTab().getAttribute('aria-current')).toBe('page');
      expect(myLibraryTab().className).toContain('active');
      await router.navigate('/admin/desk');
      await screen.findByText('admin admin/desk');
      // A page of the workspace that is not the tab's target: lit as its family's.
      expect(myLibraryTab().getAttribute('aria-current')).toBe('true');
      expect(myLibraryTab().className).toContain('active');
      const home = within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', {
        name: '首页',
      });
      expect(home.getAttribute('aria-current')).toBeNull();
    },
  );

  it.each([
    ['student', DEMO_READER, '/student-home', 'view home'],
    ['teacher', DEMO_TEACHER, '/teacher-home', 'teacher teacher-home'],
  ] as const)(
    'still leads a %s from My Library to their own home',
    async (_role, reader, home, view) => {
      renderPersonal(home, reader);
      await screen.findByText(view);
      expect(myLibraryTab().getAttribute('href')).toBe(home);
      expect(myLibraryTab().getAttribute('aria-current')).toBe('page');
    },
  );
});
