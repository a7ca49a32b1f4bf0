import { Type } from 'typebox';
import {
  ApiPath,
  ResultCode,
  type BookAvailability,
  type Envelope,
  type PreBorrowRecord,
  type PreBorrowSite,
} from '../../../src/core/api/contract';
import { authOf, requireRole, scopedOrgId } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, notFound, unauthenticated } from '../http/errors';
import { requestLang, translate, type MessageKey } from '../http/messages';
import { Id, Int, OptionalBody, OrgInBody } from '../http/schemas';
import {
  bookAvailability,
  cancelReservation,
  listReservations,
  listSites,
  reserve,
  type CancelOutcome,
  type ReserveRefusal,
} from '../queries/preborrow';
import { readerWriteLimit } from './rate-limit';
import { orgInScope } from './scope';

const SitesBody = OptionalBody(Type.Object(OrgInBody));
const AvailabilityBody = Type.Object({ bookid: Id(), ...OrgInBody });
const PreBorrowBody = Type.Object({
  bookid: Id(),
  // No site chosen arrives as a missing field, null or 0: all answer "site must be chosen".
  siteid: Type.Optional(Type.Union([Int(0), Type.Null()])),
  queue: Type.Optional(Type.Boolean()),
});
const ListBody = OptionalBody(
  Type.Object({ state: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('all')])) }),
);
const CancelBody = Type.Object({ id: Id() });

const refusal = (key: MessageKey, params?: Record<string, string>) =>
  new ApiError(200, ResultCode.businessError, key, params);

const reserveRefusalKeys = {
  siteRequired: 'preborrowSiteRequired',
  bookNotFound: 'preborrowBookNotFound',
  notReservable: 'preborrowNotReservable',
  duplicate: 'preborrowDuplicate',
  onLoan: 'preborrowOnLoan',
  limit: 'preborrowLimit',
  noCopy: 'preborrowNoCopy',
  lastCopyTaken: 'preborrowLastCopyTaken',
} as const satisfies Record<Exclude<ReserveRefusal['refused'], 'noReader'>, MessageKey>;

function reserveError(outcome: ReserveRefusal): ApiError {
  // The token names a reader that no longer exists: the session is not valid.
  if (outcome.refused === 'noReader') return unauthenticated();
  if (outcome.refused === 'limit') return refusal('preborrowLimit', { max: String(outcome.max) });
  return refusal(reserveRefusalKeys[outcome.refused]);
}

const endedKeys = {
  cancelled: 'preborrowAlreadyCancelled',
  expired: 'preborrowAlreadyExpired',
  borrowed: 'preborrowAlreadyBorrowed',
} as const satisfies Record<string, MessageKey>;

function cancelError(outcome: Exclude<CancelOutcome, { record: PreBorrowRecord }>): ApiError {
  return outcome.refused === 'notFound'
    ? refusal('preborrowNotFound')
    : refusal(endedKeys[outcome.reason]);
}

/** Pre-borrow sites, availability, reservations and their cancellation. */
export const preborrowRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.preBorrowSites,
    { schema: { body: SitesBody } },
    async (request): Promise<Envelope<PreBorrowSite[]>> => {
      const org = await orgInScope(ctx, request, request.body?.organizationid);
      return ok(request, await listSites(ctx.db, org.id));
    },
  );

  app.post(
    ApiPath.bookAvailability,
    { schema: { body: AvailabilityBody } },
    async (request): Promise<Envelope<BookAvailability>> => {
      const { bookid, organizationid } = request.body;
      const orgId = scopedOrgId(request, organizationid);
      const noLocation = translate(requestLang(request), 'preborrowNoLocation');
      const readerId = request.auth?.readerId ?? null;
      // Another organisation's book answers exactly like a missing one.
      const availability = await bookAvailability(ctx.db, orgId, bookid, readerId, noLocation);
      if (!availability) throw notFound('preborrowBookNotFound');
      return ok(request, availability);
    },
  );

  app.post(
    ApiPath.preBorrow,
    {
      schema: { body: PreBorrowBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'preBorrows')],
    },
    async (request): Promise<Envelope<PreBorrowRecord>> => {
      const { readerId, orgId } = authOf(request);
      const { bookid, siteid, queue = false } = request.body;
      const outcome = await reserve(ctx.db, {
        readerId,
        orgId,
        bookId: bookid,
        siteId: siteid,
        queue,
      });
      if ('refused' in outcome) throw reserveError(outcome);
      // A copy went from the shelf to the reservation: the status facet counts changed, on
      // every instance.
      await ctx.searchChanges.copiesChanged(orgId);
      return ok(request, outcome.record);
    },
  );

  app.post(
    ApiPath.preBorrowList,
    { schema: { body: ListBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<PreBorrowRecord[]>> => {
      const { readerId, orgId } = authOf(request);
      const all = request.body?.state === 'all';
      return ok(request, await listReservations(ctx.db, orgId, readerId, all));
    },
  );

  app.post(
    ApiPath.preBorrowCancel,
    {
      schema: { body: CancelBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'preBorrows')],
    },
    async (request): Promise<Envelope<PreBorrowRecord>> => {
      const { readerId, orgId } = authOf(request);
      const outcome = await cancelReservation(ctx.db, orgId, readerId, request.body.id);
      if ('refused' in outcome) throw cancelError(outcome);
      await ctx.searchChanges.copiesChanged(orgId);
      // The success says "Reservation has been cancelled", not the generic "success".
      return {
        ...ok(request, outcome.record),
        msg: translate(requestLang(request), 'preborrowCancelled'),
      };
    },
  );
};
