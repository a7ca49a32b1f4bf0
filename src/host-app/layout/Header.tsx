import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  DEFAULT_ORG_CODE,
  Dialog,
  LANGUAGES,
  useApi,
  useOrganization,
  useSession,
} from '../../core';
import { SearchBox } from '../../widgets/search-box';
import defaultLogo from '../assets/default-logo.svg';
import { LanguageMenu, useSwitchLanguage } from '../components/LanguageMenu';
import { useOrganizationBrief } from '../hooks';
import { homeOf } from '../personal-area';
import { FullscreenToggle, VersionSwitch } from './HeaderTools';
import { AvatarMenu } from './personal/AvatarMenu';
import { topNavActive, type TopNavEntry } from './personal/personal-nav';
import { useConfirmedLogout } from './personal/useConfirmedLogout';
import {
  AccountArea,
  Brand,
  DrawerNav,
  DrawerTools,
  HeaderBar,
  HeaderButton,
  HeaderInner,
  LanguageChoices,
  NarrowOnly,
  SearchStrip,
  Spacer,
  Tabs,
  WideOnly,
} from './styles';

/** Loaded when a reader first asks to log in (it also brings the password encryption). */
const LoginDialog = lazy(() =>
  import('../../widgets/login-dialog').then((module) => ({ default: module.LoginDialog })),
);

/** The top-level tabs; `entry` names the ones the highlight rule lights. */
const TABS: readonly { to: string; label: string; entry?: TopNavEntry }[] = [
  { to: '/home', label: 'header.home', entry: 'home' },
  { to: '/searchCategory', label: 'header.category' },
  { to: '/virtualShelf', label: 'header.virtualShelf' },
  { to: '/student-home', label: 'header.myLibrary', entry: 'myHome' },
];

function BrandLogo() {
  const api = useApi();
  const organization = useOrganization();
  const brief = useOrganizationBrief();
  const fileid = brief.data?.logofileid;
  // One organisation has a default logo when none is set.
  const src = fileid
    ? api.fileUrl(fileid)
    : organization.data?.orgcode === DEFAULT_ORG_CODE
      ? defaultLogo
      : null;
  return (
    <Brand to="/home">
      {src ? <img src={src} alt="" width={40} height={40} /> : null}
      <span>{organization.data?.name ?? ''}</span>
    </Brand>
  );
}

function TabLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { roles } = useSession();
  // The highlight: Home on home, notes and infos; My Library on the reader's home and on
  // every page of the personal and teacher areas (a teacher's home is /teacher-home), and on
  // every page of the staff area, which is where the tab leads a librarian or an admin.
  const lit = topNavActive(pathname);
  return (
    <>
      {TABS.map((tab) => {
        const to = tab.entry === 'myHome' ? homeOf(roles) : tab.to;
        const active = tab.entry !== undefined ? lit === tab.entry : pathname === tab.to;
        return (
          <Link
            key={tab.to}
            to={to}
            onClick={onNavigate}
            className={active ? 'active' : undefined}
            aria-current={pathname === to ? 'page' : active ? 'true' : undefined}
          >
            {t(tab.label)}
          </Link>
        );
      })}
    </>
  );
}

/**
 * The reader's account: a visitor's login button, or the account menu (personal settings and
 * the portal's only log-out, which asks first).
 */
function Account({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const logout = useConfirmedLogout();
  const session = useSession();
  if (!session.isLogin || !session.user) {
    return (
      <HeaderButton type="button" $variant="secondary" onClick={onLogin}>
        {t('header.login')}
      </HeaderButton>
    );
  }
  return (
    <AccountArea>
      <AvatarMenu onLogout={() => void logout()} />
    </AccountArea>
  );
}

/** The portal header: logo and name, tabs, search (not on /home), language, account. */
export function Header() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const [loginOpen, setLoginOpen] = useState(false);
  // Stays mounted after the first opening, so closing and reopening keeps what was typed.
  const [loginWanted, setLoginWanted] = useState(false);
  const openLogin = () => {
    setLoginWanted(true);
    setLoginOpen(true);
  };
  const [drawerOpen, setDrawerOpen] = useState(false);
  const switchLanguage = useSwitchLanguage();
  const onHome = location.pathname === '/home';

  return (
    <HeaderBar>
      <HeaderInner>
        <BrandLogo />
        <Tabs aria-label={t('header.mainNavigation')}>
          <TabLinks />
        </Tabs>
        <Spacer />
        <WideOnly>
          <LanguageMenu />
          <FullscreenToggle />
          <VersionSwitch />
          <Account onLogin={openLogin} />
        </WideOnly>
        <NarrowOnly>
          <HeaderButton
            type="button"
            $variant="secondary"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            {t('header.menu')}
          </HeaderButton>
        </NarrowOnly>
      </HeaderInner>
      {onHome ? null : (
        <SearchStrip>
          <SearchBox keyword={params.get('keyword') ?? ''} />
        </SearchStrip>
      )}
      <Dialog
        open={drawerOpen}
        placement="right"
        width={280}
        title={t('header.menu')}
        onClose={() => setDrawerOpen(false)}
      >
        <DrawerNav aria-label={t('header.mainNavigation')}>
          <TabLinks onNavigate={() => setDrawerOpen(false)} />
        </DrawerNav>
        <LanguageChoices>
          <legend>{t('header.language')}</legend>
          {LANGUAGES.map((lang) => (
            <label key={lang}>
              <input
                type="radio"
                name="portal-language"
                checked={i18n.language === lang}
                onChange={() => void switchLanguage(lang)}
              />
              {t(`languages.${lang}`)}
            </label>
          ))}
        </LanguageChoices>
        <DrawerTools>
          <FullscreenToggle />
          <VersionSwitch onSwitch={() => setDrawerOpen(false)} />
        </DrawerTools>
        <div style={{ marginTop: 16 }}>
          <Account
            onLogin={() => {
              setDrawerOpen(false);
              openLogin();
            }}
          />
        </div>
      </Dialog>
      {loginWanted ? (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      ) : null}
    </HeaderBar>
  );
}
