import type { ReactNode } from 'react';
import type { LpEvent } from '../../widget/events';
import { useSession } from '../../widget/hooks';
import { RoleGate } from '../RoleGate';

/** The gate's words, under the same keys in every staff widget's namespace. */
export type StaffGateKey = 'loginRequired' | 'login' | 'staffOnly' | 'adminOnly';

export interface StaffGateProps {
  /**
   * The widget's `t`: why a visitor must log in (`loginRequired`), the login button (`login`),
   * and what anyone else is told: `staffOnly`, or `adminOnly` for a widget of the admins'.
   */
  t: (key: StaffGateKey) => string;
  /** Where the login brings the librarian back to (the widget's page in the portal). */
  path: string;
  /** Admins only (the library's settings); librarians and admins otherwise. */
  adminsOnly?: boolean;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
  children: ReactNode;
}

/**
 * What only the library's staff see: a visitor is offered the login, back to `path`; anyone
 * logged in without the role is told why there is nothing, rather than shown the server's 403
 * (the server refuses them anyway).
 */
export function StaffGate({ t, path, adminsOnly = false, onNavigate, children }: StaffGateProps) {
  const { roles } = useSession();
  const allowed = roles.includes('admin') || (!adminsOnly && roles.includes('librarian'));
  return (
    <RoleGate
      path={path}
      loginMessage={t('loginRequired')}
      loginAction={t('login')}
      onNavigate={onNavigate}
    >
      {allowed ? children : <p>{t(adminsOnly ? 'adminOnly' : 'staffOnly')}</p>}
    </RoleGate>
  );
}
