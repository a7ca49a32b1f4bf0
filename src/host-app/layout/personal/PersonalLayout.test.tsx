import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, getRuntime } from '../../../core';
import { SIDEBAR_COOKIE } from './personal-nav';
import { DEMO_TEACHER, renderPersonal } from './personal-harness';

async function open(path: string, reader?: typeof DEMO_TEACHER) {
  const rendered = renderPersonal(path, reader);
  await screen.findByText(/^view /);
  return { ...rendered, user: userEvent.setup() };
}

const nav = () => screen.getByRole('navigation', { name: '我的账户' });
const header = () => screen.getByRole('banner');
const accountButton = () => within(header()).getByRole('button', { name: '小明 的账户菜单' });
const lit = () =>
  within(nav())
    .queryAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'));

/** A phone's window: the narrow breakpoint's media query matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('768px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
});

describe('PersonalLayout: one navigation', () => {
  it('has exactly one personal navigation, each landmark named once, no second bar or strip', async () => {
    await open('/book-management');
    const names = screen.getAllByRole('navigation').map((landmark) => landmark.ariaLabel);
    expect(names).toEqual(['主导航', '我的账户']);
    expect(new Set(names).size).toBe(names.length);
  });

  it('marks the page’s own entry as the current page, and only it', async () => {
    await open('/book-management');
    const entry = within(nav()).getByRole('link', { name: '我的借阅' });
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(lit()).toEqual([entry]);
  });

  it('groups the entries, with the older strip’s targets among the loans', async () => {
    await open('/student-home');
    expect(within(nav()).getAllByRole('group')).toHaveLength(7);
    const loans = within(nav()).getByRole('group', { name: '借阅与预约' });
    for (const name of ['我的借阅', '在借图书', '我的预约', '借阅历史', '转借记录', '我的催还'])
      expect(within(loans).getByRole('link', { name })).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: '教师主页' })).toBeNull();
  });

  it('lights a listed page itself, and a hidden page’s family entry, moving with the reader', async () => {
    const { user, router } = await open('/student-overtime');
    expect(lit().map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['超期图书', 'page'],
    ]);
    await user.click(within(nav()).getByRole('link', { name: '罚款记录' }));
    await screen.findByText('view account');
    expect(router.state.location.pathname).toBe('/student-fine');
    expect(lit().map((link) => link.textContent)).toEqual(['罚款记录']);
    await router.navigate('/set-user');
    await waitFor(() =>
      expect(lit().map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
        ['个人设置', 'true'],
      ]),
    );
  });

  it('lists a teacher’s own pages first, then the shared account pages, never the student home', async () => {
    await open('/student-fine', DEMO_TEACHER);
    const [teaching] = within(nav()).getAllByRole('group');
    expect(teaching?.ariaLabel ?? within(teaching as HTMLElement).getByText('教学')).toBeTruthy();
    const home = within(teaching as HTMLElement).getByRole('link', { name: '我的主页' });
    expect(home.getAttribute('href')).toBe('/teacher-home');
    expect(within(nav()).getByRole('link', { name: '罚款记录' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The student home is a student's own page: one "My home", the teacher's.
    expect(within(nav()).getAllByRole('link', { name: '我的主页' })).toEqual([home]);
  });

  it('folds on a wide screen and remembers it in the sidebarStatus cookie', async () => {
    const { user, unmount } = await open('/student-home');
    const toggle = within(nav()).getByRole('button', { name: '收起菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=0`);
    expect(within(nav()).queryByRole('link')).toBeNull();
    unmount();

    // A new visit starts closed, as left.
    await open('/student-fine');
    await user.click(within(nav()).getByRole('button', { name: '展开菜单' }));
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=1`);
    expect(within(nav()).getByRole('link', { name: '罚款记录' })).toBeTruthy();
  });

  it('on a phone starts closed whatever the cookie says, and closes once an entry is chosen', async () => {
    document.cookie = `${SIDEBAR_COOKIE}=1; path=/`;
    onPhone();
    const { user, router } = await open('/student-home');
    const toggle = within(nav()).getByRole('button', { name: '展开菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav()).queryByRole('link')).toBeNull();
    await user.click(toggle);
    // The phone's choice is not the wide screen's: the cookie keeps what it held.
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=1`);
    await user.click(within(nav()).getByRole('link', { name: '我的账单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-mybill'));
    expect(within(nav()).queryByRole('link')).toBeNull();
  });
});

describe('PersonalLayout: the header', () => {
  it('lights My Library on every page of the area, as the page itself on the home', async () => {
    const { router } = await open('/student-fine');
    const tabs = within(header()).getByRole('navigation', { name: '主导航' });
    const library = within(tabs).getByRole('link', { name: '我的图书馆' });
    expect(library.getAttribute('aria-current')).toBe('true');
    expect(
      within(tabs).getByRole('link', { name: '首页' }).getAttribute('aria-current'),
    ).toBeNull();
    await router.navigate('/student-home');
    await screen.findByText('view home');
    expect(library.getAttribute('aria-current')).toBe('page');
  });

  it('offers one log-out on a personal page: the account menu’s', async () => {
    const { user } = await open('/student-mybill');
    const logouts = () =>
      (['button', 'menuitem', 'link'] as const).flatMap((role) =>
        screen.queryAllByRole(role, { name: '退出登录' }),
      );
    expect(logouts()).toHaveLength(0);
    await user.click(accountButton());
    expect(logouts()).toHaveLength(1);
    expect(logouts()[0]?.getAttribute('role')).toBe('menuitem');
  });
});

describe('PersonalLayout: logout', () => {
  it('asks first; cancelling keeps the reader logged in and asks the server nothing', async () => {
    const { user, requests, router } = await open('/student-mybill');
    await user.click(accountButton());
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
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
    await user.click(accountButton());
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/home');
    expect(getRuntime().session.getSnapshot().isLogin).toBe(false);
    expect(document.cookie).not.toContain('token=');
    expect(requests.filter((r) => r.path.endsWith(ApiPath.logout))).toHaveLength(1);
  });
});

describe('PersonalLayout: the account menu', () => {
  it('works by keyboard: opens on its first item, moves, closes on Escape with the focus back', async () => {
    const { user } = await open('/student-home');
    const button = accountButton();
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

  it('opens the personal settings at /set-user, lit in the navigation', async () => {
    const { user, router } = await open('/student-home');
    await user.click(accountButton());
    await user.click(screen.getByRole('menuitem', { name: '个人设置' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/set-user'));
    await waitFor(() =>
      expect(
        within(nav()).getByRole('link', { name: '个人设置' }).getAttribute('aria-current'),
      ).toBe('true'),
    );
  });
});

describe('PersonalLayout: accessibility', () => {
  it('has no axe violations, navigation open and account menu open', async () => {
    const { user } = await open('/student-overtime');
    await user.click(accountButton());
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
