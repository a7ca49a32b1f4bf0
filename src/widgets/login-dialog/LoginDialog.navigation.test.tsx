import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, getRuntime, type LoginResult, type LpEvent } from '../../core';
import { DEMO_READER } from '../../test/demo-reader';
import {
  fail,
  ok,
  type FakeHandler,
  type FakeReply,
  type RecordedRequest,
} from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';

vi.mock('./encrypt', () => ({
  preloadEncryption: () => undefined,
  encryptPassword: async () => 'encrypted',
}));

/** The fake API of renderWidget lives on http://api.test: its origin is the portal's. */
const PORTAL = 'http://api.test';
const CODE = 'c'.repeat(43);

function server(
  reader: LoginResult,
  createCode: () => FakeReply = () => ok({ cookieId: CODE, expiresin: 60 }),
): FakeHandler {
  return (request) => {
    if (request.path.endsWith(ApiPath.loginKey)) return ok('PEM');
    if (request.path.endsWith(ApiPath.login)) return ok(reader);
    if (request.path.endsWith(ApiPath.ssoCreateCode)) return createCode();
    return fail(40401, 'not found', 404);
  };
}

/** The page the dialog is on: `location.assign` is recorded instead of followed. */
function onPage(href: string) {
  const url = new URL(href);
  const assign = vi.fn();
  vi.stubGlobal('location', {
    href,
    origin: url.origin,
    protocol: url.protocol,
    host: url.host,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign,
  });
  return assign;
}

async function logIn(props: Partial<LoginDialogProps> = {}, handler = server(DEMO_READER)) {
  const user = userEvent.setup();
  const navigations: LpEvent<'lp-navigate'>[] = [];
  const { requests } = renderWidget(
    <LoginDialog
      open
      {...props}
      onNavigate={(event) => {
        navigations.push(event);
        props.onNavigate?.(event);
      }}
    />,
    handler,
  );
  await user.type(await screen.findByLabelText('读者证号'), '20230001');
  await user.type(screen.getByLabelText('密码'), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(getRuntime().session.getSnapshot().isLogin).toBe(true));
  return { requests, navigations };
}

const codeRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.endsWith(ApiPath.ssoCreateCode));

describe('where the login dialog takes the reader', () => {
  it('from a school site on another origin: into the portal through /ssoLogin with a one-time code', async () => {
    const assign = onPage('http://school.test/index.html');
    const { requests, navigations } = await logIn();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(navigations[0]?.detail).toEqual({ path: '/student', query: {} });
    const [create] = codeRequests(requests);
    expect(create?.method).toBe('POST');
    expect(create?.headers.get('authorization')).toBe(`Bearer ${DEMO_READER.token}`);
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.origin).toBe(PORTAL);
    expect(target.pathname).toBe('/ssoLogin');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      cookieId: CODE,
      redirect: '/student',
      orgcode: 'YTKJ',
    });
    // Never a token in the URL.
    expect(target.href).not.toContain(DEMO_READER.token);
    expect(target.href).not.toContain(DEMO_READER.refreshtoken);
  });

  it('a teacher goes to /teacher the same way', async () => {
    const assign = onPage('http://school.test/index.html');
    await logIn({}, server({ ...DEMO_READER, usertype: 1, roles: ['teacher'] }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(String(assign.mock.calls[0]?.[0])).searchParams.get('redirect')).toBe(
      '/teacher',
    );
  });

  it('staff (a librarian) go to the staff area, /admin', async () => {
    const assign = onPage('http://school.test/index.html');
    await logIn({}, server({ ...DEMO_READER, usertype: 8, roles: ['librarian'] }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(String(assign.mock.calls[0]?.[0])).searchParams.get('redirect')).toBe('/admin');
  });

  it('to the plain portal page when no code can be made (it then asks to log in)', async () => {
    const assign = onPage('http://school.test/index.html');
    const { requests } = await logIn(
      {},
      server(DEMO_READER, () => fail(50001, 'down', 500)),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${PORTAL}/student`));
    expect(codeRequests(requests)).toHaveLength(1);
  });

  it("on a page of the portal's own origin: the plain path, no code", async () => {
    const assign = onPage(`${PORTAL}/examples/school-site/index.html`);
    const { requests } = await logIn();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/student'));
    expect(codeRequests(requests)).toEqual([]);
  });

  it('in the portal itself: its router, no code', async () => {
    onPage('http://school.test/index.html');
    const navigate = vi.fn();
    getRuntime().setNavigator(navigate);
    const { requests } = await logIn();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/student', {}));
    expect(codeRequests(requests)).toEqual([]);
  });

  it('nowhere when the page cancels lp-navigate', async () => {
    const assign = onPage('http://school.test/index.html');
    const cancelled = await logIn({ onNavigate: (event) => event.preventDefault() });
    await waitFor(() => expect(cancelled.navigations).toHaveLength(1));
    expect(cancelled.navigations[0]?.defaultPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(codeRequests(cancelled.requests)).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('to the page after-login-url names, with {role} filled in', async () => {
    const assign = onPage('http://school.test/index.html');
    const { requests } = await logIn({ afterLoginUrl: '/library/{role}.html?type={usertype}' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/library/student.html?type=2'));
    expect(codeRequests(requests)).toEqual([]);
  });
});
