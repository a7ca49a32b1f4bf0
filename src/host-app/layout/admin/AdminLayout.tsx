import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../../core';
import { ADMIN_PAGES, mayOpen } from '../../admin-area';
import { SideNav } from '../personal/SideNav';
import { Body, Content } from '../personal/styles';

/**
 * The staff area's layout, inside the portal's header (its account menu holds the log-out):
 * the staff menu beside the page, folding behind a button on a narrow screen so a 768 px
 * tablet keeps the desk's width.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { roles } = useSession();
  const entries = ADMIN_PAGES.filter((page) => mayOpen(page, roles)).map((page) => ({
    to: `/${page.path}`,
    label: page.label,
    current: pathname.replace(/\/+$/, '') === `/${page.path}` ? ('page' as const) : undefined,
  }));
  return (
    <Body>
      <SideNav label={t('admin.menu')} sections={[{ id: 'staff', entries }]} />
      <Content>
        <Outlet />
      </Content>
    </Body>
  );
}
