import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshToken } from '../db/schema';
import { isFamilyRevoked, revokeFamilies } from './sessions';

/**
 * A session's refresh tokens live 30 days from the login, however often they rotate: a token
 * stolen from a page's storage is worth at most what is left of that (rotation does not
 * extend it), and a reader logs in again once a month.
 */
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a rotated refresh token may be presented again and still get its successor: two
 * tabs (or a retried request whose answer was lost) refreshing the same token at once both
 * stay logged in. Auth0 and Okta allow such a leeway too. After it, a reuse is a replay.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** A refresh token: 32 random bytes, or an HMAC (32 bytes), as base64url (43 characters). */
export const REFRESH_TOKEN_PATTERN = '^[A-Za-z0-9_-]{1,128}$';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The successor of a token is derived from it under a server key: a second refresh within the
 * grace window is answered with the same successor, though only its hash is stored.
 */
const successorOf = (key: Buffer, token: string) =>
  createHmac('sha256', key).update(token).digest('base64url');

interface IssuedToken {
  readerId: number;
  family: string;
  token: string;
  expiresAt: Date;
}

async function insertToken(db: Database, issued: IssuedToken) {
  const [row] = await db
    .insert(refreshToken)
    .values({
      readerId: issued.readerId,
      family: issued.family,
      tokenHash: hashToken(issued.token),
      expiresAt: issued.expiresAt,
    })
    .returning({ id: refreshToken.id });
  if (!row) throw new Error('refresh token insert returned nothing');
  return row.id;
}

/** A new refresh token in a new family: a new session (a login, an SSO code). */
export async function issueRefreshToken(db: Database, readerId: number): Promise<IssuedToken> {
  const issued = {
    readerId,
    family: randomUUID(),
    token: randomBytes(32).toString('base64url'),
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
  };
  await insertToken(db, issued);
  return issued;
}

export type RotateOutcome =
  | ({ kind: 'rotated' } & IssuedToken)
  /** Presented again after the grace window: taken as stolen, the whole family is revoked. */
  | { kind: 'replayed'; readerId: number; family: string }
  /** Unknown, expired, or of a session that was ended. */
  | { kind: 'refused' };

export interface RotateOptions {
  successorKey: Buffer;
  graceMs: number;
}

/**
 * Exchanges a refresh token for its successor in the same family. The same token presented
 * again within the grace window gets the same successor, unless the session was ended; after
 * the window it revokes the whole family (refresh-token reuse detection).
 */
export function rotateRefreshToken(
  db: Database,
  token: string,
  { successorKey, graceMs }: RotateOptions,
): Promise<RotateOutcome> {
  const tokenHash = hashToken(token);
  const successor = successorOf(successorKey, token);
  return db.transaction(async (tx): Promise<RotateOutcome> => {
    // One UPDATE claims the token: of two concurrent refreshes, one rotates and the other
    // (blocked on the row until the first commits) finds it rotated and takes the grace path.
    const [claimed] = await tx
      .update(refreshToken)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(refreshToken.tokenHash, tokenHash),
          isNull(refreshToken.revokedAt),
          gt(refreshToken.expiresAt, sql`now()`),
        ),
      )
      .returning({
        id: refreshToken.id,
        readerId: refreshToken.readerId,
        family: refreshToken.family,
        expiresAt: refreshToken.expiresAt,
      });
    if (claimed) {
      const { id, ...session } = claimed;
      const next: IssuedToken = { ...session, token: successor };
      const nextId = await insertToken(tx, next);
      await tx.update(refreshToken).set({ replacedBy: nextId }).where(eq(refreshToken.id, id));
      return { kind: 'rotated', ...next };
    }
    const [known] = await tx
      .select({
        readerId: refreshToken.readerId,
        family: refreshToken.family,
        revokedAt: refreshToken.revokedAt,
        expiresAt: refreshToken.expiresAt,
        rotated: sql<boolean>`${refreshToken.replacedBy} is not null`,
        withinGrace: sql<boolean>`${refreshToken.revokedAt} > now() - make_interval(secs => ${graceMs / 1000})`,
        live: sql<boolean>`${refreshToken.expiresAt} > now()`,
      })
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, tokenHash));
    if (!known?.revokedAt) return { kind: 'refused' };
    const { readerId, family, expiresAt } = known;
    if (known.rotated && known.withinGrace && known.live && !(await isFamilyRevoked(tx, family))) {
      return { kind: 'rotated', readerId, family, expiresAt, token: successor };
    }
    await revokeFamilies(tx, readerId, [family]);
    return { kind: 'replayed', readerId, family };
  });
}

/** The reader of a refresh token still valid, for a logout that brings no valid access token. */
export async function readerOfRefreshToken(db: Database, token: string) {
  const [row] = await db
    .select({ readerId: refreshToken.readerId })
    .from(refreshToken)
    .where(
      and(
        eq(refreshToken.tokenHash, hashToken(token)),
        isNull(refreshToken.revokedAt),
        gt(refreshToken.expiresAt, sql`now()`),
      ),
    );
  return row?.readerId;
}
