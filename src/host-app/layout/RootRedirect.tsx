import { Navigate } from 'react-router';
import { useSession } from '../../core';

/** Spec §2: `/` goes to /home, or to /student-home for a logged-in reader. */
export function RootRedirect() {
  const { isLogin, roles } = useSession();
  if (!isLogin) return <Navigate to="/home" replace />;
  return <Navigate to={roles[0] === 'teacher' ? '/teacher-home' : '/student-home'} replace />;
}
