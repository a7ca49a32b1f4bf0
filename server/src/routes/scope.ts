import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../../src/core/api/contract';
import { authOf, scopedOrgId } from '../auth/guard';
import type { AppContext } from '../context';
import { businessError } from '../http/errors';
import type { DeskScope } from '../queries/library-admin';
import { findOrganizationById } from '../queries/organizations';

export const unknownOrganization = () =>
  businessError(ResultCode.unknownOrganization, 'unknownOrganization');

/** The organisation of a request naming it by id (the token's wins when logged in). */
export async function orgInScope(ctx: AppContext, request: FastifyRequest, named?: number) {
  const org = await findOrganizationById(ctx.db, scopedOrgId(request, named));
  if (!org) throw unknownOrganization();
  return org;
}

/** The id a query string names: `orgid`, or `organizationid` as the NoAuth call spells it. */
export const namedInQuery = (query: { orgid?: number; organizationid?: number }) =>
  query.orgid ?? query.organizationid;

/** A member of staff's scope: their organisation, themselves, the app's clock and the library's zone. */
export async function staffScope(ctx: AppContext, request: FastifyRequest): Promise<DeskScope> {
  const { orgId, readerId } = authOf(request);
  return { orgId, staffId: readerId, now: ctx.now(), zone: await ctx.timeZones.of(orgId) };
}
