import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  readerBlock,
  readerResetPassword,
  readerUnblock,
  useApiMutation,
  type AdminReader,
} from '../../core';
import { Field, FieldError, Panel, SubHeading } from '../../core/ui/staff/styles';
import { OneTimePassword } from './OneTimePassword';
import { TeacherClassesPanel } from './TeacherClassesPanel';
import { Actions, Input } from './styles';

export type RowAction = 'password' | 'block' | 'classes';

/**
 * A reader's password reset (the new password shown once), block (with the reason the desk
 * will give) or, for a teacher, the classes taught; unblock needs no form and is run from the row.
 */
export function RowActionPanel({
  reader,
  action,
  onDone,
  say,
}: {
  reader: AdminReader;
  action: RowAction;
  onDone: () => void;
  say: (message: string) => void;
}) {
  if (action === 'classes')
    return <TeacherClassesPanel reader={reader} onDone={onDone} say={say} />;
  return action === 'password' ? (
    <ResetPassword reader={reader} onDone={onDone} say={say} />
  ) : (
    <BlockForm reader={reader} onDone={onDone} say={say} />
  );
}

function ResetPassword({
  reader,
  onDone,
  say,
}: {
  reader: AdminReader;
  onDone: () => void;
  say: (message: string) => void;
}) {
  const { t } = useTranslation('readers-admin');
  const headingId = useId();
  const reset = useApiMutation(readerResetPassword);
  const [password, setPassword] = useState<string | null>(null);
  const run = async () => {
    const result = await reset.run(reader.readercode);
    if (!result) return;
    if (result.ok) setPassword(result.data.password);
    else say(t('failed', { message: result.msg }));
  };
  const names = { name: reader.name, code: reader.readercode };
  return (
    <Panel aria-labelledby={headingId} part="reset-password">
      <SubHeading id={headingId}>{t('resetPasswordOf', names)}</SubHeading>
      {password ? (
        <OneTimePassword intro={t('passwordReset', names)} password={password} onClose={onDone} />
      ) : (
        <Actions>
          <Button type="button" $variant="primary" disabled={reset.isPending} onClick={run}>
            {t('resetPassword')}
          </Button>
          <Button type="button" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Actions>
      )}
    </Panel>
  );
}

function BlockForm({
  reader,
  onDone,
  say,
}: {
  reader: AdminReader;
  onDone: () => void;
  say: (message: string) => void;
}) {
  const { t } = useTranslation('readers-admin');
  const headingId = useId();
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const block = useApiMutation(readerBlock);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await block.run({ readercode: reader.readercode, reason });
    if (!result) return;
    if (!result.ok) {
      setError(result.msg);
      return;
    }
    say(t('blockedDone', { name: reader.name }));
    onDone();
  };
  return (
    <Panel aria-labelledby={headingId} part="block-form">
      <SubHeading id={headingId}>
        {t('blockHeading', { name: reader.name, code: reader.readercode })}
      </SubHeading>
      <form onSubmit={submit} noValidate>
        <Field>
          <label htmlFor={reasonId}>{t('blockReason')}</label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <FieldError id={errorId} role="alert">
              {error}
            </FieldError>
          )}
        </Field>
        <Actions>
          <Button type="submit" $variant="primary" disabled={block.isPending}>
            {t('blockConfirm')}
          </Button>
          <Button type="button" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

/** Unblock runs at once from the row: nothing to type, and a second click changes nothing. */
export function useUnblock(say: (message: string) => void) {
  const { t } = useTranslation('readers-admin');
  const unblock = useApiMutation(readerUnblock);
  return {
    isPending: unblock.isPending,
    run: async (reader: AdminReader) => {
      const result = await unblock.run(reader.readercode);
      if (!result) return;
      say(
        result.ok
          ? t('unblockedDone', { name: reader.name })
          : t('failed', { message: result.msg }),
      );
    },
  };
}
