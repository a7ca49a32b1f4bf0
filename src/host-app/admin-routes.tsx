import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useSession } from '../core';
import { ADMIN_HOME, ADMIN_PAGES, isStaff, mayOpen, type AdminPage } from './admin-area';
import { homeOf } from './personal-area';
import { handle } from './route-handle';

/** Only staff enter; a reader is sent to their own home (not a 404), as the teacher area does. */
function StaffGate() {
  const { roles } = useSession();
  return isStaff(roles) ? <Outlet /> : <Navigate to={homeOf(roles)} replace />;
}

/** A page for some staff roles only (settings: admins): the others land on /admin. */
function PageGate({ page }: { page: AdminPage }) {
  const { roles } = useSession();
  return mayOpen(page, roles) ? <Outlet /> : <Navigate to={ADMIN_HOME} replace />;
}

/**
 * The staff area: the gate, then the layout (`frame`, the staff menu), then every page of
 * admin-area.ts with its title. The gate comes first so a reader never sees the frame; a
 * visitor without a session never gets here (RequireAuth sends them to the login).
 */
export function buildAdminRoutes(
  frame: Omit<RouteObject, 'children' | 'index'>,
  loaderOf: (page: AdminPage) => AdminPage['page'] = (page) => page.page,
): RouteObject {
  return {
    element: <StaffGate />,
    children: [
      {
        ...frame,
        children: ADMIN_PAGES.map((page) => {
          const route = { path: page.path, lazy: loaderOf(page), handle: handle(page.title) };
          return page.roles ? { element: <PageGate page={page} />, children: [route] } : route;
        }),
      } as RouteObject,
    ],
  };
}
