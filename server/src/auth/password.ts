import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina, queueOptionsSymbol } from 'piscina';
import { ResultCode } from '../../../src/core/api/contract';
import { ApiError } from '../http/errors';
import { FairTaskQueue, type HashClient } from './fair-queue';

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
  /** Of those, how many one client (a login's address) may have waiting at once. */
  maxQueuePerClient: number;
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
  const maxQueue = threads * 8;
  return { threads, maxQueue, maxQueuePerClient: queueSharePerClient(maxQueue) };
}

/**
 * A quarter of the queue (two places per thread): it takes four addresses flooding at once to
 * fill it, and their refusals reach their failed-login limit within seconds. One address alone
 * still keeps every thread busy, so a class logging in behind one school address is served as
 * fast as the threads go; the share only decides who waits.
 */
export function queueSharePerClient(maxQueue: number): number {
  return Math.max(1, Math.floor(maxQueue / 4));
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
  /** Read by the fair queue only; structured cloning leaves symbol keys behind. */
  [queueOptionsSymbol]?: HashClient;
}

/** Hashes for no one in particular (the seed's new passwords) wait in a turn of their own. */
const NO_CLIENT = '';

/** "The server is busy, try again": HTTP 503, which the login form shows like other errors. */
export const passwordBusy = () => new ApiError(503, ResultCode.busy, 'busy');

/**
 * The threads that hash passwords, so no request waits behind scrypt but another login; their
 * queue is shared fairly between clients (fair-queue.ts), and one client may not hold more
 * than its share of it.
 */
export class PasswordPool {
  private readonly pool: Piscina<DeriveTask, Uint8Array>;
  private readonly queue = new FairTaskQueue();

  constructor(readonly options: PasswordPoolOptions = defaultPasswordPoolOptions()) {
    this.pool = new Piscina({
      taskQueue: this.queue,
      // A task taken from the queue while every thread is busy goes back to the front (the
      // fair queue's unshift), not behind everyone else, which would undo the turn.
      stricterFIFO: true,
      filename: new URL('./password-worker.mjs', import.meta.url).href,
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      // Linux lowers the priority of the worker's thread alone (@napi-rs/nice, piscina's).
      niceIncrement: HASHING_NICENESS,
    });
  }

  /** True when no hash may wait, whoever asks. */
  get full(): boolean {
    return this.pool.queueSize >= this.options.maxQueue;
  }

  /**
   * True when a hash for `client` asked for now would be refused: the queue is full, or the
   * client already has its share waiting. A cheap check before costlier work.
   */
  fullFor(client: string): boolean {
    return this.full || this.queue.waitingFor(client) >= this.options.maxQueuePerClient;
  }

  /**
   * `whenFull`: a login is refused at once (`passwordBusy()`) when the queue or the client's
   * share of it is full; a hash for a new password (the seed, a reader's own change behind its
   * limits) waits for room in the queue instead.
   */
  async derive(
    task: DeriveTask,
    whenFull: 'refuse' | 'wait',
    client: string = NO_CLIENT,
  ): Promise<Buffer> {
    if (whenFull === 'refuse' && this.fullFor(client)) throw passwordBusy();
    // Checked here rather than by catching piscina's "queue is at limit" error by its text.
    while (this.full) await new Promise((resolve) => setTimeout(resolve, ROOM_POLL_MS));
    const key = await this.pool.run({ ...task, [queueOptionsSymbol]: { client } });
    // Structured cloning hands back a Uint8Array; timingSafeEqual and base64 want a Buffer.
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  }

  close(): Promise<void> {
    return this.pool.close({ force: true });
  }
}

let shared: PasswordPool | undefined;
let sharedOptions: PasswordPoolOptions | undefined;

/** The process's pool, created on first use (importing this module starts no thread). */
export function passwordPool(): PasswordPool {
  shared ??= new PasswordPool(sharedOptions);
  return shared;
}

/** The options of the pool when it is first used (the CLI: most of its verbs hash nothing). */
export function preferPasswordPoolOptions(options: PasswordPoolOptions): void {
  sharedOptions = options;
}

/** Ends the process's pool, whose threads would keep a finished command alive. */
export async function closePasswordPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}

/**
 * Replaces the process's pool (main.ts from the environment; tests with a small one). Without
 * `maxQueuePerClient`, each client may hold its usual share of `maxQueue`.
 */
export async function configurePasswordPool(
  options: Omit<PasswordPoolOptions, 'maxQueuePerClient'> & Partial<PasswordPoolOptions>,
): Promise<PasswordPool> {
  const previous = shared;
  const maxQueuePerClient = options.maxQueuePerClient ?? queueSharePerClient(options.maxQueue);
  shared = new PasswordPool({ ...options, maxQueuePerClient });
  await previous?.close();
  return shared;
}

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
  whenFull: 'refuse' | 'wait',
  client?: string,
) {
  const task = { password: password.normalize('NFC'), salt, keyLength, options };
  return passwordPool().derive(task, whenFull, client);
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
 * Throws `passwordBusy()` when the pool's queue, or `client`'s share of it (a login's
 * address), is full, whichever reader it is.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
  client: string,
): Promise<boolean> {
  const parsed = (stored && parseHash(stored)) || dummyHash;
  const candidate = await derive(
    password,
    parsed.salt,
    parsed.hash.length,
    parsed.options,
    'refuse',
    client,
  );
  return timingSafeEqual(candidate, parsed.hash) && parsed !== dummyHash;
}
