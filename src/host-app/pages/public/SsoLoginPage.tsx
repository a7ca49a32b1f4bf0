import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  LoginError,
  Loading,
  ResultCode,
  safeRedirectPath,
  ssoLogin,
  useRuntime,
  useWidgetHost,
  withQuery,
  type LoginResult,
} from '../../../core';

const FAILURE_TOAST_MS = 3000;

/**
 * /ssoLogin?cookieId=…&redirect=…: a reader sent from a school's site (or its own
 * system) arrives with a one-time code, which becomes a session of this portal, then goes on
 * to `redirect` — only ever inside the portal, like /login's. An unknown, used or expired code
 * leads to the login page with a message.
 */
export function SsoLoginPage() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { config } = useWidgetHost();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // One exchange per visit: the code is single-use, and React may run the effect twice.
  const exchange = useRef<Promise<LoginResult> | null>(null);

  useEffect(() => {
    let live = true;
    const redirect = safeRedirectPath(params.get('redirect'));
    exchange.current ??= ssoLogin(
      runtime,
      config.apiBase,
      params.get('cookieId') ?? '',
      params.get('orgcode') ?? undefined,
    );
    exchange.current.then(
      (result) => {
        if (!live) return;
        const home = result.roles[0] === 'teacher' ? '/teacher' : '/student';
        void navigate(redirect ?? home, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        const fromServer = error instanceof LoginError && error.code === ResultCode.ssoCodeInvalid;
        const message = fromServer && error.message ? error.message : t('session.ssoInvalid');
        runtime.notifier.toast(message, 'error', FAILURE_TOAST_MS);
        void navigate(withQuery('/login', { redirect: redirect ?? undefined }), { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, config.apiBase, navigate, params, t]);

  return <Loading label={t('session.ssoSigningIn')} />;
}
