import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession, withQuery, type Role } from '../../core';

/**
 * Spec §2/§6: a visit to a non-public path without a session goes to
 * /login?redirect={full path}; /teacher needs the teacher role.
 */
export function RequireAuth({ role }: { role?: Role }) {
  const { isLogin, roles } = useSession();
  const location = useLocation();
  if (!isLogin) {
    const redirect = location.pathname + location.search + location.hash;
    return <Navigate to={withQuery('/login', { redirect })} replace />;
  }
  if (role && !roles.includes(role)) return <Navigate to="/404" replace />;
  return <Outlet />;
}
