import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityAdminItem, CommonWidgetSettings, LpEvent } from '../../core';
import { StaffGate } from '../../core/ui/staff';
import { Status } from '../../core/ui/staff/styles';
import { ActivityForm } from './ActivityForm';
import { ActivityList } from './ActivityList';
import { SignUpsPanel } from './SignUpsPanel';
import { Heading, Root } from './styles';

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
    <StaffGate t={t} path={PORTAL_ACTIVITIES} onNavigate={props.onNavigate}>
      <Content />
    </StaffGate>
  );
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
