import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PERSONAL_TABS } from '../../personal-area';
import { tabAt } from './personal-nav';
import { TabStrip } from './styles';

/**
 * Spec §2: the tab strip. A page lights its family's tab (an overdue list lights "my borrow"),
 * announced as the current page on the tab's own page and as current elsewhere in its family.
 */
export function PersonalTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lit = tabAt(pathname);
  return (
    <TabStrip aria-label={t('personal.tabs')}>
      <ul>
        {PERSONAL_TABS.map((tab) => {
          const active = tab.id === lit;
          return (
            <li key={tab.id}>
              <Link
                to={tab.to}
                className={active ? 'active' : undefined}
                aria-current={active ? (pathname === tab.to ? 'page' : 'true') : undefined}
              >
                {t(tab.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </TabStrip>
  );
}
