import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  bookAvailabilityQuery,
  Button,
  ErrorState,
  QueryStates,
  useApi,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  type PreBorrowRecord,
} from '../../core';
import { BookPaths, loginRedirect, useBookDetail } from '../../core/ui/book';
import { BookGate, type BookViewProps } from '../../core/ui/BookGate';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { AvailabilityTable } from './AvailabilityTable';
import { BookSummary } from './BookSummary';
import { MyReservation } from './MyReservation';
import { ReserveForm } from './ReserveForm';
import { StandingNotice, standingBlock } from './StandingNotice';
import { Actions } from './styles';

export interface PreBorrowProps extends CommonWidgetSettings {
  /** The book to reserve (a number, or its digits as the `bookid` attribute). */
  bookid?: number | string;
  /** Cancelable `lp-navigate`: to /login?redirect= when logged out, to /bookDetail. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** Reservations still in force; the others are history (contract PreBorrowState). */
const ACTIVE_STATES: ReadonlySet<PreBorrowRecord['state']> = new Set([
  'waiting',
  'notArrived',
  'arrived',
]);

function PreBorrowView({ bookid, organizationid, onNavigate }: BookViewProps) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const navigateTo = useNavigateTo(onNavigate);
  const book = useBookDetail(bookid, organizationid);
  // `mine` is the asking reader's: another reader (or none) is another answer.
  const viewer = session.isLogin ? (session.user?.id ?? 0) : 0;
  const availability = useQuery(bookAvailabilityQuery(api, organizationid, bookid, viewer));

  const mine =
    availability.data?.mine && ACTIVE_STATES.has(availability.data.mine.state)
      ? availability.data.mine
      : null;

  const readerFor = (title: string) => {
    let reader;
    if (!session.isLogin) {
      reader = (
        <LoginPrompt
          message={t('preBorrow.loginRequired')}
          action={t('preBorrow.login')}
          onLogin={() =>
            navigateTo(BookPaths.login, loginRedirect(BookPaths.preBorrow, { bookid }))
          }
        />
      );
    } else if (!availability.data) {
      reader = null;
    } else if (mine) {
      reader = (
        <MyReservation
          record={mine}
          title={title}
          bookid={bookid}
          organizationid={organizationid}
        />
      );
    } else if (availability.data.standing && standingBlock(availability.data.standing)) {
      reader = <StandingNotice standing={availability.data.standing} />;
    } else {
      reader = (
        <ReserveForm
          // Another form when the choice changes between reserving and queueing.
          key={availability.data.available > 0 ? 'reserve' : 'queue'}
          bookid={bookid}
          organizationid={organizationid}
          queue={availability.data.available === 0}
          standing={availability.data.standing}
        />
      );
    }
    return reader;
  };

  return (
    <QueryStates query={book} error={<ErrorState>{t('bookDetail.notFound')}</ErrorState>}>
      {(data) => {
        const reader = readerFor(data.title);
        return (
          <div part="pre-borrow">
            <BookSummary book={data} />
            <QueryStates query={availability} error={<ErrorState />}>
              {(found) => <AvailabilityTable availability={found} />}
            </QueryStates>
            {reader ? <div style={{ marginTop: 8 }}>{reader}</div> : null}
            <Actions>
              <Button
                type="button"
                $variant="ghost"
                onClick={() => navigateTo(BookPaths.detail, { bookid })}
              >
                {t('preBorrow.backToDetail')}
              </Button>
            </Actions>
          </div>
        );
      }}
    </QueryStates>
  );
}

/**
 * Pre-borrow (docs/product-rules.md, "Reservations"): the book, its availability by location, the
 * reader's reservation with its state, or a site choice and a reservation (or a place in the
 * queue).
 */
export function PreBorrow({ bookid, onNavigate }: PreBorrowProps) {
  const { t } = useTranslation();
  return (
    <BookGate bookid={bookid} invalid={<ErrorState>{t('preBorrow.noBook')}</ErrorState>}>
      {(id, organizationid) => (
        <PreBorrowView bookid={id} organizationid={organizationid} onNavigate={onNavigate} />
      )}
    </BookGate>
  );
}
