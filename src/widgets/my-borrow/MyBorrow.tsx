import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Loading,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Fines, FINES_PATH } from './Fines';
import { Loans } from './Loans';
import { Reservations } from './Reservations';
import { toSections } from './sections';
import { Heading, PanelLoading } from './styles';
import { Urges } from './Urges';
import { useSectionsSettled } from './useSectionsSettled';

/** The portal's "my borrow" tab: where a reader logging in from the panel comes back to. */
const PORTAL_MY_BORROW = '/book-management';

export interface MyBorrowProps extends CommonWidgetSettings {
  /** Parts to show, e.g. `loans reservations` (loans, fines, urges, reservations); all if unset. */
  sections?: string;
  /** URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's otherwise. */
  bookUrl?: string;
  /** URL of the fine record page; the portal's /student-fine otherwise. */
  finesUrl?: string;
  /** Cancelable `lp-navigate`: to a book, to the fine record, or to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The reader's my-borrow panel: current loans with due dates and days left (overdue ones
 * marked and counted), renew one or all with the reason of a refusal, unpaid fines, the
 * library's urges to return and the reservations with their queue. Logged out it offers to log
 * in, and fills in when a login dialog on the same page logs the reader in (the session is
 * shared, and the queries start once `isLogin` turns true).
 */
export function MyBorrow(props: MyBorrowProps) {
  const { t } = useTranslation('circulation');
  const pageTitled = useRepeatsPageTitle(t('myBorrow.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const sections = toSections(props.sections);
  const bookUrl = props.bookUrl || undefined;
  const finesUrl = props.finesUrl || undefined;
  const settled = useSectionsSettled(sections, session.isLogin);
  return (
    <section aria-labelledby={headingId} part="my-borrow">
      <Heading id={headingId} {...pageTitled}>
        {t('myBorrow.heading')}
      </Heading>
      {session.isLogin && !settled ? (
        <PanelLoading>
          <Loading />
        </PanelLoading>
      ) : session.isLogin ? (
        <>
          {sections.has('fines') ? (
            <Fines finesUrl={finesUrl} onOpen={() => navigateTo(FINES_PATH, {}, finesUrl)} />
          ) : null}
          {sections.has('loans') ? (
            <Loans
              bookUrl={bookUrl}
              onOpenBook={(bookid) => navigateTo(BookPaths.detail, { bookid }, bookUrl)}
            />
          ) : null}
          {sections.has('urges') ? <Urges /> : null}
          {sections.has('reservations') ? <Reservations /> : null}
        </>
      ) : (
        <LoginPrompt
          message={t('gate.myBorrow')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_MY_BORROW, {}))}
        />
      )}
    </section>
  );
}
