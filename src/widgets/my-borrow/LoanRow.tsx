import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BorrowRecordItem,
  Button,
  isPlainLeftClick,
  type RenewOutcome,
  useHrefTo,
  useLibraryTimeZone,
} from '../../core';
import { BookPaths } from '../../core/ui/book';
import { formatDay } from '../../core/ui/day';
import { Badge, BookLink, Note } from './styles';
import { useOutcomeText } from './useRenew';

/** "还剩 3 天" / "今天到期" / "逾期 2 天" for a loan on loan. */
export function DaysLeft({ daysleft }: { daysleft: number | null }) {
  const { t } = useTranslation('circulation');
  if (daysleft === null) return null;
  if (daysleft < 0) return <>{t('dates.overdueDays', { count: -daysleft })}</>;
  if (daysleft === 0) return <>{t('dates.dueToday')}</>;
  return <>{t('dates.daysLeft', { count: daysleft })}</>;
}

/** One loan: the book, its dates, what may stop a renewal, and the renew button. */
export function LoanRow({
  loan,
  bookUrl,
  outcome,
  busy,
  onRenew,
  onOpenBook,
}: {
  loan: BorrowRecordItem;
  bookUrl: string | undefined;
  outcome: RenewOutcome | undefined;
  busy: boolean;
  onRenew: () => void;
  onOpenBook: () => void;
}) {
  const { t, i18n } = useTranslation('circulation');
  const timeZone = useLibraryTimeZone();
  const hrefTo = useHrefTo();
  const outcomeText = useOutcomeText();
  const open = (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpenBook();
  };
  return (
    <tr data-overdue={loan.overdue ? 'true' : undefined}>
      <th scope="row">
        <BookLink href={hrefTo(BookPaths.detail, { bookid: loan.bookid }, bookUrl)} onClick={open}>
          {loan.title}
        </BookLink>
        {loan.author ? <Note>{loan.author}</Note> : null}
      </th>
      <td>{loan.barcode}</td>
      <td>{formatDay(loan.borrowtime, i18n.language, timeZone)}</td>
      <td>
        {formatDay(loan.duetime, i18n.language, timeZone)}
        <Note $tone={loan.overdue ? 'danger' : undefined}>
          {loan.overdue ? <Badge $tone="danger">{t('myBorrow.overdue')}</Badge> : null}
          <DaysLeft daysleft={loan.daysleft} />
        </Note>
      </td>
      <td>
        <Note>{t('myBorrow.renewals', { used: loan.renewals, left: loan.renewalsleft })}</Note>
        {loan.fine > 0 ? (
          <Note $tone="danger">{t('myBorrow.fine', { amount: loan.fine })}</Note>
        ) : null}
        {loan.renewblock && !outcome ? (
          <Note>{t('myBorrow.blocked', { reason: t(`myBorrow.reason_${loan.renewblock}`) })}</Note>
        ) : null}
        {outcome ? (
          <Note $tone={outcome.status === 'refused' ? 'danger' : undefined}>
            {outcomeText(outcome)}
          </Note>
        ) : null}
      </td>
      <td>
        {loan.renewblock === null ? (
          <Button
            type="button"
            $variant="secondary"
            aria-label={t('myBorrow.renewLabel', { title: loan.title })}
            aria-disabled={busy || undefined}
            onClick={onRenew}
          >
            {t('myBorrow.renew')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
