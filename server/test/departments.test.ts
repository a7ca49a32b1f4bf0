import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  MAX_MANAGED_DEPARTMENTS,
  ResultCode,
  type Department,
  type TeacherDepartment,
} from '../../src/core/api/contract';
import { department } from '../src/db/schema';
import { translate } from '../src/http/messages';
import {
  assignClassToTeacher,
  managedDepartmentIds,
  teacherManages,
} from '../src/queries/departments';
import { circulationCall as call, type SeededReader } from './circulation-fixtures';
import { openTeachingSuite } from './teaching-suite';
import { get } from './helpers';

const suite = openTeachingSuite();
const { people } = suite;

async function departmentId(name: string): Promise<number> {
  const [row] = await suite.handle.db.select().from(department).where(eq(department.name, name));
  if (!row) throw new Error(`no department ${name}`);
  return row.id;
}

const managedNames = async (who: SeededReader) =>
  (
    await call<TeacherDepartment[]>(suite.app, ApiPath.managedDepartments, {}, who.token)
  ).body.data.map((dep) => dep.name);

describe('departments', () => {
  it('lists the organisation’s departments with their students to any reader, never another organisation’s', async () => {
    const response = await get<Department[]>(
      suite.app,
      ApiPath.identityDepartments,
      people.liMing.token,
    );
    const names = response.body.data.map((dep) => dep.name);
    expect(names).toEqual(expect.arrayContaining(['初二(3)班', '初一(1)班', '语文组']));
    expect(names).not.toContain('高一(2)班');
    const myClass = response.body.data.find((dep) => dep.name === '初二(3)班');
    expect(myClass?.studentcount).toBeGreaterThanOrEqual(2);
    expect((await get(suite.app, ApiPath.identityDepartments)).status).toBe(401);
  });

  it('tells a teacher which departments they manage, each teacher their own', async () => {
    expect(await managedNames(people.teacher)).toEqual(
      expect.arrayContaining(['初二(3)班', '语文组']),
    );
    expect(await managedNames(people.teacher)).not.toContain('初一(1)班');
    expect(await managedNames(people.teacher2)).toEqual(['初一(1)班']);
    expect(await managedNames(people.demo2Teacher)).toEqual(['高一(2)班']);
    const all = await call<TeacherDepartment[]>(
      suite.app,
      ApiPath.departmentsForTeacher,
      {},
      people.teacher2.token,
    );
    expect(all.body.data.find((dep) => dep.name === '初二(3)班')?.managed).toBe(false);
  });

  it('refuses students every teacher call', async () => {
    for (const path of [ApiPath.departmentsForTeacher, ApiPath.managedDepartments]) {
      expect((await call(suite.app, path, {}, people.liMing.token)).status).toBe(403);
    }
    const add = await call(
      suite.app,
      ApiPath.addManagedDepartment,
      { departmentid: 1 },
      people.liMing.token,
    );
    expect(add.status).toBe(403);
    expect((await call(suite.app, ApiPath.managedDepartments, {})).status).toBe(401);
  });

  it('refuses a teacher adding a class to their own list, in their language, changing nothing', async () => {
    // 初一(1)班 is 李强's; 王芳 asks for it too, twice.
    const id = await departmentId('初一(1)班');
    for (const lang of ['zh', 'en'] as const) {
      const added = await call(
        suite.app,
        ApiPath.addManagedDepartment,
        { departmentid: id },
        people.teacher.token,
        lang,
      );
      expect(added.status).toBe(403);
      expect(added.body).toMatchObject({
        code: ResultCode.forbidden,
        msg: translate(lang, 'departmentsAssignedByLibrary'),
        data: null,
      });
    }
    expect(translate('zh', 'departmentsAssignedByLibrary')).toBe(
      '任教班级由图书馆分配，如需调整请联系图书馆',
    );
    expect(await teacherManages(suite.handle.db, 1, people.teacher.id, id)).toBe(false);
    expect(await managedNames(people.teacher)).not.toContain('初一(1)班');
    // Another organisation's class is refused alike, and bad bodies are bad input.
    const demo2Class = await departmentId('高一(2)班');
    const other = await call(
      suite.app,
      ApiPath.addManagedDepartment,
      { departmentid: demo2Class },
      people.teacher.token,
    );
    expect(other.status).toBe(403);
    expect(await teacherManages(suite.handle.db, 1, people.teacher.id, demo2Class)).toBe(false);
    for (const body of [
      {},
      { departmentid: '1' },
      { departmentid: -1 },
      { departmentid: 2 ** 40 },
    ]) {
      expect(
        (await call(suite.app, ApiPath.addManagedDepartment, body, people.teacher.token)).status,
      ).toBe(400);
    }
  });

  it('lets the library assign a class; twice is once; the teacher may let it go', async () => {
    const id = await departmentId('初一(1)班');
    for (let i = 0; i < 2; i++) {
      const assigned = await assignClassToTeacher(suite.handle.db, 1, people.teacher.id, id);
      expect(
        'ok' in assigned && assigned.departments.filter((dep) => dep.id === id && dep.managed),
      ).toHaveLength(1);
    }
    expect(
      (await managedDepartmentIds(suite.handle.db, 1, people.teacher.id)).filter((x) => x === id),
    ).toHaveLength(1);
    expect(await managedNames(people.teacher)).toContain('初一(1)班');
    const removed = await call<TeacherDepartment[]>(
      suite.app,
      ApiPath.removeManagedDepartment,
      { departmentid: id },
      people.teacher.token,
    );
    expect(removed.body.data.find((dep) => dep.id === id)?.managed).toBe(false);
    expect(await teacherManages(suite.handle.db, 1, people.teacher.id, id)).toBe(false);
    // 李强 still teaches it: one teacher letting go takes nothing from another.
    expect(await managedNames(people.teacher2)).toEqual(['初一(1)班']);
  });

  it('assigns only a class and a teacher of the same organisation, to a teacher', async () => {
    const db = suite.handle.db;
    const ytkjClass = await departmentId('初一(1)班');
    const demo2Class = await departmentId('高一(2)班');
    const notFound = { refused: 'notFound' };
    // DEMO2's class to a YTKJ teacher, in either organisation's name.
    expect(await assignClassToTeacher(db, 1, people.teacher.id, demo2Class)).toEqual(notFound);
    expect(await assignClassToTeacher(db, 2, people.teacher.id, demo2Class)).toEqual(notFound);
    // A YTKJ class to DEMO2's teacher; a class to a student.
    expect(await assignClassToTeacher(db, 1, people.demo2Teacher.id, ytkjClass)).toEqual(notFound);
    expect(await assignClassToTeacher(db, 1, people.liMing.id, ytkjClass)).toEqual(notFound);
    expect(await teacherManages(db, 1, people.teacher.id, demo2Class)).toBe(false);
    expect(await teacherManages(db, 1, people.liMing.id, ytkjClass)).toBe(false);
    // Removing another organisation's class is a no-op for 王芳 and leaves 刘洋 of DEMO2 his.
    await call(
      suite.app,
      ApiPath.removeManagedDepartment,
      { departmentid: demo2Class },
      people.teacher.token,
    );
    expect(await managedNames(people.demo2Teacher)).toEqual(['高一(2)班']);
    expect(MAX_MANAGED_DEPARTMENTS).toBeGreaterThan(10);
  });
});
