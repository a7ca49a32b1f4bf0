// A thread of the password-hashing pool (password.ts). Plain JavaScript with node:crypto only,
// so the same file runs under tsx (npm start), under vitest and in plain Node.
import { scryptSync } from 'node:crypto';

/**
 * scryptSync on purpose: the work stays on this thread. The callback form would hand it to
 * libuv's shared pool, the one file reads and compression wait for, which is what a burst of
 * logins used to fill.
 */
export default function derive({ password, salt, keyLength, options }) {
  return scryptSync(password, salt, keyLength, options);
}
