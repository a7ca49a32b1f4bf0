import {
  ApiPath,
  type AccountOverview,
  type PaymentAction,
  type PaymentStart,
  type TradeMethod,
  type TradeType,
  type Transaction,
} from '../../core';
import { fail, ok, type FakeHandler, type FakeReply } from '../../test/fake-api';

/** A tiny SVG, as the server draws its QR codes (an image data URL). */
export const QR_DATA_URL =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="2" height="2"/></svg>',
  );
export const PHONE_URL = 'http://localhost:8080/api/PaymentEmulator/Phone?o=1';
export const BANK_URL = 'http://localhost:8080/api/PaymentEmulator/Bank?o=1';

export const bill = (
  n: number,
  tradetype: TradeType,
  trademethod: TradeMethod,
  amount: number,
  status: Transaction['status'],
  extra: Partial<Transaction> = {},
): Transaction => ({
  orderno: `LP2026${String(n).padStart(6, '0')}`,
  tradetype,
  trademethod,
  transactiontime: `2026-10-${String((n % 28) + 1).padStart(2, '0')}T08:30:00Z`,
  amount,
  refundamount: 0,
  status,
  posting: status === 'success' ? 'posted' : null,
  failure: null,
  expiretime: null,
  ...extra,
});

const UNPOSTED = bill(2, 'finePayment', 'wechat', 250, 'success', { posting: 'unposted' });

/** Bills in every type, method and status; 12 of them, so there are two pages of 10. */
export const BILLS: Transaction[] = [
  bill(1, 'balanceRecharge', 'wechat', 2000, 'success'),
  UNPOSTED,
  bill(3, 'depositPayment', 'alipay', 10000, 'refunded', { refundamount: 10000 }),
  bill(4, 'depositRefund', 'alipay', 10000, 'success'),
  bill(5, 'finePayment', 'bank', 120, 'failed', { failure: 'declined' }),
  bill(6, 'balanceRecharge', 'cash', 5000, 'paying'),
  bill(7, 'cardFee', 'cash', 1000, 'success'),
  bill(8, 'bookPurchase', 'alipay', 3990, 'success'),
  bill(9, 'finePayment', 'wechat', 50, 'failed', { failure: 'expired' }),
  bill(10, 'depositPayment', 'wechat', 10000, 'success'),
  bill(11, 'finePayment', 'cash', 30, 'success', { posting: 'resolved' }),
  bill(12, 'balanceRecharge', 'alipay', 100, 'failed', { failure: 'cancelled' }),
];

export const OVERVIEW: AccountOverview = {
  fines: [
    {
      id: 1,
      amount: 250,
      // A librarian's own words: no code, shown as written in every language.
      reason: '逾期罚款',
      reasoncode: null,
      title: '骆驼祥子',
      createdtime: '2026-10-20T08:00:00Z',
      payingorderno: null,
    },
    {
      id: 2,
      amount: 300,
      reason: '图书污损赔偿',
      reasoncode: 'damaged',
      title: '朝花夕拾',
      createdtime: '2026-09-15T08:00:00Z',
      payingorderno: null,
    },
  ],
  finesdue: 550,
  deposit: { paid: 10000, required: 10000, method: 'wechat', refundrefusal: 'loans' },
  balance: 2000,
  pending: [],
  unposted: [UNPOSTED],
  methods: ['wechat', 'alipay', 'bank', 'cash'],
};

export interface MoneyServerOptions {
  overview?: AccountOverview;
  bills?: Transaction[];
  /** Fen due now: a start with another amount is refused with this one (amountChanged). */
  dueNow?: number;
  /** What the gateway makes of a QR payment. */
  outcome?: 'success' | 'failed' | 'unposted';
  /** Polls answered "paying" before the outcome. */
  pollsBeforeOutcome?: number;
  fails?: boolean;
  /** An order the server knows already (one the bank's page came back with). */
  knownOrder?: Transaction;
  /** The first start fails as a network error would (502, no envelope): a retry is sent. */
  firstStartFails?: boolean;
  delay?: number;
}

const START_PATHS: Record<string, TradeType> = {
  [ApiPath.payFine]: 'finePayment',
  [ApiPath.payDeposit]: 'depositPayment',
  [ApiPath.recharge]: 'balanceRecharge',
  [ApiPath.refundDeposit]: 'depositRefund',
};

function refusal(msg: string, data: unknown): FakeReply {
  return { body: { code: 10158, msg, data } };
}

function actionOf(method: TradeMethod, tradetype: TradeType): PaymentAction {
  if (tradetype === 'depositRefund') return { kind: 'none' };
  if (method === 'cash') return { kind: 'desk' };
  if (method === 'bank') return { kind: 'redirect', url: BANK_URL };
  return { kind: 'qr', qrcode: QR_DATA_URL, url: PHONE_URL };
}

/**
 * The money calls of one reader, as the server answers them: the same idempotency key gives
 * the same order, a stale amount is refused with the amount due now, and a QR order ends as
 * `outcome` after `pollsBeforeOutcome` polls. Logged out callers get 401.
 */
/** How long a poll of an order's state takes to answer. */
const POLL_LATENCY_MS = 100;

export function moneyServer(options: MoneyServerOptions = {}): FakeHandler {
  const byKey = new Map<string, PaymentStart>();
  const orders = new Map<string, Transaction>();
  if (options.knownOrder) orders.set(options.knownOrder.orderno, options.knownOrder);
  let polls = 0;
  let starts = 0;
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    if (options.fails) return fail(20102, '', 500);
    const path = Object.values(ApiPath).find((candidate) => request.path.endsWith(candidate));
    const body = request.body ?? {};
    const reply = (data: unknown): FakeReply => ({ ...ok(data), delay: options.delay });
    if (path === ApiPath.account) return reply(options.overview ?? OVERVIEW);
    if (path === ApiPath.transactions) {
      const all = options.bills ?? BILLS;
      const index = Number(request.query.get('pageindex') ?? 1);
      const size = Number(request.query.get('pagesize') ?? 10);
      const list = all.slice((index - 1) * size, index * size);
      return reply({ total: all.length, index, pagesize: size, list });
    }
    if (path === ApiPath.transactionState) {
      const order = orders.get(request.query.get('orderno') ?? '');
      if (!order) return refusal('订单不存在', null);
      polls += 1;
      // A poll takes a network's moment: the QR code stays up until its answer, as with a
      // real server (an instant answer could end the order before a test sees the code).
      const polled = (data: unknown): FakeReply => ({
        ...ok(data),
        delay: Math.max(options.delay ?? 0, POLL_LATENCY_MS),
      });
      if (polls <= (options.pollsBeforeOutcome ?? 0)) return polled(order);
      const outcome = options.outcome ?? 'success';
      return polled({
        ...order,
        status: outcome === 'failed' ? 'failed' : 'success',
        posting: outcome === 'failed' ? null : outcome === 'unposted' ? 'unposted' : 'posted',
        failure: outcome === 'failed' ? 'declined' : null,
      });
    }
    if (path === ApiPath.payCancel) {
      const order = orders.get(String(body.orderno));
      if (!order) return refusal('订单不存在', null);
      return reply({ ...order, status: 'failed', failure: 'cancelled' });
    }
    if (path === ApiPath.payResume) {
      const pending = (options.overview ?? OVERVIEW).pending;
      const order = orders.get(String(body.orderno)) ??
        pending.find((transaction) => transaction.orderno === body.orderno) ?? {
          ...bill(99, 'finePayment', 'wechat', 550, 'paying'),
          orderno: String(body.orderno),
        };
      orders.set(order.orderno, order);
      return reply({ transaction: order, action: actionOf(order.trademethod, order.tradetype) });
    }
    const tradetype = path ? START_PATHS[path] : undefined;
    if (!tradetype) return fail(40401, 'not found', 404);
    starts += 1;
    if (options.firstStartFails && starts === 1) return { status: 502, body: 'Bad Gateway' };
    const key = String(body.idempotencykey);
    const earlier = byKey.get(key);
    if (earlier) return reply(earlier);
    const amount = Number(body.amount);
    if (options.dueNow !== undefined && amount !== options.dueNow) {
      const due = (options.dueNow / 100).toFixed(2);
      return refusal(`应缴金额已变化，现应缴 ¥${due}，请确认后重新支付`, {
        reason: 'amountChanged',
        amount: options.dueNow,
      });
    }
    const method = (body.method as TradeMethod | undefined) ?? 'wechat';
    const transaction: Transaction = {
      ...bill(50 + byKey.size, tradetype, method, amount, 'paying'),
      expiretime: '2026-11-24T09:00:00Z',
      ...(tradetype === 'depositRefund' ? { status: 'success', posting: 'posted' } : {}),
    };
    const start: PaymentStart = { transaction, action: actionOf(method, tradetype) };
    byKey.set(key, start);
    orders.set(transaction.orderno, transaction);
    return reply(start);
  };
}
