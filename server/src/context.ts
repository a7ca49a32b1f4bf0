import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AiProvider } from './ai/provider';
import type { ServerSecrets } from './auth/secrets';
import type { BookInfoClient } from './book-info/client';
import type { Database, DatabaseKind } from './db/client';
import type { CountCache } from './search/count-cache';
import type { SearchCounts } from './search/books';

/** What every route module needs, handed in once by buildApp (no global state). */
export interface AppContext {
  db: Database;
  kind: DatabaseKind;
  secrets: ServerSecrets;
  /** Login attempts per minute per ip + orgcode + readercode. */
  loginRateLimit: number;
  /** AI librarian questions per minute per ip + organisation. */
  questionRateLimit: number;
  /** Answers the AI librarian's questions (built-in, or an OpenAI-compatible API). */
  aiProvider: AiProvider;
  /** The external book-info (rating) service; answers nothing when none is configured. */
  bookInfo: BookInfoClient;
  /** Facet counts of recent searches (search/count-cache.ts); reservations invalidate. */
  searchCounts: CountCache<SearchCounts>;
}

/** A route module: a Fastify plugin with TypeBox type inference and the app context. */
export type RoutePlugin = FastifyPluginAsyncTypebox<{ ctx: AppContext }>;
