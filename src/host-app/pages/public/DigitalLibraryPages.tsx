import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession, type LpEvent } from '../../../core';
import { EbookList, EbookPaths } from '../../../widgets/ebook-list';
import { PageFrame } from '../../components/PageFrame';

/**
 * A book opened or closed in the list (`lp-navigate` to /ebooks) stays on this page, with
 * `?bookid=` in the URL: the back button and a shared link show the same book.
 */
function useStayOnPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (event: LpEvent<'lp-navigate'>) => {
    if (event.detail.path !== EbookPaths.list) return;
    event.preventDefault();
    const next = new URLSearchParams(params);
    const bookid = event.detail.query.bookid;
    if (bookid === undefined) next.delete('bookid');
    else next.set('bookid', String(bookid));
    const query = next.toString();
    navigate(query ? `${pathname}?${query}` : pathname);
  };
}

function LibraryPage({
  title,
  type,
  shelf = false,
}: {
  title: string;
  type?: string;
  shelf?: boolean;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const onNavigate = useStayOnPage();
  const bookid = params.get('bookid') ?? undefined;
  const tagid = params.get('tagid') ?? undefined;
  return (
    // The widget's heading (h2) names the list or the book.
    <PageFrame title={t(title)} titleHidden>
      <EbookList
        // A new book or tag in the URL starts the widget afresh.
        key={`${bookid ?? ''}-${tagid ?? ''}`}
        type={type}
        bookid={bookid === undefined ? undefined : Number(bookid)}
        tagid={tagid === undefined ? undefined : Number(tagid)}
        onNavigate={onNavigate}
      />
      {shelf && session.isLogin && bookid === undefined ? (
        <div style={{ marginTop: 32 }}>
          <EbookList view="shelf" onNavigate={onNavigate} />
        </div>
      ) : null}
    </PageFrame>
  );
}

/** /digitalSource: e-books and journals together, and the reader's e-book shelf. */
export function DigitalSourcePage() {
  return <LibraryPage title="routes.digitalSource" shelf />;
}

/** /ebooks: the e-books. */
export function EbooksPage() {
  return <LibraryPage title="routes.ebooks" type="ebook" />;
}

/** /ebookSource: the e-journals. */
export function EbookSourcePage() {
  return <LibraryPage title="routes.ebookSource" type="journal" />;
}

/** /ebookCategory?tagid=: browsing by tag, e-books and journals together. */
export function EbookCategoryPage() {
  return <LibraryPage title="routes.ebookCategory" />;
}
