import { describe, expect, it, vi } from 'vitest';
import { DEMO_READER } from '../../test/demo-reader';
import { createFakeApi, fail, ok, type FakeHandler } from '../../test/fake-api';
import { Notifier } from '../notify/notifier';
import { SessionStore } from '../session/session-store';
import { ApiClient, NETWORK_ERROR_CODE, REQUEST_TIMEOUT_MS } from './client';
import { ApiPath, type LoginResult } from './contract';

const reader: LoginResult = { ...DEMO_READER, token: 'token-1', refreshtoken: 'refresh-1' };

interface SetupOptions {
  loggedIn?: boolean;
  onLoginPage?: boolean;
  /** What Login handed over ('' on the portal's origin: the cookie holds it). */
  refreshtoken?: string;
  /** Receives the `credentials` of every request. */
  credentials?: (RequestCredentials | undefined)[];
}

function setup(handler: FakeHandler, options: SetupOptions = {}) {
  const api = createFakeApi(handler);
  const session = new SessionStore();
  if (options.loggedIn) {
    session.setLogin({ ...reader, refreshtoken: options.refreshtoken ?? reader.refreshtoken });
  }
  const fetch: typeof globalThis.fetch = (input, init) => {
    options.credentials?.push(init?.credentials);
    return api.fetch(input, init);
  };
  const notifier = new Notifier();
  const onLoggedOut = vi.fn((_goToLogin: boolean) => session.clear());
  const client = new ApiClient({
    baseURL: 'http://api.test/api',
    session,
    notifier,
    translate: (key) => `t:${key}`,
    language: () => 'zh',
    onLoggedOut,
    isOnLoginPage: () => options.onLoginPage === true,
    fetch,
  });
  return { client, session, notifier, onLoggedOut, requests: api.requests };
}

describe('ApiClient request shape', () => {
  it('sends JSON with the bearer token, the language and the logged-in body fields', async () => {
    const { client, requests } = setup(() => ok([]), { loggedIn: true });
    await client.post(ApiPath.bookSuggestions, { body: { keywords: 'harry' } });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/LibraryReaderApi/Book/Query/KeyWords');
    expect(request?.headers.get('authorization')).toBe('Bearer token-1');
    expect(request?.headers.get('accept-language')).toBe('zh');
    expect(request?.body).toEqual({
      keywords: 'harry',
      organizationid: 1,
      usertype: 2,
      userid: 7,
      useruuid: 'uuid-7',
    });
  });

  it('adds nothing to the body and sends no token when logged out', async () => {
    const { client, requests } = setup(() => ok([]));
    await client.post(ApiPath.bookSuggestions, { body: { keywords: 'harry' } });
    expect(requests[0]?.body).toEqual({ keywords: 'harry' });
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('puts a PK request under /pkapi', async () => {
    const { client, requests } = setup(() => ok(null));
    await client.get('/LibraryApi/Something', { pk: true, query: { a: 1 } });
    expect(requests[0]?.path).toBe('/api/pkapi/LibraryApi/Something');
    expect(requests[0]?.query.get('a')).toBe('1');
  });

  it('gives up after 60 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });
});

describe('ApiClient error catalogue', () => {
  it('code 0 is success and returns the data', async () => {
    const { client, notifier } = setup(() => ok({ id: 1 }));
    const result = await client.get<{ id: number }>(ApiPath.orgByCode);
    expect(result).toEqual({ ok: true, code: 0, msg: 'success', data: { id: 1 } });
    expect(notifier.getSnapshot().toasts).toHaveLength(0);
  });

  it('10158 shows the server message as an error toast for 5 s', async () => {
    const { client, notifier } = setup(() => fail(10158, '该书不可预借'));
    const result = await client.post(ApiPath.bookAssets);
    expect(result.ok).toBe(false);
    expect(result.code).toBe(10158);
    expect(notifier.getSnapshot().toasts).toEqual([
      expect.objectContaining({ kind: 'error', message: '该书不可预借', duration: 5000 }),
    ]);
  });

  it('10022 asks 确定登出 with 重新登录 / 取消 and confirming goes to /login', async () => {
    const { client, notifier, onLoggedOut } = setup(() => fail(10022, 'logged out'), {
      loggedIn: true,
    });
    await client.post(ApiPath.readerQuery);
    const [dialog] = notifier.getSnapshot().confirms;
    expect(dialog).toMatchObject({
      title: 't:session.loggedOutTitle',
      text: 't:session.loggedOutText',
      confirmText: 't:session.loginAgain',
      cancelText: 't:common.cancel',
    });
    expect(onLoggedOut).toHaveBeenCalledWith(false);
    notifier.settleConfirm(dialog!.id, true);
    await vi.waitFor(() => expect(onLoggedOut).toHaveBeenCalledWith(true));
  });

  it('10022 cancelled keeps the reader on the page (logged out, no /login)', async () => {
    const { client, notifier, onLoggedOut } = setup(() => fail(10022, 'x'), { loggedIn: true });
    await client.post(ApiPath.readerQuery);
    notifier.settleConfirm(notifier.getSnapshot().confirms[0]!.id, false);
    await Promise.resolve();
    expect(onLoggedOut).not.toHaveBeenCalledWith(true);
  });

  it('20102 shows the message, or 请求错误, for 3 s', async () => {
    const withMessage = setup(() => fail(20102, '参数错误'));
    await withMessage.client.post(ApiPath.bookSearch);
    expect(withMessage.notifier.getSnapshot().toasts[0]).toMatchObject({
      message: '参数错误',
      duration: 3000,
    });
    const withoutMessage = setup(() => fail(20102, ''));
    await withoutMessage.client.post(ApiPath.bookSearch);
    expect(withoutMessage.notifier.getSnapshot().toasts[0]).toMatchObject({
      message: 't:common.requestError',
      duration: 3000,
    });
  });

  it('other non-zero codes pass through without a prompt', async () => {
    const { client, notifier } = setup(() => fail(10001, '用户名或密码错误'));
    const result = await client.post(ApiPath.login);
    expect(result).toEqual({
      ok: false,
      code: 10001,
      msg: '用户名或密码错误',
      data: null,
      detail: null,
    });
    expect(notifier.getSnapshot().toasts).toHaveLength(0);
    expect(notifier.getSnapshot().confirms).toHaveLength(0);
  });

  it('a refusal keeps the data that explains it as `detail` (a query error and where)', async () => {
    const { client } = setup(() => ({
      body: {
        code: 40002,
        msg: '第 3 个字符处缺少检索词',
        data: { key: 'missingOperand', position: 2 },
      },
    }));
    const result = await client.post(ApiPath.bookSearch);
    expect(result).toMatchObject({ ok: false, code: 40002, data: null });
    expect(!result.ok && result.detail).toEqual({ key: 'missingOperand', position: 2 });
  });

  it('a network error shows 请求错误 for 3 s and returns a made-up code', async () => {
    const { client, notifier } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await client.get(ApiPath.health);
    expect(result).toMatchObject({
      ok: false,
      code: NETWORK_ERROR_CODE,
      msg: 't:common.requestError',
    });
    expect(notifier.getSnapshot().toasts[0]).toMatchObject({ kind: 'error', duration: 3000 });
  });

  it('an HTTP error with an envelope shows its message and keeps its code', async () => {
    const { client, notifier } = setup(() => fail(40001, '请求参数无效：keyword', 400));
    const result = await client.post(ApiPath.bookSearch);
    expect(result.code).toBe(40001);
    expect(notifier.getSnapshot().toasts[0]?.message).toBe('请求参数无效：keyword');
  });

  it('a reply that is not an envelope (an HTML error page) is a failure', async () => {
    const { client } = setup(() => ({ body: '<html>gateway</html>' }));
    const result = await client.get(ApiPath.health);
    expect(result).toMatchObject({ ok: false, code: NETWORK_ERROR_CODE });
  });

  it('on the login page errors pass through without prompts', async () => {
    const { client, notifier } = setup(() => fail(10158, 'x'), { onLoginPage: true });
    await client.post(ApiPath.bookSearch);
    const network = setup(
      () => {
        throw new TypeError('down');
      },
      { onLoginPage: true },
    );
    await network.client.get(ApiPath.health);
    expect(notifier.getSnapshot().toasts).toHaveLength(0);
    expect(network.notifier.getSnapshot().toasts).toHaveLength(0);
  });
});

describe('ApiClient 401 handling', () => {
  it('20 concurrent calls answered 401 make exactly one refresh, then each retries once', async () => {
    const { client, requests, session } = setup(
      (request) => {
        if (request.path.endsWith(ApiPath.refreshToken)) {
          return {
            ...ok({ token: 'token-2', refreshtoken: 'refresh-2', expiresin: 7200 }),
            delay: 20,
          };
        }
        const authorization = request.headers.get('authorization');
        return authorization === 'Bearer token-2' ? ok('fresh') : fail(40101, 'expired', 401);
      },
      { loggedIn: true },
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post<string>(ApiPath.readerQuery)),
    );
    expect(results.every((result) => result.ok && result.data === 'fresh')).toBe(true);
    const refreshes = requests.filter((request) => request.path.endsWith(ApiPath.refreshToken));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toMatchObject({ refreshtoken: 'refresh-1', loginfrom: 0 });
    const retried = requests.filter(
      (request) =>
        request.path.endsWith(ApiPath.readerQuery) &&
        request.headers.get('authorization') === 'Bearer token-2',
    );
    expect(retried).toHaveLength(20);
    expect(requests).toHaveLength(41);
    expect(session.getSnapshot().token).toBe('token-2');
  });

  it('a failed refresh logs out and shows one dialog, not one per call', async () => {
    const { client, notifier, requests, session } = setup(
      (request) =>
        request.path.endsWith(ApiPath.refreshToken)
          ? fail(40101, 'refresh token revoked', 401)
          : fail(40101, 'expired', 401),
      { loggedIn: true },
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post(ApiPath.readerQuery)),
    );
    expect(results.every((result) => !result.ok)).toBe(true);
    expect(requests.filter((request) => request.path.endsWith(ApiPath.refreshToken))).toHaveLength(
      1,
    );
    expect(notifier.getSnapshot().confirms).toHaveLength(1);
    expect(session.getSnapshot().isLogin).toBe(false);
  });

  it('without a refresh token there is no refresh call, only the dialog', async () => {
    const { client, notifier, requests } = setup(() => fail(40101, 'expired', 401));
    await client.post(ApiPath.readerQuery);
    expect(requests).toHaveLength(1);
    expect(notifier.getSnapshot().confirms).toHaveLength(1);
  });

  it("refreshes the portal's session with its HttpOnly cookie: no token in the body, credentials sent", async () => {
    const credentials: (RequestCredentials | undefined)[] = [];
    const { client, requests, session } = setup(
      (request) => {
        if (request.path.endsWith(ApiPath.refreshToken)) {
          return ok({ token: 'token-2', refreshtoken: '', expiresin: 7200 });
        }
        const fresh = request.headers.get('authorization') === 'Bearer token-2';
        return fresh ? ok('fresh') : fail(40101, 'expired', 401);
      },
      { loggedIn: true, refreshtoken: '', credentials },
    );
    expect(session.getSnapshot().refreshtoken).toBeNull();
    expect(localStorage.getItem('libportal.refreshtoken')).toBeNull();
    const result = await client.post<string>(ApiPath.readerQuery);
    expect(result).toMatchObject({ ok: true, data: 'fresh' });
    const refreshes = requests.filter((request) => request.path.endsWith(ApiPath.refreshToken));
    expect(refreshes.map((request) => request.body)).toEqual([{ loginfrom: 0 }]);
    expect(credentials).toEqual(requests.map(() => 'include'));
    expect(session.getSnapshot()).toMatchObject({ token: 'token-2', refreshtoken: null });
  });

  it('a widget on another origin keeps its rotated refresh token in its own storage', async () => {
    const { client, session } = setup(
      (request) =>
        request.path.endsWith(ApiPath.refreshToken)
          ? ok({ token: 'token-2', refreshtoken: 'refresh-2', expiresin: 7200 })
          : request.headers.get('authorization') === 'Bearer token-2'
            ? ok('fresh')
            : fail(40101, 'expired', 401),
      { loggedIn: true },
    );
    await client.post(ApiPath.readerQuery);
    expect(session.getSnapshot().refreshtoken).toBe('refresh-2');
    expect(localStorage.getItem('libportal.refreshtoken')).toBe('refresh-2');
  });

  it('a 401 on the login page clears the session without a dialog', async () => {
    const { client, notifier, session } = setup(() => fail(40101, 'expired', 401), {
      loggedIn: true,
      onLoginPage: true,
    });
    session.setTokens({ token: 'token-1', refreshtoken: '', expiresin: 1 });
    await client.post(ApiPath.readerQuery);
    expect(notifier.getSnapshot().confirms).toHaveLength(0);
    expect(session.getSnapshot().isLogin).toBe(false);
  });
});

/** The client on the platform's fetch (it used ofetch): what each request and answer becomes. */
describe('ApiClient requests and answers', () => {
  /** A client whose fetch is `fetch`, with the requests it was handed. */
  function withFetch(fetch: typeof globalThis.fetch, baseURL = 'http://api.test/api/') {
    const calls: { url: string; init: RequestInit }[] = [];
    const notifier = new Notifier();
    const client = new ApiClient({
      baseURL,
      session: new SessionStore(),
      notifier,
      translate: (key) => `t:${key}`,
      language: () => 'en',
      onLoggedOut: () => undefined,
      isOnLoginPage: () => false,
      fetch: (input, init) => {
        calls.push({ url: String(input), init: init ?? {} });
        return fetch(input, init);
      },
    });
    return { client, notifier, calls };
  }
  const json = (text: string, status = 200) =>
    new Response(text, { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

  it('joins the base and the path with one slash and sends only the defined query values', async () => {
    const { client, calls } = withFetch(async () => json('{"code":0,"msg":"","data":1}'));
    await client.get('/LibraryReaderApi/Book', {
      query: { q: '三体 & co', page: 2, all: false, none: undefined },
    });
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe('http://api.test/api/LibraryReaderApi/Book');
    expect([...url.searchParams]).toEqual([
      ['q', '三体 & co'],
      ['page', '2'],
      ['all', 'false'],
    ]);
    expect(calls[0]!.init.credentials).toBe('include');
  });

  it('sends an object as JSON and a file upload as it is', async () => {
    const { client, calls } = withFetch(async () => json('{"code":0,"msg":"","data":null}'));
    await client.post('/a', { body: { n: 1 } });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await client.post('/b', { body: form });
    const headers = (call: number) => new Headers(calls[call]!.init.headers);
    expect(calls[0]!.init.body).toBe('{"n":1}');
    expect(headers(0).get('content-type')).toBe('application/json');
    expect(calls[1]!.init.body).toBe(form);
    // The browser writes the multipart boundary itself.
    expect(headers(1).get('content-type')).toBeNull();
  });

  it('gives up after 60 s: a network failure with its toast, no answer awaited for ever', async () => {
    vi.useFakeTimers();
    try {
      const { client, notifier } = withFetch(
        (_input, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      );
      const caller = new AbortController();
      const answers = [client.get('/slow'), client.get('/slow', { signal: caller.signal })];
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      let settled = false;
      void Promise.all(answers).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      for (const answer of await Promise.all(answers)) {
        expect(answer).toMatchObject({ ok: false, code: NETWORK_ERROR_CODE });
      }
      expect(notifier.getSnapshot().toasts).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a call its caller cancels ends without a toast', async () => {
    const { client, notifier } = withFetch(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const caller = new AbortController();
    const answer = client.get('/slow', { signal: caller.signal });
    caller.abort();
    expect(await answer).toMatchObject({ ok: false, code: NETWORK_ERROR_CODE, msg: '' });
    expect(notifier.getSnapshot().toasts).toHaveLength(0);
  });

  it('drops keys of an answer that would reach a prototype', async () => {
    const { client } = withFetch(async () =>
      json(
        '{"code":0,"msg":"","data":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"title":"x"}}',
      ),
    );
    const result = await client.get<Record<string, unknown>>('/book');
    expect(result.ok && Object.keys(result.data)).toEqual(['title']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
  });

  it('reads a refusal’s envelope from an error status, and an HTML page as no envelope', async () => {
    const refused = withFetch(async () => json('{"code":40001,"msg":"bad","data":null}', 400));
    expect(await refused.client.get('/x')).toMatchObject({ ok: false, code: 40001, msg: 'bad' });
    const html = withFetch(
      async () => new Response('{"code":0}', { headers: { 'content-type': 'text/html' } }),
    );
    expect(await html.client.get('/x')).toMatchObject({ ok: false, code: NETWORK_ERROR_CODE });
  });

  it('a file comes as a Blob, and a file that cannot be had as null', async () => {
    const file = withFetch(
      async () => new Response('a,b\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const blob = await file.client.blob('/export', { id: '1' });
    expect(await blob?.text()).toBe('a,b\n');
    expect(new URL(file.calls[0]!.url).searchParams.get('id')).toBe('1');
    const missing = withFetch(async () => json('{"code":404,"msg":"","data":null}', 404));
    expect(await missing.client.blob('/export', { id: '2' })).toBeNull();
    const down = withFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await down.client.blob('/export', { id: '3' })).toBeNull();
  });
});
