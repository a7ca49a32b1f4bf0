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
import { MyBooklists } from './MyBooklists';
import { ReaderBooklists } from './ReaderBooklists';
import { VisitorBooklists } from './VisitorBooklists';
import { Heading } from './styles';

/** The portal's "my booklist" tab. */
const PORTAL_BOOKLISTS = '/my-booklist';

export interface BooklistsProps extends CommonWidgetSettings {
  /** Another reader's id: show that reader's public lists, read-only. Unset: the reader's own. */
  reader?: string;
  /** URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's otherwise. */
  bookUrl?: string;
  /** Cancelable `lp-navigate`: to a book, or to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** A positive whole number from an attribute, else undefined. */
function readerIdOf(value: string | undefined): number | undefined {
  const id = Number(value?.trim());
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Booklists: the reader's own (name, description, public or private, created
 * time; create, edit, delete, take books off) and the public lists of other readers of the
 * organisation; with `reader`, one reader's public lists only. Logged out, the organisation's
 * public lists can still be browsed. The server decides what is public: a private list never
 * reaches this widget for anyone but its owner.
 */
export function Booklists(props: BooklistsProps) {
  const { t } = useTranslation('reading-lists');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const readerId = readerIdOf(props.reader);
  const bookUrl = props.bookUrl || undefined;
  const openBook = (bookid: number) => navigateTo(BookPaths.detail, { bookid }, bookUrl);
  const own = readerId === undefined || readerId === session.user?.id;
  const heading = own ? t('booklists.heading') : t('booklists.readerHeading');
  const pageTitled = useRepeatsPageTitle(heading);
  return (
    <section aria-labelledby={headingId} part="booklists">
      <Heading id={headingId} {...pageTitled}>
        {heading}
      </Heading>
      {!session.isLogin ? (
        <>
          <LoginPrompt
            message={t(readerId ? 'gate.booklistsReader' : 'gate.booklists')}
            action={t('gate.login')}
            onLogin={() =>
              navigateTo(
                BookPaths.login,
                loginRedirect(PORTAL_BOOKLISTS, readerId ? { reader: String(readerId) } : {}),
              )
            }
          />
          <VisitorBooklists readerId={readerId} bookUrl={bookUrl} onOpenBook={openBook} />
        </>
      ) : own ? (
        <MyBooklists bookUrl={bookUrl} onOpenBook={openBook} />
      ) : (
        <ReaderBooklists readerId={readerId} bookUrl={bookUrl} onOpenBook={openBook} />
      )}
    </section>
  );
}
