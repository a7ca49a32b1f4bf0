import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  PAYMENT_MAX_FEN,
  RECHARGE_MAX_FEN,
  RECHARGE_MIN_FEN,
  ResultCode,
  TRANSACTION_PAGE_SIZE_MAX,
  type AccountOverview,
  type Envelope,
  type Page,
  type PaymentRefusal,
  type PaymentStart,
  type TradeMethod,
  type TradeType,
  type Transaction,
} from '../../../src/core/api/contract';
import { authOf, bearerToken, requireRole } from '../auth/guard';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, invalidInput, unauthenticated } from '../http/errors';
import { requestLang, translate, type MessageKey } from '../http/messages';
import { ownOrigin } from '../http/public-url';
import { Id, Int, Text } from '../http/schemas';
import { ORDER_NO_PATTERN } from '../payments/order-number';
import { allowedReturnUrl } from '../payments/return-url';
import type { Describe, PaymentRefused, StartOutcome } from '../payments/service';
import { accountOverview } from '../payments/account';
import { listTransactions } from '../queries/money';
import { findOrganizationByCode, findOrganizationById } from '../queries/organizations';
import { readerWriteLimit } from './rate-limit';

const KEY_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
const Key = Type.String({ pattern: KEY_PATTERN });
const OrderNo = Type.String({ pattern: ORDER_NO_PATTERN });
const Method = Type.Union([
  Type.Literal('cash'),
  Type.Literal('wechat'),
  Type.Literal('alipay'),
  Type.Literal('bank'),
]);
const Amount = Int(1, PAYMENT_MAX_FEN);
const PaymentFields = {
  method: Method,
  idempotencykey: Type.Optional(Key),
  returnurl: Type.Optional(Text(2000)),
};
const PayFineBody = Type.Object({
  fineids: Type.Union([Type.Literal('all'), Type.Array(Id(), { minItems: 1, maxItems: 200 })]),
  amount: Amount,
  ...PaymentFields,
});
const PayDepositBody = Type.Object({ amount: Amount, ...PaymentFields });
const RechargeBody = Type.Object({
  amount: Int(RECHARGE_MIN_FEN, RECHARGE_MAX_FEN),
  ...PaymentFields,
});
const RefundBody = Type.Object({ amount: Amount, idempotencykey: Type.Optional(Key) });
const OrderBody = Type.Object({ orderno: OrderNo });
const TransactionsQuery = Type.Object({
  pageindex: Type.Optional(Int(1, 100_000)),
  pagesize: Type.Optional(Int(1, TRANSACTION_PAGE_SIZE_MAX)),
});
const StateQuery = Type.Object({ orderno: OrderNo });
const DeskBody = Type.Object({
  orgcode: Type.String({ pattern: '^\\w{1,32}$' }),
  orderno: Type.Optional(OrderNo),
  note: Type.Optional(Text(200)),
});

const refusal = (key: MessageKey, params?: Record<string, string>) =>
  new ApiError(200, ResultCode.businessError, key, params);

const yuan = (fen: number) => (fen / 100).toFixed(2);

const refundKeys = {
  notPaid: 'refundNotPaid',
  loans: 'refundLoans',
  debt: 'refundDebt',
  pending: 'refundPending',
} as const satisfies Record<string, MessageKey>;

const simpleRefusals = {
  keyReused: 'paymentKeyReused',
  methodUnavailable: 'paymentMethodUnavailable',
  nothingDue: 'paymentNothingDue',
  depositNotRequired: 'depositNotRequired',
  depositPaid: 'depositAlreadyPaid',
  unavailable: 'paymentUnavailable',
  notFound: 'paymentNotFound',
  notCancellable: 'paymentNotCancellable',
} as const satisfies Record<string, MessageKey>;

/**
 * A refused payment: 10158 with the message; a stale amount or a payment already in progress
 * also carry what the page needs to show (the amount due now, the order to continue).
 */
function refused(request: FastifyRequest, outcome: PaymentRefused): Envelope<PaymentRefusal> {
  const lang = requestLang(request);
  switch (outcome.refused) {
    case 'noReader':
      // The token names a reader that no longer exists: the session is not valid.
      throw unauthenticated();
    case 'amountChanged':
      return {
        code: ResultCode.businessError,
        msg: translate(lang, 'paymentAmountChanged', { amount: yuan(outcome.amountFen) }),
        data: { reason: 'amountChanged', amount: outcome.amountFen },
      };
    case 'inProgress':
      return {
        code: ResultCode.businessError,
        msg: translate(lang, 'paymentInProgress', { orderno: outcome.orderNo }),
        data: { reason: 'inProgress', orderno: outcome.orderNo },
      };
    case 'refund':
      throw refusal(refundKeys[outcome.reason]);
    default:
      throw refusal(simpleRefusals[outcome.refused]);
  }
}

function answer(
  request: FastifyRequest,
  outcome: StartOutcome,
): Envelope<PaymentStart> | Envelope<PaymentRefusal> {
  return 'start' in outcome ? ok(request, outcome.start) : refused(request, outcome);
}

/** The idempotency key from the header or the body (both: they must agree). */
function keyOf(request: FastifyRequest, body: { idempotencykey?: string }): string {
  const header = request.headers['idempotency-key'];
  const fromHeader = typeof header === 'string' ? header : undefined;
  if (fromHeader !== undefined && !new RegExp(KEY_PATTERN).test(fromHeader)) {
    throw invalidInput(400, 'invalidInput', 'Idempotency-Key');
  }
  if (fromHeader && body.idempotencykey && fromHeader !== body.idempotencykey) {
    throw invalidInput(400, 'invalidInput', 'idempotencykey');
  }
  const key = fromHeader ?? body.idempotencykey;
  if (!key) throw new ApiError(400, ResultCode.invalidInput, 'paymentKeyRequired');
  return key;
}

const tradeKeys = {
  depositPayment: 'tradeDepositPayment',
  balanceRecharge: 'tradeBalanceRecharge',
  finePayment: 'tradeFinePayment',
  bookPurchase: 'tradeBookPurchase',
  cardFee: 'tradeCardFee',
  depositRefund: 'tradeDepositRefund',
} as const satisfies Record<TradeType, MessageKey>;

/** "<library> · <trade type>" in the payer's language, for the gateway's page. */
async function describer(
  ctx: AppContext,
  request: FastifyRequest,
  orgId: number,
): Promise<Describe> {
  const org = await findOrganizationById(ctx.db, orgId);
  const lang = requestLang(request);
  return (tradeType) => `${org?.name ?? ''} · ${translate(lang, tradeKeys[tradeType])}`;
}

/**
 * Bank online comes back to a page: the portal's own origin or one the organisation allows.
 * Other methods need none (and ignore one).
 */
async function returnUrlFor(
  ctx: AppContext,
  request: FastifyRequest,
  orgId: number,
  method: TradeMethod,
  returnurl: string | undefined,
): Promise<string | null> {
  if (method !== 'bank') return null;
  const own = ownOrigin(request);
  const allowed = returnurl
    ? allowedReturnUrl(returnurl, own, await ctx.allowedOrigins.of({ id: orgId }))
    : undefined;
  if (!allowed) throw refusal('paymentReturnUrlInvalid');
  return allowed;
}

/** Bills, fines, the deposit and payments (Pay/…, Refund/…, Query/Transaction…). */
export const moneyRoutes: RoutePlugin = async (app, { ctx }) => {
  const payments = ctx.payments;
  const writes = [requireRole(), readerWriteLimit(ctx, 'payments')];

  app.get(
    ApiPath.account,
    { preHandler: requireRole() },
    async (request): Promise<Envelope<AccountOverview>> => {
      const { readerId, orgId } = authOf(request);
      const overview = await accountOverview(ctx.db, payments, orgId, readerId);
      if (!overview) throw unauthenticated();
      return ok(request, overview);
    },
  );

  app.get(
    ApiPath.transactions,
    { schema: { querystring: TransactionsQuery }, preHandler: requireRole() },
    async (request): Promise<Envelope<Page<Transaction>>> => {
      const { readerId, orgId } = authOf(request);
      const { pageindex = 1, pagesize = 10 } = request.query;
      await payments.refreshReader(orgId, readerId);
      return ok(request, await listTransactions(ctx.db, orgId, readerId, pageindex, pagesize));
    },
  );

  app.get(
    ApiPath.transactionState,
    { schema: { querystring: StateQuery }, preHandler: requireRole() },
    async (request): Promise<Envelope<Transaction>> => {
      const { readerId, orgId } = authOf(request);
      const state = await payments.state(orgId, readerId, request.query.orderno);
      if (!state) throw refusal('paymentNotFound');
      return ok(request, state);
    },
  );

  app.post(
    ApiPath.payFine,
    { schema: { body: PayFineBody }, preHandler: writes },
    async (request) => {
      const { readerId, orgId } = authOf(request);
      const { body } = request;
      const outcome = await payments.start(
        {
          orgId,
          readerId,
          tradeType: 'finePayment',
          method: body.method,
          amountFen: body.amount,
          fineIds: body.fineids,
          key: keyOf(request, body),
          returnUrl: await returnUrlFor(ctx, request, orgId, body.method, body.returnurl),
        },
        await describer(ctx, request, orgId),
      );
      return answer(request, outcome);
    },
  );

  for (const [path, tradeType, schema] of [
    [ApiPath.payDeposit, 'depositPayment', PayDepositBody],
    [ApiPath.recharge, 'balanceRecharge', RechargeBody],
  ] as const) {
    app.post(path, { schema: { body: schema }, preHandler: writes }, async (request) => {
      const { readerId, orgId } = authOf(request);
      const { body } = request;
      const outcome = await payments.start(
        {
          orgId,
          readerId,
          tradeType,
          method: body.method,
          amountFen: body.amount,
          key: keyOf(request, body),
          returnUrl: await returnUrlFor(ctx, request, orgId, body.method, body.returnurl),
        },
        await describer(ctx, request, orgId),
      );
      return answer(request, outcome);
    });
  }

  app.post(
    ApiPath.refundDeposit,
    { schema: { body: RefundBody }, preHandler: writes },
    async (request) => {
      const { readerId, orgId } = authOf(request);
      const outcome = await payments.refundDeposit({
        orgId,
        readerId,
        amountFen: request.body.amount,
        key: keyOf(request, request.body),
      });
      return answer(request, outcome);
    },
  );

  app.post(
    ApiPath.payResume,
    { schema: { body: OrderBody }, preHandler: writes },
    async (request) => {
      const { readerId, orgId } = authOf(request);
      const outcome = await payments.resume(
        orgId,
        readerId,
        request.body.orderno,
        await describer(ctx, request, orgId),
      );
      return answer(request, outcome);
    },
  );

  app.post(
    ApiPath.payCancel,
    { schema: { body: OrderBody }, preHandler: writes },
    async (request): Promise<Envelope<Transaction> | Envelope<PaymentRefusal>> => {
      const { readerId, orgId } = authOf(request);
      const outcome = await payments.cancel(orgId, readerId, request.body.orderno);
      if (!('transaction' in outcome)) return refused(request, outcome);
      const cancelled = outcome.transaction.failure === 'cancelled';
      return {
        ...ok(request, outcome.transaction),
        ...(cancelled ? { msg: translate(requestLang(request), 'paymentCancelled') } : {}),
      };
    },
  );

  // The gateway's notifications are verified over the exact bytes it signed: this route keeps
  // its body as text, in a scope of its own.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    raw.post(ApiPath.paymentNotify, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const outcome = await payments.notification(request.headers, body);
      if (outcome === 'REFUSED') {
        return reply
          .code(401)
          .send({ code: ResultCode.unauthenticated, msg: 'signature', data: null });
      }
      return { code: ResultCode.ok, msg: translate(requestLang(request), 'ok'), data: outcome };
    });
  });

  // The library's desk, with the organisation's desk secret as bearer (npm run desk).
  const deskOrg = async (request: FastifyRequest, orgcode: string) => {
    const secret = bearerToken(request) ?? '';
    const org = await findOrganizationByCode(ctx.db, orgcode);
    // Unknown organisation and wrong secret answer alike.
    if (!payments.deskAllows(orgcode, secret) || !org) {
      throw new ApiError(401, ResultCode.unauthenticated, 'deskUnauthorized');
    }
    return org;
  };

  app.post(ApiPath.deskPending, { schema: { body: DeskBody } }, async (request) => {
    const org = await deskOrg(request, request.body.orgcode);
    return ok(request, await payments.deskPending(org.id));
  });

  app.post(ApiPath.deskSettle, { schema: { body: DeskBody } }, async (request) => {
    const org = await deskOrg(request, request.body.orgcode);
    if (!request.body.orderno) throw invalidInput(400, 'invalidInput', 'orderno');
    const outcome = await payments.deskSettle(
      org.id,
      request.body.orderno,
      request.body.note ?? '',
    );
    if ('refused' in outcome) {
      throw refusal(outcome.refused === 'notFound' ? 'paymentNotFound' : 'deskNothingToSettle');
    }
    return ok(request, outcome.transaction);
  });
};
