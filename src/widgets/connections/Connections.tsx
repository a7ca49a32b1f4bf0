import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type FollowListKind,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { FollowLists } from './FollowLists';
import { ReaderSearch } from './ReaderSearch';
import { ShareSetting } from './ShareSetting';
import { Heading } from './styles';
import { useFollow } from './useFollow';

/** The portal's follows page. */
const PORTAL_CONNECTIONS = '/student-connection';

export interface ConnectionsProps extends CommonWidgetSettings {
  /** The list shown first: `following` (default) or `fans`. */
  list?: string;
  /** Cancelable `lp-navigate`: to /login when logged out, to a reader's booklists. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * Follows and fans: find a reader of the same organisation and follow them, the readers
 * followed (their public booklists, and their reading when they share it) and the fans, and
 * the reader's own "let followers see my reading" setting.
 */
export function Connections(props: ConnectionsProps) {
  const { t } = useTranslation('people');
  const pageTitled = useRepeatsPageTitle(t('connections.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const { toggle, status } = useFollow();
  const initial: FollowListKind = props.list === 'fans' ? 'fans' : 'following';
  return (
    <section aria-labelledby={headingId} part="connections">
      <Heading id={headingId} {...pageTitled}>
        {t('connections.heading')}
      </Heading>
      {session.isLogin ? (
        <>
          <ShareSetting />
          <ReaderSearch onToggle={(reader) => void toggle(reader)} />
          <StatusLine role="status">{status}</StatusLine>
          <FollowLists
            initial={initial}
            onToggle={(reader) => void toggle(reader)}
            onNavigate={props.onNavigate}
          />
        </>
      ) : (
        <LoginPrompt
          message={t('gate.connections')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_CONNECTIONS, {}))}
        />
      )}
    </section>
  );
}
