import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  PASSWORD_MIN_LENGTH,
  TextField,
  passwordChange,
  useApiMutation,
  type LoginResult,
} from '../../core';
import { encryptPassword } from './encrypt';
import { Intro, SubmitRow, StepError } from './styles';

export interface NewPasswordStepProps {
  /** The login that is waiting for the new password. */
  login: LoginResult;
  /** The initial password just typed: the change call asks for the current one. */
  initialPassword: string;
  onChanged: () => void;
}

type Field = 'newpassword' | 'confirmpassword';
type Errors = Partial<Record<Field, string>>;

/** Six characters or more (as the server's rule), confirmed, and not the initial one again. */
export function checkNewPassword(
  next: string,
  confirm: string,
  initial: string,
): Partial<
  Record<Field, 'login.passwordTooShort' | 'login.confirmMismatch' | 'login.sameAsInitial'>
> {
  const value = next.trim();
  if ([...value].length < PASSWORD_MIN_LENGTH) return { newpassword: 'login.passwordTooShort' };
  if (value === initial.trim()) return { newpassword: 'login.sameAsInitial' };
  if (confirm.trim() !== value) return { confirmpassword: 'login.confirmMismatch' };
  return {};
}

/**
 * The first login with a password the library generated (an initial password from a class
 * list): the reader sets their own through the password-change call before the login counts.
 * The server clears its "must change" flag on a successful change.
 */
export function NewPasswordStep({ login, initialPassword, onChanged }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ newpassword: '', confirmpassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = useApiMutation(passwordChange);
  const saving = change.isPending;
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  // The step replaces the login form inside the same dialog: focus moves to its first field.
  useEffect(() => newRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const found = checkNewPassword(values.newpassword, values.confirmpassword, initialPassword);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (found.newpassword) return newRef.current?.focus();
    if (found.confirmpassword) return confirmRef.current?.focus();
    const result = await change.run({
      role: login.roles[0] ?? 'student',
      passwords: { oldpassword: initialPassword, ...values },
      encrypt: encryptPassword,
    });
    if (!result) return;
    if (!result.ok) {
      setFailure(result.msg || t('login.changeFailed'));
      return;
    }
    onChanged();
  };

  const field = (name: Field, label: string, ref: typeof newRef) => (
    <TextField
      ref={ref}
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate part="form">
      <Intro>{t('login.changeIntro')}</Intro>
      {field('newpassword', t('login.newPassword'), newRef)}
      {field('confirmpassword', t('login.confirmPassword'), confirmRef)}
      {failure && <StepError role="alert">{failure}</StepError>}
      <SubmitRow>
        <Button type="submit" aria-disabled={saving} aria-busy={saving} part="submit">
          {saving ? t('login.changeSubmitting') : t('login.changeSubmit')}
        </Button>
      </SubmitRow>
    </form>
  );
}
