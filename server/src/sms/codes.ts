import { randomInt } from 'node:crypto';
import type { SharedState } from '../instance-state';
import { countCall, type LimitWindow } from '../http/limit-counter';

/**
 * SMS verification codes for binding a phone: six digits, valid CODE_TTL_MS, one per reader at a
 * time (a new one replaces the last), used once, and dropped after MAX_WRONG_ATTEMPTS wrong
 * tries. The code names the number it was sent to: it binds that number and no other.
 *
 * Sending is limited per reader and per number (one a minute, five an hour each), so neither a
 * reader nor several readers together can flood a number with texts.
 */
export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_AFTER_MS = 60_000;
const MAX_WRONG_ATTEMPTS = 5;

export const SMS_SEND_LIMITS: readonly LimitWindow[] = [
  { max: 1, windowMs: RESEND_AFTER_MS },
  { max: 5, windowMs: 60 * 60_000 },
];

export interface CodeOwner {
  orgId: number;
  readerId: number;
}

const ownerKey = ({ orgId, readerId }: CodeOwner) => `${orgId}:${readerId}`;
const codeKey = (owner: CodeOwner) => `sms-code:${ownerKey(owner)}`;
const attemptsKey = (owner: CodeOwner) => `sms-code-attempts:${ownerKey(owner)}`;

/**
 * Counts a send for the reader and for the number; the seconds to wait when either is past its
 * limit, else undefined. The reader's limit is counted first: a reader already refused does not
 * use up the number's allowance.
 */
export async function sendAllowed(
  shared: SharedState,
  now: number,
  owner: CodeOwner,
  phone: string,
): Promise<number | undefined> {
  const readerWait = await countCall(shared, now, 'sms-reader', ownerKey(owner), SMS_SEND_LIMITS);
  if (readerWait !== undefined) return readerWait;
  return countCall(shared, now, 'sms-phone', phone, SMS_SEND_LIMITS);
}

/** A new code for `phone`, replacing any earlier one of the reader. */
export async function issueCode(
  shared: SharedState,
  owner: CodeOwner,
  phone: string,
): Promise<string> {
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await shared.delete(attemptsKey(owner));
  await shared.set(codeKey(owner), JSON.stringify({ phone, code }), CODE_TTL_MS);
  return code;
}

/** Forgets the reader's code (the text could not be sent). */
export function dropCode(shared: SharedState, owner: CodeOwner): Promise<void> {
  return shared.delete(codeKey(owner));
}

/**
 * True when `code` is the reader's current code and was sent to `phone`; the code is then used
 * up (of two requests at once, one wins). A wrong code or number counts as a wrong try.
 */
export async function consumeCode(
  shared: SharedState,
  owner: CodeOwner,
  phone: string,
  code: string,
): Promise<boolean> {
  const stored = await shared.get(codeKey(owner));
  if (stored === null) return false;
  const expected = JSON.parse(stored) as { phone: string; code: string };
  if (expected.phone !== phone || expected.code !== code) {
    const wrong = await shared.increment(attemptsKey(owner), CODE_TTL_MS);
    if (wrong >= MAX_WRONG_ATTEMPTS) await shared.delete(codeKey(owner));
    return false;
  }
  // Taken, not just read: a second request with the same code finds nothing.
  return (await shared.take(codeKey(owner))) === stored;
}
