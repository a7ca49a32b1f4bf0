import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckLabel,
  followSettingQuery,
  followSettingUpdate,
  useApi,
  useApiMutation,
} from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';

/** "Let followers see my reading": off until the reader turns it on. */
export function ShareSetting() {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation();
  const api = useApi();
  const setting = useQuery(followSettingQuery(api));
  const update = useApiMutation(followSettingUpdate);
  const busy = update.isPending;
  const [status, setStatus] = useState('');

  const change = async (share: boolean) => {
    const result = await update.run(share);
    if (!result) return;
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
