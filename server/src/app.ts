import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { builtInProvider, type AiProvider } from './ai/provider';
import { readAccessToken } from './auth/guard';
import { loadServerSecrets } from './auth/secrets';
import { bookInfoClient } from './book-info/client';
import type { AppContext, RoutePlugin } from './context';
import type { SearchCounts } from './search/books';
import { CountCache } from './search/count-cache';
import type { DatabaseHandle } from './db/client';
import { corsOptions } from './http/cors';
import { errorHandler } from './http/errors';
import { registerStatic } from './http/static';
import { defaultDistDir, defaultExamplesDir } from './paths';
import { aiRoutes } from './routes/ai';
import { bookDetailRoutes } from './routes/book-detail';
import { bookRoutes } from './routes/books';
import { discoveryRoutes } from './routes/discovery';
import { fileRoutes } from './routes/files';
import { healthRoutes } from './routes/health';
import { identityRoutes } from './routes/identity';
import { newsRoutes } from './routes/news';
import { organizationRoutes } from './routes/organization';
import { pointRoutes } from './routes/points';
import { preborrowRoutes } from './routes/preborrow';
import { readingRoutes } from './routes/reading';

export interface BuildAppOptions {
  db: Pick<DatabaseHandle, 'db' | 'kind'>;
  /** Build output holding portal/ and embed/ (default <repo>/dist). */
  distDir?: string;
  /** Plain example pages (default <repo>/examples). */
  examplesDir?: string;
  /** Login attempts per minute per ip + orgcode + readercode (default 10). */
  loginRateLimit?: number;
  /** AI librarian questions per minute per ip + organisation (default 30). */
  questionRateLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /** Behind a reverse proxy: which X-Forwarded-For hops to trust (the rate limit keys on ip). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Who answers the AI librarian's questions (default: built-in answers, no network). */
  aiProvider?: AiProvider;
  /** Endpoint of the book-info (rating) service, e.g. the emulation's (default: none, no ratings). */
  bookInfoUrl?: string;
  /** Where search counts are kept (default: a new one; the bench passes its own to clear it). */
  searchCounts?: CountCache<SearchCounts>;
}

const BODY_LIMIT = 64 * 1024;
const DEFAULT_LOGIN_RATE_LIMIT = 10;
const DEFAULT_QUESTION_RATE_LIMIT = 30;
const PK_PREFIX = '/api/pkapi/';

/** Calls flagged as "PK requests" get a /pkapi prefix in the client (spec §7): same routes. */
function rewriteUrl(req: { url?: string }): string {
  const url = req.url ?? '/';
  return url.startsWith(PK_PREFIX) ? `/api/${url.slice(PK_PREFIX.length)}` : url;
}

const routeModules: RoutePlugin[] = [
  healthRoutes,
  identityRoutes,
  organizationRoutes,
  bookRoutes,
  discoveryRoutes,
  bookDetailRoutes,
  readingRoutes,
  preborrowRoutes,
  fileRoutes,
  pointRoutes,
  newsRoutes,
  aiRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    rewriteUrl,
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Bodies are checked strictly (no coercion); query strings are converted (TypeBox Convert).
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setErrorHandler(errorHandler);

  const ctx: AppContext = {
    db: options.db.db,
    kind: options.db.kind,
    secrets: await loadServerSecrets(options.db.db),
    loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    questionRateLimit: options.questionRateLimit ?? DEFAULT_QUESTION_RATE_LIMIT,
    aiProvider: options.aiProvider ?? builtInProvider,
    bookInfo: bookInfoClient(options.bookInfoUrl),
    searchCounts: options.searchCounts ?? new CountCache(),
  };

  await app.register(fastifyCors, corsOptions(ctx.db));
  await app.register(
    async (api) => {
      api.decorateRequest('auth', null);
      api.addHook('onRequest', readAccessToken(ctx.secrets.jwtSecret));
      api.addHook('onSend', async (_request, reply) => {
        // Answers carry personal data: no shared caches, unless a route chose otherwise.
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(fastifyRateLimit, { global: false });
      for (const routes of routeModules) await api.register(routes, { ctx });
    },
    { prefix: '/api' },
  );
  await registerStatic(app, {
    distDir: options.distDir ?? defaultDistDir,
    examplesDir: options.examplesDir ?? defaultExamplesDir,
  });
  return app;
}
