import type { FastifyCorsOptions } from '@fastify/cors';
import type { Database } from '../db/client';
import { listAllowedOrigins } from '../queries/organizations';

const CACHE_MS = 60_000;
/** scheme://host[:port] and nothing else; "null" (sandboxed frames, file:) is never echoed. */
const ORIGIN = /^https?:\/\/[^/\s?#@]+$/i;

/** Origins allowed by any organisation, re-read at most once a minute. */
function allowedOrigins(db: Database) {
  let cached: { expires: number; any: boolean; origins: Set<string> } | undefined;
  return async (origin: string): Promise<boolean> => {
    if (!cached || cached.expires < Date.now()) {
      const list = await listAllowedOrigins(db);
      cached = { expires: Date.now() + CACHE_MS, any: list.includes('*'), origins: new Set(list) };
    }
    return cached.any || cached.origins.has(origin);
  };
}

/**
 * Credentialed CORS for the API and the embed script (module scripts load with CORS). The
 * request Origin is echoed when allowed — never `*`, which browsers refuse with credentials.
 */
export function corsOptions(db: Database): FastifyCorsOptions {
  const isAllowed = allowedOrigins(db);
  return {
    origin: (origin, callback) => {
      if (!origin || !ORIGIN.test(origin)) return callback(null, false);
      isAllowed(origin).then(
        (allowed) => callback(null, allowed ? origin : false),
        (error: Error) => callback(error, false),
      );
    },
    credentials: true,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    maxAge: 600,
  };
}
