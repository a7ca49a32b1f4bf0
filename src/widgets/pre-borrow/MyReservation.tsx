import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  preBorrowCancel,
  type PreBorrowRecord,
  useApiMutation,
  useLibraryTimeZone,
  useRuntime,
} from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { SectionHeading, Card, StateText, Fields } from './styles';

/** How long a reservation's success message stays (the form's too). */
export const SUCCESS_TOAST_MS = 3000;

/** The reader's reservation of this book: its state, where, until when; cancel. */
export function MyReservation({
  record,
  title,
  bookid,
  organizationid,
}: {
  record: PreBorrowRecord;
  title: string;
  /** The page's book: its counts and copies are read again after the cancel. */
  bookid: number;
  organizationid: number;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useLibraryTimeZone();
  const { notifier } = useRuntime();
  const headingId = useId();
  const cancelling = useApiMutation(preBorrowCancel);

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
    // A refusal is shown by the API client (10158, a 5 s toast); either way the state is re-read.
    const result = await cancelling.run({ id: record.id, bookid, organizationid });
    if (result?.ok) notifier.toast(t('preBorrow.cancelled'), 'success', SUCCESS_TOAST_MS);
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
            {t('preBorrow.expireAt', {
              time: formatDateTime(record.expiretime, i18n.language, timeZone),
            })}
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
              {formatDateTime(record.createdtime, i18n.language, timeZone)}
            </time>
          </dd>
        </Fields>
        <Button
          type="button"
          $variant="secondary"
          disabled={cancelling.isPending}
          onClick={() => void cancel()}
        >
          {t('preBorrow.cancel')}
        </Button>
      </Card>
    </section>
  );
}
