import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { ResultCode } from '../../../src/core/api/contract';
import { passwordBusy, passwordPool } from '../auth/password';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import {
  countCall,
  forgetCalls,
  limitReached,
  recordCall,
  type LimitWindow,
  type WriteKind,
} from '../http/limit-counter';
import type { MessageKey } from '../http/messages';

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : '';
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/**
 * `max` calls a minute per key, answered past that with 429 / 42901 and a clear message.
 * Runs as a preHandler (rate-limit `hook` option) because the keys need the parsed body.
 */
function perMinute(
  max: number,
  key: (request: FastifyRequest) => string[],
  message: MessageKey,
): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => JSON.stringify(key(request)),
    errorResponseBuilder: () => new ApiError(429, ResultCode.tooManyRequests, message),
  };
}

/**
 * The login: `max` attempts a minute for one ip + orgcode + readercode, so guessing one
 * reader's password is slow while a school behind one NAT can still log in.
 */
export function loginRateLimit(max: number): RateLimitOptions {
  return perMinute(
    max,
    (request) => [request.ip, field(request.body, 'orgcode'), field(request.body, 'readercode')],
    'tooManyRequests',
  );
}

/**
 * The AI librarian: `max` questions a minute for one ip + organisation. A reader types far
 * fewer; a script looping on it (with a paid provider behind, every question costs) stops.
 */
export function questionRateLimit(max: number): RateLimitOptions {
  return perMinute(
    max,
    (request) => [
      request.ip,
      field(request.body, 'orgid') || field(request.body, 'organizationid'),
    ],
    'tooManyQuestions',
  );
}

/** What the limits below read from the app's context. */
type LimitContext = Pick<
  AppContext,
  'shared' | 'now' | 'loginRateLimit' | 'loginAddressRateLimit' | 'writeLimits'
>;

/** The client's address as limits count it: IPv6 by its /64, which one client holds whole. */
export const addressOf = (request: FastifyRequest): string => normalizeIP(request.ip);

/**
 * A hook that counts the call under `key(request)` in the shared state and answers past a
 * limit with 429 / 42901, `message` and Retry-After (no key: not counted).
 */
function limitHook(
  ctx: LimitContext,
  name: string,
  windows: readonly LimitWindow[],
  key: (request: FastifyRequest) => string | undefined,
  message: MessageKey,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const id = key(request);
    if (id === undefined) return;
    const wait = await countCall(ctx.shared, ctx.now(), name, id, windows);
    if (wait === undefined) return;
    reply.header('retry-after', String(wait));
    throw new ApiError(429, ResultCode.tooManyRequests, message);
  };
}

/**
 * Refused before the password is decrypted or a reader looked up, when the hashing queue or
 * this address's share of it is full: a busy answer costs little.
 */
async function refuseWhenHashingBusy(request: FastifyRequest): Promise<void> {
  if (passwordPool().fullFor(addressOf(request))) throw passwordBusy();
}

/**
 * A refused login (429 or 503) is answered after a second. An instant refusal invites an
 * instant retry: 16 connections looping on logins sent ~2,300 a second once refusals were
 * instant, each parsed and answered while the pages waited (static p95 ~0.7 s). Held, a
 * connection costs a timer, not the processor; a reader told "busy" waits a second more.
 */
const LOGIN_REFUSAL_DELAY_MS = 1000;

async function holdRefusals(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 429 || reply.statusCode === 503) {
    await new Promise((resolve) => setTimeout(resolve, LOGIN_REFUSAL_DELAY_MS));
  }
  return payload;
}

/** Refusals that count as a failed login of the address (busy is counted apart, below). */
const FAILED_LOGIN_CODES: ReadonlySet<number> = new Set([
  ResultCode.badCredentials,
  ResultCode.tooManyRequests,
]);

/**
 * Failed logins per address across reader codes: spraying many readers from one address is
 * nothing but failures, while a class logging in together from one school address (NAT) is
 * nothing but successes, so only failures count (LOGIN_ADDRESS_RATE_LIMIT a minute). Checked
 * as the request arrives, counted once the answer is known.
 *
 * A failure is a wrong password or any refusal: too many attempts, or "busy" (the hashing
 * queue, or the address's share of it, is full). 32 logins sent at once from one address are
 * mostly refusals; uncounted, they kept the queue full for the minute the wrong passwords took
 * to reach the limit, and no one else could log in. Counted, the address reaches it within a
 * second or two and is then refused before it costs a hash. "Busy" is counted apart and
 * forgotten when a login from the address succeeds: a class behind one school address,
 * logging in all at once on a small server, is told "busy" too, and must not be shut out for
 * the rest of the minute for it.
 */
function failedLoginsPerAddress(ctx: LimitContext) {
  const windows = [{ max: ctx.loginAddressRateLimit, windowMs: 60_000 }];
  const failures = 'login-failures';
  const busy = 'login-busy';
  /** Logins answered with an error, so the answer's hook does not take them for successes. */
  const failed = new WeakSet<FastifyRequest>();
  return {
    refuse: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const address = addressOf(request);
      const wait = await limitReached(ctx.shared, ctx.now(), [failures, busy], address, windows);
      if (wait === undefined) return;
      reply.header('retry-after', String(wait));
      throw new ApiError(429, ResultCode.tooManyRequests, 'tooManyRequests');
    },
    count: async (request: FastifyRequest, _reply: FastifyReply, error: Error): Promise<void> => {
      failed.add(request);
      if (!(error instanceof ApiError)) return;
      const code = error.resultCode;
      const name = code === ResultCode.busy ? busy : FAILED_LOGIN_CODES.has(code) ? failures : '';
      if (name) await recordCall(ctx.shared, ctx.now(), name, addressOf(request), windows);
    },
    forgiveBusy: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      if (failed.has(request) || reply.statusCode !== 200) return;
      await forgetCalls(ctx.shared, ctx.now(), busy, addressOf(request), windows);
    },
  };
}

/**
 * The login route's guards: failed logins per address across reader codes (above); attempts
 * per ip + orgcode + readercode (LOGIN_RATE_LIMIT), so guessing one reader's password is slow;
 * and "busy" when the hashing queue, or the address's share of it, is full. Both limits hold
 * across instances: the first in the shared state, the second in the rate-limit plugin's
 * Redis store; the queue is each instance's own. Refusals are held a second (holdRefusals).
 */
export function loginLimits(ctx: LimitContext) {
  const failures = failedLoginsPerAddress(ctx);
  return {
    onRequest: failures.refuse,
    preHandler: refuseWhenHashingBusy,
    onError: failures.count,
    onSend: holdRefusals,
    onResponse: failures.forgiveBusy,
    config: { rateLimit: loginRateLimit(ctx.loginRateLimit) },
  };
}

/** What a refusal says, by kind of write. */
export const writeMessages = {
  comments: 'tooManyComments',
  booklists: 'tooManyBooklistChanges',
  booklistItems: 'tooManyBooklistItems',
  recommendations: 'tooManyRecommendations',
  collections: 'tooManyCollections',
  preBorrows: 'tooManyPreBorrows',
  quickReads: 'tooManyQuickReads',
  payments: 'tooManyPayments',
  profileUpdates: 'tooManyProfileUpdates',
  imageUploads: 'tooManyUploads',
  passwordChanges: 'tooManyPasswordChanges',
  captchas: 'tooManyCaptchas',
  phoneUpdates: 'tooManyPhoneAttempts',
  renewals: 'tooManyRenewals',
  messages: 'tooManyMessages',
  privacy: 'tooManyPrivacyChanges',
  rssChanges: 'tooManyRssChanges',
  rssReads: 'tooManyRssReads',
  follows: 'tooManyFollows',
  readerSearches: 'tooManyReaderSearches',
  volunteerRecords: 'tooManyVolunteerRecords',
  ebookShelf: 'tooManyEbookShelfChanges',
  ebookPositions: 'tooManyEbookPositions',
  managedDepartments: 'tooManyDepartmentChanges',
  readingPrograms: 'tooManyProgramChanges',
  readingGoals: 'tooManyGoalChanges',
  writingSaves: 'tooManyWritingSaves',
  writingMarks: 'tooManyWritingMarks',
  activitySignUps: 'tooManySignUps',
  questionChanges: 'tooManyQuestionChanges',
  questionImports: 'tooManyQuestionImports',
  questionCollects: 'tooManyQuestionCollects',
  selfTests: 'tooManySelfTests',
  selfTestSubmits: 'tooManySelfTestSubmits',
  homeworkSaves: 'tooManyHomeworkSaves',
  homeworkChanges: 'tooManyHomeworkChanges',
  staffChanges: 'tooManyStaffChanges',
  deskScans: 'tooManyDeskScans',
} as const satisfies Record<WriteKind, MessageKey>;

/**
 * preHandler after `requireRole()`: `kind` writes per organisation + reader within the limits
 * of limit-counter.ts (or buildApp's `writeLimits`), else 429 / 42901 naming what was limited.
 * Another reader, or the same reader code in another organisation, counts apart.
 */
export function readerWriteLimit(ctx: LimitContext, kind: WriteKind) {
  return limitHook(
    ctx,
    `write:${kind}`,
    ctx.writeLimits[kind],
    (request) => (request.auth ? `${request.auth.orgId}:${request.auth.readerId}` : undefined),
    writeMessages[kind],
  );
}
