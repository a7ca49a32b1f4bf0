import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPostgres } from './listen';
import { defaultDataDir, migrationsDir } from '../paths';
import * as schema from './schema';

/** One query surface for both drivers: every query in the server is written against this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies server/migrations (idempotent). */
  migrate(): Promise<void>;
  /** The connection pool's state, for /api/metrics (PostgreSQL; PGlite has one connection). */
  poolStats?(): PoolStats;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` from any process on this
   * database (db/listen.ts); resolves, once listening, to the function that stops it.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a gzipped tarball, to open copies from (tests). */
  snapshot?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  /** Directory holding `pglite/` (default <repo>/.data); 'memory://' keeps PGlite in memory. */
  dataDir?: string;
  /** PGlite in memory only: start from this snapshot (DatabaseHandle.snapshot) of a database. */
  snapshot?: Blob;
}

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export const IN_MEMORY = 'memory://';
const drizzleConfig = { schema, casing: 'snake_case' } as const;
const migrationConfig = { migrationsFolder: migrationsDir };

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir ?? defaultDataDir, options.snapshot);
}

/**
 * PGlite is the demo's database (one process) and a development dependency: a production
 * install (`npm ci --omit=dev`) has only PostgreSQL's driver, so PGlite is loaded when used.
 */
async function loadPglite() {
  try {
    const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    return { PGlite, pg_trgm, drizzle, migrate };
  } catch (error) {
    throw new Error(
      'the embedded database (PGlite) is not installed here (a production install): set DATABASE_URL to a PostgreSQL database',
      { cause: error },
    );
  }
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  const { PGlite, pg_trgm, drizzle: drizzlePglite, migrate: migratePglite } = await loadPglite();
  let location = IN_MEMORY;
  if (dataDir !== IN_MEMORY) {
    if (snapshot) throw new Error('a PGlite snapshot opens in memory only');
    location = join(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    extensions: { pg_trgm },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const db = drizzlePglite({ client, ...drizzleConfig });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, migrationConfig),
    // One process holds a PGlite database: NOTIFY reaches listeners of this process only.
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler);
      return () => unlisten();
    },
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('gzip'),
  };
}

const POOL_MAX = 10;

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: POOL_MAX });
  // An idle connection the server ends (a restart, an administrator, a dropped database while
  // closing) must not crash the process: the pool drops it and opens another when needed.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost while idle: ${error.message}`);
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, ...drizzleConfig });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, migrationConfig),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
    listen: async (channel, handler) => {
      const listener = listenPostgres(connectionString, channel, handler);
      // Unreachable at first: the listener says so and keeps trying in the background.
      await listener.ready.catch(() => undefined);
      return listener.stop;
    },
    close: () => pool.end(),
  };
}
