/**
 * The reference API server: environment → database → migrations → demo seed (first start of
 * the demo only) → listen; SIGTERM/SIGINT close it gracefully (startup/shutdown.ts). Every
 * variable it reads is in docs/deploy.md's table.
 *
 * `npm start` runs it from source (tsx) with the embedded PGlite and the demo data;
 * `npm run start:prod` runs the compiled dist/server/main.js with NODE_ENV=production, where
 * it never seeds, refuses an unsafe configuration (startup/production.ts), logs JSON lines
 * only, and never serves the SMS outbox or the browser tests' movable clock.
 */
import { resolve } from 'node:path';
import pino from 'pino';
import { aiProviderFromEnv } from './ai/config';
import { builtInProvider } from './ai/provider';
import { buildApp } from './app';
import { ssoSecretsFromEnv } from './auth/sso';
import { configurePasswordPool, defaultPasswordPoolOptions } from './auth/password';
import { catalogueSource } from './book-info/catalogue-source';
import { bookInfoConfigFromEnv } from './book-info/config';
import { CONTROL_PATH } from './book-info/protocol';
import { startBookInfoService } from './book-info/service';
import { openDatabase } from './db/client';
import { positiveInt } from './env';
import { loggerOptions } from './http/logging';
import { originsFromEnv } from './http/origin-patterns';
import { publicUrlFromEnv } from './http/public-url';
import { openSharedState } from './instance-state';
import { startScheduler } from './jobs/scheduler';
import { createServerMetrics } from './metrics/registry';
import { paymentSettingsFromEnv, startPayments } from './payments/setup';
import { allowHostsFromEnv } from './rss/reader';
import { backfillSearchColumns } from './search/backfill';
import { defaultDataDir, tempDirOf } from './paths';
import { outboxGateway } from './sms/outbox';
import { holdsDemoData, organisationCount } from './startup/database-state';
import { isProduction, productionRefusals } from './startup/production';
import { onSignals, running, shutdown } from './startup/shutdown';
import { TEST_CLOCK_PATH, testClockFromEnv } from './time/test-clock';

/** "true", or the proxy addresses / CIDRs to trust, comma-separated. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

const env = process.env;
const production = isProduction(env);
// Requests are logged in production (each line with its request id); the demo stays quiet.
const logger = pino(loggerOptions(env.LOG_LEVEL ?? (production ? 'info' : 'warn')));
/** A start-up line: a log record in production, a plain line on the demo's console. */
const say = (message: string) => (production ? logger.info(message) : console.log(message));

/** Stops the start-up: each reason names what to set. */
class Refused extends Error {}

async function main() {
  const port = positiveInt(env.PORT, 8080);
  const host = env.HOST ?? 'localhost';
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : undefined;
  if (production) {
    const refusals = productionRefusals(env);
    if (refusals.length > 0) throw new Refused(refusals.join('\n  - '));
  }
  // Read before opening the database: a bad setting fails the start-up at once.
  const publicUrl = publicUrlFromEnv(env);
  const aiProvider = aiProviderFromEnv(env) ?? builtInProvider;
  const bookInfo = bookInfoConfigFromEnv(env);
  const allowedOrigins = originsFromEnv(env.ALLOWED_ORIGINS);
  const paymentSettings = paymentSettingsFromEnv(env, port);
  onSignals(say);

  const hashing = defaultPasswordPoolOptions();
  await configurePasswordPool({
    threads: positiveInt(env.PASSWORD_HASH_THREADS, hashing.threads),
    maxQueue: positiveInt(env.PASSWORD_HASH_QUEUE, hashing.maxQueue),
  });
  const sharedState = (running.sharedState = await openSharedState(env.REDIS_URL));
  const database = (running.database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
  }));
  await database.migrate();
  if (production) {
    if (env.ALLOW_DEMO_DATA !== '1' && (await holdsDemoData(database.db))) {
      throw new Refused(
        'this database holds the demo data, whose accounts share a published password: point DATABASE_URL at a database of its own (or set ALLOW_DEMO_DATA=1 for a trial)',
      );
    }
    if ((await organisationCount(database.db)) === 0) {
      say(
        'no organisation yet: create the first with the libportal command, `node dist/server/cli.js org create --help` (docs/deploy.md)',
      );
    }
  } else {
    // The seed and what only it uses (sharp's image making, the CSV, the e-book files) load
    // here alone: the production bundle keeps it in a chunk it never opens.
    const { seedDemoData } = await import('./seed/index');
    // The tests' own items (LIBPORTAL_TEST_FIXTURES=1, set by the browser tests' server) are
    // never part of the demo a reader sees.
    const seed = await seedDemoData(database, {
      testFixtures: env.LIBPORTAL_TEST_FIXTURES === '1',
    });
    say(seed.seeded ? `demo data loaded in ${seed.ms} ms` : 'demo data present, not seeded');
  }
  // Books written before the search columns existed (or by older code) become findable.
  const backfilled = await backfillSearchColumns(database.db);
  if (backfilled > 0) say(`search columns filled for ${backfilled} books`);

  if (bookInfo.kind === 'emulation') {
    running.bookInfoService = await startBookInfoService({
      source: catalogueSource(database.db),
      port: bookInfo.port,
      control: bookInfo.control,
      logger: loggerOptions(env.LOG_LEVEL ?? 'warn'),
    });
  }
  const bookInfoService = running.bookInfoService;
  const bookInfoUrl = bookInfo.kind === 'external' ? bookInfo.url : bookInfoService?.url;
  const payments = (running.payments = await startPayments(paymentSettings));
  const metrics = createServerMetrics({ poolStats: database.poolStats, processMetrics: true });
  const smsOutbox = env.SMS_OUTBOX === '1';
  // The browser tests' movable clock (LIBPORTAL_TEST_CLOCK=1): none in production, which
  // refused to start with the variable set (startup/production.ts).
  const testClock = testClockFromEnv(env);
  if (testClock) say(`test clock: movable through POST /api${TEST_CLOCK_PATH}`);

  const app = (running.app = await buildApp({
    db: database,
    publicUrl,
    loginRateLimit: positiveInt(env.LOGIN_RATE_LIMIT, 10),
    loginAddressRateLimit: positiveInt(env.LOGIN_ADDRESS_RATE_LIMIT, 30),
    questionRateLimit: positiveInt(env.AI_QUESTION_RATE_LIMIT, 30),
    trustProxy: trustProxy(env.TRUST_PROXY),
    loggerInstance: logger,
    aiProvider,
    bookInfoUrl,
    sharedState,
    // SSO_SECRET_<ORGCODE>: an organisation's single-sign-on secret (docs/auth.md).
    ssoSecrets: ssoSecretsFromEnv(env),
    allowedOrigins,
    // The outbox is read over HTTP in the demo only; a production trial that allows it
    // (ALLOW_SMS_OUTBOX=1) finds the texts in the log.
    smsOutbox: smsOutbox && !production,
    ...(smsOutbox && production
      ? { smsGateway: outboxGateway(database.db, (line) => logger.info(line)) }
      : {}),
    paymentGateway: payments.gateway,
    paymentNotifyUrl: payments.notifyUrl,
    paymentEmulator: payments.emulator,
    deskSecrets: payments.deskSecrets,
    metrics,
    metricsToken: env.METRICS_TOKEN || undefined,
    // RSS_ALLOW_HOSTS=127.0.0.1:PORT,…: private feed servers that may be fetched (tests only).
    rss: { allowHosts: allowHostsFromEnv(env.RSS_ALLOW_HOSTS) },
    testClock,
    // Catalogue uploads wait in $DATA_DIR/temp while they are imported (a folder of our own,
    // so what a killed server left is deleted at the next start).
    tempDir: tempDirOf(dataDir ?? defaultDataDir),
  }));
  await app.listen({ port, host });
  // Fines, reservation expiry and reminders every JOB_PERIOD_MINUTES (5); JOBS=off leaves them
  // to other instances. Each job runs on one instance per period (jobs/scheduler.ts).
  if (env.JOBS !== 'off') {
    running.scheduler = startScheduler({
      db: database.db,
      shared: sharedState,
      periodMs: positiveInt(env.JOB_PERIOD_MINUTES, 5) * 60_000,
      log: app.log,
      observe: metrics.jobRun,
      // The fines job charges the days the app's clock has passed, as the desk's Return does.
      now: testClock?.now,
    });
  }
  // Since the process started, so module loading (tsx, PGlite's WASM) is counted too.
  const ms = Math.round(process.uptime() * 1000);
  say(
    `libportal listening on http://localhost:${port}${publicUrl ? `, readers use ${publicUrl}` : ''} (db: ${database.kind}), started in ${ms} ms`,
  );
  say(`AI librarian: ${aiProvider.name}`);
  say(`shared state: ${sharedState.kind === 'redis' ? 'Redis (REDIS_URL)' : 'this process'}`);
  const emulation = bookInfoService
    ? ` (emulation${bookInfo.kind === 'emulation' && bookInfo.control ? `, switch: POST ${bookInfoService.baseUrl}${CONTROL_PATH}` : ''})`
    : '';
  say(`book-info service: ${bookInfoUrl}${emulation}`);
  say(payments.summary);
}

main().catch((error: unknown) => {
  if (error instanceof Refused) {
    console.error(`libportal refuses to start (NODE_ENV=production):\n  - ${error.message}`);
  } else if (production) {
    logger.fatal({ err: error }, 'libportal failed to start');
  } else {
    console.error('libportal failed to start:', error);
  }
  void shutdown(say, 'start-up failure', 1);
});
