import { ApiPath, type TeacherDepartment } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(Api|IdentityApi)\/)/;

/** The organisation's departments; the library assigned the teacher two of them. */
export const DEPARTMENTS: TeacherDepartment[] = [
  { id: 2, name: '初一(1)班', studentcount: 1, managed: false },
  { id: 1, name: '初二(3)班', studentcount: 2, managed: true },
  { id: 3, name: '语文组', studentcount: 0, managed: true },
];

export interface DepartmentsServerOptions {
  fails?: boolean;
  /** The library has assigned the teacher no class yet. */
  unassigned?: boolean;
}

/** The department list as the server answers it to a teacher. */
export function departmentsServer(options: DepartmentsServerOptions = {}): FakeHandler {
  const list = DEPARTMENTS.map((dep) => ({ ...dep, managed: !options.unassigned && dep.managed }));
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    if (path === ApiPath.departmentsForTeacher) return ok(list);
    return fail(40401, 'not found', 404);
  };
}
