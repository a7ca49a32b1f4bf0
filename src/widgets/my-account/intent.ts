import type { TradeMethod, TradeType } from '../../core';

/** What the reader asked to do with money; the payment dialog carries it out. */
export type PaymentIntent =
  | { kind: 'fines'; fineids: number[] | 'all'; amount: number }
  | { kind: 'deposit'; amount: number }
  | { kind: 'recharge'; amount: number }
  | { kind: 'refund'; amount: number }
  /** A paying order to show again (its QR code, bank page or desk note). */
  | { kind: 'resume'; orderno: string; amount: number; method: TradeMethod; tradetype: TradeType };

export type PaymentKind = PaymentIntent['kind'];

/**
 * Fen from what a reader typed in yuan ("12", "12.5", "12.50"), or null when it is not such an
 * amount. Parsed as text, not as a float, so 0.29 yuan is 29 fen and never 28.999….
 */
export function yuanToFen(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/**
 * The QR code is drawn by the server as an image data URL; anything else (a URL to load from
 * somewhere, script) is not shown.
 */
export function isImageDataUrl(value: string): boolean {
  return /^data:image\/(?:svg\+xml|png|gif|jpeg|webp)[;,]/i.test(value);
}

/** A gateway page to open or go to: http(s) only. */
export function isWebUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
