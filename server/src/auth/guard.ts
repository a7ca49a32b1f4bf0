import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TEACHER_USERTYPE, type Role } from '../../../src/core/api/contract';
import { forbidden, unauthenticated } from '../http/errors';
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

/** onRequest hook: reads the bearer token, if any. Public routes just see `auth` null. */
export function readAccessToken(secret: Uint8Array) {
  return async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    request.auth = token ? ((await verifyAccessToken(secret, token)) ?? null) : null;
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
