import { ApiPath, PASSWORD_MIN_LENGTH, type LoginResult } from '../api/contract';
import { removePersonalQueries } from '../api/queries/keys';
import type { LibportalRuntime } from '../runtime';

export interface Credentials {
  readercode: string;
  password: string;
  orgcode: string;
}

/** Encrypts the password with the server's public key; supplied by the login widget (jsencrypt). */
export type PasswordEncrypter = (publicKeyPem: string, password: string) => Promise<string>;

export class LoginError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

/** Login validation (docs/product-rules.md, "Validation"); the messages are i18n keys. */
export const READER_CODE_PATTERN = /^\w+$/;
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

export function validateUsername(value: string): 'login.usernameInvalid' | null {
  return READER_CODE_PATTERN.test(value.trim()) ? null : 'login.usernameInvalid';
}

export function validatePassword(value: string): 'login.passwordTooShort' | null {
  return value.trim().length < MIN_PASSWORD_LENGTH ? 'login.passwordTooShort' : null;
}

/**
 * Login: fetch the public key, trim, encrypt, POST Login; on success store the
 * session and start the points timer. Errors pass through without prompts (login page rule):
 * the caller shows the server's message.
 */
export async function login(
  runtime: LibportalRuntime,
  apiBase: string,
  credentials: Credentials,
  encrypt: PasswordEncrypter,
): Promise<LoginResult> {
  const api = runtime.api(apiBase);
  const key = await api.get<string>(ApiPath.loginKey, { silent: true });
  if (!key.ok) throw new LoginError(key.msg, key.code);
  const password = await encrypt(key.data, credentials.password.trim());
  const result = await api.post<LoginResult>(ApiPath.login, {
    silent: true,
    body: {
      readercode: credentials.readercode.trim(),
      password,
      orgcode: credentials.orgcode.trim().toUpperCase(),
      loginfrom: 0,
      validateguid: '',
      validatecode: '',
      islogin: true,
    },
  });
  if (!result.ok) throw new LoginError(result.msg, result.code);
  beginSession(runtime, result.data);
  return result.data;
}

/** A new session (a login, an SSO code) is stored and the points timer starts. */
export function beginSession(runtime: LibportalRuntime, result: LoginResult): void {
  runtime.session.setLogin(result);
  runtime.startPointsTimer();
  removePersonalQueries(runtime.queryClient);
}
