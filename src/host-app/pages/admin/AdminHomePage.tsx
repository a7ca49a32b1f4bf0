import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../../core';
import { DeskToday } from '../../../widgets/desk-today';
import { PagePanel } from '../../components/PageFrame';

/** /admin: today at the desk and what needs doing, and the way to the desk. */
export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden as="h1">{t('routes.admin')}</VisuallyHidden>
      <PagePanel>
        <DeskToday />
        <p>
          <Link to="/admin/desk">{t('admin.openDesk')}</Link>
        </p>
      </PagePanel>
    </>
  );
}
