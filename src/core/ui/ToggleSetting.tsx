import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiResult } from '../api/client';
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
  /** Sends the new value; its answer says what the setting is now. */
  change: (next: boolean) => Promise<ApiResult<T>>;
  /** What the answered setting means, said in the status line. */
  describe: (answer: T) => string;
}

/**
 * A reader's yes-or-no setting saved at once (keep my history, show my name): the box, its
 * hint, and a status line that says what happened. A double click sends one change: the
 * second waits for the first's answer.
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
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const result = await change(!checked);
      setStatus(result.ok ? describe(result.data) : result.msg || t('common.requestError'));
    } finally {
      running.current = false;
      setBusy(false);
    }
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
