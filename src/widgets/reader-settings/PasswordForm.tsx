import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  PASSWORD_MIN_LENGTH,
  TextField,
  passwordChange,
  useApiMutation,
  type PasswordChangeRequest,
} from '../../core';
import { encryptPassword } from './encrypt';
import { Outcome, refusalText, useRole } from './shared';
import { Form } from './styles';

type Field = keyof PasswordChangeRequest;
type PasswordErrors = Partial<Record<Field, string>>;

const EMPTY: PasswordChangeRequest = { oldpassword: '', newpassword: '', confirmpassword: '' };

/** All three required, the new one of six characters or more, confirm equal. */
export function checkPasswords(values: PasswordChangeRequest): PasswordErrors {
  const errors: PasswordErrors = {};
  const next = values.newpassword.trim();
  if (!values.oldpassword.trim()) errors.oldpassword = 'password.oldRequired';
  if (!next) errors.newpassword = 'password.newRequired';
  else if ([...next].length < PASSWORD_MIN_LENGTH) errors.newpassword = 'password.tooShort';
  if (!values.confirmpassword.trim()) errors.confirmpassword = 'password.confirmRequired';
  else if (next && values.confirmpassword.trim() !== next) {
    errors.confirmpassword = 'password.confirmError';
  }
  return errors;
}

/**
 * Old, new and confirm, sent through the role's own call. The server ends the reader's other
 * sessions (a thief's, perhaps); this page stays logged in.
 */
export function PasswordForm() {
  const { t } = useTranslation('settings');
  const role = useRole();
  const changing = useApiMutation(passwordChange);
  const [values, setValues] = useState<PasswordChangeRequest>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refs: Record<Field, RefObject<HTMLInputElement | null>> = {
    oldpassword: useRef<HTMLInputElement>(null),
    newpassword: useRef<HTMLInputElement>(null),
    confirmpassword: useRef<HTMLInputElement>(null),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (changing.isPending) return;
    setError(null);
    setDone(null);
    const found = checkPasswords(values);
    setErrors(found);
    const first = (Object.keys(refs) as Field[]).find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    const result = await changing.run({ role, passwords: values, encrypt: encryptPassword });
    if (!result) return;
    if (!result.ok) {
      setError(refusalText(result, t, 'password.failed'));
      return;
    }
    setValues(EMPTY);
    setDone(t('password.changed'));
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      ref={refs[name]}
      label={label}
      type="password"
      required
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name] ? t(errors[name]) : null}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {field('oldpassword', t('password.old'), 'current-password')}
      {field('newpassword', t('password.new'), 'new-password')}
      {field('confirmpassword', t('password.confirm'), 'new-password')}
      <Outcome error={error} done={done} />
      <div>
        <Button type="submit" aria-disabled={changing.isPending}>
          {changing.isPending ? t('password.submitting') : t('password.submit')}
        </Button>
      </div>
    </Form>
  );
}
