/**
 * Departments and the teachers who manage them. `managedDepartmentIds` and
 * `teacherManages` are the one place teaching queries learn what a teacher may see: every
 * task, homework, exam, composition and statistic of a class checks them. So a class joins a
 * teacher's list only when the library assigns it (`assignClassToTeacher`): a teacher who could
 * add any class to their own list could read its students' compositions at once.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  MAX_MANAGED_DEPARTMENTS,
  TEACHER_USERTYPE,
  type Department,
  type TeacherDepartment,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { department, reader } from '../db/schema';
import { teacherDepartment } from '../db/tables/teaching';
import { isStudent } from './reader-kinds';

/** The ids of the departments the teacher manages in their organisation, smallest first. */
export async function managedDepartmentIds(
  db: Database,
  orgId: number,
  teacherId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: teacherDepartment.departmentId })
    .from(teacherDepartment)
    .where(
      and(eq(teacherDepartment.organizationId, orgId), eq(teacherDepartment.teacherId, teacherId)),
    )
    .orderBy(asc(teacherDepartment.departmentId));
  return rows.map((row) => row.id);
}

/** Whether the teacher manages this department of their organisation. */
export async function teacherManages(
  db: Database,
  orgId: number,
  teacherId: number,
  departmentId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: teacherDepartment.departmentId })
    .from(teacherDepartment)
    .where(
      and(
        eq(teacherDepartment.organizationId, orgId),
        eq(teacherDepartment.teacherId, teacherId),
        eq(teacherDepartment.departmentId, departmentId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The organisation's departments with their student counts, by name. */
export async function organizationDepartments(db: Database, orgId: number): Promise<Department[]> {
  const students = db
    .select({ departmentId: reader.departmentId, n: count().as('n') })
    .from(reader)
    .where(and(eq(reader.organizationId, orgId), isStudent()))
    .groupBy(reader.departmentId)
    .as('students');
  return db
    .select({
      id: department.id,
      name: department.name,
      studentcount: sql<number>`coalesce(${students.n}, 0)::int`,
    })
    .from(department)
    .leftJoin(students, eq(students.departmentId, department.id))
    .where(eq(department.organizationId, orgId))
    .orderBy(asc(department.name), asc(department.id));
}

/** The organisation's departments, each marked as managed by this teacher or not. */
export async function departmentsForTeacher(
  db: Database,
  orgId: number,
  teacherId: number,
): Promise<TeacherDepartment[]> {
  const [all, managed] = await Promise.all([
    organizationDepartments(db, orgId),
    managedDepartmentIds(db, orgId, teacherId),
  ]);
  const mine = new Set(managed);
  return all.map((dep) => ({ ...dep, managed: mine.has(dep.id) }));
}

export type AssignOutcome =
  | { ok: true; departments: TeacherDepartment[] }
  | { refused: 'notFound' }
  | { refused: 'tooMany'; max: number };

/**
 * The library assigns a class (any department) of its organisation to one of its teachers,
 * for the staff workspace (and the demo seed's rows say the same). Assigning one already
 * assigned changes nothing; a department or teacher of another organisation, or a reader who
 * is not a teacher, is "not found"; past MAX_MANAGED_DEPARTMENTS, "too many".
 */
export async function assignClassToTeacher(
  db: Database,
  orgId: number,
  teacherId: number,
  departmentId: number,
): Promise<AssignOutcome> {
  const [[dep], [teacher]] = await Promise.all([
    db
      .select({ id: department.id })
      .from(department)
      .where(and(eq(department.id, departmentId), eq(department.organizationId, orgId))),
    db
      .select({ id: reader.id })
      .from(reader)
      .where(
        and(
          eq(reader.id, teacherId),
          eq(reader.organizationId, orgId),
          eq(reader.usertype, TEACHER_USERTYPE),
        ),
      ),
  ]);
  if (!dep || !teacher) return { refused: 'notFound' };
  const managed = await managedDepartmentIds(db, orgId, teacherId);
  const max = MAX_MANAGED_DEPARTMENTS;
  if (!managed.includes(departmentId) && managed.length >= max) return { refused: 'tooMany', max };
  await db
    .insert(teacherDepartment)
    .values({ organizationId: orgId, teacherId, departmentId })
    .onConflictDoNothing();
  return { ok: true, departments: await departmentsForTeacher(db, orgId, teacherId) };
}

/** Stops managing a department; one not managed (or of another organisation) is a no-op. */
export async function removeManagedDepartment(
  db: Database,
  orgId: number,
  teacherId: number,
  departmentId: number,
): Promise<TeacherDepartment[]> {
  await db
    .delete(teacherDepartment)
    .where(
      and(
        eq(teacherDepartment.organizationId, orgId),
        eq(teacherDepartment.teacherId, teacherId),
        eq(teacherDepartment.departmentId, departmentId),
      ),
    );
  return departmentsForTeacher(db, orgId, teacherId);
}
