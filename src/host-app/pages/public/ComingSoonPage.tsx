import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../core';

/** Tabs of the spec whose screens later issues build; says so instead of a blank page. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return <EmptyState>{t('common.notAvailableYet')}</EmptyState>;
}
