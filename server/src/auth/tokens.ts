import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/**
 * Who the access token speaks for. Claims: sub (reader id), org, ut (usertype), uuid, sid, jti.
 */
export interface AccessClaims {
  readerId: number;
  orgId: number;
  usertype: number;
  uuid: string;
  /**
   * The session: the refresh-token family the token was issued with. Logout revokes it, and
   * the guard refuses every access token carrying a revoked one (auth/sessions.ts).
   */
  sessionId: string;
  /**
   * The reader still has a generated password (an import's or a reset's): until it is changed
   * the token opens only the password change and the reader's own profile (guard.ts).
   */
  passwordChangeRequired?: boolean;
}

export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60;
const ISSUER = 'libportal';

export function signAccessToken(secret: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({
    org: claims.orgId,
    ut: claims.usertype,
    uuid: claims.uuid,
    sid: claims.sessionId,
    ...(claims.passwordChangeRequired ? { pcr: true } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.readerId))
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

/** The token's claims, or undefined when it is malformed, forged or expired. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
    const readerId = Number(payload.sub);
    const { org, ut, uuid, sid, pcr } = payload;
    if (!isInt(readerId) || !isInt(org) || !isInt(ut)) return undefined;
    // A token without a session could not be revoked by logout: it is not accepted.
    if (typeof uuid !== 'string' || typeof sid !== 'string') return undefined;
    return {
      readerId,
      orgId: org,
      usertype: ut,
      uuid,
      sessionId: sid,
      ...(pcr === true ? { passwordChangeRequired: true } : {}),
    };
  } catch {
    return undefined;
  }
}
