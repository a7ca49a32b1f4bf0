import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { refreshToken, revokedSession } from '../db/schema';
import type { SharedState } from '../instance-state';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

/**
 * Ending sessions. A session is a refresh-token family; its access tokens carry the family as
 * `sid`. Revoking one writes it to the database (the record) and to the shared state, which
 * the guard asks on every authenticated call: one in-process lookup, or one Redis GET shared
 * by every instance, instead of a database query per call.
 *
 * An access token lives two hours at most, so a revocation matters only that long. On start
 * the server loads the revocations of the last two hours from the database into the shared
 * state (loadRevokedSessions), so a single instance that restarts, or a Redis that lost its
 * keys, still refuses those tokens. Checking the database on every call would do the same at
 * the cost of a query per authenticated request; the load costs one query per start.
 */

const ACCESS_TOKEN_TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;
const revokedKey = (sessionId: string) => `session-revoked:${sessionId}`;

export async function isSessionRevoked(shared: SharedState, sessionId: string): Promise<boolean> {
  return (await shared.get(revokedKey(sessionId))) !== null;
}

/** Tells every instance at once; kept as long as an access token issued before now can live. */
export async function markSessionsRevoked(
  shared: SharedState,
  families: string[],
  ttlMs = ACCESS_TOKEN_TTL_MS,
) {
  await Promise.all(families.map((family) => shared.set(revokedKey(family), '1', ttlMs)));
}

/** Revokes the families' refresh tokens and records the sessions as ended (idempotent). */
export async function revokeFamilies(db: Database, readerId: number, families: string[]) {
  if (families.length === 0) return;
  await db
    .update(refreshToken)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(refreshToken.family, families), isNull(refreshToken.revokedAt)));
  await db
    .insert(revokedSession)
    .values(families.map((family) => ({ family, readerId })))
    .onConflictDoNothing();
}

export async function isFamilyRevoked(db: Database, family: string): Promise<boolean> {
  const [row] = await db
    .select({ family: revokedSession.family })
    .from(revokedSession)
    .where(eq(revokedSession.family, family));
  return row !== undefined;
}

/**
 * Every session of a reader that may still be in use: a refresh token still valid, or an
 * access token still valid (one issued within its lifetime, plus the refresh grace window
 * in which a rotated token is answered again).
 */
async function liveFamilies(db: Database, readerId: number, graceMs: number, except?: string) {
  const accessWindowSeconds = (ACCESS_TOKEN_TTL_MS + graceMs) / 1000;
  const rows = await db
    .selectDistinct({ family: refreshToken.family })
    .from(refreshToken)
    .where(
      and(
        eq(refreshToken.readerId, readerId),
        except === undefined ? undefined : ne(refreshToken.family, except),
        or(
          and(isNull(refreshToken.revokedAt), gt(refreshToken.expiresAt, sql`now()`)),
          gt(refreshToken.createdAt, sql`now() - make_interval(secs => ${accessWindowSeconds})`),
        ),
      ),
    );
  return rows.map((row) => row.family);
}

/**
 * Ends every session of a reader — other tabs, devices and the school sites' widgets too —
 * but `except` (a password change keeps the session that made it). Logout calls it; so will
 * the password change. Returns how many sessions were ended.
 */
export async function revokeReaderSessions(
  ctx: Pick<AppContext, 'db' | 'shared' | 'refreshGraceMs'>,
  readerId: number,
  { except }: { except?: string } = {},
): Promise<number> {
  const families = await ctx.db.transaction(async (tx) => {
    const found = await liveFamilies(tx, readerId, ctx.refreshGraceMs, except);
    await revokeFamilies(tx, readerId, found);
    return found;
  });
  await markSessionsRevoked(ctx.shared, families);
  return families.length;
}

/**
 * Puts the revocations an access token could still be affected by into the shared state,
 * and forgets the older ones (no token of theirs is still valid). Called once on start.
 */
export async function loadRevokedSessions(ctx: Pick<AppContext, 'db' | 'shared'>) {
  const cutoff = sql`(now() - make_interval(secs => ${ACCESS_TOKEN_TTL_SECONDS}))`;
  await ctx.db.delete(revokedSession).where(lt(revokedSession.revokedAt, cutoff));
  // The remaining time is computed by the database, whose clock wrote revoked_at.
  const rows = await ctx.db
    .select({
      family: revokedSession.family,
      remainingMs: sql<number>`extract(epoch from (${revokedSession.revokedAt} - ${cutoff})) * 1000`,
    })
    .from(revokedSession);
  for (const row of rows) {
    const remaining = Math.ceil(Number(row.remainingMs));
    if (remaining > 0) await markSessionsRevoked(ctx.shared, [row.family], remaining);
  }
  return rows.length;
}
