import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  ResultCode,
  type AuditEntry,
  type DeskPayCashResult,
  type DeskReader,
  type DeskRefusalDetail,
  type DeskReturnResult,
  type DeskToday,
  type DeskUndoResult,
  type DeskLoan,
  type Envelope,
  type Page,
  type RenewReason,
  type TradeType,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { requestLang, translate, type Lang, type MessageKey } from '../http/messages';
import { Id, OptionalBody, Text } from '../http/schemas';
import {
  auditPage,
  deskLoan,
  deskReader,
  deskToday,
  isRefused,
  lend,
  payCash,
  renewCopy,
  returnCopy,
  undoLast,
  yuan,
  type DeskRefused,
  type DeskScope,
  type PayCashRefused,
} from '../queries/library-admin';
import { findOrganizationById } from '../queries/organizations';
import { PageBody, pageSpec, renewReasonMessage } from './circulation';
import { readerWriteLimit } from './rate-limit';
import { staffScope } from './scope';

/**
 * What a scanner types, trimmed by the handler: a reader code (the column holds 64) or a
 * barcode (32; a longer one is simply not found).
 */
const Scanned = Text(64);
const ReaderBody = Type.Object({ readercode: Scanned });
const LendBody = Type.Object({ readercode: Scanned, barcode: Scanned });
const CopyBody = Type.Object({ barcode: Scanned });
const PayCashBody = Type.Object({
  readercode: Scanned,
  fineids: Type.Array(Id(), { minItems: 1, maxItems: 200 }),
});
const EmptyBody = OptionalBody(Type.Object({}));

const refusalKeys = {
  readerNotFound: 'deskReaderNotFound',
  copyNotFound: 'deskCopyNotFound',
  copyNotAvailable: 'deskCopyNotAvailable',
  copyOnLoan: 'deskCopyOnLoan',
  reservedForAnother: 'deskReservedForAnother',
  readerBlocked: 'deskReaderBlocked',
  loanLimit: 'deskLoanLimit',
  finesOverLimit: 'deskFinesOverLimit',
  notOnLoan: 'deskNotOnLoan',
  renewRefused: 'deskRenewRefused',
  nothingToUndo: 'deskNothingToUndo',
  paymentRefused: 'deskPaymentFailed',
} as const satisfies Record<DeskRefused['refused'], MessageKey>;

/** The figures and reasons a refusal's message names. */
function refusalParams(
  lang: Lang,
  outcome: DeskRefused,
  policy?: { fineLimitFen: number },
): Record<string, string> {
  const detail = outcome.detail ?? '';
  switch (outcome.refused) {
    case 'readerBlocked':
      return { reason: detail === 'cardExpired' ? translate(lang, 'deskCardExpired') : detail };
    case 'loanLimit':
      return { max: detail };
    case 'finesOverLimit':
      return { owed: detail, limit: policy ? yuan(policy.fineLimitFen).toFixed(2) : '' };
    case 'renewRefused':
      return { reason: renewReasonMessage(lang, detail as RenewReason) };
    default:
      return {};
  }
}

/**
 * The refusal envelope: 10158 with the translated message, and the refusal in `data` so the
 * desk can react to the kind (a sound, a focus) without reading the words.
 */
function refused(
  request: FastifyRequest,
  outcome: DeskRefused | PayCashRefused,
  policy?: { fineLimitFen: number },
): Envelope<DeskRefusalDetail> {
  const lang = requestLang(request);
  return {
    code: ResultCode.businessError,
    msg:
      paymentMessage(lang, outcome) ??
      translate(lang, refusalKeys[outcome.refused], refusalParams(lang, outcome, policy)),
    data: { refused: outcome.refused, detail: outcome.detail },
  };
}

/** A payment refusal worded as the money area words it for the reader's own payment. */
function paymentMessage(lang: Lang, outcome: PayCashRefused): string | undefined {
  switch (outcome.payment?.refused) {
    case 'nothingDue':
      return translate(lang, 'paymentNothingDue');
    case 'inProgress':
      return translate(lang, 'paymentInProgress', { orderno: outcome.payment.orderNo });
    case 'amountChanged':
      return translate(lang, 'paymentAmountChanged', {
        amount: yuan(outcome.payment.amountFen).toFixed(2),
      });
    default:
      return undefined;
  }
}

const tradeKeys: Partial<Record<TradeType, MessageKey>> = { finePayment: 'tradeFinePayment' };

/** The librarian's desk and the audit log: staff only, each in the member's organisation. */
export const libraryAdminRoutes: RoutePlugin = async (app, { ctx }) => {
  const staffOnly = requireRole('librarian', 'admin');
  const deskWrites = [staffOnly, readerWriteLimit(ctx, 'deskScans')];

  const scopeOf = (request: FastifyRequest) => staffScope(ctx, request);

  /** The reader's card; a refusal when the code names none of this library's readers. */
  async function card(scope: DeskScope, readercode: string) {
    return deskReader(ctx.db, scope.orgId, readercode, scope.now);
  }

  app.post(
    ApiPath.deskReader,
    { schema: { body: ReaderBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<DeskReader | DeskRefusalDetail>> => {
      const scope = await scopeOf(request);
      const found = await card(scope, request.body.readercode.trim());
      if (!found) return refused(request, { refused: 'readerNotFound', detail: null });
      return ok(request, found);
    },
  );

  app.post(
    ApiPath.deskLend,
    { schema: { body: LendBody }, preHandler: deskWrites },
    async (request): Promise<Envelope<DeskReader | DeskRefusalDetail>> => {
      const scope = await scopeOf(request);
      const readercode = request.body.readercode.trim();
      const outcome = await lend(ctx.db, scope, readercode, request.body.barcode.trim());
      if (isRefused(outcome)) {
        const reader = await card(scope, readercode);
        return refused(request, outcome, reader && { fineLimitFen: reader.finelimit * 100 });
      }
      // The copy left the shelf: the status facet counts changed, on every instance.
      await ctx.searchChanges.copiesChanged(scope.orgId);
      const reader = await card(scope, readercode);
      if (!reader) throw new Error('the reader vanished after a loan');
      return ok(request, reader);
    },
  );

  app.post(
    ApiPath.deskReturn,
    { schema: { body: CopyBody }, preHandler: deskWrites },
    async (request): Promise<Envelope<DeskReturnResult | DeskRefusalDetail>> => {
      const scope = await scopeOf(request);
      const outcome = await returnCopy(ctx.db, scope, request.body.barcode.trim());
      if (isRefused(outcome)) return refused(request, outcome);
      await ctx.searchChanges.copiesChanged(scope.orgId);
      return ok(request, {
        loan: await deskLoan(ctx.db, outcome.loanId, scope.now),
        readercode: outcome.readercode,
        readername: outcome.readername,
        fine: outcome.fineFen === null ? null : yuan(outcome.fineFen),
        hold: outcome.hold,
      });
    },
  );

  app.post(
    ApiPath.deskRenew,
    { schema: { body: CopyBody }, preHandler: deskWrites },
    async (request): Promise<Envelope<DeskLoan | DeskRefusalDetail>> => {
      const scope = await scopeOf(request);
      const outcome = await renewCopy(ctx.db, scope, request.body.barcode.trim());
      if (isRefused(outcome)) return refused(request, outcome);
      return ok(request, await deskLoan(ctx.db, outcome.loanId, scope.now));
    },
  );

  app.post(
    ApiPath.deskUndo,
    { schema: { body: EmptyBody }, preHandler: deskWrites },
    async (request): Promise<Envelope<DeskUndoResult | DeskRefusalDetail>> => {
      const scope = await scopeOf(request);
      const outcome = await undoLast(ctx.db, scope);
      if (isRefused(outcome)) return refused(request, outcome);
      if (outcome.undone !== 'renew') await ctx.searchChanges.copiesChanged(scope.orgId);
      return ok(request, outcome);
    },
  );

  app.post(
    ApiPath.deskPayCash,
    { schema: { body: PayCashBody }, preHandler: deskWrites },
    async (request): Promise<Envelope<DeskPayCashResult | DeskRefusalDetail>> => {
      const scope = await scopeOf(request);
      const org = await findOrganizationById(ctx.db, scope.orgId);
      const lang = requestLang(request);
      const outcome = await payCash(ctx.db, ctx.payments, scope, {
        readercode: request.body.readercode.trim(),
        fineIds: request.body.fineids,
        describe: (tradeType) => {
          const key = tradeKeys[tradeType];
          return `${org?.name ?? ''} · ${key ? translate(lang, key) : tradeType}`;
        },
      });
      if ('refused' in outcome) return refused(request, outcome);
      return ok(request, outcome);
    },
  );

  app.post(
    ApiPath.deskToday,
    { schema: { body: EmptyBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<DeskToday>> =>
      ok(request, await deskToday(ctx.db, await scopeOf(request))),
  );

  app.post(
    ApiPath.auditList,
    { schema: { body: PageBody }, preHandler: requireRole('admin') },
    async (request): Promise<Envelope<Page<AuditEntry>>> => {
      const { orgId } = authOf(request);
      return ok(request, await auditPage(ctx.db, orgId, pageSpec(request.body)));
    },
  );
};
