import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  Loading,
  useRuntime,
  useSession,
  withQuery,
  type Role,
  type SessionCheck,
} from '../../core';

/** The start-up check of the stored session (runtime.verifySession), once it has answered. */
function useSessionCheck(): SessionCheck | 'pending' {
  const runtime = useRuntime();
  const [check, setCheck] = useState<SessionCheck | 'pending'>(
    () => runtime.sessionCheck ?? 'pending',
  );
  useEffect(() => {
    let live = true;
    void runtime.verifySession().then((outcome) => {
      if (live) setCheck(outcome);
    });
    return () => {
      live = false;
    };
  }, [runtime]);
  return check;
}

/**
 * A visit to a non-public path without a session goes to
 * /login?redirect={full path}; /teacher needs the teacher role. A stored session is first
 * checked with the server (user info): until it answers the page waits, and a refused one is
 * logged out, which App sends to / with the message.
 */
export function RequireAuth({ role }: { role?: Role }) {
  const { isLogin, roles } = useSession();
  const location = useLocation();
  const check = useSessionCheck();
  if (check === 'pending' && isLogin) return <Loading />;
  if (!isLogin) {
    const redirect = location.pathname + location.search + location.hash;
    return <Navigate to={withQuery('/login', { redirect })} replace />;
  }
  if (role && !roles.includes(role)) return <Navigate to="/404" replace />;
  return <Outlet />;
}
