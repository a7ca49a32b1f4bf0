import { Type } from 'typebox';
import {
  ACCOUNT_LIST_PATHS,
  ApiPath,
  BORROW_RECORD_TYPES,
  DEFAULT_ACCOUNT_PAGE_SIZE,
  MAX_ACCOUNT_PAGE_SIZE,
  type AccountList,
  type BorrowRecordPage,
  type BorrowTypeInfo,
  type Envelope,
  type HistoryDeleteResult,
  type HistorySetting,
  type Page,
  type PenalSum,
  type RenewOutcome,
  type RenewReason,
  type RenewResult,
  type ReservationItem,
} from '../../../src/core/api/contract';
import { authOf, requireRole, scopedOrgId } from '../auth/guard';
import { findBorrowType, readerPolicy } from '../circulation/policy';
import { renewLoans, type RenewLoanOutcome } from '../circulation/renewal';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { notFound, unauthenticated } from '../http/errors';
import { requestLang, translate, type Lang, type MessageKey } from '../http/messages';
import { Id, Int, OptionalBody, OrgInQuery } from '../http/schemas';
import {
  collectionPage,
  purchasedPage,
  recommendationPage,
  subtenancyPage,
  urgeNoticePage,
} from '../queries/account-lists';
import {
  borrowRecordPage,
  deleteHistory,
  historySetting,
  penalSum,
  reservationsWithQueue,
  setKeepHistory,
  type PageSpec,
  type ReaderScope,
} from '../queries/circulation';
import { readerWriteLimit } from './rate-limit';
import { namedInQuery } from './scope';

/** A page of a list: 1-based index (bounded so an offset stays a sane number), page size. */
export const PageFields = {
  index: Type.Optional(Int(1, 100_000)),
  pagesize: Type.Optional(Int(1, MAX_ACCOUNT_PAGE_SIZE)),
};
export const PageBody = OptionalBody(Type.Object(PageFields));

export const pageSpec = (body: { index?: number; pagesize?: number } | null): PageSpec => ({
  index: body?.index ?? 1,
  pagesize: body?.pagesize ?? DEFAULT_ACCOUNT_PAGE_SIZE,
});

const BorrowRecordBody = Type.Object({
  type: Type.Union(BORROW_RECORD_TYPES.map((type) => Type.Literal(type))),
  ...PageFields,
});
/** One loan or all of a reader's (a reader holds at most a few dozen at once). */
const MAX_RENEW_IDS = 100;
const RenewBody = Type.Object({
  borrowids: Type.Array(Id(), { minItems: 1, maxItems: MAX_RENEW_IDS }),
});
const BorrowTypeParams = Type.Object({ id: Type.String({ maxLength: 12 }) });
const BorrowTypeQuery = Type.Object(OrgInQuery);
const HistoryUpdateBody = Type.Object({ keephistory: Type.Boolean() });
const EmptyBody = OptionalBody(Type.Object({}));

const reasonKeys = {
  onReserve: 'renewRefusedOnReserve',
  tooManyRenewals: 'renewRefusedTooManyRenewals',
  overdue: 'renewRefusedOverdue',
  cardExpired: 'renewRefusedCardExpired',
  finesOverLimit: 'renewRefusedFinesOverLimit',
  notFound: 'renewRefusedNotFound',
} as const satisfies Record<RenewReason, MessageKey>;

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** A renewal refusal's reason in `lang`, without the limits (the desk's "cannot renew: …"). */
export const renewReasonMessage = (lang: Lang, reason: RenewReason) =>
  translate(lang, reasonKeys[reason], { max: '', limit: '' });

/** The refusal in the reader's language, with the limit it hit. */
function reasonMessage(
  lang: Lang,
  reason: RenewReason,
  policy: { maxRenewals: number; fineLimitFen: number },
) {
  return translate(lang, reasonKeys[reason], {
    max: String(policy.maxRenewals),
    limit: yuan(policy.fineLimitFen),
  });
}

function toRenewResult(
  outcomes: RenewLoanOutcome[],
  lang: Lang,
  policy: { maxRenewals: number; fineLimitFen: number },
): RenewResult {
  const results: RenewOutcome[] = outcomes.map((outcome) => ({
    ...outcome,
    message: outcome.reason ? reasonMessage(lang, outcome.reason, policy) : '',
  }));
  return {
    results,
    renewed: results.filter((result) => result.status === 'renewed').length,
    refused: results.filter((result) => result.status === 'refused').length,
  };
}

const scopeOf = (request: Parameters<typeof authOf>[0]): ReaderScope => {
  const { orgId, readerId } = authOf(request);
  return { orgId, readerId };
};

type ListReader = (ctx: AppContext, scope: ReaderScope, spec: PageSpec) => Promise<Page<unknown>>;
const listReaders = {
  urge: (ctx, scope, spec) => urgeNoticePage(ctx.db, scope, spec),
  subtenancy: (ctx, scope, spec) => subtenancyPage(ctx.db, scope, spec),
  purchased: (ctx, scope, spec) => purchasedPage(ctx.db, scope, spec),
  recommendations: (ctx, scope, spec) => recommendationPage(ctx.db, scope, spec),
  collection: (ctx, scope, spec) => collectionPage(ctx.db, scope, spec),
} as const satisfies Record<AccountList, ListReader>;

/**
 * The reader's loans and renewals, fines owed, reservations with their queue, the account's
 * lists and the reading-history setting. Every call but the borrow type needs a login and
 * answers only the caller's own records.
 */
export const circulationRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    `${ApiPath.borrowType}/:id`,
    { schema: { params: BorrowTypeParams, querystring: BorrowTypeQuery } },
    async (request): Promise<Envelope<BorrowTypeInfo>> => {
      // Borrowing rules are public (a school page may show them); the organisation is the
      // token's when logged in, else the one named. The id arrives as path text.
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const orgId = scopedOrgId(request, namedInQuery(request.query));
      const type = id > 0 ? await findBorrowType(ctx.db, orgId, id) : undefined;
      if (!type) throw notFound('borrowTypeNotFound');
      return ok(request, type);
    },
  );

  app.post(
    ApiPath.borrowRecords,
    { schema: { body: BorrowRecordBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<BorrowRecordPage>> => {
      const { type, ...page } = request.body;
      const scope = scopeOf(request);
      const result = await borrowRecordPage(
        ctx.db,
        scope,
        type,
        pageSpec(page),
        ctx.now(),
        await ctx.timeZones.of(scope.orgId),
      );
      if (!result) throw unauthenticated();
      return ok(request, result);
    },
  );

  app.post(
    ApiPath.renew,
    {
      schema: { body: RenewBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'renewals')],
    },
    async (request): Promise<Envelope<RenewResult>> => {
      const scope = scopeOf(request);
      const outcomes = await renewLoans(ctx.db, {
        ...scope,
        borrowIds: request.body.borrowids,
        now: ctx.now(),
        zone: await ctx.timeZones.of(scope.orgId),
      });
      const account = await readerPolicy(ctx.db, scope.orgId, scope.readerId);
      // The token names a reader that no longer exists (or moved): the session is not valid.
      if (!outcomes || !account) throw unauthenticated();
      return ok(request, toRenewResult(outcomes, requestLang(request), account.policy));
    },
  );

  app.post(
    ApiPath.penalSum,
    { schema: { body: EmptyBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<PenalSum>> =>
      ok(request, await penalSum(ctx.db, authOf(request).readerId)),
  );

  app.post(
    ApiPath.reservations,
    { schema: { body: EmptyBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<ReservationItem[]>> => {
      const scope = scopeOf(request);
      const zone = await ctx.timeZones.of(scope.orgId);
      const result = await reservationsWithQueue(ctx.db, scope, ctx.now(), zone);
      if (!result) throw unauthenticated();
      return ok(request, result);
    },
  );

  for (const [list, path] of Object.entries(ACCOUNT_LIST_PATHS) as [AccountList, string][]) {
    app.post(
      path,
      { schema: { body: PageBody }, preHandler: requireRole() },
      async (request): Promise<Envelope<Page<unknown>>> =>
        ok(request, await listReaders[list](ctx, scopeOf(request), pageSpec(request.body))),
    );
  }

  const toSetting = (setting: { keepHistory: boolean; since: Date | null }): HistorySetting => ({
    keephistory: setting.keepHistory,
    since: setting.since?.toISOString() ?? null,
  });

  app.post(
    ApiPath.historySetting,
    { schema: { body: EmptyBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<HistorySetting>> =>
      ok(request, toSetting(await historySetting(ctx.db, authOf(request).readerId))),
  );

  app.post(
    ApiPath.historySettingUpdate,
    {
      schema: { body: HistoryUpdateBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'privacy')],
    },
    async (request): Promise<Envelope<HistorySetting>> => {
      const { readerId } = authOf(request);
      const setting = await setKeepHistory(ctx.db, readerId, request.body.keephistory, ctx.now());
      return ok(request, toSetting(setting));
    },
  );

  app.post(
    ApiPath.historyDelete,
    {
      schema: { body: EmptyBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'privacy')],
    },
    async (request): Promise<Envelope<HistoryDeleteResult>> =>
      ok(request, { deleted: await deleteHistory(ctx.db, authOf(request).readerId) }),
  );
};
