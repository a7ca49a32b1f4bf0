import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  newPaymentKey,
  paymentCancel,
  paymentStart,
  settleTransaction,
  transactionStateQuery,
  useApi,
  useApiMutation,
  type PaymentRefusal,
  type PaymentRequest,
  type PaymentStart,
  type TradeMethod,
  type Transaction,
} from '../../core';
import type { PaymentIntent } from './intent';

export type PaymentPhase =
  | { step: 'choose' }
  | { step: 'working' }
  | { step: 'refused'; refusal: PaymentRefusal | null; message: string }
  | { step: 'action'; start: PaymentStart }
  | { step: 'done'; transaction: Transaction };

function isRefusal(value: unknown): value is PaymentRefusal {
  if (typeof value !== 'object' || value === null) return false;
  const { reason, amount, orderno } = value as Record<string, unknown>;
  return (
    (reason === 'amountChanged' && typeof amount === 'number' && amount > 0) ||
    (reason === 'inProgress' && typeof orderno === 'string')
  );
}

function requestOf(
  intent: PaymentIntent,
  method: TradeMethod,
  idempotencykey: string,
  returnurl: string,
): PaymentRequest {
  // Only bank online comes back to a page; the others ignore a return URL.
  const common = { method, idempotencykey, ...(method === 'bank' ? { returnurl } : {}) };
  switch (intent.kind) {
    case 'fines':
      return {
        kind: 'fines',
        body: { ...common, fineids: intent.fineids, amount: intent.amount },
      };
    case 'deposit':
      return { kind: 'deposit', body: { ...common, amount: intent.amount } };
    case 'recharge':
      return { kind: 'recharge', body: { ...common, amount: intent.amount } };
    case 'refund':
      return { kind: 'refund', body: { amount: intent.amount, idempotencykey } };
    case 'resume':
      return { kind: 'resume', body: { orderno: intent.orderno } };
  }
}

/**
 * One payment dialog's work: start (or resume, or refund), follow the order until it is over,
 * and refresh what it changed. Lives as long as the dialog is open.
 */
export function usePayment(
  initial: PaymentIntent,
  returnUrl: string,
  goToBank: (url: string) => void,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState(initial);
  const [phase, setPhase] = useState<PaymentPhase>({ step: 'choose' });
  // One key per payment meant (what, how much, how): a double click or a retry after a network
  // failure sends the same key, so the server makes one charge; another method or amount is
  // another payment, with its own key.
  const keys = useRef(new Map<string, string>());
  // One call at a time: a second click before React re-renders the disabled button is ignored
  // by run (undefined), one after it by `busy`.
  const starting = useApiMutation(paymentStart);
  const cancelling = useApiMutation(paymentCancel);
  const busy = starting.isPending || cancelling.isPending;

  const finish = useCallback(
    (transaction: Transaction) => {
      setPhase({ step: 'done', transaction });
      void settleTransaction(queryClient, transaction);
    },
    [queryClient],
  );

  const onStarted = useCallback(
    (start: PaymentStart) => {
      if (start.transaction.status !== 'paying' || start.action.kind === 'none') {
        finish(start.transaction);
        return;
      }
      setPhase({ step: 'action', start });
      if (start.action.kind === 'redirect') goToBank(start.action.url);
    },
    [finish, goToBank],
  );

  const { run: send } = starting;
  const run = useCallback(
    async (request: PaymentRequest) => {
      if (busy) return;
      setPhase({ step: 'working' });
      const result = await send(request);
      if (!result) return;
      if (result.ok) onStarted(result.data);
      else {
        setPhase({
          step: 'refused',
          refusal: isRefusal(result.detail) ? result.detail : null,
          message: result.msg,
        });
      }
    },
    [busy, send, onStarted],
  );

  const start = useCallback(
    (method: TradeMethod, target: PaymentIntent = intent) => {
      const what = JSON.stringify([target, method]);
      let key = keys.current.get(what);
      if (!key) {
        key = newPaymentKey();
        keys.current.set(what, key);
      }
      const idempotencykey = key;
      if (target !== intent) setIntent(target);
      return run(requestOf(target, method, idempotencykey, returnUrl));
    },
    [intent, run, returnUrl],
  );

  /** The fines changed since the page loaded: the same payment of the amount due now. */
  const payAmount = useCallback(
    (method: TradeMethod, amount: number) => start(method, { ...intent, amount }),
    [intent, start],
  );

  const resume = useCallback(
    (orderno: string) => run({ kind: 'resume', body: { orderno } }),
    [run],
  );

  const { run: sendCancel } = cancelling;
  const cancel = useCallback(
    async (orderno: string, thenChoose: boolean) => {
      if (busy) return;
      setPhase({ step: 'working' });
      const result = await sendCancel({ orderno });
      if (!result) return;
      if (thenChoose || !result.ok) setPhase({ step: 'choose' });
      else finish(result.data);
    },
    [busy, sendCancel, finish],
  );

  // The QR code is paid on a phone: ask the server every few seconds until the order is over.
  const watched =
    phase.step === 'action' && phase.start.action.kind === 'qr'
      ? phase.start.transaction.orderno
      : null;
  const state = useQuery({
    ...transactionStateQuery(api, watched ?? ''),
    enabled: watched !== null,
  });
  // Once the poll sees the order over, the dialog shows the result (derived, not copied into
  // state) and every element showing the money refreshes.
  const over =
    watched && state.data?.orderno === watched && state.data.status !== 'paying'
      ? state.data
      : null;
  useEffect(() => {
    if (over) void settleTransaction(queryClient, over);
  }, [over, queryClient]);
  const shown: PaymentPhase = over ? { step: 'done', transaction: over } : phase;

  return { intent, phase: shown, start, payAmount, resume, cancel };
}
