import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../core';
import { homeOf } from '../../personal-area';
import { AvatarMenu } from './AvatarMenu';
import { topNavActive } from './personal-nav';
import { TopBar, TopLinks } from './styles';
import { useConfirmedLogout } from './useConfirmedLogout';

/** Spec §2: the personal area's bar, "Home / My Home / Log out", and the avatar menu. */
export function PersonalTopNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { roles } = useSession();
  const logout = useConfirmedLogout();
  const active = topNavActive(pathname);
  const home = homeOf(roles);
  const current = (entry: 'home' | 'myHome', to: string) => ({
    className: active === entry ? 'active' : undefined,
    'aria-current':
      pathname === to ? ('page' as const) : active === entry ? ('true' as const) : undefined,
  });
  return (
    <TopBar>
      <TopLinks aria-label={t('personal.bar')}>
        <Link to="/home" {...current('home', '/home')}>
          {t('personal.home')}
        </Link>
        <Link to={home} {...current('myHome', home)}>
          {t('personal.myHome')}
        </Link>
        <button type="button" onClick={() => void logout()}>
          {t('personal.logout')}
        </button>
      </TopLinks>
      <AvatarMenu onLogout={() => void logout()} />
    </TopBar>
  );
}
