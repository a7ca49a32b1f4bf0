/**
 * Initial passwords, one per reader, never one default (a shared default is known to every
 * pupil of the school on day one). Ten characters from 31 that cannot be mistaken for one
 * another when read off paper (no 0/o, 1/l/i): about 49.5 bits, far beyond guessing through a
 * login limited to a few attempts a minute, and the reader replaces it at the first login.
 */
import { randomInt } from 'node:crypto';
import { hashPassword } from '../auth/password';

const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const INITIAL_PASSWORD_LENGTH = 10;

export function initialPassword(): string {
  let password = '';
  for (let i = 0; i < INITIAL_PASSWORD_LENGTH; i++)
    password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}

/**
 * Hashes asked for at once: enough to keep every thread of the pool busy, few enough that
 * thousands of readers do not wait as thousands of timers polling the pool's queue.
 */
const HASHES_IN_FLIGHT = 16;

/**
 * A generated password and its hash for each code (each hash is ~0.1–0.2 s of a core);
 * `progress` hears how many are made so far.
 */
export async function initialPasswords(
  codes: readonly string[],
  progress: (made: number) => void = () => {},
): Promise<Map<string, { password: string; hash: string }>> {
  const made = new Map<string, { password: string; hash: string }>();
  let next = 0;
  const worker = async () => {
    while (next < codes.length) {
      const code = codes[next++]!;
      const password = initialPassword();
      made.set(code, { password, hash: await hashPassword(password) });
      progress(made.size);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASHES_IN_FLIGHT, codes.length) }, worker));
  return made;
}
