import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { ApiPath } from '../../src/core/api/contract';
import { builtInProvider, type AiProvider } from './ai/provider';
import { readAccessToken } from './auth/guard';
import { REFRESH_REUSE_GRACE_MS } from './auth/refresh';
import { loadServerSecrets } from './auth/secrets';
import { loadRevokedSessions } from './auth/sessions';
import { SSO_CODE_TTL_MS, provisionSsoSecrets } from './auth/sso';
import { bookInfoClient } from './book-info/client';
import type { AppContext, RoutePlugin } from './context';
import type { SearchCounts } from './search/books';
import { CountCache } from './search/count-cache';
import { searchChanges } from './search/invalidation';
import { MemorySharedState, RedisSharedState, type SharedState } from './instance-state';
import type { DatabaseHandle } from './db/client';
import { AllowedOrigins } from './http/allowed-origins';
import { OrganizationZones } from './time';
import type { TestClock } from './time/test-clock';
import { corsOptions } from './http/cors';
import { errorHandler } from './http/errors';
import { requestIdOf } from './http/logging';
import { registerOperations, type OperationsOptions } from './http/operations';
import { registerPublicUrl } from './http/public-url';
import { DEFAULT_WRITE_LIMITS, type WriteLimits } from './http/limit-counter';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStatic } from './http/static';
import { organizationChanges } from './http/organization-changes';
import type { PaymentGateway } from './payments/gateway';
import { Payments } from './payments/service';
import { defaultDataDir, defaultDistDir, defaultExamplesDir, tempDirOf } from './paths';
import { aiRoutes } from './routes/ai';
import { bookDetailRoutes } from './routes/book-detail';
import { bookRoutes } from './routes/books';
import { calendarRoutes } from './routes/calendar';
import { circulationRoutes } from './routes/circulation';
import { discoveryRoutes } from './routes/discovery';
import { ebookRoutes } from './routes/ebooks';
import { fileRoutes } from './routes/files';
import { followRoutes } from './routes/follows';
import { healthRoutes } from './routes/health';
import { identityRoutes } from './routes/identity';
import { libraryAdminRoutes } from './routes/library-admin';
import { libraryAdminCatalogueRoutes } from './routes/library-admin-catalogue';
import { libraryAdminReadersRoutes } from './routes/library-admin-readers';
import { libraryAdminSettingsRoutes } from './routes/library-admin-settings';
import { libraryAdminReportsRoutes } from './routes/library-admin-reports';
import { libraryAdminContentRoutes } from './routes/library-admin-content';
import { libraryAdminLabelsRoutes } from './routes/library-admin-labels';
import { libraryAdminActivitiesRoutes } from './routes/library-admin-activities';
import { libraryAdminImportRoutes } from './routes/library-admin-import';
import { moneyRoutes } from './routes/money';
import { messageRoutes } from './routes/messages';
import { newsRoutes } from './routes/news';
import { organizationRoutes } from './routes/organization';
import { organizationListRoutes } from './routes/organization-list';
import { pointRoutes } from './routes/points';
import { preborrowRoutes } from './routes/preborrow';
import { coverRoutes } from './routes/covers';
import { readerHomeRoutes } from './routes/reader-home';
import { readingRoutes } from './routes/reading';
import { reviewRoutes } from './routes/reviews';
import { readingStatsRoutes } from './routes/reading-stats';
import { readingListRoutes } from './routes/reading-lists';
import { settingsRoutes } from './routes/settings';
import { testClockRoutes } from './routes/test-clock';
import { shelvesRoutes } from './routes/shelves';
import { ssoRoutes } from './routes/sso';
import { rssRoutes } from './routes/rss';
import { FeedReader, feedReaderOptions, type FeedReaderSettings } from './rss/reader';
import { volunteerRoutes } from './routes/volunteer';
import { departmentRoutes } from './routes/departments';
import { programRoutes } from './routes/programs';
import { mediaRoutes } from './routes/media';
import { writingRoutes } from './routes/writing';
import { activityRoutes } from './routes/activities';
import { questionRoutes } from './routes/questions';
import { selfTestRoutes } from './routes/self-tests';
import { assignmentRoutes } from './routes/assignments';
import { assignmentTeacherRoutes } from './routes/assignments-teacher';
import { assignmentStatsRoutes } from './routes/assignment-stats';
import { studentLearningRoutes } from './routes/student-learning';
import type { SmsGateway } from './sms/gateway';
import { outboxGateway } from './sms/outbox';

export interface BuildAppOptions extends Omit<OperationsOptions, 'poolStats'> {
  /** `listen`: hear changes other processes announce on the database (search/invalidation.ts). */
  db: Pick<DatabaseHandle, 'db' | 'kind' | 'poolStats'> & Partial<Pick<DatabaseHandle, 'listen'>>;
  /** PUBLIC_URL's origin: the address readers use, for every absolute URL (http/public-url.ts). */
  publicUrl?: string;
  /** Build output holding portal/ and embed/ (default <repo>/dist). */
  distDir?: string;
  /** Plain example pages (default <repo>/examples). */
  examplesDir?: string;
  /** Login attempts per minute per ip + orgcode + readercode (default 10). */
  loginRateLimit?: number;
  /** AI librarian questions per minute per ip + organisation (default 30). */
  questionRateLimit?: number;
  /** Failed logins per minute per address across reader codes (default 30). */
  loginAddressRateLimit?: number;
  /** Per-reader limits on repeated writes, by kind (default: http/limit-counter.ts). */
  writeLimits?: Partial<WriteLimits>;
  /** The clock of limits, online points and hot-word days (default Date.now). */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** A logger made already (main.ts: the one its start-up lines use), instead of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Behind a reverse proxy: which X-Forwarded-For hops to trust (the rate limit keys on ip). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Who answers the AI librarian's questions (default: built-in answers, no network). */
  aiProvider?: AiProvider;
  /** Endpoint of the book-info (rating) service, e.g. the emulation's (default: none, no ratings). */
  bookInfoUrl?: string;
  /** Where search counts are kept (default: a new one; the bench passes its own to clear it). */
  searchCounts?: CountCache<SearchCounts>;
  /** Shared with other instances (openSharedState(REDIS_URL)); default: this process only. */
  sharedState?: SharedState;
  /** How long a rotated refresh token still gets the same successor (default 30 s). */
  refreshGraceMs?: number;
  /** How long a one-time SSO code is valid (default 60 s). */
  ssoCodeTtlMs?: number;
  /** Organisations' SSO secrets to store (orgcode → secret; SSO_SECRET_<ORGCODE>). */
  ssoSecrets?: Record<string, string>;
  /** Told of each route as it is registered: the route-wide fuzz test lists them this way. */
  onRoute?: (route: RouteOptions) => void;
  /** Origins every organisation allows besides its own list (ALLOWED_ORIGINS; never `*`). */
  allowedOrigins?: readonly string[];
  /** The payment gateway (main.ts: the emulator); default none: cash at the desk only. */
  paymentGateway?: PaymentGateway | null;
  /** Where the gateway sends notifications (PAYMENT_NOTIFY_URL, else PUBLIC_URL's API). */
  paymentNotifyUrl?: string;
  /** How long an online payment stays open (default 15 minutes). */
  paymentTtlMs?: number;
  /** Organisations' desk secrets (orgcode → secret; DESK_SECRET_<ORGCODE>). */
  deskSecrets?: Record<string, string>;
  /** Where SMS codes are sent (default: the emulated outbox, sms/outbox.ts). */
  smsGateway?: SmsGateway;
  /**
   * Print each emulated SMS and serve GET /api/__sms-outbox to this machine (SMS_OUTBOX=1;
   * the demo only: main.ts never turns it on in production).
   */
  smsOutbox?: boolean;
  /** RSS fetching: limits, cache times and the `ip:port` allow-list (RSS_ALLOW_HOSTS; tests). */
  rss?: FeedReaderSettings;
  /**
   * A movable clock for a server under test (LIBPORTAL_TEST_CLOCK=1; main.ts never makes one
   * in production): the app's clock unless `now` is given, and POST /api/__test/clock to move
   * it (time/test-clock.ts).
   */
  testClock?: TestClock;
  /** The server's temporary files, catalogue uploads (default `<repo>/.data/temp`). */
  tempDir?: string;
}

const BODY_LIMIT = 64 * 1024;
const DEFAULT_LOGIN_RATE_LIMIT = 10;
const DEFAULT_QUESTION_RATE_LIMIT = 30;
// Only failures count: a class logging in together from one school address (NAT) succeeds, and
// 30 mistyped passwords a minute from one address is far more than a class makes; a sprayer
// fails hundreds of times.
const DEFAULT_LOGIN_ADDRESS_RATE_LIMIT = 30;
const PK_PREFIX = '/api/pkapi/';

/** Calls flagged as "PK requests" get a /pkapi prefix in the client: same routes. */
function rewriteUrl(req: { url?: string }): string {
  const url = req.url ?? '/';
  return url.startsWith(PK_PREFIX) ? `/api/${url.slice(PK_PREFIX.length)}` : url;
}

const routeModules: RoutePlugin[] = [
  healthRoutes,
  identityRoutes,
  ssoRoutes,
  organizationRoutes,
  organizationListRoutes,
  bookRoutes,
  discoveryRoutes,
  bookDetailRoutes,
  coverRoutes,
  readingRoutes,
  preborrowRoutes,
  moneyRoutes,
  libraryAdminRoutes,
  libraryAdminCatalogueRoutes,
  libraryAdminReadersRoutes,
  libraryAdminSettingsRoutes,
  libraryAdminReportsRoutes,
  libraryAdminContentRoutes,
  libraryAdminLabelsRoutes,
  libraryAdminActivitiesRoutes,
  libraryAdminImportRoutes,
  circulationRoutes,
  messageRoutes,
  calendarRoutes,
  readerHomeRoutes,
  readingStatsRoutes,
  fileRoutes,
  settingsRoutes,
  pointRoutes,
  newsRoutes,
  ebookRoutes,
  aiRoutes,
  rssRoutes,
  shelvesRoutes,
  followRoutes,
  reviewRoutes,
  volunteerRoutes,
  readingListRoutes,
  departmentRoutes,
  programRoutes,
  mediaRoutes,
  writingRoutes,
  activityRoutes,
  questionRoutes,
  selfTestRoutes,
  assignmentRoutes,
  assignmentTeacherRoutes,
  assignmentStatsRoutes,
  studentLearningRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    bodyLimit: BODY_LIMIT,
    rewriteUrl,
    trustProxy: options.trustProxy ?? false,
    // A path that does not decode (`/embed/%`) gets an envelope too, not Fastify's own JSON.
    frameworkErrors: errorHandler,
    // The proxy's id when it sends one (nginx's $request_id), so both logs name one request.
    genReqId: requestIdOf,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Bodies are checked strictly (no coercion); query strings are converted (TypeBox Convert).
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setErrorHandler(errorHandler);
  registerPublicUrl(app, options.publicUrl);
  // Before any route, so that every one (the API's and the static files') is reported.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const shared = options.sharedState ?? new MemorySharedState();
  const allowedOrigins = new AllowedOrigins(
    options.db.db,
    options.allowedOrigins,
    (orgcode, entry) =>
      app.log.warn(`organisation ${orgcode}: allowed origin "${entry}" skipped: not an origin`),
  );
  const searchCounts = options.searchCounts ?? new CountCache<SearchCounts>();
  const timeZones = new OrganizationZones(options.db.db, (message) => app.log.warn(message));
  const ctx: AppContext = {
    db: options.db.db,
    kind: options.db.kind,
    secrets: await loadServerSecrets(options.db.db),
    refreshGraceMs: options.refreshGraceMs ?? REFRESH_REUSE_GRACE_MS,
    ssoCodeTtlMs: options.ssoCodeTtlMs ?? SSO_CODE_TTL_MS,
    loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    questionRateLimit: options.questionRateLimit ?? DEFAULT_QUESTION_RATE_LIMIT,
    loginAddressRateLimit: options.loginAddressRateLimit ?? DEFAULT_LOGIN_ADDRESS_RATE_LIMIT,
    writeLimits: { ...DEFAULT_WRITE_LIMITS, ...options.writeLimits },
    now: options.now ?? options.testClock?.now ?? Date.now,
    aiProvider: options.aiProvider ?? builtInProvider,
    bookInfo: bookInfoClient(options.bookInfoUrl),
    searchCounts,
    searchChanges: searchChanges({
      shared,
      db: options.db.db,
      counts: searchCounts,
      onError: (error) => app.log.warn({ err: error }, 'search changes not published'),
      database: options.db.listen ? { listen: options.db.listen } : undefined,
    }),
    shared,
    sms: {
      gateway:
        options.smsGateway ??
        outboxGateway(options.db.db, options.smsOutbox ? (line) => console.log(line) : undefined),
      outboxReadable: options.smsOutbox ?? false,
    },
    allowedOrigins,
    organizationChanges: organizationChanges({
      shared,
      onError: (error) => app.log.warn({ err: error }, 'settings change not published'),
    }),
    timeZones,
    payments: new Payments({
      db: options.db.db,
      gateway: options.paymentGateway ?? null,
      notifyUrl:
        options.paymentNotifyUrl ??
        `${options.publicUrl ?? 'http://localhost:8080'}/api${ApiPath.paymentNotify}`,
      onlineTtlMs: options.paymentTtlMs,
      deskSecrets: options.deskSecrets,
      warn: (message, error) => app.log.warn({ err: error }, message),
      zoneOf: (orgId) => timeZones.of(orgId),
    }),
    rssFeeds: new FeedReader(shared, feedReaderOptions(options.rss), options.now),
    tempDir: options.tempDir ?? tempDirOf(defaultDataDir),
  };
  app.addHook('onClose', async () => ctx.searchChanges.close());
  app.addHook('onClose', async () => ctx.organizationChanges.close());
  ctx.organizationChanges.onChange(() => allowedOrigins.forget());
  // A state the app made for itself ends with it; one handed in belongs to the caller.
  if (!options.sharedState) app.addHook('onClose', () => ctx.shared.close());
  await provisionSsoSecrets(ctx.db, options.ssoSecrets ?? {});
  // Sessions ended before this start stay ended (auth/sessions.ts).
  await loadRevokedSessions(ctx);

  await registerSecurityHeaders(app, allowedOrigins);
  await registerOperations(app, { ...options, poolStats: options.db.poolStats });
  await app.register(fastifyCors, corsOptions(allowedOrigins));
  await app.register(
    async (api) => {
      api.decorateRequest('auth', null);
      // The portal's refresh token travels in a cookie (auth/refresh-cookie.ts).
      await api.register(fastifyCookie);
      api.addHook('onRequest', readAccessToken(ctx));
      api.addHook('onSend', async (_request, reply) => {
        // Answers carry personal data: no shared caches, unless a route chose otherwise.
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      // Counters in Redis when instances share one, so a limit holds across all of them.
      await api.register(fastifyRateLimit, {
        global: false,
        ...(ctx.shared instanceof RedisSharedState
          ? { redis: ctx.shared.client, nameSpace: 'libportal:rate-limit:' }
          : {}),
      });
      for (const routes of routeModules) await api.register(routes, { ctx });
      if (options.testClock) await api.register(testClockRoutes(options.testClock));
    },
    { prefix: '/api' },
  );
  await registerStatic(app, {
    distDir: options.distDir ?? defaultDistDir,
    examplesDir: options.examplesDir ?? defaultExamplesDir,
    organizationChanges: ctx.organizationChanges,
  });
  return app;
}
