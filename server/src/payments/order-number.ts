import { randomInt } from 'node:crypto';
import { libraryStamp, type TimeZone } from '../time';

/**
 * A new order number: `LP`, the library's date and time to the second (in its time zone: the
 * number reads as the day the reader paid), and 8 random digits
 * (24 characters, within WeChat Pay's and Alipay's 32 of [0-9A-Za-z_-]). Unique by the bill
 * table's constraint; a collision (1 in 10^8 within one second) fails that insert, not a payment.
 */
export function newOrderNo(zone: TimeZone, now = new Date()): string {
  const stamp = libraryStamp(now, zone);
  return `LP${stamp}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** What an order number looks like (the seed's older ones too): bounds a query parameter. */
export const ORDER_NO_PATTERN = '^[A-Za-z0-9_-]{6,40}$';
