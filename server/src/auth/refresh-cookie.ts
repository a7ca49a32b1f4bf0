import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownOrigin, servedOverHttps } from '../http/public-url';
import { REFRESH_TOKEN_PATTERN } from './refresh';

/**
 * Where the browser keeps the refresh token (docs/auth.md). A page of the API's own
 * origin — the portal — gets it in an HttpOnly, SameSite=Strict cookie scoped to the identity
 * paths: no script on the page can read it, so an XSS cannot carry it away, and no other
 * site's request sends it. A widget on a school's site cannot use such a cookie (it would be
 * a third-party cookie, blocked by many browsers, and SameSite=Strict keeps it from being sent
 * anyway), so a cross-origin caller gets the token in the body and keeps it in its own storage,
 * where rotation, reuse detection and the 30-day bound limit what a stolen one is worth.
 */
export const REFRESH_COOKIE = 'lp_refresh';

const TOKEN = new RegExp(REFRESH_TOKEN_PATTERN);

/**
 * A page of this origin: what the browser says (Sec-Fetch-Site, sent by every current
 * browser), or, from an older one, an Origin naming this server. Servers, scripts and tests
 * send neither and get the token in the body as before. Both origins are compared as URL
 * origins, so a default port written out (`:80`) or upper-case letters do not tell them apart.
 */
function isSameOriginPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const { origin } = request.headers;
  return (
    origin !== undefined && URL.canParse(origin) && new URL(origin).origin === ownOrigin(request)
  );
}

/**
 * Sent only to the identity calls that need it (Refresh/Token, Logout; app.ts mounts the API
 * under /api), not with every book search.
 */
const COOKIE_PATH = '/api/IdentityApi/Reader/';

/**
 * Hands a new refresh token over; returns what the body's `refreshtoken` should say. The
 * cookie lives as long as the session may (its expiry does not move with rotation).
 */
export function deliverRefreshToken(
  request: FastifyRequest,
  reply: FastifyReply,
  { token, expiresAt }: { token: string; expiresAt: Date },
): string {
  if (!isSameOriginPage(request)) return token;
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: servedOverHttps(request),
    path: COOKIE_PATH,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
  // Empty: the page has nothing to store, the cookie is sent with the next refresh.
  return '';
}

/** The refresh token the caller presents: the body's, else the cookie's. */
export function presentedRefreshToken(
  request: FastifyRequest,
  fromBody: string | undefined,
): string | undefined {
  const token = fromBody || request.cookies[REFRESH_COOKIE];
  return token && TOKEN.test(token) ? token : undefined;
}

/** Forgets the cookie (logout, a refused refresh); nothing to do when the caller had none. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[REFRESH_COOKIE] === undefined) return;
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: servedOverHttps(request),
    path: COOKIE_PATH,
  });
}
