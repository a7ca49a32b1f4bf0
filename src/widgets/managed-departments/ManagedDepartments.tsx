import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  departmentsForTeacherQuery,
  setManagedDepartment,
  useApi,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  type TeacherDepartment,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { ListStates } from '../../core/ui/ListStates';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Choices, Heading, Hint, Status } from './styles';

/** The portal page that shows this widget (the login comes back to it). */
const PORTAL_PAGE = '/teacher-home';

export interface ManagedDepartmentsProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function DepartmentChoices({ list }: { list: TeacherDepartment[] }) {
  const { t } = useTranslation('teaching');
  const api = useApi();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  // One change at a time: a double click on a box must not add then remove in a race.
  const [busy, setBusy] = useState<number | null>(null);
  const running = useRef(false);
  const toggle = async (dep: TeacherDepartment) => {
    if (running.current) return;
    running.current = true;
    setBusy(dep.id);
    try {
      const result = await setManagedDepartment(api, queryClient, dep.id, !dep.managed);
      setStatus(result.ok ? t('departments.saved') : result.msg || t('departments.failed'));
    } finally {
      running.current = false;
      setBusy(null);
    }
  };
  const managed = list.filter((dep) => dep.managed).length;
  return (
    <>
      <Choices>
        <legend>{t('departments.legend')}</legend>
        <ul>
          {list.map((dep) => (
            <li key={dep.id}>
              <label>
                <input
                  type="checkbox"
                  checked={dep.managed}
                  disabled={busy === dep.id}
                  onChange={() => void toggle(dep)}
                />
                <span>{dep.name}</span>
                <small>{t('departments.students', { count: dep.studentcount })}</small>
              </label>
            </li>
          ))}
        </ul>
      </Choices>
      <Status role="status">{status || t('departments.managedCount', { count: managed })}</Status>
    </>
  );
}

function Loaded() {
  const { t } = useTranslation('teaching');
  const api = useApi();
  const list = useQuery(departmentsForTeacherQuery(api));
  return (
    <ListStates list={list} empty={<Hint>{t('departments.empty')}</Hint>}>
      {(items) => <DepartmentChoices list={items} />}
    </ListStates>
  );
}

/**
 * The classes a teacher teaches (spec §6, §7 departments): every class and teaching group of
 * the organisation, the teacher's ticked; ticking one takes it on, unticking lets it go. What
 * the teacher sees of students is limited to these on the server.
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
