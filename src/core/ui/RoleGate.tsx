import type { ReactNode } from 'react';
import type { LpEvent } from '../widget/events';
import { useNavigateTo } from '../widget/events';
import { useSession } from '../widget/hooks';
import { Muted } from './assignment-styles';
import { BookPaths, loginRedirect } from './book';
import { LoginPrompt } from './LoginPrompt';

export interface RoleGateProps {
  /** Where the login brings the reader back to. */
  path: string;
  /** Why a visitor must log in, and the login button's text. */
  loginMessage: string;
  loginAction: string;
  /** The role the content is for; the server refuses the others anyway. */
  role?: 'student' | 'teacher';
  /** What a logged-in reader without `role` is told instead of the server's 403. */
  roleMessage?: string;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
  children: ReactNode;
}

/**
 * What only a logged-in reader (of a role) sees: a visitor is offered the login, back to
 * `path`; a reader of another role is told why there is nothing.
 */
export function RoleGate(props: RoleGateProps) {
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  if (!session.isLogin) {
    return (
      <LoginPrompt
        message={props.loginMessage}
        action={props.loginAction}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(props.path, {}))}
      />
    );
  }
  if (props.role && !session.roles.includes(props.role)) return <Muted>{props.roleMessage}</Muted>;
  return <>{props.children}</>;
}
