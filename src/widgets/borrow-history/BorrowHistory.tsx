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
import { CalendarFeed } from './CalendarFeed';
import { HistoryList } from './HistoryList';
import { HistorySetting } from './HistorySetting';
import { Heading } from './styles';

/** The portal's borrow-history page, where a reader logging in here comes back. */
const PORTAL_HISTORY = '/student-borrowhistory';

export interface BorrowHistoryProps extends CommonWidgetSettings {
  /** Hides the calendar-feed part (shown by default). */
  noCalendar?: boolean;
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The reader's borrowing history, kept only if they opt in: the setting, the returned loans a
 * page at a time, "delete my history", and the private calendar feed of due dates.
 */
export function BorrowHistory(props: BorrowHistoryProps) {
  const { t } = useTranslation('circulation');
  const pageTitled = useRepeatsPageTitle(t('history.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  return (
    <section aria-labelledby={headingId} part="borrow-history">
      <Heading id={headingId} {...pageTitled}>
        {t('history.heading')}
      </Heading>
      {session.isLogin ? (
        <>
          <HistorySetting />
          <HistoryList headingId={headingId} />
          {props.noCalendar ? null : <CalendarFeed />}
        </>
      ) : (
        <LoginPrompt
          message={t('gate.history')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_HISTORY, {}))}
        />
      )}
    </section>
  );
}
