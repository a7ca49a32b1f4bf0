import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  departmentsForTeacherQuery,
  ErrorState,
  QueryStates,
  useApi,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  type TeacherDepartment,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Classes, Heading, Hint, Status } from './styles';

/** The portal page that shows this widget (the login comes back to it). */
const PORTAL_PAGE = '/teacher-home';

export interface ManagedDepartmentsProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function AssignedClasses({ classes }: { classes: TeacherDepartment[] }) {
  const { t } = useTranslation('teaching');
  const headingId = useId();
  if (classes.length === 0) return <Hint role="status">{t('departments.none')}</Hint>;
  return (
    <>
      <Classes aria-labelledby={headingId}>
        <h3 id={headingId}>{t('departments.listHeading')}</h3>
        <ul>
          {classes.map((dep) => (
            <li key={dep.id}>
              <span>{dep.name}</span>
              <small>{t('departments.students', { count: dep.studentcount })}</small>
            </li>
          ))}
        </ul>
      </Classes>
      <Status role="status">{t('departments.managedCount', { count: classes.length })}</Status>
    </>
  );
}

function Loaded() {
  const api = useApi();
  // The organisation's departments, each marked as the teacher's or not (the query the
  // reading-program form shares): only the teacher's are shown.
  const list = useQuery(departmentsForTeacherQuery(api));
  // No departments at all is the same as none of them the teacher's: AssignedClasses says so.
  return (
    <QueryStates query={list} error={<ErrorState />} isEmpty={() => false}>
      {(data) => <AssignedClasses classes={data.filter((dep) => dep.managed)} />}
    </QueryStates>
  );
}

/**
 * The classes a teacher teaches (teachers manage departments), as the library assigned them, with
 * their students: what the teacher sees of students (tasks, compositions, statistics) is
 * limited to these on the server. The library assigns them, not the teacher: a class a teacher
 * could add to their own list would open its students' work to them.
 */
export function ManagedDepartments(props: ManagedDepartmentsProps) {
  const { t } = useTranslation('teaching');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  let body;
  if (!session.isLogin) {
    body = (
      <LoginPrompt
        message={t('gate.departments')}
        action={t('gate.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_PAGE, {}))}
      />
    );
  } else if (!session.roles.includes('teacher')) {
    body = <Hint>{t('gate.teachersOnly')}</Hint>;
  } else {
    body = (
      <>
        <Hint>{t('departments.hint')}</Hint>
        <Loaded />
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} part="managed-departments">
      <Heading id={headingId}>{t('departments.heading')}</Heading>
      {body}
    </section>
  );
}
