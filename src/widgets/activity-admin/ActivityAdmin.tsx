import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSession,
  type ActivityAdminItem,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { RoleGate } from '../../core/ui/RoleGate';
import { ActivityForm } from './ActivityForm';
import { ActivityList } from './ActivityList';
import { SignUpsPanel } from './SignUpsPanel';
import { Heading, Root, Status } from './styles';

/** The portal's activities page: where a librarian logging in from the widget comes back to. */
const PORTAL_ACTIVITIES = '/admin/activities';

export interface ActivityAdminProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when no one is logged in. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The library's activities for its staff: the list, the form of one, and who signed up.
 * Librarians and admins.
 */
export function ActivityAdmin(props: ActivityAdminProps) {
  const { t } = useTranslation('activity-admin');
  return (
    <RoleGate
      path={PORTAL_ACTIVITIES}
      loginMessage={t('loginRequired')}
      loginAction={t('login')}
      onNavigate={props.onNavigate}
    >
      <StaffOnly>
        <Content />
      </StaffOnly>
    </RoleGate>
  );
}

/** A reader is told why there is nothing, rather than shown the server's 403. */
function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('activity-admin');
  const { roles } = useSession();
  const staff = roles.includes('librarian') || roles.includes('admin');
  return staff ? <>{children}</> : <p>{t('staffOnly')}</p>;
}

/** What the page shows in place of the list: the form of one activity, or its sign-ups. */
type View =
  | { show: 'list' }
  | { show: 'form'; activity: ActivityAdminItem | null }
  | { show: 'signups'; id: number };

function Content() {
  const { t } = useTranslation('activity-admin');
  const headingId = useId();
  const [view, setView] = useState<View>({ show: 'list' });
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState('');
  const go = (next: View) => {
    setMessage('');
    setView(next);
  };
  const back = (said?: string) => {
    setMessage(said ?? '');
    setView({ show: 'list' });
  };
  return (
    <Root aria-labelledby={headingId} part="activity-admin">
      <Heading id={headingId}>{t('heading')}</Heading>
      <Status role="status">{message}</Status>
      {view.show === 'list' ? (
        <ActivityList
          page={page}
          onPage={setPage}
          onNew={() => go({ show: 'form', activity: null })}
          onEdit={(activity) => go({ show: 'form', activity })}
          onSignUps={(id) => go({ show: 'signups', id })}
        />
      ) : view.show === 'form' ? (
        <ActivityForm key={view.activity?.id ?? 'new'} saved={view.activity} onBack={back} />
      ) : (
        <SignUpsPanel id={view.id} onBack={() => back()} />
      )}
    </Root>
  );
}
