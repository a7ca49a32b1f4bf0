import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  borrowRecordsQuery,
  Button,
  ErrorState,
  Loading,
  MAX_ACCOUNT_PAGE_SIZE,
  useApi,
  useRepeatsPageTitle,
} from '../../core';
import { AccountTable, Muted, StatusLine, TableScroll } from '../../core/ui/AccountTable';
import { LoanRow } from './LoanRow';
import { SectionHeading, Summary, Toolbar } from './styles';
import { useRenew } from './useRenew';
import { useStableOrder } from './useStableOrder';

/**
 * The reader's current loans: how many, how many overdue, each with its due date and days
 * left, and renew one or all. A reader holds far fewer loans than a page of 50, so one page
 * is the whole list.
 */
export function Loans({
  bookUrl,
  onOpenBook,
}: {
  bookUrl: string | undefined;
  onOpenBook: (bookid: number) => void;
}) {
  const { t } = useTranslation('circulation');
  const pageTitled = useRepeatsPageTitle(t('myBorrow.loansHeading'));
  const api = useApi();
  const headingId = useId();
  const loans = useQuery(borrowRecordsQuery(api, 'current', 1, MAX_ACCOUNT_PAGE_SIZE));
  const { renew, busy, outcomes, status } = useRenew();
  const shown = useStableOrder(loans.data?.list ?? [], (loan) => loan.id);

  const heading = (
    <SectionHeading id={headingId} {...pageTitled}>
      {t('myBorrow.loansHeading')}
    </SectionHeading>
  );
  if (loans.isPending)
    return (
      <section aria-labelledby={headingId}>
        {heading}
        <Loading />
      </section>
    );
  if (loans.isError) {
    return (
      <section aria-labelledby={headingId}>
        {heading}
        <ErrorState />
      </section>
    );
  }
  const { list, total } = loans.data;
  const overdue = list.filter((loan) => loan.overdue).length;
  const renewable = list.filter((loan) => loan.renewblock === null).map((loan) => loan.id);
  return (
    <section aria-labelledby={headingId} part="loans">
      {heading}
      <Toolbar>
        <Summary>{t('myBorrow.summary', { borrowing: total, overdue })}</Summary>
        {renewable.length > 0 ? (
          <Button
            type="button"
            aria-disabled={busy !== null || undefined}
            onClick={() => void renew(renewable, 'all')}
          >
            {busy === 'all' ? t('myBorrow.renewing') : t('myBorrow.renewAll')}
          </Button>
        ) : null}
      </Toolbar>
      <StatusLine role="status">{status}</StatusLine>
      {list.length === 0 ? (
        <Muted>{t('myBorrow.noLoans')}</Muted>
      ) : (
        <TableScroll>
          <AccountTable aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('myBorrow.title')}</th>
                <th scope="col">{t('myBorrow.barcode')}</th>
                <th scope="col">{t('myBorrow.borrowed')}</th>
                <th scope="col">{t('myBorrow.due')}</th>
                <th scope="col">{t('myBorrow.status')}</th>
                <th scope="col">{t('myBorrow.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((loan) => (
                <LoanRow
                  key={loan.id}
                  loan={loan}
                  bookUrl={bookUrl}
                  outcome={outcomes.get(loan.id)}
                  busy={busy !== null}
                  onRenew={() => void renew([loan.id], loan.id)}
                  onOpenBook={() => onOpenBook(loan.bookid)}
                />
              ))}
            </tbody>
          </AccountTable>
        </TableScroll>
      )}
    </section>
  );
}
