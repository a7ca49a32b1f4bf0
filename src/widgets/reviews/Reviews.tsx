import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { BookGate } from '../../core/ui/BookGate';
import { BookPaths, loginRedirect, toBookId } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { BookReviews } from './BookReviews';
import { MyReviews } from './MyReviews';
import { ReviewPaths } from './paths';
import { WriteReview } from './WriteReview';

export type ReviewsView = 'mine' | 'write' | 'book';

export interface ReviewsProps extends CommonWidgetSettings {
  /** `mine` (default): the reader's reviews; `write`: review `bookid`; `book`: its reviews. */
  view?: string;
  bookid?: string;
  /** With `write`: which of the reader's reviews of the book to edit (default: the newest). */
  reviewid?: string;
  /** Cancelable `lp-navigate`: to /login when logged out, between the review pages. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

const LABELS = {
  mine: 'reviews.mineHeading',
  write: 'reviews.writeHeading',
  book: 'reviews.bookHeading',
} as const;

const viewOf = (view: string | undefined): ReviewsView =>
  view === 'write' || view === 'book' ? view : 'mine';

/**
 * Reading reviews, which are the readers' book comments: the reader's own list (edit, delete),
 * the form for one book (write, or edit their review), and a book's reviews.
 */
export function Reviews(props: ReviewsProps) {
  const { t } = useTranslation('people');
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const view = viewOf(props.view);
  const bookid = toBookId(props.bookid);
  const label = t(LABELS[view]);

  if (!session.isLogin) {
    const back = ReviewPaths[view];
    return (
      <section part="reviews-widget" aria-label={label}>
        <LoginPrompt
          message={t('gate.reviews')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(back, bookid ? { bookid } : {}))}
        />
      </section>
    );
  }
  if (view === 'mine') {
    return (
      <section part="reviews-widget" aria-label={label}>
        <MyReviews onNavigate={props.onNavigate} />
      </section>
    );
  }
  return (
    <section part="reviews-widget" aria-label={label}>
      <BookGate bookid={props.bookid} invalid={<ErrorState>{t('reviews.noBook')}</ErrorState>}>
        {(id, organizationid) =>
          view === 'write' ? (
            <WriteReview
              bookid={id}
              organizationid={organizationid}
              reviewid={toBookId(props.reviewid)}
              onNavigate={props.onNavigate}
            />
          ) : (
            <BookReviews
              bookid={id}
              organizationid={organizationid}
              onNavigate={props.onNavigate}
            />
          )
        }
      </BookGate>
    </section>
  );
}
