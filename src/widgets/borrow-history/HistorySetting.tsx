import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { historySettingQuery, historySettingUpdate, useApi, useLibraryTimeZone } from '../../core';
import { formatDay } from '../../core/ui/day';
import { ToggleSetting } from '../../core/ui/ToggleSetting';
import { Setting } from './styles';

/** The opt-in: a reading history is kept only while the reader says so (off by default). */
export function HistorySetting() {
  const { t, i18n } = useTranslation('circulation');
  const timeZone = useLibraryTimeZone();
  const api = useApi();
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
            ? ` ${t('history.since', { date: formatDay(since, i18n.language, timeZone) })}`
            : '')
        }
        change={historySettingUpdate}
        describe={(answer) => (answer.keephistory ? t('history.turnedOn') : t('history.turnedOff'))}
      />
    </Setting>
  );
}
