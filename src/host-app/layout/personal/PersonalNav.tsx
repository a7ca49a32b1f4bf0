import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../../core';
import { entryCurrent, navSections } from './personal-nav';
import { SideNav } from './SideNav';

/**
 * The one navigation of the personal and teacher areas: every page a reader may open, by
 * section, with the current page marked (aria-current="page", or "true" on a page of its
 * family that is not listed).
 */
export function PersonalNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { roles } = useSession();
  const sections = navSections(roles[0] === 'teacher' ? 'teacher' : 'student').map(
    ({ group, entries }) => ({
      id: group,
      title: t(`personal.group_${group}`),
      entries: entries.map((entry) => ({
        to: entry.to,
        label: entry.label,
        current: entryCurrent(pathname, entry.to),
      })),
    }),
  );
  return <SideNav label={t('personal.nav')} sections={sections} />;
}
