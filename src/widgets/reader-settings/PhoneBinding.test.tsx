import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiPath, getRuntime } from '../../core';
import { CAPTCHA_ANSWER, SMS_CODE } from './fixtures';
import { setupSettings } from './testing';

type Setup = ReturnType<typeof setupSettings>;

async function askForCode({ user }: Setup, phone: string, answer = CAPTCHA_ANSWER) {
  await screen.findByRole('img', { name: '图形验证码图片' });
  await user.type(screen.getByLabelText('手机号'), phone);
  if (answer) await user.type(screen.getByLabelText('图形验证码'), answer);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
}

describe('PhoneBinding', () => {
  it('refuses a bad number ("手机号码不正确") before any SMS is asked for', async () => {
    const setup = setupSettings({ section: 'phone' });
    await askForCode(setup, '1234567890');
    await screen.findByText('手机号码不正确');
    expect(document.activeElement).toBe(screen.getByLabelText('手机号'));
    expect(setup.calls(ApiPath.smsPhoneCode)).toHaveLength(0);
  });

  it('needs the picture code before sending', async () => {
    const setup = setupSettings({ section: 'phone' });
    await askForCode(setup, '13800138000', '');
    await screen.findByText('请输入图形验证码');
    expect(setup.calls(ApiPath.smsPhoneCode)).toHaveLength(0);
  });

  it('captcha → SMS → countdown → bind: the number is bound and the session knows it', async () => {
    const setup = setupSettings({ section: 'phone' });
    const { user, calls } = setup;
    await screen.findByText('还没有绑定手机号');
    await askForCode(setup, '13800138000');
    await screen.findByText('验证码已发送，请查看短信');
    expect(calls(ApiPath.smsPhoneCode)[0]?.body).toMatchObject({
      phone: '13800138000',
      validateguid: 'guid-1',
      validatecode: CAPTCHA_ANSWER,
    });
    const countdown = screen.getByRole('button', { name: /秒后可重新发送/ });
    expect(countdown.getAttribute('aria-disabled')).toBe('true');
    expect(countdown.textContent).toMatch(/^(60|59) 秒后可重新发送$/);
    // The used captcha is replaced, and its answer cleared.
    await waitFor(() => expect(calls(ApiPath.validateCode)).toHaveLength(2));
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('短信验证码'));
    await user.click(countdown);
    expect(calls(ApiPath.smsPhoneCode)).toHaveLength(1);

    await user.type(screen.getByLabelText('短信验证码'), SMS_CODE);
    await user.click(screen.getByRole('button', { name: '绑定手机号' }));
    await screen.findByText('手机号已绑定');
    expect(calls(ApiPath.readerUpdatePhone)[0]?.body).toMatchObject({
      phone: '13800138000',
      code: SMS_CODE,
    });
    expect(getRuntime().session.getSnapshot().user?.phone).toBe('13800138000');
    expect(screen.getByText('当前绑定的手机号：13800138000')).toBeTruthy();
  });

  it('says a wrong picture code in words, and shows a new picture', async () => {
    const setup = setupSettings({ section: 'phone' });
    await askForCode(setup, '13800138000', 'zzzz');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '图形验证码错误或已过期，请重新输入',
    );
    await waitFor(() => expect(setup.calls(ApiPath.validateCode)).toHaveLength(2));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('counts down what the server says when it refuses as too soon', async () => {
    const setup = setupSettings({ section: 'phone', smsTooSoon: true });
    await askForCode(setup, '13800138000');
    expect((await screen.findByRole('alert')).textContent).toBe('验证码发送太频繁，请 42 秒后再试');
    expect(screen.getByRole('button', { name: /秒后可重新发送/ }).textContent).toMatch(/^4[12] /);
  });

  it('refuses a malformed code in the browser, and a wrong one from the server, keeping it', async () => {
    const { user, calls } = setupSettings({ section: 'phone' });
    await screen.findByRole('img', { name: '图形验证码图片' });
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.type(screen.getByLabelText('短信验证码'), '12ab');
    await user.click(screen.getByRole('button', { name: '绑定手机号' }));
    await screen.findByText('短信验证码为 6 位数字');
    expect(calls(ApiPath.readerUpdatePhone)).toHaveLength(0);

    const code = screen.getByLabelText('短信验证码') as HTMLInputElement;
    await user.clear(code);
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: '绑定手机号' }));
    expect((await screen.findByRole('alert')).textContent).toBe('短信验证码错误或已过期');
    expect(code.value).toBe('999999');
    expect(getRuntime().session.getSnapshot().user?.phone).toBeNull();
  });

  it("binds a teacher's number through Teacher/UpdatePhone", async () => {
    const setup = setupSettings({ section: 'phone', teacher: true });
    await askForCode(setup, '13900139000');
    await screen.findByText('验证码已发送，请查看短信');
    await setup.user.type(screen.getByLabelText('短信验证码'), SMS_CODE);
    await setup.user.click(screen.getByRole('button', { name: '绑定手机号' }));
    await screen.findByText('手机号已绑定');
    expect(setup.calls(ApiPath.teacherUpdatePhone)).toHaveLength(1);
    expect(setup.calls(ApiPath.readerUpdatePhone)).toHaveLength(0);
  });

  it('speaks English: "Phone number is incorrect"', async () => {
    const { user } = setupSettings({ section: 'phone', lang: 'en' });
    await screen.findByRole('img', { name: 'Picture code image' });
    await user.type(screen.getByLabelText('Phone number'), '999');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Phone number is incorrect');
  });
});
