import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../core';
import { LibrarySettings } from '../../../widgets/library-settings';
import { PagePanel } from '../../components/PageFrame';

/** /admin/settings: lp-library-settings (admins only: admin-area.ts). */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden as="h1">{t('routes.adminSettings')}</VisuallyHidden>
      <PagePanel>
        <LibrarySettings />
      </PagePanel>
    </>
  );
}
