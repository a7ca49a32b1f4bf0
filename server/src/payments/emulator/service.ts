/**
 * A stand-alone emulation of the payment gateways (WeChat Pay, Alipay, bank online) with the
 * real shape: its own Fastify app on its own port, so the server reaches it over HTTP as it
 * would reach a real gateway, and the payer's browser leaves the library's page for it (a QR
 * code's "phone" page, the bank's page) and comes back.
 *
 *   POST /v1/orders         create (idempotent on orderno) → codeurl (QR) or payurl (bank)
 *   POST /v1/orders/query   the order's state
 *   POST /v1/orders/close   close an open order (a paid one stays paid) → its state
 *   POST /v1/refunds        refund (idempotent on refundno)
 *   GET|POST /pay/:token    the phone page: confirm or decline
 *   GET|POST /bank/:token   the bank's page: pay or cancel, then back to the return URL
 *
 * Calls and answers are signed (../signature.ts) with the secret it shares with the server; a
 * call with a bad signature, an old timestamp or a nonce seen before is refused. When the payer
 * decides, it notifies the order's notify URL with a signed message, again later when the
 * server does not acknowledge it (as WeChat Pay and Alipay do).
 *
 * Orders live in memory: a restart forgets them (the server then finds an open order
 * "unknown" and closes it at its expiry). A refund of an order it does not know — one paid
 * before a restart, or in the demo data — is accepted as the real gateway would accept a
 * refund of one of its own orders.
 */
import { randomBytes } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { TSchema, Static } from 'typebox';
import { Value } from 'typebox/value';
import { NonceMemory, sign, verify } from '../signature';
import { decisionPage, outcomePage, pageLang, type Outcome, type PageOrder } from './pages';
import type { NotificationBody } from './protocol';
import {
  CreateBody,
  EmulatorPath,
  OrderBody,
  RefundBody,
  type CreateAnswer,
  type EmulatedMethod,
  type EmulatedOrderState,
  type NotificationAck,
  type OrderAnswer,
  type RefundAnswer,
} from './protocol';

/** Notifications not acknowledged are sent again after these delays (then given up). */
export const DEFAULT_RETRY_DELAYS_MS = [1000, 5000, 30_000, 120_000, 600_000];
const NOTIFY_TIMEOUT_MS = 5000;

export interface PaymentEmulatorOptions {
  /** Shared with the server (PAYMENT_SECRET, or one made at start-up when both run here). */
  secret: Buffer;
  /** Where browsers reach the emulator (QR codes, the bank page); default its own address. */
  publicUrl?: string;
  retryDelaysMs?: readonly number[];
  logger?: FastifyServerOptions['logger'];
}

interface EmulatedOrder extends PageOrder {
  orderNo: string;
  notifyUrl: string;
  expiresAt: Date;
  token: string;
  state: Exclude<EmulatedOrderState, 'unknown'>;
  tradeNo: string | null;
  paidAt: Date | null;
  /** The create call's fields: a second create of the same order must match them. */
  request: string;
}

export interface PaymentEmulator {
  app: FastifyInstance;
  /** http://127.0.0.1:PORT */
  baseUrl: string;
  /** Where browsers are sent. */
  publicUrl: string;
  /** While down, every server call answers 503 (tests of an unreachable gateway). */
  setDown(down: boolean): void;
  /** Notifications sent, newest last (tests read them to replay or alter one). */
  sent(): readonly { headers: Record<string, string>; body: string; url: string }[];
  close(): Promise<void>;
}

const randomToken = () => randomBytes(16).toString('base64url');

/**
 * The emulator as a Fastify app (not listening) with the handle tests use. `publicUrl` is read
 * when an order is created: the port it names is known only once the app listens.
 */
export function buildPaymentEmulator(options: PaymentEmulatorOptions, publicUrl: () => string) {
  const orders = new Map<string, EmulatedOrder>();
  const byToken = new Map<string, EmulatedOrder>();
  const refunds = new Map<string, { orderNo: string; amountFen: number }>();
  const nonces = new NonceMemory();
  const sent: { headers: Record<string, string>; body: string; url: string }[] = [];
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const closing = new AbortController();
  let down = false;

  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  app.addHook('preClose', async () => closing.abort());
  // Signed calls are verified over the exact bytes sent: keep the body as text.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** An order past its time is closed, as the gateway closes it by itself. */
  function current(order: EmulatedOrder): EmulatedOrder {
    if (order.state === 'open' && order.expiresAt.getTime() <= Date.now()) order.state = 'closed';
    return order;
  }

  // -------------------------------------------------------------------------------------
  // Notifications
  // -------------------------------------------------------------------------------------

  const pause = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closing.signal.aborted) return resolve(false);
      const timer = setTimeout(() => resolve(true), ms);
      closing.signal.addEventListener('abort', () => (clearTimeout(timer), resolve(false)), {
        once: true,
      });
    });

  async function deliverOnce(url: string, body: string): Promise<boolean> {
    const headers = { 'content-type': 'application/json', ...sign(options.secret, body) };
    sent.push({ headers, body, url });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(NOTIFY_TIMEOUT_MS)]),
      });
      const answer = (await response.json().catch(() => null)) as Partial<NotificationAck> | null;
      return response.ok && (answer?.data === 'SUCCESS' || answer?.data === 'IGNORED');
    } catch {
      return false;
    }
  }

  function notify(order: EmulatedOrder, type: 'paid' | 'declined') {
    const message: NotificationBody = {
      type,
      orderno: order.orderNo,
      amount: order.amountFen,
      method: order.method,
      tradeno: order.tradeNo,
      paidtime: order.paidAt?.toISOString() ?? null,
    };
    const body = JSON.stringify(message);
    void (async () => {
      // Each delivery is signed anew (a fresh nonce and time), as a real gateway's retries are.
      if (await deliverOnce(order.notifyUrl, body)) return;
      for (const delay of retryDelays) {
        if (!(await pause(delay))) return;
        if (await deliverOnce(order.notifyUrl, body)) return;
      }
      app.log.warn({ orderNo: order.orderNo }, 'payment notification never acknowledged');
    })();
  }

  // -------------------------------------------------------------------------------------
  // Signed server calls
  // -------------------------------------------------------------------------------------

  /** Sends `answer` signed, echoing the request's nonce. */
  function signed(reply: FastifyReply, status: number, answer: object) {
    const body = JSON.stringify(answer);
    return reply
      .code(status)
      .headers(sign(options.secret, body))
      .type('application/json')
      .send(body);
  }

  /** The call's body if it is signed, fresh, not a replay and well formed; else answered. */
  function signedCall<S extends TSchema>(
    schema: S,
    handle: (body: Static<S>, nonce: string, reply: FastifyReply) => unknown,
  ) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (down) return reply.code(503).send({ error: 'unavailable' });
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = verify(options.secret, request.headers, raw);
      if (!check.ok) return reply.code(401).send({ error: `signature ${check.reason}` });
      if (!nonces.take(check.nonce)) return reply.code(401).send({ error: 'replayed' });
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply.code(400).send({ error: 'not JSON' });
      }
      if (!Value.Check(schema, body)) return reply.code(400).send({ error: 'malformed' });
      return handle(body, check.nonce, reply);
    };
  }

  const orderAnswer = (orderNo: string, nonce: string): OrderAnswer => {
    const found = orders.get(orderNo);
    const order = found && current(found);
    return {
      requestnonce: nonce,
      orderno: orderNo,
      state: order?.state ?? 'unknown',
      amount: order?.amountFen ?? null,
      tradeno: order?.tradeNo ?? null,
      paidtime: order?.paidAt?.toISOString() ?? null,
    };
  };

  const actionOf = (order: EmulatedOrder) => {
    const page = order.method === 'bank' ? EmulatorPath.bankPage : EmulatorPath.phonePage;
    return `${publicUrl()}${page}/${order.token}`;
  };

  app.post(
    EmulatorPath.create,
    signedCall(CreateBody, (body, nonce, reply) => {
      const request = JSON.stringify([
        body.method,
        body.amount,
        body.description,
        body.notifyurl,
        body.returnurl,
      ]);
      let order = orders.get(body.orderno);
      if (order && order.request !== request) {
        return signed(reply, 409, { requestnonce: nonce, error: 'orderNoReused' });
      }
      if (!order) {
        const expiresAt = new Date(body.expiresat);
        if (Number.isNaN(expiresAt.getTime())) {
          return signed(reply, 400, { requestnonce: nonce, error: 'expiresat' });
        }
        order = {
          orderNo: body.orderno,
          method: body.method,
          amountFen: body.amount,
          description: body.description,
          notifyUrl: body.notifyurl,
          returnUrl: body.returnurl,
          expiresAt,
          token: randomToken(),
          state: 'open',
          tradeNo: null,
          paidAt: null,
          request,
        };
        orders.set(order.orderNo, order);
        byToken.set(order.token, order);
      }
      const url = actionOf(order);
      const answer: CreateAnswer = {
        requestnonce: nonce,
        orderno: order.orderNo,
        codeurl: order.method === 'bank' ? null : url,
        payurl: order.method === 'bank' ? url : null,
      };
      return signed(reply, 200, answer);
    }),
  );

  app.post(
    EmulatorPath.query,
    signedCall(OrderBody, (body, nonce, reply) => {
      if (body.action !== 'query') return signed(reply, 400, { requestnonce: nonce });
      return signed(reply, 200, orderAnswer(body.orderno, nonce));
    }),
  );

  app.post(
    EmulatorPath.close,
    signedCall(OrderBody, (body, nonce, reply) => {
      if (body.action !== 'close') return signed(reply, 400, { requestnonce: nonce });
      const order = orders.get(body.orderno);
      if (order && current(order).state === 'open') order.state = 'closed';
      return signed(reply, 200, orderAnswer(body.orderno, nonce));
    }),
  );

  app.post(
    EmulatorPath.refund,
    signedCall(RefundBody, (body, nonce, reply) => {
      const earlier = refunds.get(body.refundno);
      if (earlier && (earlier.orderNo !== body.orderno || earlier.amountFen !== body.amount)) {
        return signed(reply, 409, { requestnonce: nonce, error: 'refundNoReused' });
      }
      const order = orders.get(body.orderno);
      if (order && (order.state !== 'paid' || body.amount > order.amountFen)) {
        return signed(reply, 409, { requestnonce: nonce, error: 'notRefundable' });
      }
      refunds.set(body.refundno, { orderNo: body.orderno, amountFen: body.amount });
      const answer: RefundAnswer = {
        requestnonce: nonce,
        refundno: body.refundno,
        state: 'success',
      };
      return signed(reply, 200, answer);
    }),
  );

  // -------------------------------------------------------------------------------------
  // The payer's pages
  // -------------------------------------------------------------------------------------

  function sendPage(reply: FastifyReply, html: string, order?: EmulatedOrder, status = 200) {
    // No script at all; the bank page's form may lead (by redirect) back to the return URL.
    const back = order?.returnUrl ? ` ${new URL(order.returnUrl).origin}` : '';
    return reply
      .code(status)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${back}; frame-ancestors 'none'; base-uri 'none'`,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      })
      .send(html);
  }

  const stateOutcome = (order: EmulatedOrder): Outcome =>
    order.state === 'paid' ? 'paid' : order.state === 'declined' ? 'declined' : 'closed';

  function registerPage(path: string, bank: boolean) {
    const find = (request: FastifyRequest) => {
      const { token } = request.params as { token: string };
      const order = byToken.get(token);
      return order && (order.method === 'bank') === bank ? current(order) : undefined;
    };
    app.get(`${path}/:token`, async (request, reply) => {
      const lang = pageLang(request.headers['accept-language']);
      const order = find(request);
      if (!order) return sendPage(reply, outcomePage('unknown', lang, undefined), undefined, 404);
      if (order.state !== 'open')
        return sendPage(reply, outcomePage(stateOutcome(order), lang, order), order);
      // Relative (the page's own URL): the same form works where this server forwards the
      // page under a prefix (forward.ts).
      return sendPage(reply, decisionPage(order, lang, order.token), order);
    });
    app.post(`${path}/:token`, async (request, reply) => {
      const lang = pageLang(request.headers['accept-language']);
      const order = find(request);
      if (!order) return sendPage(reply, outcomePage('unknown', lang, undefined), undefined, 404);
      const decision = (request.body as Record<string, string> | null)?.decision;
      if (order.state === 'open' && (decision === 'confirm' || decision === 'decline')) {
        if (decision === 'confirm') {
          order.state = 'paid';
          order.paidAt = new Date();
          order.tradeNo = `EMU${Date.now()}${randomBytes(4).toString('hex')}`;
          notify(order, 'paid');
        } else {
          order.state = 'declined';
          notify(order, 'declined');
        }
      }
      // The bank sends the browser back to the merchant, who asks the server what happened.
      if (bank && order.returnUrl) return reply.redirect(order.returnUrl, 303);
      return sendPage(reply, outcomePage(stateOutcome(order), lang, order), order);
    });
  }
  registerPage(EmulatorPath.phonePage, false);
  registerPage(EmulatorPath.bankPage, true);

  return {
    app,
    setDown: (value: boolean) => {
      down = value;
    },
    sent: () => sent,
  };
}

/** Starts the emulator on `host`:`port` (default 127.0.0.1 and a free port). */
export async function startPaymentEmulator(
  options: PaymentEmulatorOptions & { host?: string; port?: number },
): Promise<PaymentEmulator> {
  const host = options.host ?? '127.0.0.1';
  let publicUrl = '';
  const emulator = buildPaymentEmulator(options, () => publicUrl);
  await emulator.app.listen({ host, port: options.port ?? 0 });
  const address = emulator.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  publicUrl = (options.publicUrl ?? baseUrl).replace(/\/+$/, '');
  return {
    app: emulator.app,
    baseUrl,
    publicUrl,
    setDown: emulator.setDown,
    sent: emulator.sent,
    close: () => emulator.app.close(),
  };
}

export type { EmulatedMethod };
