import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, type TradeMethod } from '../../core';
import type { PaymentIntent } from './intent';
import { ActionStep, DoneStep, RefusedStep, useOutcomeText } from './PaymentSteps';
import { Actions, Methods, Muted } from './styles';
import { usePayment, type PaymentPhase } from './usePayment';

export interface PaymentDialogProps {
  intent: PaymentIntent;
  /** The methods the library takes (AccountOverview.methods). */
  methods: TradeMethod[];
  returnUrl: string;
  goToBank: (url: string) => void;
  onClose: () => void;
}

function useStatusText(phase: PaymentPhase): string {
  const { t } = useTranslation('money');
  const outcome = useOutcomeText();
  switch (phase.step) {
    case 'working':
      return t('dialog.working');
    case 'action':
      return phase.start.action.kind === 'qr'
        ? t('dialog.waiting')
        : phase.start.action.kind === 'redirect'
          ? t('dialog.bank')
          : '';
    case 'done':
      return outcome(phase.transaction);
    default:
      return '';
  }
}

/**
 * Paying (or refunding) in a modal dialog: choose the method, then scan the QR code, go to the
 * bank or pay at the desk, and see the result; a refusal says what to do next. The status line
 * is a live region, and each step moves the focus to its main control, so the whole payment
 * works with a keyboard and a screen reader.
 */
export function PaymentDialog({
  intent,
  methods,
  returnUrl,
  goToBank,
  onClose,
}: PaymentDialogProps) {
  const { t } = useTranslation('money');
  const statusId = useId();
  const payment = usePayment(intent, returnUrl, goToBank);
  const { phase } = payment;
  const current = payment.intent;
  const [method, setMethod] = useState<TradeMethod>(
    current.kind === 'resume' ? current.method : (methods[0] ?? 'cash'),
  );
  const status = useStatusText(phase);

  // The control that had the focus may be gone with the step: give it to the new step's.
  const primaryNode = useRef<HTMLElement | null>(null);
  const primary = useCallback((node: HTMLElement | null) => {
    primaryNode.current = node;
  }, []);
  const initialFocus = useRef<HTMLElement | null>(null);
  // On opening, the dialog focuses the chosen method (initialFocus); later steps, their control.
  const shownStep = useRef(phase.step);
  useEffect(() => {
    if (phase.step === shownStep.current) return;
    shownStep.current = phase.step;
    if (phase.step !== 'working') primaryNode.current?.focus();
  }, [phase.step]);

  const choosing = phase.step === 'choose' || phase.step === 'working';
  const busy = phase.step === 'working';
  const confirm = () => {
    if (current.kind === 'resume') void payment.resume(current.orderno);
    else void payment.start(method);
  };
  const canChoose = current.kind !== 'refund' && current.kind !== 'resume';

  return (
    <Dialog
      open
      title={t(`dialog.title_${current.kind}`)}
      onClose={onClose}
      describedBy={statusId}
      initialFocus={initialFocus}
    >
      <p>{t('dialog.amount', { amount: current.amount })}</p>
      {choosing ? (
        <>
          {current.kind === 'refund' ? <Muted>{t('dialog.refundNote')}</Muted> : null}
          {current.kind === 'resume' ? <Muted>{t(`method.${current.method}`)}</Muted> : null}
          {canChoose ? (
            <Methods>
              <legend>{t('dialog.method')}</legend>
              {methods.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="method"
                    value={value}
                    checked={method === value}
                    ref={
                      method === value ? (node) => void (initialFocus.current = node) : undefined
                    }
                    onChange={() => setMethod(value)}
                  />{' '}
                  {t(`method.${value}`)}
                </label>
              ))}
            </Methods>
          ) : null}
          <Actions>
            <Button
              type="button"
              ref={(node) => {
                primary(node);
                if (!canChoose) initialFocus.current = node;
              }}
              aria-disabled={busy || (canChoose && methods.length === 0)}
              onClick={() => {
                if (!busy && (!canChoose || methods.length > 0)) confirm();
              }}
            >
              {t(
                current.kind === 'refund'
                  ? 'dialog.confirmRefund'
                  : current.kind === 'resume'
                    ? 'pending.continue'
                    : 'dialog.confirm',
              )}
            </Button>
          </Actions>
        </>
      ) : null}
      {phase.step === 'action' ? (
        <ActionStep
          start={phase.start}
          primary={primary}
          onCancel={() => void payment.cancel(phase.start.transaction.orderno, false)}
          onClose={onClose}
        />
      ) : null}
      {phase.step === 'refused' ? (
        <RefusedStep
          refusal={phase.refusal}
          message={phase.message}
          primary={primary}
          onPayAmount={(amount) => void payment.payAmount(method, amount)}
          onResume={(orderno) => void payment.resume(orderno)}
          onCancelOther={(orderno) => void payment.cancel(orderno, true)}
          onRetry={confirm}
        />
      ) : null}
      {phase.step === 'done' ? <DoneStep primary={primary} onClose={onClose} /> : null}
      <p id={statusId} role="status" aria-live="polite">
        {status}
      </p>
    </Dialog>
  );
}
