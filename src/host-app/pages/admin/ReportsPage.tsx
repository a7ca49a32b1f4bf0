import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../core';
import { LibraryReports } from '../../../widgets/library-reports';
import { PagePanel } from '../../components/PageFrame';

/** /admin/reports: lp-library-reports. */
export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden as="h1">{t('routes.adminReports')}</VisuallyHidden>
      <PagePanel>
        <LibraryReports />
      </PagePanel>
    </>
  );
}
