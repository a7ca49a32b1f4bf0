import { Navigate } from 'react-router';
import { useSession } from '../../core';
import { homeOf } from '../personal-area';

/** `/` goes to /home, or to the logged-in reader's home (staff: /admin). */
export function RootRedirect() {
  const { isLogin, roles } = useSession();
  if (!isLogin) return <Navigate to="/home" replace />;
  return <Navigate to={homeOf(roles)} replace />;
}
