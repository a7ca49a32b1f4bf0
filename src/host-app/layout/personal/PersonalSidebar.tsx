import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button, NARROW_SCREEN_MAX_WIDTH, useSession } from '../../../core';
import { menuFor } from '../../personal-area';
import { sidebarCookie, sidebarOpenFrom } from './personal-nav';
import { Side } from './styles';

/**
 * The reader's choice from the cookie; without one, open on a wide screen and closed on a
 * phone, where the open menu would push the page itself off the first screen.
 */
function initiallyOpen(): boolean {
  if (typeof document === 'undefined') return true;
  const narrow = window.matchMedia?.(`(max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`).matches ?? false;
  return sidebarOpenFrom(document.cookie, !narrow);
}

/**
 * The personal menu by group (personal-area.ts; hidden pages never listed), for the reader's
 * first role. Its open or closed state is remembered in a cookie (spec §2).
 */
export function PersonalSidebar() {
  const { t } = useTranslation();
  const { roles } = useSession();
  const listId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const role = roles[0] === 'teacher' ? 'teacher' : 'student';
  const toggle = () => {
    const next = !open;
    document.cookie = sidebarCookie(next);
    setOpen(next);
  };
  return (
    <Side $open={open} aria-label={t('personal.menu')}>
      <Button
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {open ? t('personal.hideMenu') : t('personal.showMenu')}
      </Button>
      <div id={listId} hidden={!open}>
        {menuFor(role).map(({ group, pages }) => (
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
        ))}
      </div>
    </Side>
  );
}
