/**
 * What the server asks of a payment gateway. The emulator (emulator/adapter.ts) is one
 * implementation; a real one replaces it by configuration (config.ts), nothing else changes.
 *
 * A WeChat Pay adapter would implement (API v3, merchant requests signed
 * WECHATPAY2-SHA256-RSA2048 with the merchant's private key):
 *   createOrder  POST /v3/pay/transactions/native → code_url (the QR's content);
 *   queryOrder   GET  /v3/pay/transactions/out-trade-no/{out_trade_no};
 *   closeOrder   POST /v3/pay/transactions/out-trade-no/{out_trade_no}/close, then query;
 *   refund       POST /v3/refund/domestic/refunds (idempotent on out_refund_no);
 *   verifyNotification  the Wechatpay-Signature (RSA-SHA256 over timestamp\nnonce\nbody\n with
 *   the platform certificate), then decrypt `resource` (AEAD_AES_256_GCM, the APIv3 key).
 * An Alipay adapter: alipay.trade.precreate (qr_code), alipay.trade.page.pay for a redirect
 * with return_url, alipay.trade.query, alipay.trade.close, alipay.trade.refund
 * (out_request_no), and notifications verified with Alipay's public key (RSA2), answered
 * "success". Bank online: the acquirer's gateway (UnionPay frontTransReq with frontUrl for the
 * browser and backUrl for the notification).
 */
import type { TradeMethod } from '../../../src/core/api/contract';

/** Methods that go through a gateway; cash is settled at the desk. */
export type GatewayMethod = Exclude<TradeMethod, 'cash'>;

export interface GatewayOrder {
  orderNo: string;
  method: GatewayMethod;
  amountFen: number;
  /** What the payer sees on the gateway's page ("罚款缴纳 · 李明"). */
  description: string;
  /** Where the gateway sends its signed notifications. */
  notifyUrl: string;
  /** Bank online: where the payer's browser goes back to. */
  returnUrl: string | null;
  /** The gateway closes the order unpaid after this. */
  expiresAt: Date;
}

/** What the payer is sent to: a code to scan, or a page to go to. */
export type GatewayAction = { kind: 'qr'; codeUrl: string } | { kind: 'redirect'; url: string };

/** An order as the gateway sees it. `unknown`: it has no such order. */
export type GatewayOrderState =
  | { state: 'open' }
  | { state: 'paid'; tradeNo: string; paidAt: Date; amountFen: number }
  | { state: 'declined' | 'closed' | 'unknown' };

/** A notification the gateway sent, once verified. */
export interface GatewayNotification {
  /** The sender's one-time nonce: a second arrival of it is a replay. */
  nonce: string;
  event: 'paid' | 'declined' | 'closed';
  orderNo: string;
  amountFen: number;
  tradeNo: string | null;
  paidAt: Date | null;
}

export type NotificationCheck =
  { ok: true; notification: GatewayNotification } | { ok: false; reason: string };

/** The gateway could not be reached, timed out or answered something it should not. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
}

export interface PaymentGateway {
  /** 'emulator', 'wechatpay', … (recorded on each payment). */
  readonly name: string;
  /** Methods it serves. */
  readonly methods: readonly GatewayMethod[];
  /** Idempotent on orderNo: asking again for the same order answers the same action. */
  createOrder(order: GatewayOrder): Promise<GatewayAction>;
  queryOrder(orderNo: string): Promise<GatewayOrderState>;
  /** Closes an open order so it can no longer be paid; answers the final state. */
  closeOrder(orderNo: string): Promise<GatewayOrderState>;
  /** Idempotent on refundNo. */
  refund(input: { orderNo: string; refundNo: string; amountFen: number }): Promise<void>;
  /** Checks a notification's signature and shape (not its nonce: the caller keeps those). */
  verifyNotification(headers: Record<string, unknown>, rawBody: string): NotificationCheck;
  /** Stops background work (the emulator's notifier); the adapter holds nothing else. */
  close?(): Promise<void>;
}
