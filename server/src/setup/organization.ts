/**
 * A new organisation with what the portal needs to serve it from the first login, and no demo
 * content: the organisation row, a borrow type for students and one for teachers (the rules a
 * reader import assigns by reader type), a location for the copies a catalogue import brings
 * and a pre-borrow site where reserved books are collected. Everything else an organisation
 * shows (news, shelves, footer links, its texts) is added by its staff when they have it; an
 * empty list is what the portal shows until then.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { borrowType, libraryLocation, organization, preborrowSite } from '../db/schema';
import { parseOriginPattern } from '../http/origin-patterns';
import { canonicalTimeZone } from '../time/zone';

/** Organisation codes as every route that takes one accepts them (`\w{1,32}`), upper case. */
const ORG_CODE = /^\w{1,32}$/;
const MAX_NAME_LENGTH = 100;
const MAX_ORIGINS = 50;
/** Control characters (a pasted tab or newline) have no place in a one-line name. */
const CONTROL = /\p{Cc}/u;

export type ReaderKind = 'student' | 'teacher';

/**
 * The loan rules of a new organisation's two borrow types, as the demo libraries have them
 * (the reader notices of Chinese school libraries commonly say 5 books for 30 days for a
 * student, 15 for 60 days for a teacher); the library changes them later.
 */
export const DEFAULT_BORROW_TYPES: Record<ReaderKind, typeof borrowType.$inferInsert> = {
  student: {
    organizationId: 0,
    name: '学生',
    maxLoans: 5,
    loanDays: 30,
    maxPreborrows: 3,
    preborrowHoldDays: 3,
  },
  teacher: {
    organizationId: 0,
    name: '教师',
    maxLoans: 15,
    loanDays: 60,
    maxPreborrows: 5,
    preborrowHoldDays: 5,
  },
};
export const DEFAULT_LOCATION_NAME = '总馆';
export const DEFAULT_PREBORROW_SITE_NAME = '图书馆总服务台';

export interface NewOrganization {
  code: string;
  name: string;
  timeZone: string;
  origins: string[];
}

export type OrganizationInput = { ok: NewOrganization } | { problems: string[] };

function checkOrigins(origins: readonly string[], problems: string[]): string[] {
  if (origins.length > MAX_ORIGINS) problems.push(`at most ${MAX_ORIGINS} origins`);
  const kept: string[] = [];
  for (const raw of origins) {
    const text = raw.trim();
    if (text === '*') {
      problems.push(
        'origin "*" is refused: the API answers CORS with credentials, so "*" would hand ' +
          "readers' sessions to any site; list each school site's origin",
      );
    } else if (!parseOriginPattern(text)) {
      problems.push(
        `origin "${text}" is not an origin: scheme://host[:port] (http or https, no path), ` +
          'or scheme://host:* for any port',
      );
    } else {
      kept.push(text.replace(/\/+$/, '').toLowerCase());
    }
  }
  return [...new Set(kept)];
}

/** Checks what `org create` was given; every problem at once, so one run fixes them all. */
export function checkOrganization(input: {
  code: string;
  name: string;
  timeZone: string;
  origins: readonly string[];
}): OrganizationInput {
  const problems: string[] = [];
  const code = input.code.trim().toUpperCase();
  if (!ORG_CODE.test(code)) {
    problems.push(`code "${input.code}": 1 to 32 letters, digits or _ (e.g. SCH1)`);
  }
  const name = input.name.trim();
  if (!name || [...name].length > MAX_NAME_LENGTH || CONTROL.test(name)) {
    problems.push(`name: 1 to ${MAX_NAME_LENGTH} characters on one line`);
  }
  const timeZone = canonicalTimeZone(input.timeZone);
  if (!timeZone) {
    problems.push(
      `time zone "${input.timeZone}" is not an IANA Area/City time zone (e.g. Asia/Shanghai, Asia/Urumqi, Europe/Paris)`,
    );
  }
  const origins = checkOrigins(input.origins, problems);
  if (problems.length > 0 || !timeZone) return { problems };
  return { ok: { code, name, timeZone, origins } };
}

export type CreateOutcome =
  | { created: { id: number; borrowTypes: number; locations: number; sites: number } }
  | { refused: 'duplicate' };

/** Inserts the organisation and its working rows in one transaction. */
export async function createOrganization(
  db: Database,
  org: NewOrganization,
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(organization)
      .values({
        orgcode: org.code,
        name: org.name,
        timeZone: org.timeZone,
        allowedOrigins: org.origins,
        // Off until the library decides: its answers are built from the library's own data,
        // which a new organisation does not have yet.
        enableAiLibrarian: false,
      })
      .onConflictDoNothing({ target: organization.orgcode })
      .returning({ id: organization.id });
    if (!inserted) return { refused: 'duplicate' as const };
    const organizationId = inserted.id;
    const types = Object.values(DEFAULT_BORROW_TYPES).map((type) => ({ ...type, organizationId }));
    await tx.insert(borrowType).values(types);
    await tx.insert(libraryLocation).values({ organizationId, name: DEFAULT_LOCATION_NAME });
    await tx.insert(preborrowSite).values({ organizationId, name: DEFAULT_PREBORROW_SITE_NAME });
    return { created: { id: organizationId, borrowTypes: types.length, locations: 1, sites: 1 } };
  });
}

/** The organisation with this code (any case), or undefined. */
export async function organizationByCode(db: Database, code: string) {
  const [row] = await db
    .select({ id: organization.id, orgcode: organization.orgcode, name: organization.name })
    .from(organization)
    .where(eq(organization.orgcode, code.trim().toUpperCase()));
  return row;
}
