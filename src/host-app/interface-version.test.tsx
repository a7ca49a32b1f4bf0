import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LibportalProvider, getRuntime } from '../core';
import { storageKey } from '../core/storage';
import { TEST_API_BASE } from '../test/render';
import {
  INTERFACE_VERSION_KEY,
  oldTwinOf,
  readInterfaceVersion,
  switchedPath,
  versionRedirect,
  writeInterfaceVersion,
} from './interface-version';
import { VersionSwitch, useSwitchedNotice } from './layout/HeaderTools';
import { InterfaceVersionGuard } from './layout/InterfaceVersionGuard';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>{`at ${pathname}${search}${hash}`}</p>;
}

function renderAt(url: string, tools = false) {
  const router = createMemoryRouter(
    [
      {
        element: <InterfaceVersionGuard />,
        children: [
          {
            path: '*',
            element: (
              <>
                {tools ? <VersionSwitch /> : null}
                <Where />
                <Outlet />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <LibportalProvider apiBase={TEST_API_BASE}>
      <RouterProvider router={router} />
    </LibportalProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the interface version rules', () => {
  it('pairs every path with its /old twin, but /rss-subscription', () => {
    expect(oldTwinOf('/home')).toBe('/old/home');
    expect(oldTwinOf('/')).toBe('/old');
    expect(oldTwinOf('/old/home')).toBe('/old/home');
    expect(versionRedirect('/book-detail', 'old')).toBe('/old/book-detail');
    expect(versionRedirect('/login', 'old')).toBe('/old/login');
    expect(versionRedirect('/rss-subscription', 'old')).toBeNull();
    expect(versionRedirect('/old/home', 'old')).toBeNull();
    expect(versionRedirect('/old/student-fine', 'new')).toBe('/student-fine');
    expect(versionRedirect('/old', 'new')).toBe('/');
    expect(versionRedirect('/old/rss-subscription', 'new')).toBe('/404');
    expect(versionRedirect('/home', 'new')).toBeNull();
    // Only the prefix: a page whose name begins with "old" is not touched.
    expect(versionRedirect('/oldies', 'new')).toBeNull();
    expect(versionRedirect('/oldies', 'old')).toBe('/old/oldies');
  });

  it('switches any page, login and ssoLogin included, keeping query and fragment', () => {
    const at = (pathname: string) => ({ pathname, search: '?a=1', hash: '#x' });
    expect(switchedPath(at('/login'), 'old')).toBe('/old/login?a=1#x');
    expect(switchedPath(at('/ssoLogin'), 'old')).toBe('/old/ssoLogin?a=1#x');
    expect(switchedPath(at('/old/ssoLogin'), 'new')).toBe('/ssoLogin?a=1#x');
    expect(switchedPath(at('/rss-subscription'), 'old')).toBe('/rss-subscription?a=1#x');
  });

  it('keeps the version in browser storage, the new one by default', () => {
    expect(readInterfaceVersion()).toBe('new');
    expect(writeInterfaceVersion('old')).toBe(true);
    expect(localStorage.getItem(storageKey(INTERFACE_VERSION_KEY))).toBe('old');
    expect(readInterfaceVersion()).toBe('old');
    localStorage.setItem(storageKey(INTERFACE_VERSION_KEY), 'something else');
    expect(readInterfaceVersion()).toBe('new');
  });

  it('reports a version the browser would not keep', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(writeInterfaceVersion('old')).toBe(false);
      expect(readInterfaceVersion()).toBe('new');
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('InterfaceVersionGuard', () => {
  it('sends a reader of the old version to the /old twin, query and fragment kept', async () => {
    writeInterfaceVersion('old');
    const router = renderAt('/book-detail?bookid=7#copies');
    await screen.findByText('at /old/book-detail?bookid=7#copies');
    // Replaced, as a redirect does: Back does not return to the new page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a reader of the new version away from /old paths, and leaves others be', async () => {
    renderAt('/old/student-fine?x=1');
    await screen.findByText('at /student-fine?x=1');
  });

  it('hydrates a prerendered page when the old version was chosen meanwhile, then sends on', async () => {
    const tree = () => (
      <LibportalProvider apiBase={TEST_API_BASE}>
        <RouterProvider
          router={createMemoryRouter(
            [{ element: <InterfaceVersionGuard />, children: [{ path: '*', element: <Where /> }] }],
            { initialEntries: ['/home'] },
          )}
        />
      </LibportalProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    // Stored between the server's render and the (deferred) hydration, as another tab can.
    writeInterfaceVersion('old');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    await screen.findByText('at /old/home');
    expect(mismatches).toEqual([]);
    container.remove();
  });

  it('leaves /rss-subscription to a reader of the old version (it has no twin)', async () => {
    writeInterfaceVersion('old');
    renderAt('/rss-subscription');
    await screen.findByText('at /rss-subscription');
  });
});

describe('VersionSwitch', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    assign.mockReset();
    vi.unstubAllGlobals();
  });

  it('keeps the old version and reloads at the /old twin of the page', async () => {
    renderAt('/login?redirect=%2Fhome', true);
    await userEvent.click(await screen.findByRole('button', { name: '切换到旧版界面' }));
    expect(readInterfaceVersion()).toBe('old');
    expect(assign).toHaveBeenCalledWith('/old/login?redirect=%2Fhome');
  });

  it('says "版本切换失败，请重试" and stays when the browser will not keep the choice', async () => {
    renderAt('/home', true);
    const button = await screen.findByRole('button', { name: '切换到旧版界面' });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await userEvent.click(button);
    } finally {
      setItem.mockRestore();
    }
    expect(assign).not.toHaveBeenCalled();
    expect(
      getRuntime()
        .notifier.getSnapshot()
        .toasts.map((toast) => toast.message),
    ).toContain('版本切换失败，请重试');
  });

  it('says "界面切换成功" for 2 seconds on the page the switch reloaded into, once', async () => {
    sessionStorage.setItem('libportal.versionSwitched', '1');
    function Page() {
      useSwitchedNotice();
      return <p>page</p>;
    }
    const toasts = () =>
      getRuntime()
        .notifier.getSnapshot()
        .toasts.filter((toast) => toast.message === '界面切换成功');
    const first = render(
      <LibportalProvider apiBase={TEST_API_BASE}>
        <Page />
      </LibportalProvider>,
    );
    await screen.findByText('page');
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', duration: 2000 })]);
    first.unmount();
    render(
      <LibportalProvider apiBase={TEST_API_BASE}>
        <Page />
      </LibportalProvider>,
    );
    await screen.findByText('page');
    expect(toasts()).toHaveLength(1);
  });
});
