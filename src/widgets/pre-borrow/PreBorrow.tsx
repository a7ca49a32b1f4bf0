import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ApiPath,
  Button,
  CheckLabel,
  Cover,
  EmptyState,
  ErrorState,
  FieldLabel,
  FormError,
  Loading,
  controlFrame,
  token,
  unwrap,
  useApi,
  useNavigateTo,
  useRuntime,
  useSession,
  type BookAvailability,
  type BookDetail,
  type CommonWidgetSettings,
  type LpEvent,
  type PreBorrowRecord,
  type PreBorrowSite,
} from '../../core';
import { BookPaths, coverUrl, loginRedirect, useBookDetail } from '../../core/ui/book';
import { BookGate, type BookViewProps } from '../../core/ui/BookGate';
import { formatDateTime } from '../../core/ui/format';
import { LoginPrompt } from '../../core/ui/LoginPrompt';

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

const SUCCESS_TOAST_MS = 3000;

const Summary = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
`;

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 1.3em;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 2px 0 0;
  color: ${token('--lp-color-text-muted')};
  overflow-wrap: anywhere;
`;

const SectionHeading = styled.h3`
  margin: 24px 0 10px;
  font-size: 1.1em;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 6px 8px;
    text-align: start;
    border-bottom: 1px solid ${token('--lp-color-border')};
  }
  th {
    background: ${token('--lp-color-surface-alt')};
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: end;
  }
`;

const Card = styled.div<{ $state: PreBorrowRecord['state'] }>`
  padding: 12px 14px;
  border-radius: ${token('--lp-radius')};
  border: 1px solid ${token('--lp-color-border')};
  border-inline-start: 4px solid
    ${({ $state }) =>
      $state === 'arrived' ? token('--lp-color-success') : token('--lp-color-accent')};
  background: ${token('--lp-color-surface-alt')};
`;

const StateText = styled.p`
  margin: 0 0 6px;
  font-weight: 600;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 12px;
  margin: 8px 0 12px;
  dt {
    color: ${token('--lp-color-text-muted')};
  }
  dd {
    margin: 0;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: 420px;
`;

const Select = styled.select`
  min-height: 38px;
  padding: 0 8px;
  ${controlFrame}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 20px;
`;

function BookSummary({ book }: { book: BookDetail }) {
  const { t } = useTranslation();
  const api = useApi();
  const isbn = book.isbn13 ?? book.isbn;
  return (
    <Summary>
      <Cover
        src={coverUrl(api, book)}
        alt={t('bookDetail.cover', { title: book.title })}
        book={book}
      />
      <div>
        <Title>{book.title}</Title>
        {book.author ? <Muted>{book.author}</Muted> : null}
        {book.publisher ? <Muted>{book.publisher}</Muted> : null}
        {isbn ? (
          <Muted>
            {t('bookDetail.isbn')} {isbn}
          </Muted>
        ) : null}
      </div>
    </Summary>
  );
}

/** Copies, available copies and the queue, by location, with an "available only" filter. */
function AvailabilityTable({ availability }: { availability: BookAvailability }) {
  const { t } = useTranslation();
  const [availableOnly, setAvailableOnly] = useState(false);
  const headingId = useId();
  const rows = availability.bylocation.filter((row) => !availableOnly || row.available > 0);
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('preBorrow.availabilityHeading')}</SectionHeading>
      <Toolbar>
        <span role="status">
          {t('preBorrow.summary', {
            copies: availability.copies,
            available: availability.available,
            queue: availability.queue,
          })}
        </span>
        {availability.bylocation.length > 0 ? (
          <CheckLabel>
            <input
              type="checkbox"
              checked={availableOnly}
              onChange={(event) => setAvailableOnly(event.target.checked)}
            />
            {t('preBorrow.availableOnly')}
          </CheckLabel>
        ) : null}
      </Toolbar>
      {availability.bylocation.length === 0 ? (
        <EmptyState>{t('preBorrow.noCopies')}</EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState>{t('preBorrow.noneAvailable')}</EmptyState>
      ) : (
        <Table aria-labelledby={headingId} part="availability">
          <thead>
            <tr>
              <th scope="col">{t('preBorrow.location')}</th>
              <th scope="col">{t('preBorrow.copies')}</th>
              <th scope="col">{t('preBorrow.available')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.locationid ?? `none-${row.location}`}>
                <th scope="row" style={{ fontWeight: 400, background: 'none' }}>
                  {row.location}
                </th>
                <td>{row.copies}</td>
                <td>{row.available}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

/** The reader's reservation of this book: its state (spec §4), where, until when; cancel. */
function MyReservation({
  record,
  title,
  onCancelled,
}: {
  record: PreBorrowRecord;
  title: string;
  onCancelled: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const headingId = useId();
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    const confirmed = await notifier.confirm({
      key: `preborrow-cancel-${record.id}`,
      title: t('common.tip'),
      text: t('preBorrow.cancelConfirm', { title }),
      confirmText: t('preBorrow.cancel'),
      cancelText: t('common.cancel'),
      tone: 'warning',
    });
    if (!confirmed) return;
    setBusy(true);
    // A refusal is shown by the API client (spec §8, 10158); either way the state is re-read.
    const result = await api.post<PreBorrowRecord>(ApiPath.preBorrowCancel, {
      body: { id: record.id },
    });
    if (result.ok) notifier.toast(t('preBorrow.cancelled'), 'success', SUCCESS_TOAST_MS);
    await onCancelled();
    setBusy(false);
  };

  const detail =
    record.state === 'waiting'
      ? t('preBorrow.waitingDetail', { position: record.queueposition ?? '—' })
      : record.state === 'arrived'
        ? t('preBorrow.arrivedDetail')
        : t('preBorrow.notArrivedDetail');
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('preBorrow.mineHeading')}</SectionHeading>
      <Card $state={record.state} part="reservation" data-state={record.state}>
        <StateText>
          {t(`preBorrow.state_${record.state}`)} · {detail}
        </StateText>
        {record.state === 'arrived' ? (
          <p style={{ margin: 0 }}>
            {t('preBorrow.expireAt', { time: formatDateTime(record.expiretime, i18n.language) })}
          </p>
        ) : null}
        <Fields>
          <dt>{t('preBorrow.site')}</dt>
          <dd>{record.site}</dd>
          {record.barcode ? (
            <>
              <dt>{t('preBorrow.barcode')}</dt>
              <dd>{record.barcode}</dd>
            </>
          ) : null}
          <dt>{t('preBorrow.reservedAt')}</dt>
          <dd>
            <time dateTime={record.createdtime}>
              {formatDateTime(record.createdtime, i18n.language)}
            </time>
          </dd>
        </Fields>
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void cancel()}>
          {t('preBorrow.cancel')}
        </Button>
      </Card>
    </section>
  );
}

/**
 * Choose a site (required, spec §5) and reserve an available copy, or join the queue when
 * none is available.
 */
function ReserveForm({
  bookid,
  organizationid,
  queue,
  onDone,
}: {
  bookid: number;
  organizationid: number;
  /** No copy is available: the reservation joins the queue. */
  queue: boolean;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const id = useId();
  const headingId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [siteid, setSiteid] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sites = useQuery({
    queryKey: ['preborrow-sites', api.baseURL, organizationid],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<PreBorrowSite[]>(ApiPath.preBorrowSites, {
          body: { organizationid },
          signal,
        }),
      ),
    staleTime: 10 * 60_000,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!siteid) {
      setError(t('preBorrow.siteRequired'));
      selectRef.current?.focus();
      return;
    }
    setBusy(true);
    // Refusals (no copy left, limit reached, already reserved: 10158) are toasted by the API
    // client; either way availability is re-read so the page shows what is true now.
    const result = await api.post<PreBorrowRecord>(ApiPath.preBorrow, {
      body: queue
        ? { bookid, siteid: Number(siteid), queue: true }
        : { bookid, siteid: Number(siteid) },
    });
    if (result.ok) {
      notifier.toast(
        t(queue ? 'preBorrow.queued' : 'preBorrow.reserved'),
        'success',
        SUCCESS_TOAST_MS,
      );
    }
    await onDone();
    setBusy(false);
  };

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('preBorrow.heading')}</SectionHeading>
      <Muted style={{ margin: '0 0 10px' }}>
        {queue ? t('preBorrow.noneAvailableHint') : t('preBorrow.availableHint')}
      </Muted>
      {sites.isPending ? (
        <Loading />
      ) : sites.isError ? (
        <ErrorState />
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
          <FieldLabel htmlFor={`${id}-site`}>{t('preBorrow.site')}</FieldLabel>
          <Select
            ref={selectRef}
            id={`${id}-site`}
            value={siteid}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setSiteid(event.target.value);
              setError(null);
            }}
          >
            <option value="">{t('preBorrow.chooseSite')}</option>
            {sites.data.map((site) => (
              <option key={site.id} value={String(site.id)}>
                {site.name}
              </option>
            ))}
          </Select>
          {error ? (
            <FormError id={`${id}-error`} role="alert">
              {error}
            </FormError>
          ) : null}
          <div>
            <Button type="submit" disabled={busy}>
              {busy
                ? t('preBorrow.submitting')
                : queue
                  ? t('preBorrow.joinQueue')
                  : t('preBorrow.reserve')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}

function PreBorrowView({ bookid, organizationid, onNavigate }: BookViewProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSession();
  const navigateTo = useNavigateTo(onNavigate);
  const book = useBookDetail(bookid, organizationid);
  // `mine` is the asking reader's: another reader (or none) is another answer.
  const viewer = session.isLogin ? (session.user?.id ?? 0) : 0;
  const availabilityKey = ['availability', api.baseURL, organizationid, bookid] as const;
  const availability = useQuery({
    queryKey: [...availabilityKey, viewer],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<BookAvailability>(ApiPath.bookAvailability, {
          body: { bookid, organizationid },
          signal,
        }),
      ),
  });

  /** After any change, what the server says now; the book's own counts too. */
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: availabilityKey }),
      queryClient.invalidateQueries({ queryKey: ['book', api.baseURL, organizationid, bookid] }),
      queryClient.invalidateQueries({ queryKey: ['assets', api.baseURL, organizationid, bookid] }),
      queryClient.invalidateQueries({ queryKey: ['reader'] }),
    ]);
  };

  if (book.isPending) return <Loading />;
  if (book.isError) return <ErrorState>{t('bookDetail.notFound')}</ErrorState>;

  const mine =
    availability.data?.mine && ACTIVE_STATES.has(availability.data.mine.state)
      ? availability.data.mine
      : null;

  let reader;
  if (!session.isLogin) {
    reader = (
      <LoginPrompt
        message={t('preBorrow.loginRequired')}
        action={t('preBorrow.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(BookPaths.preBorrow, { bookid }))}
      />
    );
  } else if (!availability.data) {
    reader = null;
  } else if (mine) {
    reader = <MyReservation record={mine} title={book.data.title} onCancelled={refresh} />;
  } else {
    reader = (
      <ReserveForm
        // Another form when the choice changes between reserving and queueing.
        key={availability.data.available > 0 ? 'reserve' : 'queue'}
        bookid={bookid}
        organizationid={organizationid}
        queue={availability.data.available === 0}
        onDone={refresh}
      />
    );
  }

  return (
    <div part="pre-borrow">
      <BookSummary book={book.data} />
      {availability.isPending ? (
        <Loading />
      ) : availability.isError ? (
        <ErrorState />
      ) : (
        <AvailabilityTable availability={availability.data} />
      )}
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
}

/**
 * Pre-borrow (spec §2, §4, §5): the book, its availability by location, the reader's
 * reservation with its state, or a site choice and a reservation (or a place in the queue).
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
