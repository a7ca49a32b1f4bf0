import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  /** Directory holding `pglite/` (default <repo>/.data); 'memory://' keeps PGlite in memory. */
  dataDir?: string;
}

export const IN_MEMORY = 'memory://';
const drizzleConfig = { schema, casing: 'snake_case' } as const;
const migrationConfig = { migrationsFolder: migrationsDir };

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir ?? defaultDataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let location = IN_MEMORY;
  if (dataDir !== IN_MEMORY) {
    location = join(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, ...drizzleConfig });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, migrationConfig),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
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
    close: () => pool.end(),
  };
}
