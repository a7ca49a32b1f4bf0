/**
 * The payment emulator's wire protocol, shared by the emulator (service.ts) and the server's
 * adapter (adapter.ts). Every call is a signed JSON POST (../signature.ts) whose body names its
 * action; every answer is signed too and echoes the request's nonce, so the adapter knows the
 * answer is the emulator's, to this request.
 */
import { Type, type Static } from 'typebox';

export const EmulatorPath = {
  create: '/v1/orders',
  query: '/v1/orders/query',
  close: '/v1/orders/close',
  refund: '/v1/refunds',
  /** The "phone" page a QR code opens (WeChat, Alipay). */
  phonePage: '/pay',
  /** The bank's page (bank online). */
  bankPage: '/bank',
} as const;

export const EMULATED_METHODS = ['wechat', 'alipay', 'bank'] as const;
export type EmulatedMethod = (typeof EMULATED_METHODS)[number];

const Method = Type.Union([Type.Literal('wechat'), Type.Literal('alipay'), Type.Literal('bank')]);
const OrderNo = Type.String({ pattern: '^[A-Za-z0-9_-]{6,40}$' });
const Amount = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const HttpUrl = Type.String({ maxLength: 2000, pattern: '^https?://' });

export const CreateBody = Type.Object({
  action: Type.Literal('create'),
  orderno: OrderNo,
  method: Method,
  amount: Amount,
  description: Type.String({ maxLength: 200 }),
  notifyurl: HttpUrl,
  returnurl: Type.Union([HttpUrl, Type.Null()]),
  expiresat: Type.String({ maxLength: 40 }),
});
export type CreateBody = Static<typeof CreateBody>;

export const OrderBody = Type.Object({
  action: Type.Union([Type.Literal('query'), Type.Literal('close')]),
  orderno: OrderNo,
});
export type OrderBody = Static<typeof OrderBody>;

export const RefundBody = Type.Object({
  action: Type.Literal('refund'),
  orderno: OrderNo,
  refundno: OrderNo,
  amount: Amount,
});
export type RefundBody = Static<typeof RefundBody>;

export interface CreateAnswer {
  requestnonce: string;
  orderno: string;
  /** WeChat / Alipay: what the QR code holds. */
  codeurl: string | null;
  /** Bank online: the page the browser goes to. */
  payurl: string | null;
}

export type EmulatedOrderState = 'open' | 'paid' | 'declined' | 'closed' | 'unknown';

export interface OrderAnswer {
  requestnonce: string;
  orderno: string;
  state: EmulatedOrderState;
  amount: number | null;
  tradeno: string | null;
  paidtime: string | null;
}

export interface RefundAnswer {
  requestnonce: string;
  refundno: string;
  state: 'success';
}

/** What the emulator sends the server's notify URL. */
export const NotificationBody = Type.Object({
  type: Type.Union([Type.Literal('paid'), Type.Literal('declined'), Type.Literal('closed')]),
  orderno: OrderNo,
  amount: Amount,
  method: Method,
  tradeno: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
  paidtime: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
});
export type NotificationBody = Static<typeof NotificationBody>;

/**
 * The server's answer to a notification, in its usual envelope: `data` SUCCESS (taken, or
 * taken before) or IGNORED (no such order). Anything but a 2xx is delivered again later.
 */
export interface NotificationAck {
  code: number;
  msg: string;
  data: 'SUCCESS' | 'IGNORED' | null;
}
