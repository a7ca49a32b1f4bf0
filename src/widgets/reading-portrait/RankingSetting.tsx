import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rankingSettingQuery, rankingSettingUpdate, useApi } from '../../core';
import { ToggleSetting } from '../../core/ui/ToggleSetting';
import { Setting } from './styles';

/**
 * Whether other readers see the reader's name in reader rankings (off by default: they see an
 * alias). The reader changes it here, beside the figures it is about.
 */
export function RankingSetting() {
  const { t } = useTranslation('reading-stats');
  const api = useApi();
  const setting = useQuery(rankingSettingQuery(api));
  if (!setting.data) return null;
  return (
    <Setting part="setting">
      <ToggleSetting
        checked={setting.data.showname}
        label={t('setting.showName')}
        hint={t('setting.hint')}
        change={rankingSettingUpdate}
        describe={(answer) => (answer.showname ? t('setting.shown') : t('setting.hidden'))}
      />
    </Setting>
  );
}
