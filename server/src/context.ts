import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerSecrets } from './auth/secrets';
import type { Database, DatabaseKind } from './db/client';

/** What every route module needs, handed in once by buildApp (no global state). */
export interface AppContext {
  db: Database;
  kind: DatabaseKind;
  secrets: ServerSecrets;
  /** Login attempts per minute per ip + orgcode + readercode. */
  loginRateLimit: number;
}

/** A route module: a Fastify plugin with TypeBox type inference and the app context. */
export type RoutePlugin = FastifyPluginAsyncTypebox<{ ctx: AppContext }>;
