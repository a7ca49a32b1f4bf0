import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  PHONE_PATTERN,
  ResultCode,
  SMS_CODE_PATTERN,
  TextField,
  captchaQuery,
  phoneBind,
  phoneCodeSend,
  useApi,
  useApiMutation,
  useRuntime,
  useSession,
} from '../../core';
import { Captcha } from './Captcha';
import { Outcome, refusalText, useRole } from './shared';
import { Form, Hint, Row } from './styles';
import { useCountdown } from './useCountdown';

interface PhoneErrors {
  phone?: string;
  captcha?: string;
  code?: string;
}

/** The seconds a "too soon" refusal asks to wait (its data, readable from any origin). */
function retryAfter(detail: unknown): number {
  const seconds = (detail as { retryafter?: unknown } | null)?.retryafter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 60;
}

/**
 * Binding a phone: a valid number ("Phone number is incorrect"), an image captcha
 * before the SMS is sent, a resend countdown of what the server says, then the six-digit code.
 */
export function PhoneBinding() {
  const { t } = useTranslation('settings');
  const api = useApi();
  const { session } = useRuntime();
  const { user } = useSession();
  const role = useRole();
  const captcha = useQuery(captchaQuery(api));
  const [phone, setPhone] = useState('');
  const [answer, setAnswer] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<PhoneErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const sending = useApiMutation(phoneCodeSend);
  const binding = useApiMutation(phoneBind);
  // One request at a time across both: the code is not bound while a new one is on its way.
  const busy = sending.isPending || binding.isPending;
  const [wait, startWait] = useCountdown();
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const phoneError = () => (PHONE_PATTERN.test(phone.trim()) ? undefined : 'phone.incorrect');

  const send = async () => {
    if (busy || wait > 0) return;
    setError(null);
    setDone(null);
    const found: PhoneErrors = {
      phone: phoneError(),
      captcha: answer.trim() ? undefined : 'phone.captchaRequired',
    };
    setErrors(found);
    if (found.phone) return phoneRef.current?.focus();
    if (found.captcha || !captcha.data) return;
    const result = await sending.run({
      phone: phone.trim(),
      validateguid: captcha.data.validateguid,
      validatecode: answer.trim(),
    });
    if (!result) return;
    // The server takes a captcha at its first guess, right or wrong: show the next one.
    setAnswer('');
    void captcha.refetch();
    if (result.ok) {
      startWait(result.data.resendafter);
      setDone(t('phone.sent'));
      codeRef.current?.focus();
    } else if (result.code === ResultCode.tooManyRequests) {
      const seconds = retryAfter(result.detail);
      startWait(seconds);
      setError(result.msg || t('phone.tooSoon', { seconds }));
    } else {
      setError(refusalText(result, t, 'phone.failed'));
    }
  };

  const bind = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setDone(null);
    const typed = code.trim();
    const found: PhoneErrors = {
      phone: phoneError(),
      code: !typed
        ? 'phone.codeRequired'
        : SMS_CODE_PATTERN.test(typed)
          ? undefined
          : 'phone.codeInvalid',
    };
    setErrors(found);
    if (found.phone) return phoneRef.current?.focus();
    if (found.code) return codeRef.current?.focus();
    const result = await binding.run({ role, request: { phone: phone.trim(), code: typed } });
    if (!result) return;
    if (!result.ok) {
      setError(refusalText(result, t, 'phone.failed'));
      return;
    }
    session.setUser(result.data);
    setCode('');
    setDone(t('phone.bound'));
  };

  return (
    <Form noValidate onSubmit={(event) => void bind(event)}>
      <Hint>{user?.phone ? t('phone.current', { phone: user.phone }) : t('phone.none')}</Hint>
      <TextField
        ref={phoneRef}
        label={t('phone.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        maxLength={11}
        value={phone}
        error={errors.phone ? t(errors.phone) : null}
        onChange={(event) => setPhone(event.target.value)}
      />
      <Captcha
        captcha={captcha}
        value={answer}
        error={errors.captcha ? t(errors.captcha) : null}
        onChange={setAnswer}
      />
      <Row>
        <Button
          type="button"
          $variant="secondary"
          aria-disabled={busy || wait > 0}
          onClick={() => void send()}
        >
          {wait > 0 ? t('phone.resendIn', { seconds: wait }) : t('phone.send')}
        </Button>
      </Row>
      <TextField
        ref={codeRef}
        label={t('phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={6}
        value={code}
        error={errors.code ? t(errors.code) : null}
        onChange={(event) => setCode(event.target.value)}
      />
      <Outcome error={error} done={done} />
      <div>
        <Button type="submit" aria-disabled={busy}>
          {busy ? t('phone.binding') : t('phone.bind')}
        </Button>
      </div>
    </Form>
  );
}
