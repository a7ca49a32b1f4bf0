import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  RETURN_ORDER_PARAM,
  settleTransaction,
  transactionStateQuery,
  useApi,
} from '../../core';
import { useOutcomeText } from './PaymentSteps';
import { Actions } from './styles';

/** The order the bank's page sent the reader back with (`?lp-order=`), if any. */
export function returnedOrder(): string | null {
  if (typeof location === 'undefined') return null;
  return new URLSearchParams(location.search).get(RETURN_ORDER_PARAM);
}

/** Takes the order off the address, so a reload or a bookmark does not show it again. */
function forgetReturnedOrder(): void {
  const url = new URL(location.href);
  url.searchParams.delete(RETURN_ORDER_PARAM);
  history.replaceState(history.state, '', url);
}

/**
 * Back from the bank's page: the order's state, followed until the bank's notification has
 * arrived (the reader can be back before it), then the result.
 */
export function ReturnedPayment({ orderno, onClose }: { orderno: string; onClose: () => void }) {
  const { t } = useTranslation('money');
  const api = useApi();
  const queryClient = useQueryClient();
  const statusId = useId();
  const state = useQuery(transactionStateQuery(api, orderno));
  const outcome = useOutcomeText();
  const over = state.data && state.data.status !== 'paying' ? state.data : null;
  useEffect(() => {
    if (over) void settleTransaction(queryClient, over);
  }, [over, queryClient]);
  const close = () => {
    forgetReturnedOrder();
    onClose();
  };
  let status = t('dialog.waiting');
  if (state.isError) status = state.error.message || t('dialog.error');
  else if (over) status = outcome(over);
  return (
    <Dialog open title={t('bills.heading')} onClose={close} describedBy={statusId}>
      {state.data ? (
        <p>
          {t(`trade.${state.data.tradetype}`)} · {t(`method.${state.data.trademethod}`)} ·{' '}
          {t('dialog.amount', { amount: state.data.amount })}
        </p>
      ) : null}
      <p id={statusId} role="status" aria-live="polite">
        {status}
      </p>
      <Actions>
        <Button type="button" onClick={close}>
          {t('dialog.done')}
        </Button>
      </Actions>
    </Dialog>
  );
}
