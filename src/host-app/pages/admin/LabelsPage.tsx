import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../core';
import { SpineLabels } from '../../../widgets/spine-labels';
import { PagePanel } from '../../components/PageFrame';
import { PrintSheetOnly } from './styles';

/** /admin/catalogue/labels: lp-spine-labels, printing its sheets alone. */
export function LabelsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PrintSheetOnly />
      <VisuallyHidden as="h1">{t('routes.adminLabels')}</VisuallyHidden>
      <PagePanel>
        <SpineLabels />
      </PagePanel>
    </>
  );
}
