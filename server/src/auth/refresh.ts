import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshToken } from '../db/schema';

const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function insertToken(db: Database, readerId: number, family: string) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(refreshToken)
    .values({
      readerId,
      family,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    })
    .returning({ id: refreshToken.id });
  if (!row) throw new Error('refresh token insert returned nothing');
  return { token, id: row.id };
}

/** A new refresh token in a new family (a login). Only its sha256 is stored. */
export async function issueRefreshToken(db: Database, readerId: number): Promise<string> {
  return (await insertToken(db, readerId, randomUUID())).token;
}

export type RotateResult = { readerId: number; token: string } | undefined;

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already used
 * (revoked) means it leaked or was replayed: the whole family is revoked. Unknown, expired or
 * revoked tokens give undefined.
 */
export function rotateRefreshToken(db: Database, token: string): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    // Claiming with one UPDATE makes two concurrent refreshes of one token yield one winner.
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
      });
    if (!claimed) {
      await revokeFamilyOfReused(tx, tokenHash);
      return undefined;
    }
    const next = await insertToken(tx, claimed.readerId, claimed.family);
    await tx
      .update(refreshToken)
      .set({ replacedBy: next.id })
      .where(eq(refreshToken.id, claimed.id));
    return { readerId: claimed.readerId, token: next.token };
  });
}

async function revokeFamilyOfReused(db: Database, tokenHash: string) {
  const [known] = await db
    .select({ family: refreshToken.family, revokedAt: refreshToken.revokedAt })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, tokenHash));
  if (!known?.revokedAt) return;
  await db
    .update(refreshToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshToken.family, known.family), isNull(refreshToken.revokedAt)));
}
