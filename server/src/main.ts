/**
 * The reference API server: env → database → migrations → demo seed (first start only) →
 * listen. Environment: PORT (8080), HOST (localhost), DATABASE_URL (PostgreSQL instead of
 * PGlite), DATA_DIR (.data), LOGIN_RATE_LIMIT (10 a minute per address and reader code),
 * LOGIN_ADDRESS_RATE_LIMIT (30 failed logins a minute per address), PASSWORD_HASH_THREADS and
 * PASSWORD_HASH_QUEUE (the password-hashing pool: cores − 1 threads, 16 waiting per thread),
 * AI_QUESTION_RATE_LIMIT (30 a minute per address and organisation), TRUST_PROXY (true, or proxy
 * addresses), LOG_LEVEL (warn), LIBPORTAL_BOOKS_CSV (catalogue source for the seed),
 * LIBPORTAL_AI_BASE_URL / _API_KEY / _MODEL / _TIMEOUT_MS (an OpenAI-compatible AI librarian),
 * REDIS_URL (shared state of several instances: rate limits, revoked sessions, one-time codes,
 * job locks, cache invalidation; without it they live in this process),
 * BOOK_INFO_URL (the external book-info / rating service's endpoint). Without BOOK_INFO_URL the
 * book-info emulation (book-info/service.ts) is started in-process on 127.0.0.1:BOOK_INFO_PORT
 * (default: a free port, printed at start-up); BOOK_INFO_CONTROL=1 gives it the switch
 * POST /__control {mode: 'up' | 'down' | 'slow'} that end-to-end tests use to make it fail.
 * ALLOWED_ORIGINS: origins, comma-separated, that every organisation allows for credentialed
 * CORS and framing besides its own list (`https://www.school.edu.cn`, `http://localhost:*`;
 * a bare `*` stops the start-up).
 * PAYMENT_GATEWAY, PAYMENT_EMULATOR_URL / _HOST / _PORT / _PUBLIC_URL, PAYMENT_SECRET,
 * PAYMENT_NOTIFY_URL, DESK_SECRET_<ORGCODE>: payments (payments/config.ts); by default the
 * gateway emulator starts in-process on a free port, printed at start-up.
 * RSS_ALLOW_HOSTS: `ip:port` pairs, comma-separated, whose feeds may be fetched although the
 * address is private (an end-to-end test's local feed server); empty by default, never in use.
 * SMS_OUTBOX=1: the emulated SMS gateway prints every text (phone-binding codes) on the console
 * and serves the recent ones at GET /api/__sms-outbox?phone=<number>; for the demo only.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { aiProviderFromEnv } from './ai/config';
import { builtInProvider } from './ai/provider';
import { buildApp } from './app';
import { ssoSecretsFromEnv } from './auth/sso';
import { configurePasswordPool, defaultPasswordPoolOptions } from './auth/password';
import { catalogueSource } from './book-info/catalogue-source';
import { bookInfoConfigFromEnv } from './book-info/config';
import { CONTROL_PATH } from './book-info/protocol';
import { startBookInfoService, type BookInfoService } from './book-info/service';
import { openDatabase, type DatabaseHandle } from './db/client';
import { positiveInt } from './env';
import { startScheduler, type Scheduler } from './jobs/scheduler';
import { originsFromEnv } from './http/origin-patterns';
import { startPayments, type PaymentsSetup } from './payments/setup';
import { backfillSearchColumns } from './search/backfill';
import { seedDemoData } from './seed/index';
import { openSharedState, type SharedState } from './instance-state';
import { allowHostsFromEnv } from './rss/reader';

/** "true", or the proxy addresses / CIDRs to trust, comma-separated. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
let bookInfoService: BookInfoService | undefined;
let payments: PaymentsSetup | undefined;
let sharedState: SharedState | undefined;
let scheduler: Scheduler | undefined;
let closing = false;

/** Stop taking requests, let those in flight finish, then close the database (PGlite flushes). */
async function shutdown(reason: string, exitCode: number) {
  if (closing) return;
  closing = true;
  console.log(`${reason}: closing`);
  try {
    await scheduler?.stop();
    await app?.close();
    await bookInfoService?.close();
    await payments?.close();
    await sharedState?.close();
    await database?.close();
  } finally {
    process.exit(exitCode);
  }
}

async function main() {
  const port = positiveInt(process.env.PORT, 8080);
  const host = process.env.HOST ?? 'localhost';
  const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : undefined;
  // Read before opening the database: a bad AI configuration fails the start-up at once.
  const aiProvider = aiProviderFromEnv(process.env) ?? builtInProvider;
  const bookInfo = bookInfoConfigFromEnv(process.env);
  const allowedOrigins = originsFromEnv(process.env.ALLOWED_ORIGINS);
  process.once('SIGINT', () => void shutdown('SIGINT', 0));
  process.once('SIGTERM', () => void shutdown('SIGTERM', 0));

  const hashing = defaultPasswordPoolOptions();
  await configurePasswordPool({
    threads: positiveInt(process.env.PASSWORD_HASH_THREADS, hashing.threads),
    maxQueue: positiveInt(process.env.PASSWORD_HASH_QUEUE, hashing.maxQueue),
  });
  sharedState = await openSharedState(process.env.REDIS_URL);
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  const seed = await seedDemoData(database);
  console.log(seed.seeded ? `demo data loaded in ${seed.ms} ms` : 'demo data present, not seeded');
  // Books written before the search columns existed (or by older code) become findable.
  const backfilled = await backfillSearchColumns(database.db);
  if (backfilled > 0) console.log(`search columns filled for ${backfilled} books`);

  if (bookInfo.kind === 'emulation') {
    bookInfoService = await startBookInfoService({
      source: catalogueSource(database.db),
      port: bookInfo.port,
      control: bookInfo.control,
      logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    });
  }
  const bookInfoUrl = bookInfo.kind === 'external' ? bookInfo.url : bookInfoService?.url;
  payments = await startPayments(process.env, port);

  app = await buildApp({
    db: database,
    loginRateLimit: positiveInt(process.env.LOGIN_RATE_LIMIT, 10),
    loginAddressRateLimit: positiveInt(process.env.LOGIN_ADDRESS_RATE_LIMIT, 30),
    questionRateLimit: positiveInt(process.env.AI_QUESTION_RATE_LIMIT, 30),
    trustProxy: trustProxy(process.env.TRUST_PROXY),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    aiProvider,
    bookInfoUrl,
    sharedState,
    // SSO_SECRET_<ORGCODE>: an organisation's single-sign-on secret (README "Sessions").
    ssoSecrets: ssoSecretsFromEnv(process.env),
    allowedOrigins,
    smsOutbox: process.env.SMS_OUTBOX === '1',
    paymentGateway: payments.gateway,
    paymentNotifyUrl: payments.notifyUrl,
    deskSecrets: payments.deskSecrets,
    // RSS_ALLOW_HOSTS=127.0.0.1:PORT,…: private feed servers that may be fetched (tests only).
    rss: { allowHosts: allowHostsFromEnv(process.env.RSS_ALLOW_HOSTS) },
  });
  await app.listen({ port, host });
  // Fines, reservation expiry and reminders every JOB_PERIOD_MINUTES (5); JOBS=off leaves them
  // to other instances. Each job runs on one instance per period (jobs/scheduler.ts).
  if (process.env.JOBS !== 'off') {
    scheduler = startScheduler({
      db: database.db,
      shared: sharedState,
      periodMs: positiveInt(process.env.JOB_PERIOD_MINUTES, 5) * 60_000,
      log: app.log,
    });
  }
  // Since the process started, so module loading (tsx, PGlite's WASM) is counted too.
  const ms = Math.round(process.uptime() * 1000);
  console.log(
    `libportal listening on http://localhost:${port} (db: ${database.kind}), started in ${ms} ms`,
  );
  console.log(`AI librarian: ${aiProvider.name}`);
  console.log(
    `shared state: ${sharedState.kind === 'redis' ? 'Redis (REDIS_URL)' : 'this process'}`,
  );
  const emulation = bookInfoService
    ? ` (emulation${bookInfo.kind === 'emulation' && bookInfo.control ? `, switch: POST ${bookInfoService.baseUrl}${CONTROL_PATH}` : ''})`
    : '';
  console.log(`book-info service: ${bookInfoUrl}${emulation}`);
  console.log(payments.summary);
}

main().catch((error: unknown) => {
  console.error('libportal failed to start:', error);
  void shutdown('start-up failure', 1);
});
