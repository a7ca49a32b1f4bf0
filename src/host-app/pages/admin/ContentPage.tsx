import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../core';
import { ContentAdmin } from '../../../widgets/content-admin';
import { PagePanel } from '../../components/PageFrame';

/** /admin/content: lp-content-admin (librarians and admins: admin-area.ts). */
export function ContentPage() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden as="h1">{t('routes.adminContent')}</VisuallyHidden>
      <PagePanel>
        <ContentAdmin />
      </PagePanel>
    </>
  );
}
