import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useSession } from '../core';
import { personalRedirect } from './personal-routes';
import { handle } from './route-handle';
import { TEACHER_PAGES, type TeacherPage } from './teacher-area';

/** Only a teacher enters; a student is sent to their own home (not a 404). */
const TEACHERS = { roles: ['teacher'] } as const;

function TeacherGate() {
  const { roles } = useSession();
  const redirect = personalRedirect(TEACHERS, roles);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

/**
 * The teacher area: the role gate, then the layout (`frame`, the left menu), then every page of
 * teacher-area.ts with its title. The gate comes first so a student never sees the frame.
 * `loaderOf` gives each page (tests give stand-ins; the portal its lazy chunks).
 */
export function buildTeacherRoutes(
  frame: Omit<RouteObject, 'children' | 'index'>,
  loaderOf: (page: TeacherPage) => TeacherPage['page'] = (page) => page.page,
): RouteObject {
  return {
    element: <TeacherGate />,
    children: [
      {
        ...frame,
        children: TEACHER_PAGES.map((page) => ({
          path: page.path,
          lazy: loaderOf(page),
          handle: handle(page.title),
        })),
      } as RouteObject,
    ],
  };
}
