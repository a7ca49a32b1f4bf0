import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type AccountOverview, useRepeatsPageTitle } from '../../core';
import type { PaymentIntent } from './intent';
import { RechargeForm } from './RechargeForm';
import { Amount, Muted, Notice, Panel, Row, SubHeading } from './styles';

/** The deposit (paid, required; pay it or have it refunded) and the balance with a recharge. */
export function DepositSection({
  overview,
  onPay,
}: {
  overview: AccountOverview;
  onPay: (intent: PaymentIntent) => void;
}) {
  const { t } = useTranslation('money');
  const pageTitled = useRepeatsPageTitle(t('deposit.heading'));
  const headingId = useId();
  const refusalId = useId();
  const { deposit } = overview;
  const owed = deposit.required > 0 && deposit.paid < deposit.required;
  const refusal = deposit.paid > 0 ? deposit.refundrefusal : null;
  return (
    <Panel aria-labelledby={headingId} part="deposit">
      <SubHeading id={headingId} {...pageTitled}>
        {t('deposit.heading')}
      </SubHeading>
      {deposit.required === 0 && deposit.paid === 0 ? (
        <Muted>{t('deposit.notRequired')}</Muted>
      ) : (
        <dl>
          <dt>{t('deposit.paid')}</dt>
          <dd>
            <Amount>{t('yuan', { amount: deposit.paid })}</Amount>
            {deposit.paid > 0 && deposit.method
              ? t('deposit.paidBy', { method: t(`method.${deposit.method}`) })
              : null}
          </dd>
          <dt>{t('deposit.required')}</dt>
          <dd>
            <Amount>{t('yuan', { amount: deposit.required })}</Amount>
          </dd>
        </dl>
      )}
      <Row>
        {owed ? (
          <Button
            type="button"
            onClick={() => onPay({ kind: 'deposit', amount: deposit.required })}
          >
            {t('deposit.pay', { amount: deposit.required })}
          </Button>
        ) : null}
        {deposit.paid > 0 ? (
          <Button
            type="button"
            $variant="secondary"
            aria-disabled={refusal !== null}
            aria-describedby={refusal ? refusalId : undefined}
            onClick={() => {
              if (!refusal) onPay({ kind: 'refund', amount: deposit.paid });
            }}
          >
            {t('deposit.refund')}
          </Button>
        ) : null}
      </Row>
      {refusal ? (
        <Notice id={refusalId} part="refund-refusal">
          {t(`deposit.refusal_${refusal}`)}
        </Notice>
      ) : null}
      <dl>
        <dt>{t('deposit.balance')}</dt>
        <dd>
          <Amount>{t('yuan', { amount: overview.balance })}</Amount>
        </dd>
      </dl>
      <RechargeForm onPay={onPay} />
    </Panel>
  );
}
