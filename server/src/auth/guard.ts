import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { roleOfUsertype, type Role } from '../../../src/core/api/contract';
import type { AppContext } from '../context';
import { forbidden, passwordChangeRequired, unauthenticated } from '../http/errors';
import { mustChangePassword } from '../queries/readers';
import { isSessionRevoked } from './sessions';
import { verifyAccessToken, type AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token's claims; null when there is no valid token. */
    auth: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /** Open to a reader who must still change a generated password (the change itself, …). */
    whilePasswordChangeRequired?: boolean;
  }
}

export const roleOf = (usertype: number): Role => roleOfUsertype(usertype);

const BEARER = /^Bearer\s+(\S{1,4096})$/i;

/** The `Authorization: Bearer …` credential, if the request has one. */
export const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * onRequest hook: reads the bearer token, if any. Public routes just see `auth` null. A token
 * of a session that was ended (logout, on any instance) counts as no token: 401 like an
 * expired one wherever a reader is required.
 */
export function readAccessToken(ctx: Pick<AppContext, 'secrets' | 'shared' | 'db'>) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(ctx.secrets.jwtSecret, token) : undefined;
    const revoked = claims !== undefined && (await isSessionRevoked(ctx.shared, claims.sessionId));
    request.auth = claims && !revoked ? claims : null;
    // Issued before the change: the database says whether it is still owed (such tokens are
    // few and short-lived, so the others cost no query).
    if (request.auth?.passwordChangeRequired) {
      request.auth.passwordChangeRequired = await mustChangePassword(ctx.db, request.auth.readerId);
    }
  };
}

/** preHandler: 401 without a valid token, 403 when the reader's role is not among `roles`. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.auth) throw unauthenticated();
    if (roles.length > 0 && !roles.includes(roleOf(request.auth.usertype))) throw forbidden();
    if (
      request.auth.passwordChangeRequired &&
      !request.routeOptions.config.whilePasswordChangeRequired
    ) {
      throw passwordChangeRequired();
    }
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
 * else the one the caller names, else the default (id 1).
 */
export function scopedOrgId(request: FastifyRequest, named?: number): number {
  return request.auth?.orgId ?? named ?? DEFAULT_ORGANIZATION_ID;
}
