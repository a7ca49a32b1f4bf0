/**
 * Signed messages between the server and the payment gateway (the emulator speaks this; a
 * real adapter verifies its gateway's own scheme instead). Modelled on WeChat Pay v3: the
 * signature covers a timestamp, a one-time nonce and the body —
 *
 *   base64( HMAC-SHA256( secret, `${timestamp}\n${nonce}\n${body}\n` ) )
 *
 * sent as the headers below. A receiver refuses a timestamp more than SIGNATURE_WINDOW_S away
 * from its clock, compares signatures in constant time, and remembers nonces for at least the
 * window, so a captured message cannot be sent again (replay) and an altered one does not
 * verify (forgery). Every body names its purpose (`type` / `action`), so a message signed for
 * one call is no use on another.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SignatureHeader = {
  timestamp: 'lp-pay-timestamp',
  nonce: 'lp-pay-nonce',
  signature: 'lp-pay-signature',
} as const;

/** How far a signed message's timestamp may be from the receiver's clock, either way. */
export const SIGNATURE_WINDOW_S = 300;
/** Secrets shorter than this are refused: HMAC-SHA256 wants a key of at least its output. */
export const MIN_SECRET_BYTES = 32;

const NONCE = /^[A-Za-z0-9]{16,64}$/;
const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

export type SignedHeaders = Record<(typeof SignatureHeader)[keyof typeof SignatureHeader], string>;

export type Verification =
  | { ok: true; nonce: string; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'signature' };

function mac(secret: Buffer, timestamp: string, nonce: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}\n`).digest();
}

export const newNonce = (): string => randomBytes(16).toString('hex');

/** The headers that sign `body` now. */
export function sign(secret: Buffer, body: string, nowMs = Date.now()): SignedHeaders {
  const timestamp = String(Math.floor(nowMs / 1000));
  const nonce = newNonce();
  return {
    [SignatureHeader.timestamp]: timestamp,
    [SignatureHeader.nonce]: nonce,
    [SignatureHeader.signature]: mac(secret, timestamp, nonce, body).toString('base64'),
  };
}

const header = (headers: Record<string, unknown>, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Whether `body` arrived as signed. Checks shape, then time, then the signature (constant
 * time); the caller still has to make sure the nonce was not seen before.
 */
export function verify(
  secret: Buffer,
  headers: Record<string, unknown>,
  body: string,
  nowMs = Date.now(),
): Verification {
  const timestamp = header(headers, SignatureHeader.timestamp);
  const nonce = header(headers, SignatureHeader.nonce);
  const signature = header(headers, SignatureHeader.signature);
  if (timestamp === undefined || nonce === undefined || signature === undefined) {
    return { ok: false, reason: 'missing' };
  }
  if (!TIMESTAMP.test(timestamp) || !NONCE.test(nonce) || !SIGNATURE.test(signature)) {
    return { ok: false, reason: 'malformed' };
  }
  const seconds = Number(timestamp);
  if (Math.abs(nowMs / 1000 - seconds) > SIGNATURE_WINDOW_S) return { ok: false, reason: 'stale' };
  const expected = mac(secret, timestamp, nonce, body);
  const given = Buffer.from(signature, 'base64');
  // Both are 32 bytes (the pattern fixes the length), as timingSafeEqual requires.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  return { ok: true, nonce, timestamp: seconds };
}

/**
 * Nonces seen within the signature window, for a receiver with one process (the emulator).
 * The server keeps its own in the database, which every instance shares.
 */
export class NonceMemory {
  private readonly seen = new Map<string, number>();

  /** True the first time `nonce` is offered within the window; false on a replay. */
  take(nonce: string, nowMs = Date.now()): boolean {
    const horizon = nowMs - 2 * SIGNATURE_WINDOW_S * 1000;
    for (const [key, at] of this.seen) {
      if (at >= horizon) break;
      this.seen.delete(key);
    }
    if (this.seen.has(nonce)) return false;
    this.seen.set(nonce, nowMs);
    return true;
  }
}
