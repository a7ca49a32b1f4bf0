import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AccountOverview,
  Button,
  type FineItem,
  type Transaction,
  useLibraryTimeZone,
  useRepeatsPageTitle,
} from '../../core';
import { formatDateTime } from '../../core/ui/format';
import type { PaymentIntent } from './intent';
import { PendingActions } from './PendingSection';
import { Amount, Item, Items, Muted, Panel, Row, SubHeading } from './styles';

function FineRow({
  fine,
  paying,
  onPay,
}: {
  fine: FineItem;
  /** The payment still paying that holds this fine, if any. */
  paying: Transaction | undefined;
  onPay: (intent: PaymentIntent) => void;
}) {
  const { t, i18n } = useTranslation('money');
  const timeZone = useLibraryTimeZone();
  const holdingId = useId();
  // The product's own reasons in the reader's language; a librarian's words as written.
  const reason = fine.reasoncode ? t(`fines.reason_${fine.reasoncode}`) : fine.reason;
  const what = [fine.title ? t('fines.book', { title: fine.title }) : null, reason]
    .filter(Boolean)
    .join(' ');
  const amount = fine.amount;
  return (
    <Item part="fine">
      <span>
        {what || t('fines.fine')}
        <br />
        <Muted as="span">
          {t('fines.created', { time: formatDateTime(fine.createdtime, i18n.language, timeZone) })}
        </Muted>
      </span>
      <Row>
        <Amount>{t('yuan', { amount })}</Amount>
        {fine.payingorderno ? (
          <>
            <Muted as="span" id={holdingId}>
              {t('fines.holding', { orderno: fine.payingorderno })}
            </Muted>
            {/* Right here: continue that payment or cancel it, never a fine left unpayable. */}
            {paying ? (
              <PendingActions transaction={paying} describedBy={holdingId} onPay={onPay} />
            ) : null}
          </>
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
  const pageTitled = useRepeatsPageTitle(t('fines.heading'));
  const headingId = useId();
  const { fines, finesdue } = overview;
  return (
    <Panel aria-labelledby={headingId} part="fines">
      <SubHeading id={headingId} {...pageTitled}>
        {t('fines.heading')}
      </SubHeading>
      {fines.length === 0 ? (
        <Muted>{t('fines.none')}</Muted>
      ) : (
        <>
          <Row>
            <Amount>{t('fines.due', { amount: finesdue })}</Amount>
            {fines.length > 1 && fines.every((fine) => !fine.payingorderno) ? (
              <Button
                type="button"
                onClick={() => onPay({ kind: 'fines', fineids: 'all', amount: finesdue })}
              >
                {t('fines.payAll', { amount: finesdue })}
              </Button>
            ) : null}
          </Row>
          <Items>
            {fines.map((fine) => (
              <FineRow
                key={fine.id}
                fine={fine}
                paying={overview.pending.find((each) => each.orderno === fine.payingorderno)}
                onPay={onPay}
              />
            ))}
          </Items>
        </>
      )}
    </Panel>
  );
}
