import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApiMutation, type MutationDefinition } from '../api/queries/mutation';
import { token } from '../theme';
import { StatusLine } from './AccountTable';
import { CheckLabel } from './forms';

const Hint = styled.p`
  margin: 0;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
`;

export interface ToggleSettingProps<T> {
  checked: boolean;
  label: string;
  hint: ReactNode;
  /** The change that sends the new value; its answer says what the setting is now. */
  change: MutationDefinition<boolean, T>;
  /** What the answered setting means, said in the status line. */
  describe: (answer: T) => string;
}

/**
 * A reader's yes-or-no setting saved at once (keep my history, show my name): the box, its
 * hint, and a status line that says what happened. A double click sends one change
 * (`useApiMutation` ignores the second while the first is pending).
 */
export function ToggleSetting<T>({
  checked,
  label,
  hint,
  change,
  describe,
}: ToggleSettingProps<T>) {
  const { t } = useTranslation();
  const hintId = useId();
  const mutation = useApiMutation(change);
  const busy = mutation.isPending;
  const [status, setStatus] = useState('');

  const toggle = async () => {
    const result = await mutation.run(!checked);
    if (!result) return;
    setStatus(result.ok ? describe(result.data) : result.msg || t('common.requestError'));
  };

  return (
    <>
      <CheckLabel>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          aria-disabled={busy || undefined}
          onChange={() => void toggle()}
        />
        {label}
      </CheckLabel>
      <Hint id={hintId}>{hint}</Hint>
      <StatusLine role="status">{status}</StatusLine>
    </>
  );
}
