import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, getRuntime, type LpEvent } from '../../core';
import { ok, fail, type FakeHandler, type RecordedRequest } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { DEMO_READER, setTestSession } from '../../test/session';
import { AccountButton, type AccountButtonProps } from './AccountButton';

// The login's RSA step is the login dialog's to test; here the password goes as it is.
vi.mock('../login-dialog/encrypt', () => ({
  encryptPassword: (_key: string, password: string) => Promise.resolve(`plain:${password}`),
  preloadEncryption: () => undefined,
}));

const server: FakeHandler = (request) => {
  if (request.path.endsWith(ApiPath.loginKey)) return ok('public key');
  if (request.path.endsWith(ApiPath.login)) {
    return request.body?.password === 'plain:Passw0rd!'
      ? ok(DEMO_READER)
      : fail(10001, '用户名或密码错误');
  }
  if (request.path.endsWith(ApiPath.logout)) return ok(null);
  return fail(40401, 'not found', 404);
};

function setup(
  options: { loggedIn?: boolean; lang?: 'en'; props?: Partial<AccountButtonProps> } = {},
) {
  setTestSession(options.loggedIn ?? false);
  const onLogin = vi.fn((_event: LpEvent<'lp-login'>) => undefined);
  const onLogout = vi.fn((_event: LpEvent<'lp-logout'>) => undefined);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <AccountButton
      onLogin={onLogin}
      onLogout={onLogout}
      onNavigate={onNavigate}
      {...options.props}
    />,
    server,
    options.lang,
  );
  const calls = (path: string): RecordedRequest[] =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onLogin, onLogout, onNavigate, calls, user: userEvent.setup() };
}

const pageEvents: Event[] = [];
const hear = (event: Event) => pageEvents.push(event);
afterEach(() => {
  document.removeEventListener('lp-logout', hear);
  pageEvents.length = 0;
});

describe('AccountButton logged out', () => {
  it('offers to log in, and after the login stays on the page with the reader’s name', async () => {
    const { user, onLogin, onNavigate } = setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '读者登录' });
    await user.type(within(dialog).getByLabelText('读者证号'), DEMO_READER.readercode);
    await user.type(within(dialog).getByLabelText('密码'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));

    const account = await screen.findByRole('button', { name: /小明/ });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onLogin).toHaveBeenCalledTimes(1);
    // The reader stays: no lp-navigate to the portal's /student.
    expect(onNavigate).not.toHaveBeenCalled();
    expect(getRuntime().session.getSnapshot().isLogin).toBe(true);
    // The button the reader used is gone: the focus is on the one that replaced it.
    await waitFor(() => expect(document.activeElement).toBe(account));
  });

  it('keeps the reader logged out when the server refuses the password', async () => {
    const { user, onLogin } = setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '读者登录' });
    await user.type(within(dialog).getByLabelText('读者证号'), DEMO_READER.readercode);
    await user.type(within(dialog).getByLabelText('密码'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    await screen.findByText('用户名或密码错误');
    expect(onLogin).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /小明/ })).toBeNull();
  });

  it('speaks English', async () => {
    setup({ lang: 'en' });
    await screen.findByRole('button', { name: 'Log in' });
  });
});

describe('AccountButton logged in', () => {
  it('is a menu button: Enter opens on the first item, arrows move and wrap, Escape returns', async () => {
    const { user } = setup({ loggedIn: true });
    const account = await screen.findByRole('button', { name: /小明/ });
    expect(account.getAttribute('aria-haspopup')).toBe('menu');
    expect(account.getAttribute('aria-expanded')).toBe('false');
    account.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: /小明/ });
    expect(account.getAttribute('aria-expanded')).toBe('true');
    const [library, leave] = within(menu).getAllByRole('menuitem');
    expect(library?.textContent).toBe('我的图书馆');
    expect(leave?.textContent).toBe('退出登录');
    await waitFor(() => expect(document.activeElement).toBe(library));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(leave);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(library);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(leave);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(account);
  });

  it('opens with Space and ArrowDown on the first item, with ArrowUp on the last', async () => {
    const { user } = setup({ loggedIn: true });
    const account = await screen.findByRole('button', { name: /小明/ });
    for (const [key, first] of [
      [' ', '我的图书馆'],
      ['{ArrowDown}', '我的图书馆'],
      ['{ArrowUp}', '退出登录'],
    ] as const) {
      account.focus();
      await user.keyboard(key);
      await screen.findByRole('menu');
      await waitFor(() => expect(document.activeElement?.textContent).toBe(first));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
  });

  it('closes the menu on a click elsewhere', async () => {
    const { user } = setup({ loggedIn: true });
    await user.click(await screen.findByRole('button', { name: /小明/ }));
    await screen.findByRole('menu');
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('logs out: the server ends the session, the page forgets it, lp-logout fires', async () => {
    document.addEventListener('lp-logout', hear);
    const { user, calls, onLogout } = setup({ loggedIn: true });
    await user.click(await screen.findByRole('button', { name: /小明/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));

    const login = await screen.findByRole('button', { name: '登录' });
    expect(calls(ApiPath.logout)).toHaveLength(1);
    expect(calls(ApiPath.logout)[0]?.headers.get('authorization')).toBe('Bearer token-7');
    expect(getRuntime().session.getSnapshot()).toMatchObject({ isLogin: false, user: null });
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    expect(pageEvents.map((event) => event.type)).toEqual(['lp-logout']);
    expect(pageEvents[0]).toBe(onLogout.mock.calls[0]?.[0]);
    expect(pageEvents[0]).toMatchObject({ bubbles: true, composed: true });
    await waitFor(() => expect(document.activeElement).toBe(login));
  });

  it('follows a logout made elsewhere on the page', async () => {
    setup({ loggedIn: true });
    await screen.findByRole('button', { name: /小明/ });
    getRuntime().clearSession();
    await screen.findByRole('button', { name: '登录' });
  });

  it('links My Library to the reader’s home in the portal, cancelable as lp-navigate', async () => {
    const { user, onNavigate } = setup({ loggedIn: true });
    await user.click(await screen.findByRole('button', { name: /小明/ }));
    const library = await screen.findByRole('menuitem', { name: '我的图书馆' });
    expect(library.getAttribute('href')).toBe('/student-home');
    await user.click(library);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({ path: '/student-home', query: {} });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('links My Library where the page says, by the reader’s role', async () => {
    const { user } = setup({ loggedIn: true, props: { libraryUrl: '/library/{role}.html' } });
    await user.click(await screen.findByRole('button', { name: /小明/ }));
    const library = await screen.findByRole('menuitem', { name: '我的图书馆' });
    expect(library.getAttribute('href')).toBe('/library/student.html');
  });

  it('speaks English', async () => {
    const { user } = setup({ loggedIn: true, lang: 'en' });
    await user.click(await screen.findByRole('button', { name: /小明/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Library', 'Log out']);
  });
});
