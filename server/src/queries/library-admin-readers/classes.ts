/**
 * Classes on the readers page: the term-end moves (every student of a class into the next one,
 * graduates out) and the classes a teacher manages (teacher_department). Each runs in one
 * transaction behind the importer's lock, so a move never interleaves with an import or an
 * edit, and writes its audit row in the same transaction.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  CLASS_NAME_MAX,
  MAX_MANAGED_DEPARTMENTS,
  TEACHER_USERTYPE,
  type ClassMoveResult,
  type ClassMoveSummary,
  type ClassMovesRequest,
  type TeacherClasses,
} from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { department, reader } from '../../db/schema';
import { staffAudit } from '../../db/tables/library-admin';
import { teacherDepartment } from '../../db/tables/teaching';
import { lockReaderWrites } from '../../reader-import/apply';
import { writeAudit } from '../library-admin/audit';
import type { DeskScope } from '../library-admin/common';
import { isStudent } from '../reader-kinds';

export type ClassesRefused =
  | { refused: 'classNotFound'; classId: number }
  | { refused: 'classRepeated'; classId: number }
  | { refused: 'moveIntoItself'; classId: number }
  | { refused: 'movesRepeated' }
  | { refused: 'teacherNotFound' }
  | { refused: 'tooManyClasses'; max: number }
  | { refused: 'className'; classId: number; problem: 'empty' | 'tooLong'; max?: number };

/** The same moves sent again within this time are a second click, not a second term. */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000;
/** The audit row's target of the term-end moves. */
export const CLASS_MOVES_TARGET = 'term-end';
const CHUNK = 1000;

interface Plan {
  moves: (ClassMoveResult & { readerIds: number[] })[];
  graduates: { classid: number; name: string; readerIds: number[] }[];
  fingerprint: string;
}

/**
 * Checks the request against the organisation's classes and reads, from the state before any
 * change, which students each class holds: a chain (1班→2班, 2班→3班) then moves each once.
 */
async function planMoves(
  tx: Database,
  orgId: number,
  request: ClassMovesRequest,
): Promise<Plan | ClassesRefused> {
  const classes = await tx
    .select({ id: department.id, name: department.name })
    .from(department)
    .where(eq(department.organizationId, orgId))
    .orderBy(asc(department.id));
  const byId = new Map(classes.map((c) => [c.id, c.name]));
  // A name names its oldest class, as the importer and the reader form pick it.
  const byName = new Map<string, number>();
  for (const c of classes) if (!byName.has(c.name)) byName.set(c.name, c.id);
  const seen = new Set<number>();
  const graduate = request.graduate ?? [];
  for (const classId of [...request.moves.map((m) => m.fromclassid), ...graduate]) {
    if (!byId.has(classId)) return { refused: 'classNotFound', classId };
    if (seen.has(classId)) return { refused: 'classRepeated', classId };
    seen.add(classId);
  }
  const targets: { fromId: number; name: string }[] = [];
  for (const move of request.moves) {
    const name = move.toclassname.trim();
    const length = [...name].length;
    if (length === 0) return { refused: 'className', classId: move.fromclassid, problem: 'empty' };
    if (length > CLASS_NAME_MAX) {
      return {
        refused: 'className',
        classId: move.fromclassid,
        problem: 'tooLong',
        max: CLASS_NAME_MAX,
      };
    }
    const target = byName.get(name);
    if (target === move.fromclassid || name === byId.get(move.fromclassid)) {
      return { refused: 'moveIntoItself', classId: move.fromclassid };
    }
    targets.push({ fromId: move.fromclassid, name });
  }
  const ids = [...seen];
  const students =
    ids.length === 0
      ? []
      : await tx
          .select({ id: reader.id, classId: reader.departmentId })
          .from(reader)
          .where(
            and(eq(reader.organizationId, orgId), isStudent(), inArray(reader.departmentId, ids)),
          )
          .orderBy(asc(reader.id));
  const of = (classId: number) => students.filter((s) => s.classId === classId).map((s) => s.id);
  const moves = targets.map(({ fromId, name }) => {
    const readerIds = of(fromId);
    const existing = byName.get(name);
    return {
      fromclassid: fromId,
      from: byId.get(fromId) ?? '',
      to: name,
      toclassid: existing ?? null,
      readers: readerIds.length,
      newclass: existing === undefined,
      readerIds,
    };
  });
  const graduates = graduate.map((classid) => ({
    classid,
    name: byId.get(classid) ?? '',
    readerIds: of(classid),
  }));
  const fingerprint = JSON.stringify({
    moves: targets.map((t) => [t.fromId, t.name]).sort((a, b) => Number(a[0]) - Number(b[0])),
    graduate: [...graduate].sort((a, b) => a - b),
  });
  return { moves, graduates, fingerprint };
}

const summaryOf = (plan: Plan, dryrun: boolean): ClassMoveSummary => ({
  dryrun,
  moves: plan.moves.map(({ readerIds: _ids, ...move }) => move),
  graduates: plan.graduates.map(({ readerIds, ...rest }) => ({
    ...rest,
    readers: readerIds.length,
  })),
  graduated: plan.graduates.reduce((sum, g) => sum + g.readerIds.length, 0),
});

async function inChunks(ids: number[], run: (chunk: number[]) => Promise<unknown>) {
  for (let i = 0; i < ids.length; i += CHUNK) await run(ids.slice(i, i + CHUNK));
}

/**
 * The term-end moves, or (dry run) what they would do. Graduates are blocked with
 * `graduatedReason` and taken out of their class: blocking is the existing reversible switch
 * (the desk refuses their loans and says why; "unblock" undoes it), and leaving the class
 * frees it for the class moving up into it, so a graduate never shows among next year's
 * pupils. A reader already blocked keeps their own reason. The audit row lists the graduates'
 * ids and old classes so that a mistake can be put right.
 */
export async function moveClasses(
  db: Database,
  scope: DeskScope,
  request: ClassMovesRequest,
  graduatedReason: (className: string) => string,
): Promise<ClassMoveSummary | ClassesRefused> {
  return db.transaction(async (tx) => {
    await lockReaderWrites(tx, scope.orgId);
    const plan = await planMoves(tx, scope.orgId, request);
    if ('refused' in plan) return plan;
    if (request.dryrun) return summaryOf(plan, true);
    // Nothing asked (an empty form sent): nothing changes, and the log keeps no empty action.
    if (plan.moves.length === 0 && plan.graduates.length === 0) return summaryOf(plan, false);
    const [repeated] = await tx
      .select({ id: staffAudit.id })
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.organizationId, scope.orgId),
          eq(staffAudit.action, 'readerClassMoves'),
          gte(staffAudit.createdAt, new Date(scope.now - REPEAT_WINDOW_MS)),
          sql`${staffAudit.detail} ->> 'fingerprint' = ${plan.fingerprint}`,
        ),
      )
      .limit(1);
    if (repeated) return { refused: 'movesRepeated' as const };
    const made = new Map<string, number>();
    for (const move of plan.moves) {
      if (move.toclassid === null) {
        let id = made.get(move.to);
        if (id === undefined) {
          const [row] = await tx
            .insert(department)
            .values({ organizationId: scope.orgId, name: move.to })
            .returning({ id: department.id });
          if (!row) throw new Error('department insert returned nothing');
          id = row.id;
          made.set(move.to, id);
        }
        move.toclassid = id;
      }
    }
    // Every list was read before the first update: the chain moves each class once.
    for (const move of plan.moves) {
      const target = move.toclassid;
      await inChunks(move.readerIds, (ids) =>
        tx.update(reader).set({ departmentId: target }).where(inArray(reader.id, ids)),
      );
    }
    for (const graduate of plan.graduates) {
      await inChunks(graduate.readerIds, (ids) =>
        tx
          .update(reader)
          .set({
            departmentId: null,
            blockedReason: sql`coalesce(${reader.blockedReason}, ${graduatedReason(graduate.name)})`,
          })
          .where(inArray(reader.id, ids)),
      );
    }
    const summary = summaryOf(plan, false);
    await writeAudit(tx, scope, 'readerClassMoves', CLASS_MOVES_TARGET, {
      fingerprint: plan.fingerprint,
      after: summary,
      graduates: plan.graduates.map((g) => ({ classid: g.classid, readers: g.readerIds })),
    });
    return summary;
  });
}

/** The organisation's teacher with this reader id, or undefined. */
async function teacherOf(db: Database, orgId: number, teacherId: number, lock = false) {
  const query = db
    .select({ id: reader.id, readercode: reader.readercode })
    .from(reader)
    .where(
      and(
        eq(reader.id, teacherId),
        eq(reader.organizationId, orgId),
        eq(reader.usertype, TEACHER_USERTYPE),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function classesOf(db: Database, orgId: number, teacherId: number) {
  return db
    .select({ id: department.id, name: department.name })
    .from(teacherDepartment)
    .innerJoin(department, eq(department.id, teacherDepartment.departmentId))
    .where(
      and(eq(teacherDepartment.organizationId, orgId), eq(teacherDepartment.teacherId, teacherId)),
    )
    .orderBy(asc(department.name), asc(department.id));
}

/** The classes the teacher manages; a teacher of another library (or no teacher) is not found. */
export async function teacherClasses(
  db: Database,
  orgId: number,
  teacherId: number,
): Promise<TeacherClasses | ClassesRefused> {
  if (!(await teacherOf(db, orgId, teacherId))) return { refused: 'teacherNotFound' };
  return { teacherid: teacherId, classes: await classesOf(db, orgId, teacherId) };
}

/**
 * The teacher manages exactly these classes of the library from now on (a class opens its
 * students' work to the teacher: queries/departments.ts). Past MAX_MANAGED_DEPARTMENTS, "too
 * many"; a class of another library, not found. Setting the same list writes nothing.
 */
export async function setTeacherClasses(
  db: Database,
  scope: DeskScope,
  teacherId: number,
  classIds: number[],
): Promise<TeacherClasses | ClassesRefused> {
  const wanted = [...new Set(classIds)];
  if (wanted.length > MAX_MANAGED_DEPARTMENTS) {
    return { refused: 'tooManyClasses', max: MAX_MANAGED_DEPARTMENTS };
  }
  return db.transaction(async (tx) => {
    const teacher = await teacherOf(tx, scope.orgId, teacherId, true);
    if (!teacher) return { refused: 'teacherNotFound' as const };
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: department.id })
        .from(department)
        .where(and(eq(department.organizationId, scope.orgId), inArray(department.id, wanted)));
      const known = new Set(found.map((row) => row.id));
      const missing = wanted.find((id) => !known.has(id));
      if (missing !== undefined) return { refused: 'classNotFound' as const, classId: missing };
    }
    const before = await classesOf(tx, scope.orgId, teacherId);
    const same = before.length === wanted.length && before.every((c) => wanted.includes(c.id));
    if (same) return { teacherid: teacherId, classes: before };
    await tx
      .delete(teacherDepartment)
      .where(
        and(
          eq(teacherDepartment.organizationId, scope.orgId),
          eq(teacherDepartment.teacherId, teacherId),
        ),
      );
    if (wanted.length > 0) {
      await tx
        .insert(teacherDepartment)
        .values(
          wanted.map((departmentId) => ({ organizationId: scope.orgId, teacherId, departmentId })),
        );
    }
    const after = await classesOf(tx, scope.orgId, teacherId);
    await writeAudit(tx, scope, 'teacherClasses', teacher.readercode, {
      before: { classes: before },
      after: { classes: after },
    });
    return { teacherid: teacherId, classes: after };
  });
}
