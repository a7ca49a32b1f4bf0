import { useId, useState } from 'react';
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
import { ShelfView } from './ShelfView';
import { toShelfName } from './shelves';
import { Heading } from './styles';

/** The portal's "virtual bookshelf" tab. */
const PORTAL_SHELF = '/virtual-bookshelf';

export interface VirtualBookshelfProps extends CommonWidgetSettings {
  /** The shelf shown first: `reading` (default), `preborrow` or `read`. */
  shelf?: string;
  /** URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's otherwise. */
  bookUrl?: string;
  /** Cancelable `lp-navigate`: to a book, or to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The reader's virtual bookshelf: reading, pre-borrowed and read, with statistics;
 * entries from the catalogue or typed by hand, moved between shelves, annotated, removed.
 */
export function VirtualBookshelf(props: VirtualBookshelfProps) {
  const { t } = useTranslation('reading-lists');
  const pageTitled = useRepeatsPageTitle(t('shelf.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const [shelf, setShelf] = useState(() => toShelfName(props.shelf));
  const bookUrl = props.bookUrl || undefined;
  return (
    <section aria-labelledby={headingId} part="virtual-bookshelf">
      <Heading id={headingId} {...pageTitled}>
        {t('shelf.heading')}
      </Heading>
      {session.isLogin ? (
        <ShelfView
          shelf={shelf}
          onShelf={setShelf}
          bookUrl={bookUrl}
          onOpenBook={(bookid) => navigateTo(BookPaths.detail, { bookid }, bookUrl)}
        />
      ) : (
        <LoginPrompt
          message={t('gate.shelf')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_SHELF, {}))}
        />
      )}
    </section>
  );
}
