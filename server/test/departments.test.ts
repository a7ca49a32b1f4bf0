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
import { managedDepartmentIds, teacherManages } from '../src/queries/departments';
import { circulationCall as call, type SeededReader } from './circulation-fixtures';
import { openTeachingSuite } from './teaching-suite';
import { get } from './helpers';

const suite = openTeachingSuite();
const { people } = suite;

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

  it('adds and removes a managed department; twice is once; the rules follow at once', async () => {
    const [class2] = await suite.handle.db.select().from(department).where(
      // 初一(1)班 is 李强's; 王芳 takes it on too, then lets it go.
      eq(department.name, '初一(1)班'),
    );
    const id = class2!.id;
    expect(await teacherManages(suite.handle.db, 1, people.teacher.id, id)).toBe(false);
    for (let i = 0; i < 2; i++) {
      const added = await call<TeacherDepartment[]>(
        suite.app,
        ApiPath.addManagedDepartment,
        { departmentid: id },
        people.teacher.token,
      );
      expect(added.body.code).toBe(ResultCode.ok);
      expect(added.body.data.filter((dep) => dep.id === id && dep.managed)).toHaveLength(1);
    }
    expect(await teacherManages(suite.handle.db, 1, people.teacher.id, id)).toBe(true);
    expect(
      (await managedDepartmentIds(suite.handle.db, 1, people.teacher.id)).filter((x) => x === id),
    ).toHaveLength(1);
    await call(
      suite.app,
      ApiPath.removeManagedDepartment,
      { departmentid: id },
      people.teacher.token,
    );
    expect(await teacherManages(suite.handle.db, 1, people.teacher.id, id)).toBe(false);
    // 李强 still teaches it: one teacher letting go takes nothing from another.
    expect(await managedNames(people.teacher2)).toEqual(['初一(1)班']);
  });

  it('refuses another organisation’s department, in the caller’s language, and bad bodies', async () => {
    const [demo2Class] = await suite.handle.db
      .select()
      .from(department)
      .where(eq(department.name, '高一(2)班'));
    const refused = await call(
      suite.app,
      ApiPath.addManagedDepartment,
      { departmentid: demo2Class!.id },
      people.teacher.token,
      'en',
    );
    expect(refused.body).toMatchObject({ code: ResultCode.businessError, msg: 'Class not found' });
    expect(await teacherManages(suite.handle.db, 1, people.teacher.id, demo2Class!.id)).toBe(false);
    // Removing it is a no-op for 王芳 and leaves 刘洋 of DEMO2 his class.
    await call(
      suite.app,
      ApiPath.removeManagedDepartment,
      { departmentid: demo2Class!.id },
      people.teacher.token,
    );
    expect(await managedNames(people.demo2Teacher)).toEqual(['高一(2)班']);
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
    expect(MAX_MANAGED_DEPARTMENTS).toBeGreaterThan(10);
  });
});
