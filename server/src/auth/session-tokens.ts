import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult, ReaderInfo, RefreshResult } from '../../../src/core/api/contract';
import type { AppContext } from '../context';
import { unauthenticated } from '../http/errors';
import { findReaderClaims, findReaderInfo, mustChangePassword } from '../queries/readers';
import { clearRefreshCookie, deliverRefreshToken } from './refresh-cookie';
import { issueRefreshToken, rotateRefreshToken } from './refresh';
import { markSessionsRevoked } from './sessions';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './tokens';

type SessionContext = Pick<AppContext, 'db' | 'secrets' | 'shared' | 'refreshGraceMs'>;

/** The profile of the token's reader, within the token's organisation only. */
export async function currentReader(
  ctx: Pick<AppContext, 'db'>,
  auth: { readerId: number; orgId: number },
): Promise<ReaderInfo> {
  const info = await findReaderInfo(ctx.db, auth.readerId, auth.orgId);
  if (!info) throw unauthenticated();
  return info;
}

async function accessToken(ctx: SessionContext, readerId: number, sessionId: string) {
  const claims = await findReaderClaims(ctx.db, readerId);
  if (!claims) throw unauthenticated();
  return signAccessToken(ctx.secrets.jwtSecret, { ...claims, sessionId });
}

/**
 * A new session — a new refresh-token family, never one carried over — answered the way
 * Login answers (SSO's QueryCookie answers the same).
 */
export async function startSession(
  ctx: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  reader: { readerId: number; orgId: number },
): Promise<LoginResult> {
  const info = await currentReader(ctx, reader);
  const refresh = await issueRefreshToken(ctx.db, reader.readerId);
  return {
    ...info,
    token: await accessToken(ctx, reader.readerId, refresh.family),
    tokentype: 'Bearer',
    refreshtoken: deliverRefreshToken(request, reply, refresh),
    expiresin: ACCESS_TOKEN_TTL_SECONDS,
    mustchangepassword: await mustChangePassword(ctx.db, reader.readerId),
  };
}

/** Rotates the presented refresh token; a replayed one also ends its session everywhere. */
export async function refreshSession(
  ctx: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  presented: string | undefined,
): Promise<RefreshResult> {
  const outcome = presented
    ? await rotateRefreshToken(ctx.db, presented, {
        successorKey: ctx.secrets.refreshSuccessorKey,
        graceMs: ctx.refreshGraceMs,
      })
    : ({ kind: 'refused' } as const);
  if (outcome.kind === 'replayed') await markSessionsRevoked(ctx.shared, [outcome.family]);
  if (outcome.kind !== 'rotated') {
    clearRefreshCookie(request, reply);
    throw unauthenticated();
  }
  return {
    token: await accessToken(ctx, outcome.readerId, outcome.family),
    refreshtoken: deliverRefreshToken(request, reply, outcome),
    expiresin: ACCESS_TOKEN_TTL_SECONDS,
  };
}
