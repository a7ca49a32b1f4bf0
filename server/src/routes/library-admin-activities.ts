import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ACTIVITY_LIMITS as L,
  ApiPath,
  ResultCode,
  type ActivityAdminItem,
  type ActivityAdminListRequest,
  type ActivityDeleteResult,
  type ActivityField,
  type ActivityRefusalDetail,
  type ActivitySaveRequest,
  type ActivitySignUps,
  type Envelope,
  type Page,
} from '../../../src/core/api/contract';
import { requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { requestLang, translate, type MessageKey } from '../http/messages';
import { Id, Int, OptionalBody, Text } from '../http/schemas';
import {
  activitySignUps,
  checkActivity,
  deleteActivity,
  isActivityRefusal,
  listActivities,
  saveActivity,
  type ActivityRefused,
} from '../queries/library-admin-activities';
import { reportCsv } from '../reports/csv';
import { libraryDateTime } from '../time';
import { readerWriteLimit } from './rate-limit';
import { staffScope } from './scope';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/*
 * Texts are bounded by the schema at twice the form's limits, so an over-long one reaches the
 * checks and is refused by field with its message rather than as a malformed request; the
 * capacity's schema is the column's, so 0 or 20,000 are told the range by field too.
 */
const ListBody = OptionalBody(
  Type.Object({
    pageindex: Type.Optional(Int(1, 100_000)),
    pagesize: Type.Optional(Int(1, L.pageSizeMax)),
  }),
);
const IdBody = Type.Object({ id: Id() });
const IdQuery = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
const SaveBody = Type.Object({
  id: Type.Optional(Id()),
  requestid: Type.Optional(Type.String({ pattern: UUID })),
  title: Text(L.titleMax * 2),
  startsat: Text(40),
  endsat: Text(40),
  place: Text(L.placeMax * 2),
  description: Text(L.descriptionMax * 2),
  capacity: Int(0),
});

const fieldKeys = {
  title: 'activityFieldTitle',
  startsat: 'activityFieldStartsat',
  endsat: 'activityFieldEndsat',
  place: 'activityFieldPlace',
  description: 'activityFieldDescription',
  capacity: 'activityFieldCapacity',
} as const satisfies Record<ActivityField, MessageKey>;

const problemKeys = {
  empty: 'activityFieldEmpty',
  tooLong: 'activityFieldTooLong',
  badDate: 'activityBadDate',
  endsBeforeStarts: 'activityEndsBeforeStarts',
  outOfRange: 'activityCapacityRange',
  belowSignedUp: 'activityCapacityBelowSignedUp',
  startedWithSignUps: 'activityDeleteStarted',
} as const satisfies Record<ActivityRefused['problem'], MessageKey>;

/** The refusal envelope: 10158, the translated message, and the field for the form. */
function refused(
  request: FastifyRequest,
  outcome: ActivityRefused,
): Envelope<ActivityRefusalDetail> {
  const lang = requestLang(request);
  const { refused: field, problem, signedup } = outcome;
  return {
    code: ResultCode.businessError,
    msg: translate(lang, problemKeys[problem], {
      field: field ? translate(lang, fieldKeys[field]) : '',
      max: String(outcome.limit ?? ''),
      signedup: String(signedup ?? ''),
    }),
    data: { field, problem, ...(signedup === undefined ? {} : { signedup }) },
  };
}

/**
 * The library's activities as staff run them: librarians and admins of the organisation (a
 * reader's token gets 403), always the caller's own organisation. Changes share the staff's
 * write limit and are audited; readers see a change on /student-activity at their next load.
 */
export const libraryAdminActivitiesRoutes: RoutePlugin = async (app, { ctx }) => {
  const staffOnly = requireRole('librarian', 'admin');
  const staffWrites = [staffOnly, readerWriteLimit(ctx, 'staffChanges')];

  const scopeOf = (request: FastifyRequest) => staffScope(ctx, request);

  app.post(
    ApiPath.activityAdminList,
    { schema: { body: ListBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<Page<ActivityAdminItem>>> => {
      const body = (request.body ?? {}) as ActivityAdminListRequest;
      return ok(request, await listActivities(ctx.db, await scopeOf(request), body));
    },
  );

  app.post(
    ApiPath.activityAdminSave,
    { schema: { body: SaveBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<ActivityAdminItem | ActivityRefusalDetail>> => {
      const checked = checkActivity(request.body as ActivitySaveRequest);
      if (isActivityRefusal(checked)) return refused(request, checked);
      const outcome = await saveActivity(ctx.db, await scopeOf(request), checked);
      // Another organisation's activity answers exactly like a missing one.
      if (!outcome) throw notFound('activityAdminNotFound');
      if (isActivityRefusal(outcome)) return refused(request, outcome);
      return ok(request, outcome.ok);
    },
  );

  app.post(
    ApiPath.activityAdminDelete,
    { schema: { body: IdBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<ActivityDeleteResult | ActivityRefusalDetail>> => {
      const outcome = await deleteActivity(ctx.db, await scopeOf(request), request.body.id);
      if (!outcome) throw notFound('activityAdminNotFound');
      if (isActivityRefusal(outcome)) return refused(request, outcome);
      // The message says the signed-up readers were told, so the librarian need not tell them.
      const msg = translate(requestLang(request), 'activityDeleted', {
        notified: String(outcome.ok.notified),
      });
      return { ...ok(request, outcome.ok), msg };
    },
  );

  app.post(
    ApiPath.activityAdminSignUps,
    { schema: { body: IdBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<ActivitySignUps>> => {
      const signUps = await activitySignUps(ctx.db, await scopeOf(request), request.body.id);
      if (!signUps) throw notFound('activityAdminNotFound');
      return ok(request, signUps);
    },
  );

  /** The sign-ups as CSV by the reports' writer: a BOM so Excel reads the Chinese, CRLF. */
  app.get(
    ApiPath.activityAdminSignUpsExport,
    { schema: { querystring: IdQuery }, preHandler: staffOnly },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const id = Number(request.query.id);
      const signUps = await activitySignUps(ctx.db, scope, id);
      if (!signUps) throw notFound('activityAdminNotFound');
      const lang = requestLang(request);
      const say = (key: MessageKey) => translate(lang, key);
      const csv = reportCsv([
        {
          name: signUps.activity.title,
          columns: [
            say('activityCsvName'),
            say('activityCsvReadercode'),
            say('activityCsvClass'),
            say('activityCsvSignedUpAt'),
          ],
          rows: signUps.list.map((row) => [
            row.name,
            row.readercode,
            row.classname,
            libraryDateTime(new Date(row.signedupat), scope.zone),
          ]),
        },
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${id}-signups.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
