/**
 * The server's side of the emulator: a PaymentGateway that talks to it over HTTP with signed
 * calls and checks that every answer is signed and names the call it answers.
 */
import { Value } from 'typebox/value';
import {
  GatewayUnavailableError,
  type GatewayAction,
  type GatewayOrder,
  type GatewayOrderState,
  type NotificationCheck,
  type PaymentGateway,
} from '../gateway';
import { SignatureHeader, sign, verify } from '../signature';
import {
  EMULATED_METHODS,
  EmulatorPath,
  NotificationBody,
  type CreateAnswer,
  type CreateBody,
  type OrderAnswer,
  type OrderBody,
  type RefundBody,
} from './protocol';

/** A whole call, answer included; a payer waits on `createOrder`. */
export const EMULATOR_TIMEOUT_MS = 5000;

export interface EmulatorGatewayOptions {
  /** The emulator's base URL (server to server). */
  url: string;
  secret: Buffer;
  timeoutMs?: number;
}

const date = (iso: string | null) => (iso ? new Date(iso) : null);

function orderState(answer: OrderAnswer): GatewayOrderState {
  if (answer.state === 'paid') {
    return {
      state: 'paid',
      tradeNo: answer.tradeno ?? '',
      paidAt: date(answer.paidtime) ?? new Date(),
      amountFen: answer.amount ?? 0,
    };
  }
  return { state: answer.state };
}

export function emulatorGateway(options: EmulatorGatewayOptions): PaymentGateway {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? EMULATOR_TIMEOUT_MS;

  /** Posts a signed call and returns its verified answer; anything else throws. */
  async function call<T>(path: string, message: object): Promise<T> {
    const body = JSON.stringify(message);
    const headers = sign(options.secret, body);
    let status: number;
    let text: string;
    let answerHeaders: Record<string, string>;
    try {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
      answerHeaders = Object.fromEntries(response.headers);
    } catch (error) {
      throw new GatewayUnavailableError(`payment emulator unreachable: ${String(error)}`, {
        cause: error,
      });
    }
    if (status !== 200) throw new GatewayUnavailableError(`payment emulator: HTTP ${status}`);
    if (!verify(options.secret, answerHeaders, text).ok) {
      throw new GatewayUnavailableError('payment emulator: answer not signed');
    }
    const answer = JSON.parse(text) as { requestnonce?: unknown };
    if (answer.requestnonce !== headers[SignatureHeader.nonce]) {
      throw new GatewayUnavailableError('payment emulator: answer to another call');
    }
    return answer as T;
  }

  return {
    name: 'emulator',
    methods: EMULATED_METHODS,

    async createOrder(order: GatewayOrder): Promise<GatewayAction> {
      if (!(EMULATED_METHODS as readonly string[]).includes(order.method)) {
        throw new GatewayUnavailableError(`payment emulator: no method ${order.method}`);
      }
      const message: CreateBody = {
        action: 'create',
        orderno: order.orderNo,
        method: order.method,
        amount: order.amountFen,
        description: order.description,
        notifyurl: order.notifyUrl,
        returnurl: order.returnUrl,
        expiresat: order.expiresAt.toISOString(),
      };
      const answer = await call<CreateAnswer>(EmulatorPath.create, message);
      if (answer.codeurl) return { kind: 'qr', codeUrl: answer.codeurl };
      if (answer.payurl) return { kind: 'redirect', url: answer.payurl };
      throw new GatewayUnavailableError('payment emulator: no action in the answer');
    },

    async queryOrder(orderNo) {
      const message: OrderBody = { action: 'query', orderno: orderNo };
      return orderState(await call<OrderAnswer>(EmulatorPath.query, message));
    },

    async closeOrder(orderNo) {
      const message: OrderBody = { action: 'close', orderno: orderNo };
      return orderState(await call<OrderAnswer>(EmulatorPath.close, message));
    },

    async refund({ orderNo, refundNo, amountFen }) {
      const message: RefundBody = {
        action: 'refund',
        orderno: orderNo,
        refundno: refundNo,
        amount: amountFen,
      };
      await call(EmulatorPath.refund, message);
    },

    verifyNotification(headers, rawBody): NotificationCheck {
      const check = verify(options.secret, headers, rawBody);
      if (!check.ok) return { ok: false, reason: `signature ${check.reason}` };
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'not JSON' };
      }
      if (!Value.Check(NotificationBody, body)) return { ok: false, reason: 'malformed' };
      return {
        ok: true,
        notification: {
          nonce: check.nonce,
          event: body.type,
          orderNo: body.orderno,
          amountFen: body.amount,
          tradeNo: body.tradeno,
          paidAt: date(body.paidtime),
        },
      };
    },
  };
}
