import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AccountOverview,
  Button,
  paymentCancel,
  type Transaction,
  useApiMutation,
  useLibraryTimeZone,
} from '../../core';
import { formatDateTime } from '../../core/ui/format';
import type { PaymentIntent } from './intent';
import { Amount, Item, Items, Muted, Panel, Row, SubHeading } from './styles';

function Summary({ transaction, id }: { transaction: Transaction; id?: string }) {
  const { t } = useTranslation('money');
  return (
    <span id={id}>
      {t(`trade.${transaction.tradetype}`)} · {t(`method.${transaction.trademethod}`)} ·{' '}
      <Amount>{t('yuan', { amount: transaction.amount })}</Amount>
    </span>
  );
}

/**
 * Continue or cancel a payment still paying: beside it in the list, and beside a fine it holds,
 * so a payment dialog closed halfway never leaves a fine the reader cannot pay.
 */
export function PendingActions({
  transaction,
  describedBy,
  onPay,
}: {
  transaction: Transaction;
  /** The id of the text naming the payment the two buttons act on. */
  describedBy: string;
  onPay: (intent: PaymentIntent) => void;
}) {
  const { t } = useTranslation('money');
  // A double click cancels once: run ignores the second while the first is pending.
  const cancelling = useApiMutation(paymentCancel);
  return (
    <Row>
      <Button
        type="button"
        $variant="secondary"
        aria-describedby={describedBy}
        aria-disabled={cancelling.isPending || undefined}
        onClick={() => void cancelling.run({ orderno: transaction.orderno })}
      >
        {t('pending.cancel')}
      </Button>
      <Button
        type="button"
        aria-describedby={describedBy}
        onClick={() =>
          onPay({
            kind: 'resume',
            orderno: transaction.orderno,
            amount: transaction.amount,
            method: transaction.trademethod,
            tradetype: transaction.tradetype,
          })
        }
      >
        {t('pending.continue')}
      </Button>
    </Row>
  );
}

/**
 * Payments still open (continue or cancel them) and those paid but not posted, which the
 * library settles: shown so that a reader who paid never wonders where the money went.
 */
export function PendingSection({
  overview,
  onPay,
}: {
  overview: AccountOverview;
  onPay: (intent: PaymentIntent) => void;
}) {
  const { t, i18n } = useTranslation('money');
  const timeZone = useLibraryTimeZone();
  const pendingId = useId();
  const unpostedId = useId();
  const { pending, unposted } = overview;
  if (pending.length === 0 && unposted.length === 0) return null;
  return (
    <>
      {pending.length > 0 ? (
        <Panel aria-labelledby={pendingId} part="pending">
          <SubHeading id={pendingId}>{t('pending.heading')}</SubHeading>
          <Items>
            {pending.map((transaction) => (
              <Item key={transaction.orderno}>
                <span>
                  {/* Names which payment the two buttons beside it continue or cancel. */}
                  <Summary transaction={transaction} id={`${pendingId}-${transaction.orderno}`} />
                  {transaction.expiretime ? (
                    <Muted>
                      {t('pending.expires', {
                        time: formatDateTime(transaction.expiretime, i18n.language, timeZone),
                      })}
                    </Muted>
                  ) : null}
                </span>
                <PendingActions
                  transaction={transaction}
                  describedBy={`${pendingId}-${transaction.orderno}`}
                  onPay={onPay}
                />
              </Item>
            ))}
          </Items>
        </Panel>
      ) : null}
      {unposted.length > 0 ? (
        <Panel aria-labelledby={unpostedId} part="unposted">
          <SubHeading id={unpostedId}>{t('pending.unpostedHeading')}</SubHeading>
          <Items>
            {unposted.map((transaction) => (
              <Item key={transaction.orderno}>
                <Summary transaction={transaction} />
                <Muted as="span">{t('posting.unposted')}</Muted>
              </Item>
            ))}
          </Items>
        </Panel>
      ) : null}
    </>
  );
}
