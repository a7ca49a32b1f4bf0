import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  followCountsQuery,
  QueryStates,
  readerSummaryQuery,
  useApi,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Avatar } from './Avatar';
import { CardFacts } from './CardFacts';
import { Medals } from './Medals';
import { Card, Identity } from './styles';

/** Where a logged-out reader comes back to after logging in, in the portal. */
const PORTAL_HOME = '/student-home';

export interface ReaderCardProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate`: to a figure's page (loans, fines, …), or to /login. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function CardBody({ props, headingId }: { props: ReaderCardProps; headingId: string }) {
  const { t } = useTranslation('reader-card');
  const api = useApi();
  const summary = useQuery(readerSummaryQuery(api));
  // The counts come on their own: the card shows without them if that call is slow or fails.
  const follows = useQuery(followCountsQuery(api));
  return (
    <QueryStates query={summary} error={<ErrorState />}>
      {(data) => {
        const { reader } = data;
        const role = reader.roles[0] === 'teacher' ? 'teacher' : 'student';
        const name = reader.nickname || reader.name;
        return (
          <>
            <Identity>
              <Avatar fileid={reader.avatar} label={t('avatar', { name })} />
              <div>
                <h2 id={headingId}>{reader.name}</h2>
                <p>
                  {t('heading')} · {t(`role_${role}`)}
                </p>
              </div>
            </Identity>
            <CardFacts summary={data} follows={follows.data} onNavigate={props.onNavigate} />
            <Medals role={role} />
          </>
        );
      }}
    </QueryStates>
  );
}

/**
 * The reader's card (the student home's, for teachers too): card number, validity, class,
 * school, points, deposit, arrears, loans / overdue / reservations, medals, follows and fans.
 * Logged out, it offers to log in, and fills in when a login dialog on the page logs in.
 */
export function ReaderCard(props: ReaderCardProps) {
  const { t } = useTranslation('reader-card');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  return (
    <Card aria-labelledby={headingId} part="card">
      {session.isLogin ? (
        <CardBody props={props} headingId={headingId} />
      ) : (
        <>
          <h2 id={headingId} style={{ margin: 0, fontSize: '1.3em' }}>
            {t('heading')}
          </h2>
          <LoginPrompt
            message={t('loginRequired')}
            action={t('login')}
            onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_HOME, {}))}
          />
        </>
      )}
    </Card>
  );
}
