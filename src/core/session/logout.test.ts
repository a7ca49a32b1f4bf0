import { describe, expect, it, vi } from 'vitest';
import { DEMO_READER } from '../../test/demo-reader';
import {
  createFakeApi,
  fail,
  ok,
  type FakeHandler,
  type RecordedRequest,
} from '../../test/fake-api';
import { ApiPath } from '../api/contract';
import { getRuntime } from '../runtime';

function page(handler: FakeHandler, refreshtoken = DEMO_READER.refreshtoken) {
  const api = createFakeApi(handler);
  vi.stubGlobal('fetch', api.fetch);
  const runtime = getRuntime();
  runtime.session.setLogin({ ...DEMO_READER, refreshtoken });
  return { runtime, requests: api.requests };
}

const calls = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path.endsWith(path));

describe('logout', () => {
  it('asks the server to end the session first, with both tokens, then clears the page', async () => {
    const { runtime, requests } = page(() => ok(null));
    await runtime.logout();
    const [logout] = calls(requests, ApiPath.logout);
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('authorization')).toBe('Bearer token-7');
    expect(logout?.body).toMatchObject({ refreshtoken: 'refresh-7' });
    expect(runtime.session.getSnapshot()).toMatchObject({ isLogin: false, token: null });
    expect(document.cookie).not.toContain('token=');
    expect(localStorage.getItem('libportal.reader')).toBeNull();
    expect(localStorage.getItem('libportal.refreshtoken')).toBeNull();
  });

  it('sends no refresh token from the portal: the server reads its HttpOnly cookie', async () => {
    const { runtime, requests } = page(() => ok(null), '');
    await runtime.logout();
    const [logout] = calls(requests, ApiPath.logout);
    expect(logout?.headers.get('authorization')).toBe('Bearer token-7');
    expect(logout?.body).not.toHaveProperty('refreshtoken');
  });

  it('still clears the page when the server cannot be reached or fails, without a prompt', async () => {
    for (const handler of [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => fail(50001, 'internal error', 500),
    ] satisfies FakeHandler[]) {
      const { runtime, requests } = page(handler);
      await runtime.logout();
      expect(calls(requests, ApiPath.logout)).toHaveLength(1);
      expect(runtime.session.getSnapshot().isLogin).toBe(false);
      expect(runtime.notifier.getSnapshot().toasts).toEqual([]);
      expect(runtime.notifier.getSnapshot().confirms).toEqual([]);
    }
  });

  it('makes no call when nobody is logged in', async () => {
    const { runtime, requests } = page(() => ok(null));
    runtime.clearSession();
    await runtime.logout();
    expect(requests).toEqual([]);
  });
});

describe('the check of a stored session', () => {
  it('refreshes the stored reader when the server accepts the token, once per page', async () => {
    const { runtime, requests } = page(() => ok({ ...DEMO_READER, nickname: '明明' }));
    const [first, second] = await Promise.all([runtime.verifySession(), runtime.verifySession()]);
    expect([first, second]).toEqual(['verified', 'verified']);
    expect(await runtime.verifySession()).toBe('verified');
    expect(calls(requests, ApiPath.readerSelf)).toHaveLength(1);
    expect(runtime.session.getSnapshot().user?.nickname).toBe('明明');
  });

  it("logs out with the server's message when the token and its refresh are refused", async () => {
    const { runtime } = page((request) =>
      request.path.endsWith(ApiPath.refreshToken)
        ? fail(40101, 'refresh refused', 401)
        : fail(40101, '登录状态已失效，请重新登录', 401),
    );
    expect(await runtime.verifySession()).toBe('failed');
    expect(runtime.session.getSnapshot().isLogin).toBe(false);
    expect(runtime.notifier.getSnapshot().toasts).toEqual([
      expect.objectContaining({ message: '登录状态已失效，请重新登录', kind: 'error' }),
    ]);
    // No forced-logout dialog on top: the toast says it.
    expect(runtime.notifier.getSnapshot().confirms).toEqual([]);
  });

  it('says "Verification failed, please login again" when the server gives no message', async () => {
    const { runtime } = page(() => fail(40401, ''));
    await runtime.setLanguage('zh');
    expect(await runtime.verifySession()).toBe('failed');
    expect(runtime.notifier.getSnapshot().toasts[0]?.message).toBe('验证失败，请重新登录');
  });

  it('keeps the session when the server cannot be reached, and asks again next time', async () => {
    let down = true;
    const { runtime, requests } = page(() => {
      if (down) throw new TypeError('Failed to fetch');
      return ok(DEMO_READER);
    });
    expect(await runtime.verifySession()).toBe('unreachable');
    expect(runtime.session.getSnapshot().isLogin).toBe(true);
    down = false;
    expect(await runtime.verifySession()).toBe('verified');
    expect(calls(requests, ApiPath.readerSelf)).toHaveLength(2);
  });

  it('has nothing to check without a stored session', async () => {
    const { runtime, requests } = page(() => ok(DEMO_READER));
    runtime.clearSession();
    expect(await runtime.verifySession()).toBe('none');
    expect(requests).toEqual([]);
  });
});
