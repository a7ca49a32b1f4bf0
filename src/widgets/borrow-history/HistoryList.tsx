import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  borrowRecordsQuery,
  Button,
  ErrorState,
  historyDelete,
  QueryStates,
  useApi,
  useApiMutation,
  useLibraryTimeZone,
  useRuntime,
} from '../../core';
import { AccountTable, Muted, StatusLine, TableScroll } from '../../core/ui/AccountTable';
import { formatDay } from '../../core/ui/day';
import { Pager } from '../../core/ui/Pager';
import { Actions, Late } from './styles';

export const HISTORY_PAGE_SIZE = 10;

/** The returned loans the reader kept, a page at a time, and "delete my history". */
export function HistoryList({ headingId }: { headingId: string }) {
  const { t, i18n } = useTranslation('circulation');
  const timeZone = useLibraryTimeZone();
  const { t: tc } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const tableId = useId();
  const [page, setPage] = useState(1);
  const history = useQuery(borrowRecordsQuery(api, 'history', page, HISTORY_PAGE_SIZE));
  const deletion = useApiMutation(historyDelete);
  const [status, setStatus] = useState('');

  const remove = async () => {
    // A click while the change runs does nothing; a second click while the dialog is open shares
    // it (same key), and once confirmed run sends one request and ignores the other (undefined).
    if (deletion.isPending) return;
    const confirmed = await notifier.confirm({
      key: 'borrow-history-delete',
      title: tc('common.tip'),
      text: t('history.deleteConfirm'),
      confirmText: t('history.delete'),
      cancelText: tc('common.cancel'),
      tone: 'warning',
    });
    if (!confirmed) return;
    const result = await deletion.run();
    if (!result) return;
    if (!result.ok) {
      setStatus(result.msg || tc('common.requestError'));
      return;
    }
    setPage(1);
    setStatus(t('history.deleted', { count: result.data.deleted }));
  };

  const body = (
    <QueryStates
      query={history}
      error={<ErrorState />}
      // Nothing kept: because the reader turned the history off, or because nothing was returned.
      empty={<Muted>{history.data?.keephistory ? t('history.empty') : t('history.off')}</Muted>}
    >
      {({ list, total }) => (
        <>
          <TableScroll>
            <AccountTable id={tableId} aria-labelledby={headingId} aria-busy={history.isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t('myBorrow.title')}</th>
                  <th scope="col">{t('myBorrow.barcode')}</th>
                  <th scope="col">{t('myBorrow.borrowed')}</th>
                  <th scope="col">{t('history.returned')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((loan) => (
                  <tr key={loan.id}>
                    <th scope="row">{loan.title}</th>
                    <td>{loan.barcode}</td>
                    <td>{formatDay(loan.borrowtime, i18n.language, timeZone)}</td>
                    <td>
                      {loan.returntime ? formatDay(loan.returntime, i18n.language, timeZone) : '—'}
                      {loan.overdue ? <Late> {t('history.late')}</Late> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </AccountTable>
          </TableScroll>
          <Pager
            page={page}
            total={total}
            pageSize={HISTORY_PAGE_SIZE}
            label={`${t('history.heading')} ${t('pager.label')}`}
            onPage={setPage}
          />
        </>
      )}
    </QueryStates>
  );

  return (
    <div part="history">
      {body}
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          aria-disabled={deletion.isPending || undefined}
          onClick={() => void remove()}
        >
          {t('history.delete')}
        </Button>
      </Actions>
      <StatusLine role="status">{status}</StatusLine>
    </div>
  );
}
