import { useTranslation } from 'react-i18next';
import { Button, type PaymentRefusal, type PaymentStart, type Transaction } from '../../core';
import { isImageDataUrl, isWebUrl } from './intent';
import { Actions, Notice, QrImage } from './styles';

/** Takes the step's main control, which gets the focus when the step appears. */
type Primary = (node: HTMLElement | null) => void;

/** Scan, go to the bank, or pay at the desk: what the payer does for a paying order. */
export function ActionStep({
  start,
  primary,
  onCancel,
  onClose,
}: {
  start: PaymentStart;
  primary: Primary;
  onCancel: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('money');
  const { transaction, action } = start;
  const method = t(`method.${transaction.trademethod}`);
  if (action.kind === 'qr') {
    return (
      <>
        <p>{t('dialog.scan', { method })}</p>
        {isImageDataUrl(action.qrcode) ? (
          <QrImage src={action.qrcode} alt={t('dialog.qrAlt', { method })} part="qrcode" />
        ) : null}
        {isWebUrl(action.url) ? (
          <p>
            <a href={action.url} target="_blank" rel="noopener noreferrer">
              {t('dialog.openHere')}
            </a>
          </p>
        ) : null}
        <Actions>
          <Button type="button" $variant="secondary" ref={primary} onClick={onCancel}>
            {t('dialog.cancelPayment')}
          </Button>
        </Actions>
      </>
    );
  }
  if (action.kind === 'redirect') {
    return isWebUrl(action.url) ? (
      <p>
        <a href={action.url} ref={primary}>
          {t('dialog.bankLink')}
        </a>
      </p>
    ) : null;
  }
  const refund = transaction.tradetype === 'depositRefund';
  return (
    <>
      <p>
        {t(refund ? 'dialog.deskRefund' : 'dialog.desk', {
          amount: transaction.amount,
          orderno: transaction.orderno,
        })}
      </p>
      <Actions>
        <Button type="button" ref={primary} onClick={onClose}>
          {t('dialog.done')}
        </Button>
      </Actions>
    </>
  );
}

/** What became of the order, in words (also the live status once it is over). */
export function useOutcomeText(): (transaction: Transaction) => string {
  const { t } = useTranslation('money');
  return (transaction) => {
    if (transaction.status === 'refunded') return t('dialog.refunded');
    if (transaction.status === 'failed') {
      if (transaction.failure === 'cancelled') return t('dialog.cancelled');
      return t('dialog.failed', {
        reason: transaction.failure ? t(`failure.${transaction.failure}`) : t('status.failed'),
      });
    }
    if (transaction.status === 'success') {
      if (transaction.tradetype === 'depositRefund') return t('dialog.refunded');
      return transaction.posting === 'unposted' ? t('dialog.successUnposted') : t('dialog.success');
    }
    return t('status.paying');
  };
}

export function DoneStep({ primary, onClose }: { primary: Primary; onClose: () => void }) {
  const { t } = useTranslation('money');
  return (
    <Actions>
      <Button type="button" ref={primary} onClick={onClose}>
        {t('dialog.done')}
      </Button>
    </Actions>
  );
}

/** A refused start: the amount due now to pay instead, the order already paying, or why. */
export function RefusedStep({
  refusal,
  message,
  primary,
  onPayAmount,
  onResume,
  onCancelOther,
  onRetry,
}: {
  refusal: PaymentRefusal | null;
  message: string;
  primary: Primary;
  onPayAmount: (amount: number) => void;
  onResume: (orderno: string) => void;
  onCancelOther: (orderno: string) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('money');
  if (refusal?.reason === 'amountChanged') {
    const amount = refusal.amount;
    return (
      <>
        <Notice $tone="danger">{t('dialog.amountChanged', { amount })}</Notice>
        <Actions>
          <Button type="button" ref={primary} onClick={() => onPayAmount(refusal.amount)}>
            {t('dialog.payNew', { amount })}
          </Button>
        </Actions>
      </>
    );
  }
  if (refusal?.reason === 'inProgress') {
    return (
      <>
        <Notice $tone="danger">{t('dialog.inProgress', { orderno: refusal.orderno })}</Notice>
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => onCancelOther(refusal.orderno)}>
            {t('dialog.cancelIt')}
          </Button>
          <Button type="button" ref={primary} onClick={() => onResume(refusal.orderno)}>
            {t('dialog.continueIt')}
          </Button>
        </Actions>
      </>
    );
  }
  return (
    <>
      <Notice $tone="danger">{message || t('dialog.error')}</Notice>
      <Actions>
        <Button type="button" ref={primary} onClick={onRetry}>
          {t('dialog.retry')}
        </Button>
      </Actions>
    </>
  );
}
