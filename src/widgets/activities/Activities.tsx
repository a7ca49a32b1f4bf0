import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activitiesQuery,
  changeSignUp,
  QueryStates,
  useApi,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { Muted, StatusLine } from '../../core/ui/AccountTable';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { ActivityItem } from './ActivityItem';
import { Heading, List } from './styles';

const PORTAL_PAGE = '/student-activity';

export interface ActivitiesProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function ActivityList() {
  const { t } = useTranslation('activities');
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery(activitiesQuery(api));
  const [busy, setBusy] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  // The time the list was drawn: what has started is decided once per answer.
  const [now] = useState(() => Date.now());

  const change = async (id: number, title: string, join: boolean) => {
    setBusy(id);
    const result = await changeSignUp(api, queryClient, id, join);
    setBusy(null);
    setStatus(
      result.ok ? t(join ? 'activities.joined' : 'activities.left', { title }) : result.msg,
    );
  };
  return (
    <QueryStates query={list} empty={<Muted>{t('activities.empty')}</Muted>}>
      {(data) => (
        <>
          <StatusLine role="status">{status}</StatusLine>
          <List>
            {data.map((activity) => (
              <ActivityItem
                key={activity.id}
                activity={activity}
                now={now}
                busy={busy === activity.id}
                onChange={(join) => void change(activity.id, activity.title, join)}
              />
            ))}
          </List>
        </>
      )}
    </QueryStates>
  );
}

/** The library's reading events: sign up within the places, once; cancel before the start. */
export function Activities(props: ActivitiesProps) {
  const { t } = useTranslation('activities');
  const pageTitled = useRepeatsPageTitle(t('activities.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  return (
    <section aria-labelledby={headingId} part="activities">
      <Heading id={headingId} {...pageTitled}>
        {t('activities.heading')}
      </Heading>
      {session.isLogin ? (
        <ActivityList />
      ) : (
        <LoginPrompt
          message={t('gate.activities')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_PAGE, {}))}
        />
      )}
    </section>
  );
}
