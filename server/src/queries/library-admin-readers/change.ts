/**
 * Changing a reader from the readers page: create, edit, reset the password, block, unblock.
 * The fields pass the class list's own checks (reader-import/columns.ts `readLine`), so a
 * reader typed in is held to the same rules as one imported; the class is made on first use
 * as the importer makes it, behind the importer's lock. Each change writes its audit row, with
 * the state before and after, in the same transaction as the change.
 */
import { and, asc, eq } from 'drizzle-orm';
import type {
  AdminReader,
  ReaderFieldProblem,
  ReaderFields,
  ReaderField,
} from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { department, reader } from '../../db/schema';
import { borrowTypeIds, lockReaderWrites } from '../../reader-import/apply';
import { readLine, usertypeOf, type ReaderLine } from '../../reader-import/columns';
import { writeAudit } from '../library-admin/audit';
import type { DeskScope } from '../library-admin/common';
import { adminReader, ofOrganization } from './find';

export type ReadersRefused =
  | { refused: 'readerNotFound' }
  | { refused: 'readerExists' }
  | { refused: 'invalidField'; field: ReaderField; problem: ReaderFieldProblem; max?: number };

/** The class list's columns, in the order `cellsOf` lays the fields out. */
const COLUMNS = { readercode: 0, name: 1, class: 2, grade: 3, sex: 4, phone: 5, type: 6 };

const cellsOf = (fields: ReaderFields) => [
  fields.readercode,
  fields.name,
  fields.class,
  fields.grade ?? '',
  fields.sex === undefined ? '' : String(fields.sex),
  fields.phone ?? '',
  fields.kind ?? '',
];

/** The fields as the importer reads a row of them, or the first problem it finds. */
export function checkFields(fields: ReaderFields): { line: ReaderLine } | ReadersRefused {
  const outcome = readLine(cellsOf(fields), COLUMNS);
  if ('line' in outcome) return outcome;
  const { field, problem, max } = outcome;
  return { refused: 'invalidField', field, problem, ...(max === undefined ? {} : { max }) };
}

/** What the audit keeps of a reader: what the page edits. */
const snapshot = (r: AdminReader) => ({
  name: r.name,
  kind: r.kind,
  class: r.class,
  grade: r.grade,
  sex: r.sex,
  phone: r.phone,
  borrowtype: r.borrowtype,
  blocked: r.blocked,
});

/** The class of this name in the organisation (its oldest, as the importer picks), or a new one. */
async function classFor(tx: Database, orgId: number, name: string): Promise<number> {
  const [found] = await tx
    .select({ id: department.id })
    .from(department)
    .where(and(eq(department.organizationId, orgId), eq(department.name, name)))
    .orderBy(asc(department.id))
    .limit(1);
  if (found) return found.id;
  const [made] = await tx
    .insert(department)
    .values({ organizationId: orgId, name })
    .returning({ id: department.id });
  if (!made) throw new Error('department insert returned nothing');
  return made.id;
}

/**
 * A new reader with a generated password (hashed by the caller, outside the transaction: a hash
 * takes a core for ~0.1 s). A code any reader or member of staff of the library has is refused.
 */
export async function createReader(
  db: Database,
  scope: DeskScope,
  line: ReaderLine,
  passwordHash: string,
): Promise<AdminReader | ReadersRefused> {
  return db.transaction(async (tx) => {
    await lockReaderWrites(tx, scope.orgId);
    const [taken] = await tx
      .select({ id: reader.id })
      .from(reader)
      .where(and(eq(reader.organizationId, scope.orgId), eq(reader.readercode, line.readercode)));
    if (taken) return { refused: 'readerExists' as const };
    const kind = line.kind ?? 'student';
    const types = await borrowTypeIds(tx, scope.orgId);
    await tx.insert(reader).values({
      organizationId: scope.orgId,
      readercode: line.readercode,
      name: line.name,
      nickname: line.name,
      usertype: usertypeOf(kind),
      passwordHash,
      mustChangePassword: true,
      sex: line.sex ?? 1,
      phone: line.phone ?? null,
      departmentId: await classFor(tx, scope.orgId, line.className),
      grade: line.grade || null,
      borrowTypeId: types[kind],
    });
    const made = await adminReader(tx, scope.orgId, line.readercode);
    if (!made) throw new Error('the new reader is not found');
    await writeAudit(tx, scope, 'readerCreate', line.readercode, { after: snapshot(made) });
    return made;
  });
}

/**
 * The reader's fields as the form sent them: name, class and grade always; sex and the reader
 * type when given (the type also moves the reader to its borrow type, as an import does); a
 * phone when given, '' clearing it.
 */
export async function updateReader(
  db: Database,
  scope: DeskScope,
  line: ReaderLine,
  phoneGiven: boolean,
): Promise<AdminReader | ReadersRefused> {
  return db.transaction(async (tx) => {
    await lockReaderWrites(tx, scope.orgId);
    const before = await adminReader(tx, scope.orgId, line.readercode);
    if (!before) return { refused: 'readerNotFound' as const };
    const next: Partial<typeof reader.$inferInsert> = {
      name: line.name,
      departmentId: await classFor(tx, scope.orgId, line.className),
      grade: line.grade || null,
    };
    if (line.sex) next.sex = line.sex;
    if (phoneGiven) next.phone = line.phone ?? null;
    if (line.kind && line.kind !== before.kind) {
      next.usertype = usertypeOf(line.kind);
      next.borrowTypeId = (await borrowTypeIds(tx, scope.orgId))[line.kind];
    }
    await tx.update(reader).set(next).where(ofOrganization(scope.orgId, line.readercode));
    const after = await adminReader(tx, scope.orgId, line.readercode);
    if (!after) throw new Error('the reader vanished during an update');
    await writeAudit(tx, scope, 'readerUpdate', line.readercode, {
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

/**
 * A new generated password (hashed by the caller), to be replaced at the next login. The
 * caller ends the reader's sessions: whoever knew the old password is logged out.
 */
export async function resetPassword(
  db: Database,
  scope: DeskScope,
  readercode: string,
  passwordHash: string,
): Promise<{ readerId: number } | ReadersRefused> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reader)
      .set({ passwordHash, mustChangePassword: true })
      .where(ofOrganization(scope.orgId, readercode))
      .returning({ id: reader.id });
    if (!row) return { refused: 'readerNotFound' as const };
    // The password itself never enters the log.
    await writeAudit(tx, scope, 'readerPassword', readercode, {
      after: { mustchangepassword: true },
    });
    return { readerId: row.id };
  });
}

/**
 * Sets or clears the block reason (`reader.blocked_reason`, which the desk refuses loans on).
 * Clearing a reader who is not blocked changes nothing and writes nothing: a second click on
 * "unblock" is not a second action.
 */
export async function setBlock(
  db: Database,
  scope: DeskScope,
  readercode: string,
  reason: string | null,
): Promise<AdminReader | ReadersRefused> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ blocked: reader.blockedReason })
      .from(reader)
      .where(ofOrganization(scope.orgId, readercode))
      .for('update');
    if (!locked) return { refused: 'readerNotFound' as const };
    if (locked.blocked !== reason) {
      await tx
        .update(reader)
        .set({ blockedReason: reason })
        .where(ofOrganization(scope.orgId, readercode));
      await writeAudit(tx, scope, reason === null ? 'readerUnblock' : 'readerBlock', readercode, {
        before: { blocked: locked.blocked },
        after: { blocked: reason },
      });
    }
    const after = await adminReader(tx, scope.orgId, readercode);
    if (!after) throw new Error('the reader vanished during a block');
    return after;
  });
}
