import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../../../core';
import { menuFor } from '../../personal-area';
import { CollapsibleSide } from './CollapsibleSide';

/**
 * The personal menu by group (personal-area.ts; hidden pages never listed), for the reader's
 * first role. Its open or closed state is remembered in a cookie (spec §2).
 */
export function PersonalSidebar() {
  const { t } = useTranslation();
  const { roles } = useSession();
  const role = roles[0] === 'teacher' ? 'teacher' : 'student';
  return (
    <CollapsibleSide label={t('personal.menu')}>
      {(listId) =>
        menuFor(role).map(({ group, pages }) => (
          <section key={group} aria-labelledby={`${listId}-${group}`}>
            <h2 id={`${listId}-${group}`}>{t(`personal.group_${group}`)}</h2>
            <ul>
              {pages.map((page) => (
                <li key={page.path}>
                  <NavLink to={`/${page.path}`} end>
                    {t(page.title)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))
      }
    </CollapsibleSide>
  );
}
