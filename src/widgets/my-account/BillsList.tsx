import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  PagerBar,
  QueryStates,
  type Transaction,
  transactionsQuery,
  useApi,
  useLibraryTimeZone,
  useRepeatsPageTitle,
} from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { Muted, Panel, SubHeading, Table, TableWrap } from './styles';

export const BILLS_PAGE_SIZE = 10;

/** The status of a bill, and what became of money that was paid but could not be posted. */
function StatusCell({ bill }: { bill: Transaction }) {
  const { t } = useTranslation('money');
  return (
    <td>
      {t(`status.${bill.status}`)}
      {bill.status === 'failed' && bill.failure ? (
        <Muted as="span">（{t(`failure.${bill.failure}`)}）</Muted>
      ) : null}
      {bill.posting === 'unposted' || bill.posting === 'resolved' ? (
        <Muted>{t(`posting.${bill.posting}`)}</Muted>
      ) : null}
    </td>
  );
}

/** The reader's bills, newest first, a page at a time. */
export function BillsList() {
  const { t, i18n } = useTranslation('money');
  const pageTitled = useRepeatsPageTitle(t('bills.heading'));
  const timeZone = useLibraryTimeZone();
  const api = useApi();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const bills = useQuery(transactionsQuery(api, page, BILLS_PAGE_SIZE));
  const pages = bills.data ? Math.max(1, Math.ceil(bills.data.total / BILLS_PAGE_SIZE)) : 1;
  const content = (
    <QueryStates query={bills} error={<ErrorState />} empty={<Muted>{t('bills.empty')}</Muted>}>
      {(data) => (
        <TableWrap>
          <Table aria-labelledby={headingId} part="bills">
            <thead>
              <tr>
                <th scope="col">{t('bills.orderno')}</th>
                <th scope="col">{t('bills.tradetype')}</th>
                <th scope="col">{t('bills.method')}</th>
                <th scope="col">{t('bills.time')}</th>
                <th scope="col">{t('bills.amount')}</th>
                <th scope="col">{t('bills.refund')}</th>
                <th scope="col">{t('bills.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((bill) => (
                <tr key={bill.orderno}>
                  <td>{bill.orderno}</td>
                  <td>{t(`trade.${bill.tradetype}`)}</td>
                  <td>{t(`method.${bill.trademethod}`)}</td>
                  <td>{formatDateTime(bill.transactiontime, i18n.language, timeZone)}</td>
                  <td className="amount">{t('yuan', { amount: bill.amount })}</td>
                  <td className="amount">
                    {bill.refundamount > 0 ? t('yuan', { amount: bill.refundamount }) : '—'}
                  </td>
                  <StatusCell bill={bill} />
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </QueryStates>
  );
  return (
    <Panel aria-labelledby={headingId} part="bills-section">
      <SubHeading id={headingId} {...pageTitled}>
        {t('bills.heading')}
      </SubHeading>
      {content}
      {pages > 1 ? (
        <PagerBar aria-label={t('bills.pagination')} part="pagination">
          <Button
            type="button"
            $variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('bills.previous')}
          </Button>
          <span aria-live="polite">{t('bills.pageOf', { page, pages })}</span>
          <Button
            type="button"
            $variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('bills.next')}
          </Button>
        </PagerBar>
      ) : null}
    </Panel>
  );
}
