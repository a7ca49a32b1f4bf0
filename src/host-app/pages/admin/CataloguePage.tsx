import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../core';
import { Catalogue } from '../../../widgets/catalogue';
import { PagePanel } from '../../components/PageFrame';

/** /admin/catalogue: lp-catalogue. */
export function CataloguePage() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden as="h1">{t('routes.adminCatalogue')}</VisuallyHidden>
      <PagePanel>
        <Catalogue />
      </PagePanel>
    </>
  );
}
