import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { historySettingQuery, setKeepHistory, useApi } from '../../core';
import { formatDay } from '../../core/ui/day';
import { ToggleSetting } from '../../core/ui/ToggleSetting';
import { Setting } from './styles';

/** The opt-in: a reading history is kept only while the reader says so (off by default). */
export function HistorySetting() {
  const { t, i18n } = useTranslation('circulation');
  const api = useApi();
  const queryClient = useQueryClient();
  const setting = useQuery(historySettingQuery(api));
  if (!setting.data) return null;
  const { keephistory, since } = setting.data;
  return (
    <Setting part="setting">
      <ToggleSetting
        checked={keephistory}
        label={t('history.keep')}
        hint={
          t('history.keepHint') +
          (keephistory && since
            ? ` ${t('history.since', { date: formatDay(since, i18n.language) })}`
            : '')
        }
        change={(keep) => setKeepHistory(api, queryClient, keep)}
        describe={(answer) => (answer.keephistory ? t('history.turnedOn') : t('history.turnedOff'))}
      />
    </Setting>
  );
}
