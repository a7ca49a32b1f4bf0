import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type AccountOverview, type FineItem } from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { yuan, type PaymentIntent } from './intent';
import { Amount, Item, Items, Muted, Panel, Row, SubHeading } from './styles';

function FineRow({ fine, onPay }: { fine: FineItem; onPay: (intent: PaymentIntent) => void }) {
  const { t, i18n } = useTranslation('money');
  const what = [fine.title ? t('fines.book', { title: fine.title }) : null, fine.reason]
    .filter(Boolean)
    .join(' ');
  const amount = yuan(fine.amount);
  return (
    <Item part="fine">
      <span>
        {what || t('fines.fine')}
        <br />
        <Muted as="span">
          {t('fines.created', { time: formatDateTime(fine.createdtime, i18n.language) })}
        </Muted>
      </span>
      <Row>
        <Amount>{t('yuan', { amount })}</Amount>
        {fine.payingorderno ? (
          <Muted as="span">{t('fines.holding', { orderno: fine.payingorderno })}</Muted>
        ) : (
          <Button
            type="button"
            $variant="secondary"
            aria-label={t('fines.payOne', { amount, what: what || t('fines.fine') })}
            onClick={() => onPay({ kind: 'fines', fineids: [fine.id], amount: fine.amount })}
          >
            {t('fines.pay')}
          </Button>
        )}
      </Row>
    </Item>
  );
}

/** The unpaid fines with the amount due: pay one, or all at once. */
export function FinesSection({
  overview,
  onPay,
}: {
  overview: AccountOverview;
  onPay: (intent: PaymentIntent) => void;
}) {
  const { t } = useTranslation('money');
  const headingId = useId();
  const { fines, finesdue } = overview;
  return (
    <Panel aria-labelledby={headingId} part="fines">
      <SubHeading id={headingId}>{t('fines.heading')}</SubHeading>
      {fines.length === 0 ? (
        <Muted>{t('fines.none')}</Muted>
      ) : (
        <>
          <Row>
            <Amount>{t('fines.due', { amount: yuan(finesdue) })}</Amount>
            {fines.length > 1 && fines.every((fine) => !fine.payingorderno) ? (
              <Button
                type="button"
                onClick={() => onPay({ kind: 'fines', fineids: 'all', amount: finesdue })}
              >
                {t('fines.payAll', { amount: yuan(finesdue) })}
              </Button>
            ) : null}
          </Row>
          <Items>
            {fines.map((fine) => (
              <FineRow key={fine.id} fine={fine} onPay={onPay} />
            ))}
          </Items>
        </>
      )}
    </Panel>
  );
}
