import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  ErrorState,
  Loading,
  OrganizationGate,
  QueryStates,
  ResultCode,
  ebookDetailQuery,
  fileInfoQuery,
  useApi,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type EBookDetail,
  type LpEvent,
} from '../../core';
import { BookPaths, loginRedirect, toBookId } from '../../core/ui/book';
import { ReaderView } from './ReaderView';
import { Notice } from './styles';

/** The portal's reader page: where a reader logging in from here comes back to. */
export const EBOOK_READER_PATH = '/ebookReader';

export interface EbookReaderProps extends CommonWidgetSettings {
  /** The e-book to open. */
  bookid?: number;
  /** Cancelable `lp-navigate`: `/login` `{redirect}`, or back to the book `/ebooks` `{bookid}`. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** The permission text for content that needs a login, with the way to log in. */
function NoPermission({
  bookid,
  onNavigate,
}: {
  bookid: number;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation('ebooks');
  const navigateTo = useNavigateTo(onNavigate);
  return (
    <Notice role="alert">
      <span>{t('reader.noPermission')}</span>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => navigateTo(BookPaths.login, loginRedirect(EBOOK_READER_PATH, { bookid }))}
      >
        {t('reader.login')}
      </Button>
    </Notice>
  );
}

/** The book's file: asked about first, so a refusal is said before anything downloads. */
function FileGate({
  organizationid,
  book,
  fileid,
  onBack,
  onNavigate,
}: {
  organizationid: number;
  book: EBookDetail;
  fileid: string;
  onBack: () => void;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const api = useApi();
  const info = useQuery(fileInfoQuery(api, fileid));
  const error = info.error;
  return (
    <QueryStates
      query={info}
      error={
        error instanceof ApiError && error.code === ResultCode.forbidden ? (
          <NoPermission bookid={book.id} onNavigate={onNavigate} />
        ) : error instanceof ApiError && error.message ? (
          // "Unrecognized file type" and other refusals come translated from the server.
          <Notice role="alert">{error.message}</Notice>
        ) : (
          <ErrorState />
        )
      }
      isEmpty={() => false}
    >
      {(data) => (
        <ReaderView
          organizationid={organizationid}
          book={book}
          fileid={fileid}
          format={data.format}
          onBack={onBack}
        />
      )}
    </QueryStates>
  );
}

function ReaderGate({
  organizationid,
  bookid,
  onNavigate,
}: {
  organizationid: number;
  bookid: number;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation('ebooks');
  const api = useApi();
  const session = useSession();
  const navigateTo = useNavigateTo(onNavigate);
  // Always asked again on opening: the position may have moved on another device.
  const detail = useQuery({
    ...ebookDetailQuery(api, organizationid, bookid),
    refetchOnMount: 'always',
  });
  if (detail.isPending || (detail.isFetching && !detail.isFetchedAfterMount)) {
    return <Loading />;
  }
  if (detail.isError) {
    return detail.error instanceof ApiError && detail.error.code === ResultCode.notFound ? (
      <Notice role="alert">{t('notFound')}</Notice>
    ) : (
      <ErrorState />
    );
  }
  const book = detail.data;
  if (!book.fileid || !book.format) return <Notice>{t('reader.noFile')}</Notice>;
  if (book.requireslogin && !session.isLogin) {
    return <NoPermission bookid={book.id} onNavigate={onNavigate} />;
  }
  return (
    <FileGate
      // A login or logout asks the file again (its permission may have changed).
      key={String(session.isLogin)}
      organizationid={organizationid}
      book={book}
      fileid={book.fileid}
      onNavigate={onNavigate}
      onBack={() => navigateTo('/ebooks', { bookid: book.id })}
    />
  );
}

const noChanges = () => () => undefined;
const isBrowserRender = () => true;
const isServerRender = () => false;

/**
 * Reads an e-book (EPUB or PDF) in the page: the renderer (epub.js or pdf.js) is downloaded
 * only now, the reader's position is remembered (on the server for a logged-in reader, in the
 * browser otherwise) and a book that needs a login says so.
 */
export function EbookReader({ bookid, onNavigate }: EbookReaderProps) {
  const { t } = useTranslation('ebooks');
  const id = toBookId(bookid);
  // A page rendered on the server says "loading" for every `bookid`, even one that names no
  // book: the portal serves one rendered page for all of them (src/host-app/prerender.tsx).
  // Hydrating, React takes the server's answer (false) first, then the browser's (true).
  const inBrowser = useSyncExternalStore(noChanges, isBrowserRender, isServerRender);
  return (
    <OrganizationGate>
      {(organization) =>
        id === null ? (
          inBrowser ? (
            <Notice role="alert">{t('notFound')}</Notice>
          ) : (
            <Loading />
          )
        ) : (
          <ReaderGate
            key={`${organization.id}-${id}`}
            organizationid={organization.id}
            bookid={id}
            onNavigate={onNavigate}
          />
        )
      }
    </OrganizationGate>
  );
}
