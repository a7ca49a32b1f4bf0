/**
 * Staff accounts: rows of `reader` with a staff usertype (STAFF_USERTYPE: 8 librarian,
 * 9 admin), so they log in through the same call as readers and get their role from the
 * usertype; no class, no grade, no borrow type. They are kept out of everything that lists
 * readers (queries/reader-kinds.ts).
 */
import { STAFF_USERTYPE, type StaffRole } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { reader } from '../db/schema';

/** Reader codes as the login accepts them (`\w`, 64 at most: the column's width). */
export const READER_CODE = /^\w{1,64}$/;
const MAX_NAME_LENGTH = 50;
const CONTROL = /\p{Cc}/u;
const STAFF_ROLES = Object.keys(STAFF_USERTYPE) as StaffRole[];

export interface NewStaff {
  code: string;
  name: string;
  role: StaffRole;
}

export function checkStaff(input: {
  code: string;
  name: string;
  role: string;
}): { ok: NewStaff } | { problems: string[] } {
  const problems: string[] = [];
  const code = input.code.trim();
  if (!READER_CODE.test(code)) problems.push(`code "${input.code}": 1 to 64 letters, digits or _`);
  const name = input.name.trim();
  if (!name || [...name].length > MAX_NAME_LENGTH || CONTROL.test(name)) {
    problems.push(`name: 1 to ${MAX_NAME_LENGTH} characters on one line`);
  }
  const role = STAFF_ROLES.find((candidate) => candidate === input.role.trim().toLowerCase());
  if (!role) problems.push(`role "${input.role}": one of ${STAFF_ROLES.join(', ')}`);
  if (problems.length > 0 || !role) return { problems };
  return { ok: { code, name, role } };
}

/** Inserts the account; refused when the organisation has a reader or staff with the code. */
export async function createStaff(
  db: Database,
  organizationId: number,
  staff: NewStaff,
  passwordHash: string,
): Promise<{ created: { id: number } } | { refused: 'duplicate' }> {
  const [row] = await db
    .insert(reader)
    .values({
      organizationId,
      readercode: staff.code,
      name: staff.name,
      nickname: staff.name,
      usertype: STAFF_USERTYPE[staff.role],
      passwordHash,
      // Chosen by the person who will use it, so nothing to change at the first login.
      mustChangePassword: false,
    })
    .onConflictDoNothing({ target: [reader.organizationId, reader.readercode] })
    .returning({ id: reader.id });
  return row ? { created: { id: row.id } } : { refused: 'duplicate' };
}
