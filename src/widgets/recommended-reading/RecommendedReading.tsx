import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_RECOMMENDED_READING,
  ListStates,
  MAX_RECOMMENDED_READING,
  recommendedReadingQuery,
  toCount,
  useApi,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { BookCard } from './BookCard';
import { Books, Heading, Muted } from './styles';

/** A row's first covers are in view wherever it is seen (a phone shows two or three). */
const EAGER_COVERS = 4;
/** Where a logged-out reader comes back to after logging in, in the portal. */
const PORTAL_HOME = '/student-home';

export interface RecommendedReadingProps extends CommonWidgetSettings {
  /** How many books (default 8, at most 30). */
  count?: number;
  /** URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's otherwise. */
  bookUrl?: string;
  /** Cancelable `lp-navigate`: to a book, or to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function Recommendations({ props }: { props: RecommendedReadingProps }) {
  const { t } = useTranslation('reader-home');
  const api = useApi();
  const navigateTo = useNavigateTo(props.onNavigate);
  const count = toCount(props.count, DEFAULT_RECOMMENDED_READING, MAX_RECOMMENDED_READING);
  const books = useQuery(recommendedReadingQuery(api, count));
  const bookUrl = props.bookUrl || undefined;
  return (
    <ListStates list={books} empty={<Muted>{t('recommended.empty')}</Muted>}>
      {(items) => (
        <Books part="list">
          {items.map((book, index) => (
            <BookCard
              key={book.bookid}
              book={book}
              bookUrl={bookUrl}
              eager={index < EAGER_COVERS}
              onOpen={(bookid) => navigateTo(BookPaths.detail, { bookid }, bookUrl)}
            />
          ))}
        </Books>
      )}
    </ListStates>
  );
}

/**
 * Books recommended for the logged-in reader (Reader/RecommendedBook): those of the categories
 * they read, then the library's popular ones, never one they borrowed. Logged out, it offers to
 * log in, and fills in when a login dialog on the same page logs the reader in.
 */
export function RecommendedReading(props: RecommendedReadingProps) {
  const { t } = useTranslation('reader-home');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  return (
    <section aria-labelledby={headingId} part="recommended">
      <Heading id={headingId}>{t('recommended.heading')}</Heading>
      {session.isLogin ? (
        <Recommendations props={props} />
      ) : (
        <LoginPrompt
          message={t('recommended.loginRequired')}
          action={t('recommended.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_HOME, {}))}
        />
      )}
    </section>
  );
}
