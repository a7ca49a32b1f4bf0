import { ApiPath, type LoginResult, type SsoCode } from '../api/contract';
import type { ResolvedConfig } from '../config';
import type { LibportalRuntime } from '../runtime';
import { withQuery, type Query } from '../urls';
import { beginSession, LoginError } from './auth';

/** The portal's page that exchanges a one-time code for a session (/ssoLogin). */
export const SSO_LOGIN_PATH = '/ssoLogin';

/**
 * /ssoLogin: exchanges the one-time code a widget or a school's system made for a new
 * session (GET /SSOApi/QueryCookie), stored like a login. Throws a LoginError with the server's
 * message when the code is unknown, used, expired or of another organisation.
 */
export async function ssoLogin(
  runtime: LibportalRuntime,
  apiBase: string,
  cookieId: string,
  orgcode?: string,
): Promise<LoginResult> {
  const result = await runtime.api(apiBase).get<LoginResult>(ApiPath.ssoQueryCookie, {
    silent: true,
    query: { cookieId, orgcode },
  });
  if (!result.ok) throw new LoginError(result.msg, result.code);
  beginSession(runtime, result.data);
  return result.data;
}

/** The origin of an absolute api-base (the portal is served beside its API), else ''. */
function apiOrigin(apiBase: string): string {
  return /^https?:\/\//i.test(apiBase) ? new URL(apiBase).origin : '';
}

/**
 * Where the portal is when it is on another origin than this page (a widget on a school's
 * site): the page's portal URL, else the API's origin. Null when this page is the portal, or
 * shares its origin (then the session, kept per origin, is already there).
 */
export function crossOriginPortal(runtime: LibportalRuntime, config: ResolvedConfig) {
  if (runtime.routesInPage || typeof location === 'undefined') return null;
  const base = config.portalUrl || apiOrigin(config.apiBase);
  if (!base) return null;
  return new URL(base, location.href).origin === location.origin ? null : base;
}

/**
 * Takes the reader to a page of the portal. From another origin, a logged-in reader goes
 * through /ssoLogin with a fresh one-time code (never a token in the URL), so the portal opens
 * logged in; the code cannot be made (the session just ended, the server is down): the plain
 * page, which asks to log in. On the portal's own origin: the plain path.
 */
export async function navigateIntoPortal(
  runtime: LibportalRuntime,
  config: ResolvedConfig,
  path: string,
  query: Query = {},
): Promise<void> {
  const portal = crossOriginPortal(runtime, config);
  if (portal === null) {
    runtime.navigate(path, query);
    return;
  }
  const target = withQuery(path, query);
  const code = runtime.session.getSnapshot().isLogin
    ? await runtime.api(config.apiBase).post<SsoCode>(ApiPath.ssoCreateCode, { silent: true })
    : null;
  const url = code?.ok
    ? withQuery(SSO_LOGIN_PATH, {
        cookieId: code.data.cookieId,
        redirect: target,
        orgcode: config.orgCode,
      })
    : target;
  location.assign(portal + url);
}
