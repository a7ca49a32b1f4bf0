import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cancelPayment, useApi, type AccountOverview, type Transaction } from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { yuan, type PaymentIntent } from './intent';
import { Amount, Item, Items, Muted, Panel, Row, SubHeading } from './styles';

function Summary({ transaction, id }: { transaction: Transaction; id?: string }) {
  const { t } = useTranslation('money');
  return (
    <span id={id}>
      {t(`trade.${transaction.tradetype}`)} · {t(`method.${transaction.trademethod}`)} ·{' '}
      <Amount>{t('yuan', { amount: yuan(transaction.amount) })}</Amount>
    </span>
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
  const api = useApi();
  const queryClient = useQueryClient();
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
                        time: formatDateTime(transaction.expiretime, i18n.language),
                      })}
                    </Muted>
                  ) : null}
                </span>
                <Row>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-describedby={`${pendingId}-${transaction.orderno}`}
                    onClick={() =>
                      void cancelPayment(api, queryClient, { orderno: transaction.orderno })
                    }
                  >
                    {t('pending.cancel')}
                  </Button>
                  <Button
                    type="button"
                    aria-describedby={`${pendingId}-${transaction.orderno}`}
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
