/**
 * What a new password must be, wherever it is set — a reader's change in the portal, a staff
 * account made with `libportal staff create`: at least PASSWORD_MIN_LENGTH characters (the
 * portal's own form checks the same), at most MAX_PASSWORD_LENGTH (long enough for any
 * passphrase; scrypt's cost does not depend on it). Counted in characters, not UTF-16 units,
 * so 密码 counts two. The caller trims first, as the login trims what is typed.
 */
import { PASSWORD_MIN_LENGTH } from '../../../src/core/api/contract';

export const MAX_PASSWORD_LENGTH = 64;

export type PasswordProblem = 'tooShort' | 'tooLong';

export function passwordProblem(password: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > MAX_PASSWORD_LENGTH) return 'tooLong';
  return undefined;
}
