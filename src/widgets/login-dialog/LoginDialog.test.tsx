import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getRuntime, type LoginResult, type LpEvent } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { encryptPassword } from './encrypt';
import { LoginDialog } from './LoginDialog';

let publicKey = '';
let privateKey = '';

beforeAll(() => {
  ({ publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }));
});

/** What the server does: Node's own OAEP-SHA-256 decryption (no PKCS#1 v1.5). */
function decrypt(base64: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

const student = {
  id: 1,
  uuid: 'u1',
  readercode: '20230001',
  name: '李明',
  nickname: '小明',
  usertype: 2,
  roles: ['student'],
  organizationid: 1,
  organizationname: '云图科技实验学校图书馆',
  token: 'jwt',
  tokentype: 'Bearer',
  refreshtoken: 'r1',
  expiresin: 7200,
} as unknown as LoginResult;

function loginServer(check: (password: string) => boolean): FakeHandler {
  return (request) => {
    if (request.path.endsWith('/Reader/LoginKey/Js')) return ok(publicKey);
    if (request.path.endsWith('/Reader/Login')) {
      const password = decrypt(String(request.body?.password));
      return check(password) ? ok(student) : fail(10001, '用户名或密码错误');
    }
    return fail(40401, 'not found', 404);
  };
}

function setup(handler: FakeHandler, lang?: 'zh' | 'en') {
  const onLogin = vi.fn((_event: LpEvent<'lp-login'>) => undefined);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const onOpenChange = vi.fn();
  const onClose = vi.fn((_event: LpEvent<'lp-close'>) => undefined);
  const rendered = renderWidget(
    <LoginDialog
      open
      onLogin={onLogin}
      onNavigate={onNavigate}
      onOpenChange={onOpenChange}
      onClose={onClose}
    />,
    handler,
    lang,
  );
  return { ...rendered, onLogin, onNavigate, onOpenChange, onClose };
}

describe('encryptPassword', () => {
  it('produces RSA-OAEP SHA-256 that Node decrypts, non-ASCII included', async () => {
    for (const password of ['Passw0rd!', '密码Passw0rd', 'ünïcødé 🔑']) {
      expect(decrypt(await encryptPassword(publicKey, password))).toBe(password);
    }
  });
});

describe('LoginDialog', () => {
  it('is a 400 px modal dialog with the username focused', async () => {
    setup(loginServer(() => true));
    const dialog = await screen.findByRole('dialog', { name: '读者登录' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('读者证号')));
  });

  it('checks the username and password on blur with the product’s messages', async () => {
    const user = userEvent.setup();
    setup(loginServer(() => true));
    await user.type(await screen.findByLabelText('读者证号'), 'bad name!');
    await user.tab();
    await screen.findByText('请输入正确的用户名');
    await user.type(screen.getByLabelText('密码'), '12345');
    await user.tab();
    await screen.findByText('密码不能少于6位');
    expect(screen.getByLabelText('密码').getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks English when asked, with the product’s texts', async () => {
    const user = userEvent.setup();
    setup(
      loginServer(() => true),
      'en',
    );
    await user.type(await screen.findByLabelText('Reader code'), '!!');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.tab();
    await screen.findByText('please enter a correct username');
    await screen.findByText('password cannot be less than 6 characters');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    setup(loginServer(() => true));
    const password = (await screen.findByLabelText('密码')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password.type).toBe('password');
  });

  it('does not call the server while the form is invalid', async () => {
    const user = userEvent.setup();
    const { requests } = setup(loginServer(() => true));
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(requests.some((request) => request.path.endsWith('/Reader/Login'))).toBe(false);
    expect(screen.getByText('请输入正确的用户名')).toBeTruthy();
  });

  it('on failure shows the server message for 3 s and clears the loading state', async () => {
    const user = userEvent.setup();
    const { onLogin } = setup(loginServer(() => false));
    await user.type(await screen.findByLabelText('读者证号'), '20230001');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(getRuntime().notifier.getSnapshot().toasts[0]).toMatchObject({
        message: '用户名或密码错误',
        kind: 'error',
        duration: 3000,
      }),
    );
    const button = screen.getByRole('button', { name: '登录' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(onLogin).not.toHaveBeenCalled();
    expect(getRuntime().session.getSnapshot().isLogin).toBe(false);
  });

  it('on success trims, encrypts, stores the session, fires lp-login and goes to /student', async () => {
    const user = userEvent.setup();
    const received: string[] = [];
    const { onLogin, onNavigate, onOpenChange, onClose, requests } = setup(
      loginServer((password) => {
        received.push(password);
        return password === '密码Passw0rd';
      }),
    );
    await user.type(await screen.findByLabelText('读者证号'), ' 20230001 ');
    await user.type(screen.getByLabelText('密码'), ' 密码Passw0rd ');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onLogin).toHaveBeenCalled());
    expect(received).toEqual(['密码Passw0rd']);
    const login = requests.find((request) => request.path.endsWith('/Reader/Login'));
    expect(login?.body).toMatchObject({ readercode: '20230001', orgcode: 'YTKJ', islogin: true });
    expect(onLogin.mock.calls[0]?.[0].detail).toEqual({ usertype: 2, roles: ['student'] });
    expect(onNavigate.mock.calls[0]?.[0].detail.path).toBe('/student');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getRuntime().session.getSnapshot()).toMatchObject({ isLogin: true, token: 'jwt' });
    expect(document.cookie).toContain('token=jwt');
  });

  it('Escape closes the dialog and fires lp-close, so frameworks binding `open` can follow', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onClose } = setup(loginServer(() => true));
    await screen.findByRole('dialog', { name: '读者登录' });
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.calls[0]?.[0].type).toBe('lp-close');
  });
});
