import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ssoSecret } from '../db/schema';
import { findOrganizationByCode } from '../queries/organizations';
import type { SharedState } from '../instance-state';

/**
 * One-time codes that carry a reader from a school's site into the portal (/ssoLogin,
 * SSOApi/QueryCookie) instead of a token in a URL, which would stay in the history,
 * in server logs and in Referer headers. A code lives a minute and is taken once: the shared
 * state's `take` makes it single-use across instances. Only its hash is a key, so the store
 * never holds a usable code.
 */
export const SSO_CODE_TTL_MS = 60_000;
/** 32 random bytes as base64url. */
export const SSO_CODE_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** An organisation's secret must be long enough that guessing it is hopeless. */
export const MIN_SSO_SECRET_LENGTH = 32;

export interface SsoGrant {
  readerId: number;
  orgId: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const codeKey = (code: string) => `sso-code:${sha256(code)}`;

export async function mintSsoCode(
  shared: SharedState,
  grant: SsoGrant,
  ttlMs: number,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await shared.set(codeKey(code), JSON.stringify(grant), ttlMs);
  return code;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value);

/** The code's grant, once: unknown, used and expired codes give undefined. */
export async function takeSsoCode(
  shared: SharedState,
  code: string,
): Promise<SsoGrant | undefined> {
  const stored = await shared.take(codeKey(code));
  if (stored === null) return undefined;
  try {
    const { readerId, orgId } = JSON.parse(stored) as Partial<SsoGrant>;
    return isId(readerId) && isId(orgId) ? { readerId, orgId } : undefined;
  } catch {
    return undefined;
  }
}

/** Sets (or replaces) an organisation's SSO secret; only its sha256 is stored. */
export async function setSsoSecret(db: Database, orgId: number, secret: string): Promise<void> {
  if (secret.length < MIN_SSO_SECRET_LENGTH) {
    throw new Error(`an SSO secret needs at least ${MIN_SSO_SECRET_LENGTH} characters`);
  }
  const secretHash = sha256(secret);
  await db
    .insert(ssoSecret)
    .values({ organizationId: orgId, secretHash })
    .onConflictDoUpdate({ target: ssoSecret.organizationId, set: { secretHash } });
}

/**
 * Stores the secrets the environment names (orgcode → secret, see ssoSecretsFromEnv); an
 * organisation that does not exist fails the start-up rather than being silently skipped.
 */
export async function provisionSsoSecrets(db: Database, secrets: Record<string, string>) {
  for (const [orgcode, secret] of Object.entries(secrets)) {
    const org = await findOrganizationByCode(db, orgcode);
    if (!org) throw new Error(`SSO_SECRET_${orgcode}: no organisation has the code ${orgcode}`);
    await setSsoSecret(db, org.id, secret);
  }
}

/** `SSO_SECRET_<ORGCODE>=<secret>` variables, as orgcode → secret. */
export function ssoSecretsFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const orgcode = /^SSO_SECRET_([A-Za-z0-9_-]+)$/.exec(name)?.[1];
    if (orgcode && value) secrets[orgcode.toUpperCase()] = value;
  }
  return secrets;
}

/** Whether `presented` is the organisation's secret (constant time; false when none is set). */
export async function checkSsoSecret(
  db: Database,
  orgId: number,
  presented: string,
): Promise<boolean> {
  const [row] = await db
    .select({ secretHash: ssoSecret.secretHash })
    .from(ssoSecret)
    .where(eq(ssoSecret.organizationId, orgId));
  const expected = Buffer.from(row?.secretHash ?? sha256(randomBytes(32).toString('hex')), 'hex');
  const actual = Buffer.from(sha256(presented), 'hex');
  return timingSafeEqual(expected, actual) && row !== undefined;
}
