import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  DEFAULT_ORG_CODE,
  Dialog,
  LANGUAGES,
  token,
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

/** Loaded when a reader first asks to log in (it also brings the password encryption). */
const LoginDialog = lazy(() =>
  import('../../widgets/login-dialog').then((module) => ({ default: module.LoginDialog })),
);

/** At 768 px and below the tabs move into a right-hand drawer. */
const NARROW = '@media (max-width: 768px)';

/**
 * The theme's menu background (#5ea99a) with dark text: white on it reaches only 2.75:1, and the
 * active tab gets the accent (#FEC171) as its background, not as text (1.7:1 on the bar).
 */
const HEADER_TEXT = '#0f2420';

const Bar = styled.header`
  background: ${token('--lp-color-primary')};
  color: ${HEADER_TEXT};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  width: min(1100px, 100%);
  margin: 0 auto;
  padding: 10px 16px;
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  text-decoration: none;
  font-weight: 700;
  font-size: 1.1em;
  min-width: 0;
  /* The logo arrives with the organisation's data: its height is kept from the start, so
     the header does not grow and push the page down (layout shift). */
  min-height: 40px;
  img {
    width: 40px;
    height: 40px;
    flex-shrink: 0;
    border-radius: 8px;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  ${NARROW} {
    display: none;
  }
  a {
    padding: 6px 10px;
    border-radius: ${token('--lp-radius')};
    color: ${HEADER_TEXT};
    text-decoration: none;
    white-space: nowrap;
  }
  a.active {
    background: ${token('--lp-color-accent')};
    font-weight: 700;
  }
  a:focus-visible {
    outline: 2px solid ${HEADER_TEXT};
  }
`;

/** The search bar sits in its own strip under the tabs, so neither crowds the other. */
const SearchStrip = styled.div`
  width: min(1100px, 100%);
  margin: 0 auto;
  padding: 0 16px 12px;
  color: ${token('--lp-color-text')};
  & > * {
    max-width: 640px;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const WideOnly = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  ${NARROW} {
    display: none;
  }
`;

const NarrowOnly = styled.div`
  display: none;
  ${NARROW} {
    display: block;
  }
`;

const HeaderButton = styled(Button)`
  background: transparent;
  border-color: ${HEADER_TEXT};
  color: ${HEADER_TEXT};
`;

/** The account menu's button in the header's colours; its menu keeps the page's. */
const AccountArea = styled.div`
  & > div > button {
    border-color: ${HEADER_TEXT};
    color: ${HEADER_TEXT};
  }
  & > div > button span[aria-hidden] {
    background: ${token('--lp-color-surface')};
  }
  & > div > button:focus-visible {
    outline-color: ${HEADER_TEXT};
  }
`;

const DrawerNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  a {
    padding: 10px 8px;
    color: inherit;
    text-decoration: none;
    border-radius: ${token('--lp-radius')};
  }
  a.active {
    background: ${token('--lp-color-surface-alt')};
    font-weight: 700;
  }
`;

const LanguageChoices = styled.fieldset`
  margin: 16px 0 0;
  padding: 8px 0 0;
  border: 0;
  border-top: 1px solid ${token('--lp-color-border')};
  legend {
    font-weight: 600;
    padding: 0;
  }
  label {
    display: flex;
    gap: 8px;
    padding: 6px 0;
  }
`;

const DrawerTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
`;

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
    <Bar>
      <Inner>
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
      </Inner>
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
    </Bar>
  );
}
