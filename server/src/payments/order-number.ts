import { randomInt } from 'node:crypto';

/** Library time (China, UTC+8): an order number reads as the day the reader paid. */
const LIBRARY_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A new order number: `LP`, the library's date and time to the second, and 8 random digits
 * (24 characters, within WeChat Pay's and Alipay's 32 of [0-9A-Za-z_-]). Unique by the bill
 * table's constraint; a collision (1 in 10^8 within one second) fails that insert, not a payment.
 */
export function newOrderNo(now = new Date()): string {
  const stamp = new Date(now.getTime() + LIBRARY_OFFSET_MS)
    .toISOString()
    .slice(0, 19)
    .replace(/\D/g, '');
  return `LP${stamp}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** What an order number looks like (the seed's older ones too): bounds a query parameter. */
export const ORDER_NO_PATTERN = '^[A-Za-z0-9_-]{6,40}$';
