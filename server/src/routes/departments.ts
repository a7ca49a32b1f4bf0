import { Type } from 'typebox';
import {
  ApiPath,
  ResultCode,
  type Department,
  type Envelope,
  type TeacherDepartment,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError } from '../http/errors';
import { Id } from '../http/schemas';
import {
  departmentsForTeacher,
  organizationDepartments,
  removeManagedDepartment,
} from '../queries/departments';
import { readerWriteLimit } from './rate-limit';

const ManageBody = Type.Object({ departmentid: Id() });

/**
 * Departments (teachers manage them): every reader may list the organisation's departments (a
 * profile shows its class); only teachers see which they manage. The library assigns a teacher's
 * classes (queries/departments.ts `assignClassToTeacher`): the add call the original portal has is
 * kept and refused, since a class on the list opens its students' work to the teacher; a teacher
 * may still let a class go, which only narrows what they see.
 */
export const departmentRoutes: RoutePlugin = async (app, { ctx }) => {
  const teachersOnly = requireRole('teacher');
  const manageGuard = [teachersOnly, readerWriteLimit(ctx, 'managedDepartments')];

  app.get(
    ApiPath.identityDepartments,
    { preHandler: requireRole() },
    async (request): Promise<Envelope<Department[]>> =>
      ok(request, await organizationDepartments(ctx.db, authOf(request).orgId)),
  );

  app.post(
    ApiPath.departmentsForTeacher,
    { preHandler: teachersOnly },
    async (request): Promise<Envelope<TeacherDepartment[]>> => {
      const { orgId, readerId } = authOf(request);
      return ok(request, await departmentsForTeacher(ctx.db, orgId, readerId));
    },
  );

  app.post(
    ApiPath.managedDepartments,
    { preHandler: teachersOnly },
    async (request): Promise<Envelope<TeacherDepartment[]>> => {
      const { orgId, readerId } = authOf(request);
      const all = await departmentsForTeacher(ctx.db, orgId, readerId);
      return ok(
        request,
        all.filter((dep) => dep.managed),
      );
    },
  );

  app.post(
    ApiPath.addManagedDepartment,
    { schema: { body: ManageBody }, preHandler: teachersOnly },
    async (): Promise<Envelope<TeacherDepartment[]>> => {
      throw new ApiError(403, ResultCode.forbidden, 'departmentsAssignedByLibrary');
    },
  );

  app.post(
    ApiPath.removeManagedDepartment,
    { schema: { body: ManageBody }, preHandler: manageGuard },
    async (request): Promise<Envelope<TeacherDepartment[]>> => {
      const { orgId, readerId } = authOf(request);
      return ok(
        request,
        await removeManagedDepartment(ctx.db, orgId, readerId, request.body.departmentid),
      );
    },
  );
};
