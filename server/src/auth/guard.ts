import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TEACHER_USERTYPE, type Role } from '../../../src/core/api/contract';
import type { AppContext } from '../context';
import { forbidden, unauthenticated } from '../http/errors';
import { isSessionRevoked } from './sessions';
import { verifyAccessToken, type AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token's claims; null when there is no valid token. */
    auth: AccessClaims | null;
  }
}

export const roleOf = (usertype: number): Role =>
  usertype === TEACHER_USERTYPE ? 'teacher' : 'student';

const BEARER = /^Bearer\s+(\S{1,4096})$/i;

/** The `Authorization: Bearer …` credential, if the request has one. */
export const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * onRequest hook: reads the bearer token, if any. Public routes just see `auth` null. A token
 * of a session that was ended (logout, on any instance) counts as no token: 401 like an
 * expired one wherever a reader is required.
 */
export function readAccessToken(ctx: Pick<AppContext, 'secrets' | 'shared'>) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(ctx.secrets.jwtSecret, token) : undefined;
    const revoked = claims !== undefined && (await isSessionRevoked(ctx.shared, claims.sessionId));
    request.auth = claims && !revoked ? claims : null;
  };
}

/** preHandler: 401 without a valid token, 403 when the reader's role is not among `roles`. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.auth) throw unauthenticated();
    if (roles.length > 0 && !roles.includes(roleOf(request.auth.usertype))) throw forbidden();
  };
}

/** The caller's claims inside a handler guarded by `requireRole`. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export const DEFAULT_ORGANIZATION_ID = 1;

/**
 * The organisation a request is about: the token's when logged in (whatever the body says),
 * else the one the caller names, else the default (spec §9).
 */
export function scopedOrgId(request: FastifyRequest, named?: number): number {
  return request.auth?.orgId ?? named ?? DEFAULT_ORGANIZATION_ID;
}
