import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  QueryStates,
  TextField,
  profileQuery,
  profileUpdate,
  useApi,
  useApiMutation,
  useRuntime,
  type ReaderInfo,
  type Sex,
} from '../../core';
import { Outcome, refusalText, useRole } from './shared';
import { Choices, Form } from './styles';

/** As the server counts them (server/src/routes/settings.ts). */
const NICKNAME_MAX = 20;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

interface ProfileErrors {
  nickname?: string;
  email?: string;
}

/** Nickname, gender and email required; the keys of what is wrong. */
export function checkProfile(nickname: string, email: string): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!nickname.trim()) errors.nickname = 'profile.nicknameRequired';
  else if ([...nickname.trim()].length > NICKNAME_MAX) errors.nickname = 'profile.nicknameTooLong';
  if (!email.trim()) errors.email = 'profile.emailRequired';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'profile.emailInvalid';
  return errors;
}

function ProfileFields({ profile }: { profile: ReaderInfo }) {
  const { t } = useTranslation('settings');
  const { session } = useRuntime();
  const role = useRole();
  const saving = useApiMutation(profileUpdate);
  const genderId = useId();
  const [nickname, setNickname] = useState(profile.nickname ?? '');
  const [sex, setSex] = useState<Sex>(profile.sex === 2 ? 2 : 1);
  const [email, setEmail] = useState(profile.email ?? '');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const nicknameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.isPending) return;
    setDone(null);
    setError(null);
    const found = checkProfile(nickname, email);
    setErrors(found);
    if (found.nickname) return nicknameRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    const profile = { nickname: nickname.trim(), sex, email: email.trim() };
    const result = await saving.run({ role, profile });
    if (!result) return;
    if (!result.ok) {
      // What the reader typed stays, so they can correct it rather than start over.
      setError(refusalText(result, t, 'profile.failed'));
      return;
    }
    session.setUser(result.data);
    setDone(t('profile.saved'));
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={nicknameRef}
        label={t('profile.nickname')}
        value={nickname}
        required
        autoComplete="nickname"
        // maxLength counts UTF-16 units (an emoji is two); the check counts characters.
        maxLength={NICKNAME_MAX * 2}
        error={errors.nickname ? t(errors.nickname, { max: NICKNAME_MAX }) : null}
        onChange={(event) => setNickname(event.target.value)}
      />
      <Choices>
        <legend id={genderId}>{t('profile.gender')}</legend>
        {([1, 2] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${genderId}-sex`}
              value={value}
              required
              checked={sex === value}
              onChange={() => setSex(value)}
            />{' '}
            {t(value === 1 ? 'profile.male' : 'profile.female')}
          </label>
        ))}
      </Choices>
      <TextField
        ref={emailRef}
        label={t('profile.email')}
        type="email"
        value={email}
        required
        autoComplete="email"
        error={errors.email ? t(errors.email) : null}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Outcome error={error} done={done} />
      <div>
        <Button type="submit" aria-disabled={saving.isPending}>
          {saving.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </Form>
  );
}

/** The profile (nickname, gender, email, all required), saved through the role's own call. */
export function ProfileForm() {
  const api = useApi();
  const role = useRole();
  const profile = useQuery(profileQuery(api, role));
  return (
    <QueryStates query={profile} error={<ErrorState />}>
      {(data) => <ProfileFields key={data.id} profile={data} />}
    </QueryStates>
  );
}
