import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { MessageForm } from './MessageForm';
import { MessageList } from './MessageList';
import { Heading } from './styles';

/** The portal's "my message" tab. */
const PORTAL_BOARD = '/student-board';

export interface MyMessagesProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The reader's messages (reminders of due dates, overdue loans, arrived reservations, the
 * library's replies and the reader's own board messages), unread ones marked, and the
 * message board form.
 */
export function MyMessages(props: MyMessagesProps) {
  const { t } = useTranslation('circulation');
  const pageTitled = useRepeatsPageTitle(t('messages.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  return (
    <section aria-labelledby={headingId} part="my-messages">
      <Heading id={headingId} {...pageTitled}>
        {t('messages.heading')}
      </Heading>
      {session.isLogin ? (
        <>
          <MessageList />
          <MessageForm />
        </>
      ) : (
        <LoginPrompt
          message={t('gate.messages')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_BOARD, {}))}
        />
      )}
    </section>
  );
}
