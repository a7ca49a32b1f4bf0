import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, getRuntime } from '../core';
import { DEMO_READER } from '../test/demo-reader';
import { createFakeApi, fail, ok, type FakeHandler } from '../test/fake-api';
import { withOrganization } from '../test/render';
import { App } from './App';
import { RequireAuth } from './layout/RequireAuth';

/** The portal starts with a stored session and checks it with the server. */
function start(handler: FakeHandler, stored = true) {
  const api = createFakeApi(withOrganization(handler));
  vi.stubGlobal('fetch', api.fetch);
  if (stored) getRuntime().session.setLogin(DEMO_READER);
  const shown: string[] = [];
  const Page = ({ name }: { name: string }) => {
    shown.push(name);
    return <p>{name}</p>;
  };
  const router = createMemoryRouter(
    [
      { path: '/', element: <Page name="root" /> },
      { path: '/login', element: <Page name="login" /> },
      {
        element: <RequireAuth />,
        children: [{ path: '/student-home', element: <Page name="reader page" /> }],
      },
    ],
    { initialEntries: ['/student-home'] },
  );
  render(<App router={router} />);
  return { router, shown, requests: api.requests };
}

const refused: FakeHandler = (request) =>
  request.path.endsWith(ApiPath.refreshToken)
    ? fail(40101, 'refresh refused', 401)
    : fail(40101, '登录状态已失效，请重新登录', 401);

describe('the portal starting with a stored session', () => {
  it('refused by the server: logged out with its message, and sent to /', async () => {
    const { router, shown } = start(refused);
    await screen.findByText('root');
    expect(router.state.location.pathname).toBe('/');
    expect(getRuntime().session.getSnapshot().isLogin).toBe(false);
    expect(getRuntime().notifier.getSnapshot().toasts).toEqual([
      expect.objectContaining({ message: '登录状态已失效，请重新登录', kind: 'error' }),
    ]);
    // The reader's page never showed with a session the server refused.
    expect(shown).not.toContain('reader page');
  });

  it('accepted: the page waits for the answer, then shows with the fresh user info', async () => {
    const { shown, requests } = start(() => ok({ ...DEMO_READER, nickname: '明明' }));
    await screen.findByRole('status');
    await screen.findByText('reader page');
    expect(getRuntime().session.getSnapshot().user?.nickname).toBe('明明');
    expect(requests.filter((request) => request.path.endsWith(ApiPath.readerSelf))).toHaveLength(1);
    expect(shown).not.toContain('root');
  });

  it('the server unreachable: the session is kept and the page shows', async () => {
    start(() => {
      throw new TypeError('Failed to fetch');
    });
    await screen.findByText('reader page');
    expect(getRuntime().session.getSnapshot().isLogin).toBe(true);
  });

  it('no session stored: a reader page asks to log in, and nothing is checked', async () => {
    const { router, requests } = start(() => ok(DEMO_READER), false);
    await screen.findByText('login');
    expect(router.state.location.search).toBe('?redirect=%2Fstudent-home');
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith(ApiPath.readerSelf))).toBe(false),
    );
  });
});
