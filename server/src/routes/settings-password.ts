import { Type, type Static } from 'typebox';
import { ResultCode } from '../../../src/core/api/contract';
import { hashPassword, verifyPassword } from '../auth/password';
import { MAX_PASSWORD_LENGTH, passwordProblem } from '../auth/password-rule';
import { decryptLoginPassword } from '../auth/rsa';
import { revokeReaderSessions } from '../auth/sessions';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { ApiError, unauthenticated } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { readerAccount, setPasswordHash } from '../queries/settings';

/** Base64 of the RSA ciphertext, as the login sends it; empty: the field was left blank. */
const Cipher = Type.String({ maxLength: 1024, pattern: '^[A-Za-z0-9+/=]*$' });

export const PasswordBody = Type.Object({
  oldpassword: Cipher,
  newpassword: Cipher,
  confirmpassword: Cipher,
});

const refusal = (key: MessageKey, params?: Record<string, string>) =>
  new ApiError(200, ResultCode.businessError, key, params);

/**
 * The password as the reader typed it, trimmed as the login trims it (the login form sends the
 * trimmed password, so a password stored with blanks around it could never be typed again).
 * Undefined when blank or not decryptable with the login key.
 */
function typed(ctx: AppContext, cipher: string): string | undefined {
  if (!cipher) return undefined;
  const text = decryptLoginPassword(ctx.secrets.loginPrivateKey, cipher)?.trim();
  return text || undefined;
}

/**
 * Old, new and confirm required, confirm equal to new ("Confirm password error"), the
 * new one within auth/password-rule.ts (six characters at least), and not the current password. The cheap checks come first;
 * then the current password is verified (scrypt, refused at once when hashing is busy), the
 * new one hashed, and every other session of the reader ended (ASVS 7.4.3: a password change
 * logs out other devices, where a thief may be) while this one goes on.
 */
export async function changePassword(
  ctx: AppContext,
  auth: AccessClaims,
  body: Static<typeof PasswordBody>,
): Promise<void> {
  if (!body.oldpassword) throw refusal('passwordOldRequired');
  if (!body.newpassword) throw refusal('passwordNewRequired');
  if (!body.confirmpassword) throw refusal('passwordConfirmRequired');
  const next = typed(ctx, body.newpassword);
  const confirm = typed(ctx, body.confirmpassword);
  if (!next) throw refusal('passwordNewRequired');
  if (!confirm) throw refusal('passwordConfirmRequired');
  const problem = passwordProblem(next);
  if (problem === 'tooShort') throw refusal('passwordNewTooShort');
  if (problem === 'tooLong') {
    throw refusal('passwordNewTooLong', { max: String(MAX_PASSWORD_LENGTH) });
  }
  if (next !== confirm) throw refusal('passwordConfirmError');
  // An undecryptable old password is a wrong one; no scrypt is spent on it.
  const current = typed(ctx, body.oldpassword);
  if (!current) throw refusal('passwordOldWrong');
  if (current === next) throw refusal('passwordUnchanged');
  const account = await readerAccount(ctx.db, auth.readerId, auth.orgId);
  if (!account) throw unauthenticated();
  // The reader's own turn in the hashing queue: a login flood does not hold it up.
  const client = `reader:${auth.orgId}:${auth.readerId}`;
  if (!(await verifyPassword(current, account.passwordHash, client))) {
    throw refusal('passwordOldWrong');
  }
  const hash = await hashPassword(next);
  if (!(await setPasswordHash(ctx.db, auth.readerId, auth.orgId, hash))) {
    throw refusal('settingsModifyFailed');
  }
  await revokeReaderSessions(ctx, auth.readerId, { except: auth.sessionId });
}
