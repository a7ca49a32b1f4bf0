import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, getRuntime } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { settingsServer } from './fixtures';
import { expectNoAxeViolations, setupSettings } from './testing';

const encryptPassword = vi.hoisted(() =>
  vi.fn(async (_key: string, password: string) => `enc(${password})`),
);
vi.mock('./encrypt', () => ({ encryptPassword }));

describe('ReaderSettings: the login gate', () => {
  it('asks a logged-out reader to log in, back to /set-user, and asks the server nothing', async () => {
    const { user, onNavigate, requests } = setupSettings({ loggedIn: false });
    await screen.findByText('登录后修改个人设置。');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/set-user' },
    });
    expect(requests.filter((request) => !request.path.includes('Organization'))).toEqual([]);
  });

  it('fills in without a reload when the reader logs in on the page', async () => {
    setupSettings({ loggedIn: false });
    await screen.findByText('登录后修改个人设置。');
    setTestSession(true);
    // Every part starts loading at once here: give a busy machine time.
    await screen.findByLabelText('昵称', undefined, { timeout: 5000 });
  });
});

describe('ReaderSettings: profile', () => {
  it("shows the reader's profile and saves it through the student's call", async () => {
    const { user, calls } = setupSettings({ section: 'profile' });
    const nickname = await screen.findByLabelText('昵称');
    expect((nickname as HTMLInputElement).value).toBe('小明');
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).value).toBe('xiaoming@example.com');
    expect((screen.getByRole('radio', { name: '男' }) as HTMLInputElement).checked).toBe(true);
    await user.clear(nickname);
    await user.type(nickname, '  明明 ');
    await user.click(screen.getByRole('radio', { name: '女' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('个人资料已保存');
    expect(calls(ApiPath.studentUpdate)[0]?.body).toMatchObject({
      nickname: '明明',
      sex: 2,
      email: 'xiaoming@example.com',
    });
    expect(getRuntime().session.getSnapshot().user?.nickname).toBe('明明');
  });

  it('saves once for a double click on 保存', async () => {
    const { user, calls } = setupSettings({ section: 'profile', delay: 30 });
    await screen.findByLabelText('昵称');
    await user.dblClick(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('个人资料已保存');
    expect(calls(ApiPath.studentUpdate)).toHaveLength(1);
  });

  it('refuses an empty email in the browser, focused, and sends nothing', async () => {
    const { user, calls } = setupSettings({ section: 'profile' });
    const email = await screen.findByLabelText('邮箱');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('请输入邮箱');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('邮箱格式不正确');
    expect(calls(ApiPath.studentUpdate)).toHaveLength(0);
  });

  it('shows "修改失败" when the server refuses, and keeps what was typed', async () => {
    const { user } = setupSettings({ section: 'profile', refuseProfile: true });
    const nickname = await screen.findByLabelText('昵称');
    await user.clear(nickname);
    await user.type(nickname, '新昵称');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('修改失败');
    expect((nickname as HTMLInputElement).value).toBe('新昵称');
    expect(getRuntime().session.getSnapshot().user?.nickname).toBe('小明');
  });

  it("uses a teacher's own calls (Teacher/Info, Teacher/Update)", async () => {
    const { user, calls } = setupSettings({ section: 'profile', teacher: true });
    await screen.findByLabelText('昵称');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('个人资料已保存');
    expect(calls(ApiPath.teacherInfo)[0]?.method).toBe('GET');
    expect(calls(ApiPath.teacherUpdate)).toHaveLength(1);
    expect(calls(ApiPath.studentUpdate)).toHaveLength(0);
  });

  it('says so when the profile cannot be loaded', async () => {
    setupSettings({ section: 'profile', fails: true });
    await screen.findByText('请求错误');
  });
});

describe('ReaderSettings: password', () => {
  const fill = async (user: ReturnType<typeof setupSettings>['user'], values: string[]) => {
    const labels = ['原密码', '新密码', '确认密码'];
    for (const [index, value] of values.entries()) {
      if (value) await user.type(await screen.findByLabelText(labels[index] ?? ''), value);
    }
    await user.click(screen.getByRole('button', { name: '修改密码' }));
  };

  it('refuses a confirmation that differs ("确认密码错误") and sends nothing', async () => {
    const { user, calls } = setupSettings({ section: 'password' });
    await fill(user, ['Passw0rd!', 'NewPassw0rd', 'NewPassw0rd?']);
    await screen.findByText('确认密码错误');
    expect(document.activeElement).toBe(screen.getByLabelText('确认密码'));
    expect(calls(ApiPath.studentUpdatePassword)).toHaveLength(0);
  });

  it('asks for all three, and a new password of six characters or more', async () => {
    const { user, calls } = setupSettings({ section: 'password' });
    await fill(user, ['', '12345', '']);
    await screen.findByText('请输入原密码');
    expect(screen.getByText('密码不能少于6位')).toBeTruthy();
    expect(screen.getByText('请再次输入新密码')).toBeTruthy();
    expect(calls(ApiPath.loginKey)).toHaveLength(0);
  });

  it('sends the three encrypted with the login key, then clears them; this session stays', async () => {
    const { user, calls } = setupSettings({ section: 'password' });
    await fill(user, ['Passw0rd!', 'NewPassw0rd', 'NewPassw0rd']);
    await screen.findByText('密码已修改，其他设备上的登录已退出');
    expect(calls(ApiPath.studentUpdatePassword)[0]?.body).toMatchObject({
      oldpassword: 'enc(Passw0rd!)',
      newpassword: 'enc(NewPassw0rd)',
      confirmpassword: 'enc(NewPassw0rd)',
    });
    expect((screen.getByLabelText('原密码') as HTMLInputElement).value).toBe('');
    expect(getRuntime().session.getSnapshot().isLogin).toBe(true);
  });

  it('says 修改失败 and sends nothing where the browser cannot encrypt (no Web Crypto)', async () => {
    encryptPassword.mockRejectedValueOnce(new Error('crypto.subtle is undefined'));
    const { user, calls } = setupSettings({ section: 'password' });
    await fill(user, ['Passw0rd!', 'NewPassw0rd', 'NewPassw0rd']);
    expect((await screen.findByRole('alert')).textContent).toBe('修改失败');
    expect(calls(ApiPath.studentUpdatePassword)).toEqual([]);
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('NewPassw0rd');
  });

  it("shows the server's refusal and keeps the fields", async () => {
    const { user } = setupSettings({ section: 'password', refusePassword: true });
    await fill(user, ['wrong-one', 'NewPassw0rd', 'NewPassw0rd']);
    expect((await screen.findByRole('alert')).textContent).toBe('原密码错误');
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('NewPassw0rd');
  });

  it('speaks English: "Confirm password error"', async () => {
    const { user } = setupSettings({ section: 'password', lang: 'en' });
    const labels = ['Current password', 'New password', 'Confirm password'];
    const values = ['Passw0rd!', 'NewPassw0rd', 'other'];
    for (const [index, label] of labels.entries()) {
      await user.type(await screen.findByLabelText(label), values[index] ?? '');
    }
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Confirm password error');
  });
});

describe('ReaderSettings: all sections', () => {
  it('shows every part under one heading, with no axe violations', async () => {
    setupSettings();
    await screen.findByRole('heading', { level: 2, name: '个人设置' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['个人资料', '头像', '人脸图像', '修改密码', '绑定手机']);
    await screen.findByLabelText('昵称');
    await screen.findByRole('img', { name: '图形验证码图片' });
    await expectNoAxeViolations();
  });
});

describe('<lp-reader-settings>', () => {
  it('reads section and renders that part in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(settingsServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-reader-settings api-base="${TEST_API_BASE}" section="password"></lp-reader-settings>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByRole('heading', { name: '修改密码' });
    await waitFor(() => expect(within(shadow).getByLabelText('确认密码')).toBeTruthy());
    expect(within(shadow).queryByLabelText('昵称')).toBeNull();
    host.remove();
  });
});
