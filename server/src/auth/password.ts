import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ResultCode } from '../../../src/core/api/contract';
import { ApiError } from '../http/errors';

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

export interface PasswordPoolOptions {
  /** Threads hashing at once; each holds 128 MiB while it works. */
  threads: number;
  /** Hashes waiting for a thread; past it a caller is told "busy" at once. */
  maxQueue: number;
}

/**
 * One scrypt takes 0.7–1.5 s of a core here (2 cores, shared). Hashing on libuv's pool (the
 * callback form) let 16 concurrent logins hold all four of its threads, and every file read
 * and compression queued behind them: /embed/libportal.js went from 14 ms to 13 s. Its own
 * threads leave libuv to the rest and one core to the event loop: cores − 1, at least 1, at
 * most 8 (128 MiB each). The queue is bounded by the wait a reader accepts: 8 per thread is
 * 6–12 s at worst here; beyond that, "busy, try again" is the better answer.
 */
export function defaultPasswordPoolOptions(cores = availableParallelism()): PasswordPoolOptions {
  const threads = Math.min(8, Math.max(1, cores - 1));
  return { threads, maxQueue: threads * 8 };
}

/**
 * Below the event loop and libuv's threads: when cores are scarce, pages are served first. The
 * lowest priority: in the login-flood bench, static p95 during floods was 72–222 ms at 19
 * against 121–319 ms at 10, with as many logins hashed (about one a second): a thread that
 * finds a core idle gets it whatever its niceness.
 */
const HASHING_NICENESS = 19;
/** How often a hash that must not be refused (the seed's) looks for room in the queue. */
const ROOM_POLL_MS = 50;

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  hash: Buffer;
}

/** What the worker (password-worker.mjs) is given. */
interface DeriveTask {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptOptions;
}

/** "The server is busy, try again": HTTP 503, which the login form shows like other errors. */
export const passwordBusy = () => new ApiError(503, ResultCode.busy, 'busy');

/** The threads that hash passwords, so no request waits behind scrypt but another login. */
export class PasswordPool {
  private readonly pool: Piscina<DeriveTask, Uint8Array>;

  constructor(readonly options: PasswordPoolOptions = defaultPasswordPoolOptions()) {
    this.pool = new Piscina({
      filename: new URL('./password-worker.mjs', import.meta.url).href,
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      // Linux lowers the priority of the worker's thread alone (@napi-rs/nice, piscina's).
      niceIncrement: HASHING_NICENESS,
    });
  }

  /** True when a hash asked for now would be refused: a cheap check before costlier work. */
  get full(): boolean {
    return this.pool.queueSize >= this.options.maxQueue;
  }

  /**
   * `whenFull`: a login is refused at once (`passwordBusy()`); a hash for a new password
   * (the seed, a reader's own change behind its limits) waits for room instead.
   */
  async derive(task: DeriveTask, whenFull: 'refuse' | 'wait'): Promise<Buffer> {
    while (this.full) {
      // Checked here rather than by catching piscina's "queue is at limit" error by its text.
      if (whenFull === 'refuse') throw passwordBusy();
      await new Promise((resolve) => setTimeout(resolve, ROOM_POLL_MS));
    }
    const key = await this.pool.run(task);
    // Structured cloning hands back a Uint8Array; timingSafeEqual and base64 want a Buffer.
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  }

  close(): Promise<void> {
    return this.pool.close({ force: true });
  }
}

let shared: PasswordPool | undefined;

/** The process's pool, created on first use (importing this module starts no thread). */
export function passwordPool(): PasswordPool {
  shared ??= new PasswordPool();
  return shared;
}

/** Replaces the process's pool (main.ts from the environment; tests with a small one). */
export async function configurePasswordPool(options: PasswordPoolOptions): Promise<PasswordPool> {
  const previous = shared;
  shared = new PasswordPool(options);
  await previous?.close();
  return shared;
}

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
  whenFull: 'refuse' | 'wait',
) {
  const task = { password: password.normalize('NFC'), salt, keyLength, options };
  return passwordPool().derive(task, whenFull);
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
    'wait',
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
 * Throws `passwordBusy()` when the pool's queue is full, whichever reader it is.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const parsed = (stored && parseHash(stored)) || dummyHash;
  const candidate = await derive(
    password,
    parsed.salt,
    parsed.hash.length,
    parsed.options,
    'refuse',
  );
  return timingSafeEqual(candidate, parsed.hash) && parsed !== dummyHash;
}
