import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, LibportalProvider, ResultCode, getRuntime } from '../../../core';
import { DEMO_READER } from '../../../test/demo-reader';
import { createFakeApi, fail, ok, type FakeHandler } from '../../../test/fake-api';
import { TEST_API_BASE, withOrganization } from '../../../test/render';
import { SsoLoginPage } from './SsoLoginPage';

const CODE = 'c'.repeat(43);

function visit(url: string, handler: FakeHandler) {
  const api = createFakeApi(withOrganization(handler));
  vi.stubGlobal('fetch', api.fetch);
  const Where = () => <p>arrived</p>;
  const router = createMemoryRouter(
    [
      { path: '/ssoLogin', element: <SsoLoginPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <StrictMode>
      <LibportalProvider apiBase={TEST_API_BASE}>
        <RouterProvider router={router} />
      </LibportalProvider>
    </StrictMode>,
  );
  const codeCalls = () =>
    api.requests.filter((request) => request.path.endsWith(ApiPath.ssoQueryCookie));
  const arrived = async () => {
    await screen.findByText('arrived');
    return router.state.location.pathname + router.state.location.search;
  };
  return { codeCalls, arrived };
}

const accepts =
  (reader = DEMO_READER): FakeHandler =>
  (request) =>
    request.path.endsWith(ApiPath.ssoQueryCookie) && request.query.get('cookieId') === CODE
      ? ok({ ...reader, refreshtoken: '' })
      : fail(ResultCode.ssoCodeInvalid, '登录链接无效或已过期，请重新登录');

describe('/ssoLogin', () => {
  it('exchanges the code once (also under StrictMode) and goes on to `redirect`, logged in', async () => {
    const page = visit(
      `/ssoLogin?cookieId=${CODE}&redirect=${encodeURIComponent('/book-list?keyword=三体')}&orgcode=YTKJ`,
      accepts(),
    );
    expect(await page.arrived()).toBe(`/book-list?keyword=${encodeURIComponent('三体')}`);
    expect(page.codeCalls()).toHaveLength(1);
    expect(page.codeCalls()[0]?.query.get('orgcode')).toBe('YTKJ');
    expect(getRuntime().session.getSnapshot()).toMatchObject({
      isLogin: true,
      token: DEMO_READER.token,
      refreshtoken: null,
    });
  });

  it('never redirects outside the portal: the reader goes to their own page instead', async () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const page = visit(
        `/ssoLogin?cookieId=${CODE}&redirect=${encodeURIComponent(redirect)}`,
        accepts({ ...DEMO_READER, usertype: 1, roles: ['teacher'] }),
      );
      expect(await page.arrived()).toBe('/teacher');
      cleanup();
    }
  });

  it('an unknown, used or expired code: the server message, then the login page', async () => {
    const page = visit(`/ssoLogin?cookieId=${'x'.repeat(43)}&redirect=%2Fstudent-home`, accepts());
    expect(await page.arrived()).toBe('/login?redirect=%2Fstudent-home');
    expect(getRuntime().notifier.getSnapshot().toasts[0]).toMatchObject({
      message: '登录链接无效或已过期，请重新登录',
      kind: 'error',
    });
    expect(getRuntime().session.getSnapshot().isLogin).toBe(false);
  });

  it('a link without a usable code says so in the reader language', async () => {
    await getRuntime().setLanguage('en');
    const page = visit('/ssoLogin', () => fail(ResultCode.invalidInput, 'invalid: cookieId', 400));
    expect(await page.arrived()).toBe('/login');
    await waitFor(() =>
      expect(getRuntime().notifier.getSnapshot().toasts[0]?.message).toBe(
        'This sign-in link is invalid, already used or expired: please log in',
      ),
    );
  });
});
