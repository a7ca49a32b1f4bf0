/**
 * Writes a class list into one organisation. A reader code the organisation has is that
 * reader again (next term's list): class, grade, name and the sheet's optional fields are
 * updated, the password never. A new code is a new reader with a generated password to be
 * changed at the first login. Classes (`department` rows) are made on first sight of a name.
 *
 * Everything is written in one transaction, behind a per-organisation advisory lock (two
 * imports at once would both make the same new class); the hand-out file is written inside it,
 * so a reader whose password the file does not hold is never committed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { borrowType, department, reader } from '../db/schema';
import { DEFAULT_BORROW_TYPES } from '../setup/organization';
import { STAFF_USERTYPES } from '../queries/reader-kinds';
import { usertypeOf, type ReaderLine } from './columns';
import type { Handout } from './handout';
import type { RowError } from './read';

// Any constant: it only has to be the same for every process importing readers.
const IMPORT_LOCK_KEY = 0x7ead_e4;

/**
 * Holds the organisation's reader writes (this import, a reader made or edited on the readers
 * page) until the transaction ends: two of them at once would both make the same new class.
 */
export async function lockReaderWrites(tx: Database, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY}, ${organizationId})`);
}
const CHUNK = 1000;

export interface ImportResult {
  imported: number;
  updated: number;
  unchanged: number;
  classesCreated: number;
  errors: RowError[];
  handout: Handout[];
}

type Existing = Pick<
  typeof reader.$inferSelect,
  'id' | 'readercode' | 'name' | 'usertype' | 'departmentId' | 'grade' | 'sex' | 'phone'
>;

/** The organisation's readers (and staff) with these codes, by code. */
export async function existingReaders(
  db: Database,
  organizationId: number,
  codes: string[],
): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (let at = 0; at < codes.length; at += CHUNK) {
    const rows = await db
      .select({
        id: reader.id,
        readercode: reader.readercode,
        name: reader.name,
        usertype: reader.usertype,
        departmentId: reader.departmentId,
        grade: reader.grade,
        sex: reader.sex,
        phone: reader.phone,
      })
      .from(reader)
      .where(
        and(
          eq(reader.organizationId, organizationId),
          inArray(reader.readercode, codes.slice(at, at + CHUNK)),
        ),
      );
    for (const row of rows) found.set(row.readercode, row);
  }
  return found;
}

export async function classIds(db: Database, organizationId: number) {
  const rows = await db
    .select({ id: department.id, name: department.name })
    .from(department)
    .where(eq(department.organizationId, organizationId))
    .orderBy(department.id);
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.name)) ids.set(row.name, row.id);
  return ids;
}

export async function borrowTypeIds(db: Database, organizationId: number) {
  const rows = await db
    .select({ id: borrowType.id, name: borrowType.name })
    .from(borrowType)
    .where(eq(borrowType.organizationId, organizationId))
    .orderBy(borrowType.id);
  const idOf = (name: string | undefined) => rows.find((row) => row.name === name)?.id ?? null;
  return {
    student: idOf(DEFAULT_BORROW_TYPES.student.name),
    teacher: idOf(DEFAULT_BORROW_TYPES.teacher.name),
  };
}

/** The columns to change on an existing reader (empty: nothing differs). */
function changes(existing: Existing, line: ReaderLine, departmentId: number) {
  const next: Partial<typeof reader.$inferInsert> = {};
  if (existing.name !== line.name) next.name = line.name;
  if (existing.departmentId !== departmentId) next.departmentId = departmentId;
  const grade = line.grade || null;
  if (existing.grade !== grade) next.grade = grade;
  if (line.sex && existing.sex !== line.sex) next.sex = line.sex;
  if (line.phone && existing.phone !== line.phone) next.phone = line.phone;
  if (line.kind && existing.usertype !== usertypeOf(line.kind))
    next.usertype = usertypeOf(line.kind);
  return next;
}

export interface ImportPlan {
  organizationId: number;
  lines: { row: number; line: ReaderLine }[];
  /** Password hashes of the codes that were new when the passwords were made. */
  newPasswords: Map<string, { password: string; hash: string }>;
  /** Called inside the transaction with the new readers' passwords; a throw undoes it all. */
  deliver(handout: Handout[]): Promise<void>;
  /** Called last inside the transaction (the staff audit log of a browser import). */
  record?: (tx: Database, result: ImportResult) => Promise<void>;
}

export async function applyImport(db: Database, plan: ImportPlan): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await lockReaderWrites(tx, plan.organizationId);
    const codes = plan.lines.map(({ line }) => line.readercode);
    const existing = await existingReaders(tx, plan.organizationId, codes);
    const classes = await classIds(tx, plan.organizationId);
    const types = await borrowTypeIds(tx, plan.organizationId);
    const result: ImportResult = {
      imported: 0,
      updated: 0,
      unchanged: 0,
      classesCreated: 0,
      errors: [],
      handout: [],
    };
    const classOf = async (name: string) => {
      const known = classes.get(name);
      if (known !== undefined) return known;
      const [row] = await tx
        .insert(department)
        .values({ organizationId: plan.organizationId, name })
        .returning({ id: department.id });
      classes.set(name, row!.id);
      result.classesCreated++;
      return row!.id;
    };
    for (const { row, line } of plan.lines) {
      const current = existing.get(line.readercode);
      if (current && STAFF_USERTYPES.includes(current.usertype)) {
        result.errors.push({
          row,
          reason: `${line.readercode} is a staff account, not a reader`,
          issue: { kind: 'staff' },
        });
        continue;
      }
      const departmentId = await classOf(line.className);
      if (current) {
        const next = changes(current, line, departmentId);
        if (Object.keys(next).length === 0) {
          result.unchanged++;
          continue;
        }
        if (next.usertype !== undefined) {
          next.borrowTypeId =
            next.usertype === usertypeOf('teacher') ? types.teacher : types.student;
        }
        await tx.update(reader).set(next).where(eq(reader.id, current.id));
        result.updated++;
        continue;
      }
      const made = plan.newPasswords.get(line.readercode);
      if (!made) {
        // New since the passwords were made (deleted meanwhile): left for the next run.
        result.errors.push({
          row,
          reason: `${line.readercode} changed during the import; run it again`,
          issue: { kind: 'changed' },
        });
        continue;
      }
      const kind = line.kind ?? 'student';
      await tx.insert(reader).values({
        organizationId: plan.organizationId,
        readercode: line.readercode,
        name: line.name,
        nickname: line.name,
        usertype: usertypeOf(kind),
        passwordHash: made.hash,
        mustChangePassword: true,
        sex: line.sex ?? 1,
        phone: line.phone ?? null,
        departmentId,
        grade: line.grade || null,
        borrowTypeId: types[kind],
      });
      result.imported++;
      result.handout.push({
        readercode: line.readercode,
        name: line.name,
        className: line.className,
        password: made.password,
      });
    }
    if (result.handout.length > 0) await plan.deliver(result.handout);
    await plan.record?.(tx, result);
    return result;
  });
}
