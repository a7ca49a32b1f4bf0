import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, RECHARGE_MAX_FEN, RECHARGE_MIN_FEN, TextField } from '../../core';
import { yuanToFen, type PaymentIntent } from './intent';
import { Row } from './styles';

/** An amount in yuan within the recharge bounds, checked before any call. */
export function RechargeForm({ onPay }: { onPay: (intent: PaymentIntent) => void }) {
  const { t } = useTranslation('money');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bounds = { min: RECHARGE_MIN_FEN, max: RECHARGE_MAX_FEN };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = yuanToFen(text);
    if (amount === null || amount < RECHARGE_MIN_FEN || amount > RECHARGE_MAX_FEN) {
      setError(t('deposit.rechargeInvalid', bounds));
      return;
    }
    setError(null);
    onPay({ kind: 'recharge', amount });
  };
  return (
    <form onSubmit={submit} noValidate part="recharge">
      <Row>
        <TextField
          label={t('deposit.rechargeAmount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('deposit.rechargeHint', bounds)}
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('deposit.recharge')}</Button>
      </Row>
    </form>
  );
}
