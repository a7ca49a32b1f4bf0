import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckLabel, followSettingQuery, setShareReading, useApi } from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';

/** "Let followers see my reading": off until the reader turns it on. */
export function ShareSetting() {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const setting = useQuery(followSettingQuery(api));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const change = async (share: boolean) => {
    setBusy(true);
    const result = await setShareReading(api, queryClient, share);
    setBusy(false);
    setStatus(
      result.ok
        ? t(share ? 'connections.shareOn' : 'connections.shareOff')
        : result.msg || tc('common.requestError'),
    );
  };

  return (
    <div part="setting">
      <CheckLabel>
        <input
          type="checkbox"
          checked={setting.data?.sharereading ?? false}
          disabled={!setting.data || busy}
          onChange={(event) => void change(event.target.checked)}
        />
        {t('connections.share')}
      </CheckLabel>
      <StatusLine role="status">{status}</StatusLine>
    </div>
  );
}
