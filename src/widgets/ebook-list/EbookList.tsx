import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OrganizationGate,
  toCount,
  useLpEvent,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type EBookSummary,
  type LpEvent,
} from '../../core';
import { BookPaths, loginRedirect, toBookId } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { EbookBrowser, type TypeChoice } from './EbookBrowser';
import { EbookDetail } from './EbookDetail';
import { EbookShelf } from './EbookShelf';

/** Portal paths of the digital library; the reader's page is this product's own. */
export const EbookPaths = {
  list: '/ebooks',
  reader: '/ebookReader',
  shelf: '/digitalSource',
} as const;

export const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 48;

export interface EbookListProps extends CommonWidgetSettings {
  /** `ebook`, `journal`, or `all` (default: all, with a switch). */
  type?: string;
  /** A tag to start with. */
  tagid?: number;
  /** Show this book's detail instead of the list. */
  bookid?: number;
  /** `list` (default) or `shelf`: the logged-in reader's e-book shelf. */
  view?: string;
  pageSize?: number;
  /** URL template of the reader, e.g. `/read?book={bookid}`; the portal's /ebookReader otherwise. */
  readerUrl?: string;
  /** Cancelable `lp-navigate`: a book opened or closed (`/ebooks` `{bookid}`), read (`/ebookReader`), or login. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

export const toTypeChoice = (value: string | undefined): TypeChoice | null =>
  value === 'ebook' || value === 'journal' ? value : null;

/**
 * The digital library: e-books and journals with their tags, a search, detail,
 * read online and the reader's e-book shelf. Opening a book fires a cancelable `lp-navigate`
 * (`/ebooks` `{bookid}`) and otherwise shows it in place.
 */
export function EbookList(props: EbookListProps) {
  const { t } = useTranslation('ebooks');
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const emitNavigate = useLpEvent('lp-navigate', props.onNavigate, true);
  const [opened, setOpened] = useState<number | null>(toBookId(props.bookid));
  const pageSize = toCount(props.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const readerUrl = props.readerUrl || undefined;

  const open = (book: EBookSummary) => {
    if (emitNavigate({ path: EbookPaths.list, query: { bookid: book.id } })) setOpened(book.id);
  };
  const back = () => {
    if (emitNavigate({ path: EbookPaths.list, query: {} })) setOpened(null);
  };
  const read = (book: EBookSummary) =>
    navigateTo(EbookPaths.reader, { bookid: book.id }, readerUrl);

  if (props.view === 'shelf' && !session.isLogin) {
    return (
      <LoginPrompt
        message={t('gate.shelf')}
        action={t('gate.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(EbookPaths.shelf, {}))}
      />
    );
  }
  return (
    <OrganizationGate>
      {(organization) =>
        opened !== null ? (
          <EbookDetail
            organizationid={organization.id}
            bookid={opened}
            onBack={back}
            onRead={read}
          />
        ) : props.view === 'shelf' ? (
          <EbookShelf pageSize={pageSize} onOpen={open} onRead={read} />
        ) : (
          <EbookBrowser
            key={organization.id}
            organizationid={organization.id}
            fixedType={toTypeChoice(props.type)}
            initialTag={toBookId(props.tagid) ?? undefined}
            pageSize={pageSize}
            onOpen={open}
            onRead={read}
          />
        )
      }
    </OrganizationGate>
  );
}
