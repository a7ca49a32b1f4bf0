import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LpEvent } from '../widget/events';
import { useNavigateTo } from '../widget/events';
import { useSession } from '../widget/hooks';
import { Muted } from './assignment-styles';
import { BookPaths, loginRedirect } from './book';
import { LoginPrompt } from './LoginPrompt';

/**
 * What only a logged-in student sees (their own marks): a visitor is offered the login, back to
 * `path`; a teacher is told why there is nothing, instead of the server's 403.
 */
export function StudentGate({
  path,
  loginMessage,
  onNavigate,
  children,
}: {
  path: string;
  loginMessage: string;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('learning');
  const session = useSession();
  const navigateTo = useNavigateTo(onNavigate);
  if (!session.isLogin) {
    return (
      <LoginPrompt
        message={loginMessage}
        action={t('gate.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(path, {}))}
      />
    );
  }
  if (!session.roles.includes('student')) return <Muted>{t('studentsOnly')}</Muted>;
  return <>{children}</>;
}
