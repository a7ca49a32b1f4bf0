import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { oldTwinOf } from '../../interface-version';
import { OLD_PERSONAL_STRIP, oldStripTarget } from './old-strip';
import { OldArea, OldStrip } from './styles';

/**
 * The personal area of the old interface: the older strip (targets 0–10) over the same pages
 * (docs/product-rules.md, "The old interface"); the old navbar carries home, the avatar menu and
 * logging out.
 */
export function OldPersonalLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lit = oldStripTarget(pathname);
  return (
    <OldArea>
      <OldStrip aria-label={t('oldInterface.personalStrip')}>
        <ul>
          {OLD_PERSONAL_STRIP.map((entry) => (
            <li key={entry.target}>
              <Link
                to={oldTwinOf(entry.to)}
                data-target={entry.target}
                aria-current={entry.target === lit ? 'page' : undefined}
              >
                {t(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </OldStrip>
      <Outlet />
    </OldArea>
  );
}
