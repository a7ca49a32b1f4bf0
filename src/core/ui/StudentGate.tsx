import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LpEvent } from '../widget/events';
import { RoleGate } from './RoleGate';

/** What only a logged-in student sees (their own marks); a teacher is told why there is none. */
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
  return (
    <RoleGate
      path={path}
      loginMessage={loginMessage}
      loginAction={t('gate.login')}
      role="student"
      roleMessage={t('studentsOnly')}
      onNavigate={onNavigate}
    >
      {children}
    </RoleGate>
  );
}
