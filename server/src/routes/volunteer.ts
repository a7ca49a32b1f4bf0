import { Type } from 'typebox';
import {
  ApiPath,
  MAX_VOLUNTEER_HOURS,
  MAX_VOLUNTEER_PAGE_SIZE,
  MAX_VOLUNTEER_TEXT,
  ResultCode,
  VOLUNTEER_SERVICE_TYPES,
  VOLUNTEER_TERM_PATTERN,
  type Envelope,
  type VolunteerPage,
  type VolunteerRecord,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { Int, OptionalBody, Text } from '../http/schemas';
import {
  addVolunteerRecord,
  isCalendarDay,
  readerByCode,
  termById,
  volunteerPage,
  type VolunteerFilter,
} from '../queries/volunteer';
import { libraryDay } from '../time';
import { readerWriteLimit } from './rate-limit';

/** A day as the schema takes it; whether it exists is checked after (isCalendarDay). */
const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

const ListBody = OptionalBody(
  Type.Object({
    term: Type.Optional(Type.String({ pattern: VOLUNTEER_TERM_PATTERN, maxLength: 11 })),
    from: Type.Optional(Day()),
    to: Type.Optional(Day()),
    index: Type.Optional(Int(1, 100_000)),
    pagesize: Type.Optional(Int(1, MAX_VOLUNTEER_PAGE_SIZE)),
  }),
);
const AddBody = Type.Object({
  readercode: Text(64),
  servicedate: Day(),
  type: Type.Union(VOLUNTEER_SERVICE_TYPES.map((type) => Type.Literal(type))),
  // Any number the schema can hold; the range gets its own message below.
  hours: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
  note: Type.Optional(Text(MAX_VOLUNTEER_TEXT)),
  workdate: Type.Optional(Day()),
  place: Type.Optional(Text(MAX_VOLUNTEER_TEXT)),
});

const refusal = (key: MessageKey, params?: Record<string, string>) =>
  new ApiError(200, ResultCode.businessError, key, params);

function checkedDay(day: string): string {
  if (!isCalendarDay(day)) throw refusal('volunteerBadDate');
  return day;
}

/** A term wins over dates; dates must exist and be in order. */
function filterOf(body: { term?: string; from?: string; to?: string } | null): VolunteerFilter {
  if (body?.term) {
    const { from, to } = termById(body.term);
    return { from, to };
  }
  const from = body?.from === undefined ? undefined : checkedDay(body.from);
  const to = body?.to === undefined ? undefined : checkedDay(body.to);
  if (from && to && from > to) throw refusal('volunteerBadRange');
  return { from, to };
}

/** Volunteer service (/volunteer-service): the reader's own records; teachers record. */
export const volunteerRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.volunteerList,
    { schema: { body: ListBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<VolunteerPage>> => {
      const { orgId, readerId } = authOf(request);
      const filter = filterOf(request.body);
      const { index = 1, pagesize = 20 } = request.body ?? {};
      return ok(request, await volunteerPage(ctx.db, orgId, readerId, filter, index, pagesize));
    },
  );

  app.post(
    ApiPath.volunteerAdd,
    {
      schema: { body: AddBody },
      preHandler: [requireRole('teacher'), readerWriteLimit(ctx, 'volunteerRecords')],
    },
    async (request): Promise<Envelope<VolunteerRecord>> => {
      const { orgId, readerId } = authOf(request);
      const body = request.body;
      const servicedate = checkedDay(body.servicedate);
      const workdate = body.workdate === undefined ? servicedate : checkedDay(body.workdate);
      // A service is recorded once done: not after the library's today.
      const today = libraryDay(ctx.now(), await ctx.timeZones.of(orgId));
      if (servicedate > today) throw refusal('volunteerBadDate');
      // Stored as whole minutes: less than half a minute would be a record of nothing.
      if (!(Math.round(body.hours * 60) >= 1 && body.hours <= MAX_VOLUNTEER_HOURS)) {
        throw refusal('volunteerBadHours', { max: String(MAX_VOLUNTEER_HOURS) });
      }
      const target = await readerByCode(ctx.db, orgId, body.readercode.trim());
      if (!target) throw refusal('volunteerReaderNotFound');
      const record = await addVolunteerRecord(ctx.db, {
        orgId,
        readerId: target.id,
        recordedBy: readerId,
        servicedate,
        type: body.type,
        hours: body.hours,
        note: body.note?.trim() ?? '',
        workdate,
        place: body.place?.trim() ?? '',
      });
      return ok(request, record);
    },
  );
};
