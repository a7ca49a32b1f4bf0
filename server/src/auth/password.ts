import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt password hashes in PHC string form: $scrypt$ln=17,r=8,p=1$<salt>$<hash> (base64).
 * The parameters travel with the hash, so they can be raised later without breaking logins.
 */
const COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// 128 × N × r = 128 MiB for N = 2^17; Node's default limit (32 MiB) is too small.
const MAX_MEMORY = 256 * 1024 * 1024;

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function scryptOptions(costLog2: number, r: number, p: number): ScryptOptions {
  return { N: 2 ** costLog2, r, p, maxmem: MAX_MEMORY };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(
    password,
    salt,
    KEY_LENGTH,
    scryptOptions(COST_LOG2, BLOCK_SIZE, PARALLELISM),
  );
  const params = `ln=${COST_LOG2},r=${BLOCK_SIZE},p=${PARALLELISM}`;
  return `$scrypt$${params}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function parseHash(stored: string): ParsedHash | undefined {
  const match =
    /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(
      stored,
    );
  if (!match) return undefined;
  const [, ln, r, p, salt, hash] = match;
  return {
    options: scryptOptions(Number(ln), Number(r), Number(p)),
    salt: Buffer.from(salt ?? '', 'base64'),
    hash: Buffer.from(hash ?? '', 'base64'),
  };
}

/** Verifying against this costs the same as a real verification (same parameters). */
const dummyHash: ParsedHash = {
  options: scryptOptions(COST_LOG2, BLOCK_SIZE, PARALLELISM),
  salt: randomBytes(SALT_LENGTH),
  hash: randomBytes(KEY_LENGTH),
};

/**
 * Constant-time check. Pass `undefined` when the reader does not exist: the work is done
 * anyway against a dummy hash, so the answer time does not tell which reader codes exist.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const parsed = (stored && parseHash(stored)) || dummyHash;
  const candidate = await derive(password, parsed.salt, parsed.hash.length, parsed.options);
  return timingSafeEqual(candidate, parsed.hash) && parsed !== dummyHash;
}
