import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AiProvider } from './ai/provider';
import type { ServerSecrets } from './auth/secrets';
import type { BookInfoClient } from './book-info/client';
import type { Database, DatabaseKind } from './db/client';
import type { AllowedOrigins } from './http/allowed-origins';
import type { OrganizationChanges } from './http/organization-changes';
import type { WriteLimits } from './http/limit-counter';
import type { Payments } from './payments/service';
import type { FeedReader } from './rss/reader';
import type { CountCache } from './search/count-cache';
import type { SearchChanges } from './search/invalidation';
import type { SharedState } from './instance-state';
import type { SmsGateway } from './sms/gateway';
import type { OrganizationZones } from './time';
import type { SearchCounts } from './search/books';

/** What every route module needs, handed in once by buildApp (no global state). */
export interface AppContext {
  db: Database;
  kind: DatabaseKind;
  secrets: ServerSecrets;
  /** How long a rotated refresh token still gets the same successor (auth/refresh.ts). */
  refreshGraceMs: number;
  /** How long a one-time SSO code is valid (auth/sso.ts). */
  ssoCodeTtlMs: number;
  /** Login attempts per minute per ip + orgcode + readercode. */
  loginRateLimit: number;
  /** AI librarian questions per minute per ip + organisation. */
  questionRateLimit: number;
  /** Login attempts per minute per address, whatever the reader codes. */
  loginAddressRateLimit: number;
  /** What a reader may repeat (comments, booklists, …) per organisation + reader. */
  writeLimits: WriteLimits;
  /** The clock of limits, points and hot-word days (tests move it). */
  now: () => number;
  /** Answers the AI librarian's questions (built-in, or an OpenAI-compatible API). */
  aiProvider: AiProvider;
  /** The external book-info (rating) service; answers nothing when none is configured. */
  bookInfo: BookInfoClient;
  /** Facet counts of recent searches (search/count-cache.ts); dropped through searchChanges. */
  searchCounts: CountCache<SearchCounts>;
  /**
   * Tells every instance that copies or books changed, so each drops its search counts and
   * did-you-mean vocabulary (search/invalidation.ts); writes that change them call it.
   */
  searchChanges: SearchChanges;
  /**
   * What instances must agree on (revoked sessions, one-time codes, rate-limit counters, job
   * locks, cache invalidation): Redis with REDIS_URL, else this process.
   */
  shared: SharedState;
  /**
   * Where text messages go (sms/gateway.ts): the emulated outbox unless a real gateway is
   * configured; `outboxReadable` serves the outbox at /api/__sms-outbox (SMS_OUTBOX=1, demo).
   */
  sms: { gateway: SmsGateway; outboxReadable: boolean };
  /** Each organisation's allowed origins (CORS, framing, a bank payment's return page). */
  allowedOrigins: AllowedOrigins;
  /** Tells every instance that an organisation's settings changed (http/organization-changes.ts). */
  organizationChanges: OrganizationChanges;
  /**
   * Each organisation's time zone, for a request that knows only the organisation's id: every
   * library day (due dates, periods, hot-word days) is computed in it (server/src/time/).
   */
  timeZones: OrganizationZones;
  /** Bills, fines, the deposit and payments through the gateway (payments/service/). */
  payments: Payments;
  /** RSS feeds fetched for readers through the address filter, cached (rss/reader.ts). */
  rssFeeds: FeedReader;
  /**
   * The server's folder of temporary files (`$DATA_DIR/temp`): catalogue uploads while they
   * are imported, so a killed server's leftovers are found and deleted.
   */
  tempDir: string;
}

/** A route module: a Fastify plugin with TypeBox type inference and the app context. */
export type RoutePlugin = FastifyPluginAsyncTypebox<{ ctx: AppContext }>;
