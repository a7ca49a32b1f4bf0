import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ApiPath, getRuntime } from '../../../core';
import { SIDEBAR_COOKIE } from './personal-nav';
import { DEMO_TEACHER, renderPersonal } from './personal-harness';

async function open(path: string, reader?: typeof DEMO_TEACHER) {
  const rendered = renderPersonal(path, reader);
  await screen.findByText(/^view /);
  return { ...rendered, user: userEvent.setup() };
}

const tabs = () => screen.getByRole('navigation', { name: '我的图书馆' });
const sidebar = () => screen.getByRole('navigation', { name: '个人菜单' });
const topBar = () => screen.getByRole('navigation', { name: '个人区导航' });

describe('PersonalLayout: the tab strip', () => {
  it('lights the page’s own tab as the current page', async () => {
    await open('/book-management');
    const tab = within(tabs()).getByRole('link', { name: '我的借阅' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(tab.className).toContain('active');
    expect(
      within(tabs())
        .getAllByRole('link')
        .filter((link) => link.className.includes('active')),
    ).toHaveLength(1);
  });

  it('lights the family’s tab on a page of the family, and navigates', async () => {
    const { user, router } = await open('/student-overtime');
    const borrow = within(tabs()).getByRole('link', { name: '我的借阅' });
    expect(borrow.getAttribute('aria-current')).toBe('true');
    await user.click(within(tabs()).getByRole('link', { name: '罚款记录' }));
    await screen.findByText('view account');
    expect(router.state.location.pathname).toBe('/student-fine');
    expect(
      within(tabs()).getByRole('link', { name: '罚款记录' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(tabs()).getByRole('link', { name: '我的借阅' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('lights no tab on the home, and “My Home” in the top bar', async () => {
    await open('/student-home');
    expect(within(tabs()).queryAllByRole('link', { current: true })).toHaveLength(0);
    expect(
      within(topBar()).getByRole('link', { name: '我的主页' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(topBar()).getByRole('link', { name: '首页' }).getAttribute('aria-current'),
    ).toBeNull();
  });
});

describe('PersonalLayout: the sidebar menu', () => {
  it('lists a student’s menu by group, never a hidden page', async () => {
    await open('/student-home');
    const menu = sidebar();
    expect(
      within(menu)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['主页', '借阅', '财务', '我的']);
    expect(within(menu).getByRole('link', { name: '我的主页' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: '教师主页' })).toBeNull();
    // Defined but not displayed (spec §2).
    expect(within(menu).queryByRole('link', { name: '借阅历史' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: '转借记录' })).toBeNull();
  });

  it('lists a teacher’s shared pages and not the student home', async () => {
    await open('/student-fine', DEMO_TEACHER);
    expect(within(sidebar()).getByRole('link', { name: '罚款记录' })).toBeTruthy();
    expect(within(sidebar()).queryByRole('link', { name: '我的主页' })).toBeNull();
  });

  it('closes and opens, remembering the state in the sidebarStatus cookie', async () => {
    const { user, unmount } = await open('/student-home');
    const toggle = within(sidebar()).getByRole('button', { name: '收起菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=0`);
    expect(within(sidebar()).queryByRole('link')).toBeNull();
    const reopen = within(sidebar()).getByRole('button', { name: '展开菜单' });
    expect(reopen.getAttribute('aria-expanded')).toBe('false');
    unmount();

    // A new visit starts closed, as left.
    await open('/student-fine');
    expect(within(sidebar()).getByRole('button', { name: '展开菜单' })).toBeTruthy();
    await user.click(within(sidebar()).getByRole('button', { name: '展开菜单' }));
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=1`);
    expect(within(sidebar()).getByRole('link', { name: '罚款记录' })).toBeTruthy();
  });
});

describe('PersonalLayout: logout (spec §4)', () => {
  it('asks first; cancelling keeps the reader logged in and asks the server nothing', async () => {
    const { user, requests, router } = await open('/student-mybill');
    await user.click(within(topBar()).getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(dialog).getByText('确定退出登录吗？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getRuntime().session.getSnapshot().isLogin).toBe(true);
    expect(requests.filter((r) => r.path.endsWith(ApiPath.logout))).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/student-mybill');
  });

  it('confirmed: the server ends the session, the page forgets it, the reader goes to /home', async () => {
    const { user, requests, router } = await open('/student-mybill');
    await user.click(within(topBar()).getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/home');
    expect(getRuntime().session.getSnapshot().isLogin).toBe(false);
    expect(document.cookie).not.toContain('token=');
    expect(requests.filter((r) => r.path.endsWith(ApiPath.logout))).toHaveLength(1);
  });
});

describe('PersonalLayout: the avatar menu', () => {
  it('works by keyboard: opens on its first item, moves, closes on Escape with the focus back', async () => {
    const { user } = await open('/student-home');
    const button = screen.getByRole('button', { name: '小明的账户菜单' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['个人设置', '退出登录']);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the personal settings at /set-user, and logs out through the same confirm', async () => {
    const { user, router } = await open('/student-home');
    await user.click(screen.getByRole('button', { name: '小明的账户菜单' }));
    await user.click(screen.getByRole('menuitem', { name: '个人设置' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/set-user'));
    expect(
      within(tabs()).getByRole('link', { name: '个人设置' }).getAttribute('aria-current'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: '小明的账户菜单' }));
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(await screen.findByRole('alertdialog', { name: '提示' })).toBeTruthy();
  });
});

describe('PersonalLayout: accessibility', () => {
  it('has no axe violations, sidebar open and menu open', async () => {
    const { user } = await open('/student-overtime');
    await user.click(screen.getByRole('button', { name: '小明的账户菜单' }));
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
