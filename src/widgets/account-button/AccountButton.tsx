import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  fillUrlTemplate,
  logout,
  navigateIntoPortal,
  useHrefTo,
  useLpEvent,
  useRuntime,
  useSession,
  useWidgetHost,
  type CommonWidgetSettings,
  type LpEvent,
  type Role,
} from '../../core';
import { LoginDialog } from '../login-dialog';
import { AccountMenu } from './AccountMenu';

export interface AccountButtonProps extends CommonWidgetSettings {
  /**
   * Where My Library goes instead of the portal's personal home, e.g. `/library/{role}.html`
   * (`{role}`: student or teacher).
   */
  libraryUrl?: string;
  /** After a login through the button; the reader stays on the page. */
  onLogin?: (event: LpEvent<'lp-login'>) => void;
  /** After Log out: the session has ended and every element shows its logged-out state. */
  onLogout?: (event: LpEvent<'lp-logout'>) => void;
  /** Cancelable, before My Library is opened. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The reader's own home in the portal, the one its "My library" tab opens (the first role
 * decides, as after a login).
 */
export function personalHome(roles: readonly Role[]): string {
  return roles[0] === 'teacher' ? '/teacher-home' : '/student-home';
}

/**
 * The account control of a page's header. Logged out: a Log in button opening the login
 * dialog; after the login the reader stays on the page, whose elements fill in from the shared
 * session. Logged in: the reader's name, a menu with My Library and Log out; Log out ends the
 * session on the server and on every element of the page at once, then fires `lp-logout`.
 */
export function AccountButton({ libraryUrl, onLogin, onLogout, onNavigate }: AccountButtonProps) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const session = useSession();
  const { element, config } = useWidgetHost();
  const hrefTo = useHrefTo();
  const emitNavigate = useLpEvent('lp-navigate', onNavigate, true);
  const [loginOpen, setLoginOpen] = useState(false);
  // Mounted from the first opening on: a first login's new-password step goes on after the
  // session has begun, and closing and reopening keeps what was typed.
  const [loginWanted, setLoginWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // After a login or logout the button the reader used is gone: the focus goes to the new one.
  // eslint-disable-next-line no-restricted-syntax -- focus bookkeeping after a login or logout, not a write guard
  const focusTrigger = useRef(false);
  const loggingOut = useMutation({
    mutationFn: () => logout({ from: element, apiBase: config.apiBase }),
  });

  const loggedIn = session.isLogin && session.user !== null;
  useEffect(() => {
    if (!focusTrigger.current || loginOpen || loggingOut.isPending) return;
    focusTrigger.current = false;
    trigger.current?.focus();
  });

  const home = personalHome(session.roles);
  const role = session.roles[0] ?? 'student';
  const libraryHref = libraryUrl ? fillUrlTemplate(libraryUrl, { role }) : hrefTo(home);
  const openLibrary = () => {
    if (!emitNavigate({ path: home, query: {} })) return;
    if (libraryUrl) location.assign(libraryHref);
    else void navigateIntoPortal(runtime, config, home);
  };

  return (
    <>
      {loggedIn ? (
        <AccountMenu
          name={session.user?.nickname || session.user?.name || ''}
          libraryHref={libraryHref}
          onOpenLibrary={openLibrary}
          onLogout={() => {
            if (loggingOut.isPending) return;
            focusTrigger.current = true;
            loggingOut.mutate(undefined, { onSuccess: (event) => onLogout?.(event) });
          }}
          busy={loggingOut.isPending}
          buttonRef={trigger}
        />
      ) : (
        <Button
          ref={trigger}
          type="button"
          $variant="secondary"
          part="login"
          aria-haspopup="dialog"
          onClick={() => {
            setLoginWanted(true);
            setLoginOpen(true);
          }}
        >
          {t('header.login')}
        </Button>
      )}
      {loginWanted ? (
        <LoginDialog
          open={loginOpen}
          stayOnPage
          onOpenChange={setLoginOpen}
          onLogin={(event) => {
            focusTrigger.current = true;
            onLogin?.(event);
          }}
        />
      ) : null}
    </>
  );
}
