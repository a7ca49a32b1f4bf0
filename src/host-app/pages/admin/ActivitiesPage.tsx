import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../core';
import { ActivityAdmin } from '../../../widgets/activity-admin';
import { PagePanel } from '../../components/PageFrame';
import { PrintSignUpsOnly } from './styles';

/** /admin/activities: lp-activity-admin (librarians and admins), printing a sign-up list alone. */
export function ActivitiesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PrintSignUpsOnly />
      <VisuallyHidden as="h1">{t('routes.adminActivities')}</VisuallyHidden>
      <PagePanel>
        <ActivityAdmin />
      </PagePanel>
    </>
  );
}
