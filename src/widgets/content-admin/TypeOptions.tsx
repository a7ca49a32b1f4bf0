import { useTranslation } from 'react-i18next';
import { NEWS_TYPES } from '../../core';

/** News, notice, activity: the options of a type select, each by its name. */
export function TypeOptions() {
  const { t } = useTranslation('content-admin');
  return (
    <>
      {NEWS_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`types.${type}`)}
        </option>
      ))}
    </>
  );
}
