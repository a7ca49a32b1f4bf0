import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getRuntime, type LoginResult, type LpEvent, type Role } from '../../core';
import { fail, ok, type FakeHandler, type RecordedRequest } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { LoginDialog } from './LoginDialog';
import { checkNewPassword } from './NewPasswordStep';

let publicKey = '';
let privateKey = '';

beforeAll(() => {
  ({ publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }));
});

const decrypt = (base64: unknown) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(String(base64), 'base64'),
  ).toString('utf8');

const INITIAL = 'k7mp4rtx9a';

const readerWith = (role: Role, usertype: number) =>
  ({
    id: 7,
    uuid: 'u7',
    readercode: '20240001',
    name: '李雷',
    nickname: '李雷',
    usertype,
    roles: [role],
    organizationid: 3,
    organizationname: '第一中学图书馆',
    token: 'jwt-first',
    tokentype: 'Bearer',
    refreshtoken: 'r7',
    expiresin: 7200,
    mustchangepassword: true,
  }) as unknown as LoginResult;

/** A server whose reader must change the initial password; `change` answers the change call. */
function server(
  reader: LoginResult,
  change: (request: RecordedRequest) => ReturnType<FakeHandler>,
): FakeHandler {
  return (request) => {
    if (request.path.endsWith('/Reader/LoginKey/Js')) return ok(publicKey);
    if (request.path.endsWith('/Reader/Login')) {
      return decrypt(request.body?.password) === INITIAL
        ? ok(reader)
        : fail(10001, '用户名或密码错误');
    }
    if (/UpdatePsw|UpdatePassword/.test(request.path)) return change(request);
    if (request.path.endsWith('/Reader/Logout')) return ok(null);
    return fail(40401, 'not found', 404);
  };
}

function setup(handler: FakeHandler, lang?: 'zh' | 'en') {
  const onLogin = vi.fn((_event: LpEvent<'lp-login'>) => undefined);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const onClose = vi.fn();
  const rendered = renderWidget(
    <LoginDialog open onLogin={onLogin} onNavigate={onNavigate} onClose={onClose} />,
    handler,
    lang,
  );
  return { ...rendered, onLogin, onNavigate, onClose };
}

async function logInWithInitialPassword(
  user: ReturnType<typeof userEvent.setup>,
  labels = { code: '读者证号', password: '密码', submit: '登录' },
) {
  // The first render of a file waits for the lazy strings and styles: seconds on a busy machine.
  await user.type(await screen.findByLabelText(labels.code, {}, { timeout: 10_000 }), '20240001');
  await user.type(screen.getByLabelText(labels.password), INITIAL);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('checkNewPassword', () => {
  it('wants six characters, not the initial password, and the same twice', () => {
    expect(checkNewPassword('abc12', 'abc12', INITIAL)).toEqual({
      newpassword: 'login.passwordTooShort',
    });
    expect(checkNewPassword(` ${INITIAL} `, INITIAL, INITIAL)).toEqual({
      newpassword: 'login.sameAsInitial',
    });
    expect(checkNewPassword('my-own-pass', 'my-own-pas', INITIAL)).toEqual({
      confirmpassword: 'login.confirmMismatch',
    });
    expect(checkNewPassword('my-own-pass', ' my-own-pass ', INITIAL)).toEqual({});
  });
});

describe('LoginDialog, first login with an initial password', () => {
  it('asks for a new password, changes it with the role call, and only then completes the login', async () => {
    const user = userEvent.setup();
    const changes: RecordedRequest[] = [];
    const { onLogin, onNavigate, onClose, requests } = setup(
      server(readerWith('student', 0), (request) => {
        changes.push(request);
        return ok(null);
      }),
    );
    await logInWithInitialPassword(user);
    await screen.findByRole('dialog', { name: '设置新密码' });
    expect(screen.getByText(/初始密码/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('新密码')));
    expect(onLogin).not.toHaveBeenCalled();

    // The form's own checks first: nothing is sent while they fail.
    await user.type(screen.getByLabelText('新密码'), INITIAL);
    await user.type(screen.getByLabelText('确认新密码'), INITIAL);
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await screen.findByText('新密码不能与初始密码相同');
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await screen.findByText('两次输入的密码不一致');
    expect(changes).toHaveLength(0);

    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.path).toMatch(/\/Api\/Student\/UpdatePsw$/);
    expect(changes[0]!.headers.get('authorization')).toBe('Bearer jwt-first');
    expect(
      [
        changes[0]!.body?.oldpassword,
        changes[0]!.body?.newpassword,
        changes[0]!.body?.confirmpassword,
      ].map(decrypt),
    ).toEqual([INITIAL, 'my-own-pass', 'my-own-pass']);
    expect(onLogin.mock.calls[0]?.[0].detail).toEqual({ usertype: 0, roles: ['student'] });
    expect(onNavigate.mock.calls[0]?.[0].detail.path).toBe('/student');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requests.some((request) => request.path.endsWith('/Reader/Logout'))).toBe(false);
  });

  it("shows the server's refusal and stays on the step", async () => {
    const user = userEvent.setup();
    const { onLogin } = setup(
      server(readerWith('student', 0), () => fail(40001, '新密码不能与原密码相同')),
    );
    await logInWithInitialPassword(user);
    await user.type(await screen.findByLabelText('新密码'), 'my-own-pass');
    await user.type(screen.getByLabelText('确认新密码'), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    expect((await screen.findByRole('alert')).textContent).toBe('新密码不能与原密码相同');
    expect(onLogin).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '设置新密码' })).toBeTruthy();
  });

  it('changes the password once when the save is clicked twice', async () => {
    const user = userEvent.setup();
    const changes: RecordedRequest[] = [];
    const { onLogin } = setup(
      server(readerWith('student', 0), (request) => {
        changes.push(request);
        return { ...ok(null), delay: 200 };
      }),
    );
    await logInWithInitialPassword(user);
    await user.type(await screen.findByLabelText('新密码'), 'my-own-pass');
    await user.type(screen.getByLabelText('确认新密码'), 'my-own-pass');
    await user.dblClick(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(changes).toHaveLength(1);
  });

  it('closed before the new password is set, ends the login on the server and the page', async () => {
    const user = userEvent.setup();
    const { onLogin, requests } = setup(server(readerWith('student', 0), () => ok(null)));
    await logInWithInitialPassword(user);
    await screen.findByRole('dialog', { name: '设置新密码' });
    expect(getRuntime().session.getSnapshot().isLogin).toBe(true);
    // Escape reaches the dialog from inside it: once the step has taken the focus (a frame
    // after it renders, under Preact).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('新密码')));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith('/Reader/Logout'))).toBe(true),
    );
    await waitFor(() => expect(getRuntime().session.getSnapshot().isLogin).toBe(false));
    expect(onLogin).not.toHaveBeenCalled();
  });

  it("changes a staff member's password through the Reader call, in English", async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    const { onLogin } = setup(
      server(readerWith('librarian', 8), (request) => {
        changes.push(request.path);
        return ok(null);
      }),
      'en',
    );
    await logInWithInitialPassword(user, {
      code: 'Reader code',
      password: 'Password',
      submit: 'Log in',
    });
    await screen.findByRole('dialog', { name: 'Set a new password' });
    await user.type(screen.getByLabelText('New password'), 'my-own-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(changes).toEqual(['/api/IdentityApi/Reader/UpdatePassword']);
  });
});
