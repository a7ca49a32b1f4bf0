import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsPayments, TradeMethod } from '../../core';
import { StaffPanel } from '../../core/ui/staff';
import { FieldError, Hint } from '../../core/ui/staff/styles';
import { SectionForm } from './SectionForm';
import { Check, Methods } from './styles';
import { useSectionSave } from './useSectionSave';

/**
 * The online payment methods readers may choose, among those the payment gateway offers. Cash
 * is not listed: the desk always takes it. Without a gateway there is nothing to choose.
 */
export function PaymentsSection({ payments }: { payments: SettingsPayments }) {
  const { t } = useTranslation('settings-admin');
  const id = useId();
  const state = useSectionSave();
  const [chosen, setChosen] = useState<TradeMethod[]>(() => [...payments.methods]);
  const error = state.error?.field === 'methods' ? state.error.message : null;
  const toggle = (method: TradeMethod, on: boolean) =>
    setChosen((list) =>
      // In the gateway's order, each once.
      payments.offered.filter((each) => (each === method ? on : list.includes(each))),
    );
  if (payments.offered.length === 0) {
    return (
      <StaffPanel heading={t('payments')} part="payments">
        <Hint>{t('noGateway')}</Hint>
      </StaffPanel>
    );
  }
  return (
    <SectionForm
      title={t('payments')}
      hint={t('paymentsHint')}
      part="payments"
      state={state}
      onSubmit={() => void state.save({ section: 'payments', value: { methods: chosen } })}
    >
      <Methods
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend>{t('paymentMethods')}</legend>
        {payments.offered.map((method) => (
          <Check key={method}>
            <input
              type="checkbox"
              checked={chosen.includes(method)}
              onChange={(event) => toggle(method, event.target.checked)}
            />
            {t(`method.${method}`)}
          </Check>
        ))}
        {chosen.length === 0 ? <Hint>{t('deskOnly')}</Hint> : null}
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </Methods>
    </SectionForm>
  );
}
