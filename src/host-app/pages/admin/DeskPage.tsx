import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../core';
import { CirculationDesk } from '../../../widgets/circulation-desk';
import { PagePanel } from '../../components/PageFrame';

/** /admin/desk: lp-circulation-desk. */
export function DeskPage() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden as="h1">{t('routes.adminDesk')}</VisuallyHidden>
      <PagePanel>
        <CirculationDesk />
      </PagePanel>
    </>
  );
}
