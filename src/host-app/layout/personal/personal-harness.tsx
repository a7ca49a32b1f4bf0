import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, useNavigate } from 'react-router';
import { vi } from 'vitest';
import { ApiPath, LibportalProvider, getRuntime, withQuery, type LoginResult } from '../../../core';
import { DEMO_READER } from '../../../test/demo-reader';
import { createFakeApi, ok, type FakeHandler } from '../../../test/fake-api';
import { TEST_API_BASE, withOrganization } from '../../../test/render';
import { buildPersonalRoutes } from '../../personal-routes';
import { buildTeacherRoutes } from '../../teacher-routes';
import { buildAdminRoutes } from '../../admin-routes';
import { AdminLayout } from '../admin/AdminLayout';
import { Header } from '../Header';
import { RequireAuth } from '../RequireAuth';
import { TeacherLayout } from '../teacher/TeacherLayout';
import { PersonalLayout } from './PersonalLayout';

export const DEMO_TEACHER: LoginResult = {
  ...DEMO_READER,
  id: 9,
  readercode: 'T0001',
  name: '王老师',
  nickname: '王老师',
  usertype: 1,
  roles: ['teacher'],
};

/**
 * The portal's frame as PortalLayout makes it: the header (tabs, account menu), the page in
 * <main>, and the navigator through which widgets and logout route in the page.
 */
function Navigator() {
  const navigate = useNavigate();
  useEffect(
    () => getRuntime().setNavigator((path, query) => void navigate(withQuery(path, query))),
    [navigate],
  );
  return (
    <>
      <Header />
      <main>
        <Outlet />
      </main>
    </>
  );
}

/**
 * The personal and teacher areas with stand-in pages (each says its view), behind the real guards, against
 * a fake API that answers the session check with `reader` and records every call.
 */
export function renderPersonal(path: string, reader: LoginResult | null = DEMO_READER) {
  const handler: FakeHandler = (request) => {
    if (request.path.endsWith(ApiPath.readerSelf)) return ok(reader);
    if (request.path.endsWith(ApiPath.logout)) return ok(null);
    return ok(null);
  };
  const api = createFakeApi(withOrganization(handler));
  vi.stubGlobal('fetch', api.fetch);
  if (reader) getRuntime().session.setLogin(reader);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Navigator />,
        children: [
          { path: 'home', element: <p>home page</p> },
          { path: 'login', element: <p>login page</p> },
          { path: '*', element: <p>other page</p> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <PersonalLayout />,
                children: buildPersonalRoutes(
                  (view) => () =>
                    Promise.resolve({ Component: () => <p>{`view ${view.kind}`}</p> }),
                ),
              },
              buildTeacherRoutes(
                { element: <TeacherLayout /> },
                (page) => () =>
                  Promise.resolve({ Component: () => <p>{`teacher ${page.path}`}</p> }),
              ),
              buildAdminRoutes(
                { element: <AdminLayout /> },
                (page) => () => Promise.resolve({ Component: () => <p>{`admin ${page.path}`}</p> }),
              ),
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const rendered = render(
    <LibportalProvider apiBase={TEST_API_BASE}>
      <RouterProvider router={router} />
    </LibportalProvider>,
  );
  return { ...rendered, router, requests: api.requests };
}
