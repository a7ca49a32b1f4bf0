import { ApiPath, type TeacherDepartment } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(Api|IdentityApi)\/)/;

export const DEPARTMENTS: TeacherDepartment[] = [
  { id: 2, name: '初一(1)班', studentcount: 1, managed: false },
  { id: 1, name: '初二(3)班', studentcount: 2, managed: true },
  { id: 3, name: '语文组', studentcount: 0, managed: true },
];

export interface DepartmentsServerOptions {
  fails?: boolean;
  empty?: boolean;
  /** The add call refuses with this message (another organisation's class). */
  refuseAdd?: string;
}

/** The department calls over a list the test can read: add and remove change it. */
export function departmentsServer(options: DepartmentsServerOptions = {}): FakeHandler {
  const list = options.empty ? [] : DEPARTMENTS.map((dep) => ({ ...dep }));
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    const id = Number((request.body ?? {}).departmentid);
    if (path === ApiPath.departmentsForTeacher) return ok(list);
    if (path === ApiPath.addManagedDepartment || path === ApiPath.removeManagedDepartment) {
      const add = path === ApiPath.addManagedDepartment;
      if (add && options.refuseAdd) return fail(10158, options.refuseAdd);
      const dep = list.find((item) => item.id === id);
      if (dep) dep.managed = add;
      return ok(list);
    }
    return fail(40401, 'not found', 404);
  };
}
