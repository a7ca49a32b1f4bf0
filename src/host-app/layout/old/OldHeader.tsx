import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useOrganization, useSession, withQuery } from '../../../core';
import { SearchBox } from '../../../widgets/search-box';
import { LanguageMenu } from '../../components/LanguageMenu';
import { homeOf } from '../../personal-area';
import { oldTwinOf } from '../../interface-version';
import { FullscreenToggle, VersionSwitch } from '../HeaderTools';
import { AvatarMenu } from '../personal/AvatarMenu';
import { useConfirmedLogout } from '../personal/useConfirmedLogout';
import { Navbar, NavbarInner, NavbarSearch, NavbarTools, Title } from './styles';

/**
 * The old interface's header: a navbar with the product title,
 * the search box (book title/author/ISBN), the full-screen toggle and, for a logged-in reader,
 * the avatar menu (Personal Settings, Log Out); a visitor gets a way to log in. The version
 * switch leads back to the new interface.
 */
export function OldHeader() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const session = useSession();
  const logout = useConfirmedLogout();
  const location = useLocation();
  const [params] = useSearchParams();
  const here = location.pathname + location.search;
  return (
    <Navbar>
      <NavbarInner>
        <Title as={Link} to={oldTwinOf('/home')}>
          {organization.data?.name || t('routes.titlePrefix')}
        </Title>
        {/* The search bar is hidden on the home page, which has its own. */}
        {location.pathname === oldTwinOf('/home') ? null : (
          <NavbarSearch>
            <SearchBox keyword={params.get('keyword') ?? ''} />
          </NavbarSearch>
        )}
        <NavbarTools>
          <LanguageMenu />
          <FullscreenToggle />
          <VersionSwitch />
          {session.isLogin && session.user ? (
            <>
              <Link to={oldTwinOf(homeOf(session.roles))}>{t('personal.myHome')}</Link>
              <AvatarMenu onLogout={() => void logout()} />
            </>
          ) : (
            <Link to={withQuery(oldTwinOf('/login'), { redirect: here })}>{t('header.login')}</Link>
          )}
        </NavbarTools>
      </NavbarInner>
    </Navbar>
  );
}
