import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckLabel, rankingSettingQuery, setRankingSetting, useApi } from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';
import { Hint, Setting } from './styles';

/**
 * Whether other readers see the reader's name in reader rankings (off by default: they see an
 * alias). The reader changes it here, beside the figures it is about.
 */
export function RankingSetting() {
  const { t } = useTranslation('reading-stats');
  const { t: tc } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const hintId = useId();
  const setting = useQuery(rankingSettingQuery(api));
  // A double click sends one change: the second waits for the first's answer.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  if (!setting.data) return null;
  const { showname } = setting.data;

  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const result = await setRankingSetting(api, queryClient, !showname);
      if (!result.ok) setStatus(result.msg || tc('common.requestError'));
      else setStatus(result.data.showname ? t('setting.shown') : t('setting.hidden'));
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
          checked={showname}
          aria-describedby={hintId}
          aria-disabled={busy || undefined}
          onChange={() => void toggle()}
        />
        {t('setting.showName')}
      </CheckLabel>
      <Hint id={hintId}>{t('setting.hint')}</Hint>
      <StatusLine role="status">{status}</StatusLine>
    </Setting>
  );
}
