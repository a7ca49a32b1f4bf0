import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  type PreBorrowState,
  QueryStates,
  reservationCancel,
  type ReservationItem,
  reservationsQuery,
  useApi,
  useApiMutation,
  useLibraryTimeZone,
  useRuntime,
  useRepeatsPageTitle,
} from '../../core';
import { Muted, StatusLine } from '../../core/ui/AccountTable';
import { formatDateTime } from '../../core/ui/format';
import { Badge, Item, Items, Note, SectionHeading } from './styles';

/** Where the reservation stands: the place in the queue and the wait, or where to pick it up. */
function Detail({ item }: { item: ReservationItem }) {
  const { t, i18n } = useTranslation('circulation');
  const timeZone = useLibraryTimeZone();
  if (item.state === 'waiting') {
    return (
      <Note>
        {t('myBorrow.queue', {
          position: item.queueposition ?? '—',
          length: Math.max(item.queuelength, item.queueposition ?? 0),
        })}
        {' · '}
        {item.estimatedwaitdays === null
          ? t('myBorrow.noEstimate')
          : t('myBorrow.estimate', { count: item.estimatedwaitdays })}
      </Note>
    );
  }
  if (item.state === 'arrived') {
    const time = formatDateTime(item.expiretime, i18n.language, timeZone);
    return <Note>{t('myBorrow.arrivedDetail', { time, site: item.site })}</Note>;
  }
  return <Note>{t('myBorrow.notArrivedDetail', { site: item.site })}</Note>;
}

/** Active reservations only: anything else reads as not arrived yet. */
const shownState = (state: PreBorrowState) =>
  state === 'waiting' || state === 'arrived' ? state : 'notArrived';
const STATE_TONE = { arrived: 'accent', waiting: 'neutral', notArrived: 'neutral' } as const;

/** The reader's active reservations, each cancellable after a confirmation. */
export function Reservations() {
  const { t } = useTranslation('circulation');
  const pageTitled = useRepeatsPageTitle(t('myBorrow.reservationsHeading'));
  const { t: tc } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const headingId = useId();
  const reservations = useQuery(reservationsQuery(api));
  const cancellation = useApiMutation(reservationCancel);
  const [status, setStatus] = useState('');

  const cancel = async (item: ReservationItem) => {
    // A click while a cancellation runs does nothing; a second click while the dialog is open
    // shares it (same key), and once confirmed run sends one request and ignores the other.
    if (cancellation.isPending) return;
    const confirmed = await notifier.confirm({
      key: `my-borrow-cancel-${item.id}`,
      title: tc('common.tip'),
      text: t('myBorrow.cancelConfirm', { title: item.title }),
      confirmText: t('myBorrow.cancel'),
      cancelText: t('myBorrow.keep'),
      tone: 'warning',
    });
    if (!confirmed) return;
    const result = await cancellation.run(item.id);
    if (!result) return;
    // A refusal is toasted by the API client (10158); the line repeats it where it happened.
    setStatus(result.ok ? tc('preBorrow.cancelled') : result.msg || tc('common.requestError'));
  };

  return (
    <section aria-labelledby={headingId} part="reservations">
      <SectionHeading id={headingId} {...pageTitled}>
        {t('myBorrow.reservationsHeading')}
      </SectionHeading>
      <StatusLine role="status">{status}</StatusLine>
      <QueryStates
        query={reservations}
        error={<ErrorState />}
        empty={<Muted>{t('myBorrow.noReservations')}</Muted>}
      >
        {(data) => (
          <Items>
            {data.map((item) => (
              <Item key={item.id}>
                <div>
                  <strong>{item.title}</strong>
                  <div>
                    <Badge $tone={STATE_TONE[shownState(item.state)]}>
                      {t(`myBorrow.state_${shownState(item.state)}`)}
                    </Badge>
                  </div>
                  <Detail item={item} />
                </div>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('myBorrow.cancelLabel', { title: item.title })}
                  aria-disabled={cancellation.isPending || undefined}
                  onClick={() => void cancel(item)}
                >
                  {t('myBorrow.cancel')}
                </Button>
              </Item>
            ))}
          </Items>
        )}
      </QueryStates>
    </section>
  );
}
