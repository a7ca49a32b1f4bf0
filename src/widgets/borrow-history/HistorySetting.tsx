import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckLabel, historySettingQuery, setKeepHistory, useApi } from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';
import { formatDay } from '../../core/ui/day';
import { Hint, Setting } from './styles';

/** The opt-in: a reading history is kept only while the reader says so (off by default). */
export function HistorySetting() {
  const { t, i18n } = useTranslation('circulation');
  const { t: tc } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const hintId = useId();
  const setting = useQuery(historySettingQuery(api));
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  if (!setting.data) return null;
  const { keephistory, since } = setting.data;

  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const result = await setKeepHistory(api, queryClient, !keephistory);
      if (!result.ok) setStatus(result.msg || tc('common.requestError'));
      else setStatus(result.data.keephistory ? t('history.turnedOn') : t('history.turnedOff'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Setting part="setting">
      <CheckLabel>
        <input
          type="checkbox"
          checked={keephistory}
          aria-describedby={hintId}
          aria-disabled={busy || undefined}
          onChange={() => void toggle()}
        />
        {t('history.keep')}
      </CheckLabel>
      <Hint id={hintId}>
        {t('history.keepHint')}
        {keephistory && since
          ? ` ${t('history.since', { date: formatDay(since, i18n.language) })}`
          : ''}
      </Hint>
      <StatusLine role="status">{status}</StatusLine>
    </Setting>
  );
}
