import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../core';
import { ReaderAdmin } from '../../../widgets/reader-admin';
import { PagePanel } from '../../components/PageFrame';

/** /admin/readers: lp-reader-admin. */
export function ReadersPage() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden as="h1">{t('routes.adminReaders')}</VisuallyHidden>
      <PagePanel>
        <ReaderAdmin />
      </PagePanel>
    </>
  );
}
