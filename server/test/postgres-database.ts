import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDemoData } from '../src/seed/index';
import { SMALL_CATALOGUE } from './helpers';

/** The PostgreSQL server suites also run on, when TEST_DATABASE_URL names one. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL;

/** Runs one statement on the server's admin database (create, drop, terminate). */
export async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty database of its own on the PostgreSQL server, so parallel runs never collide:
 * its URL, and `drop` for afterwards.
 */
export async function createPostgresDatabase(): Promise<{
  name: string;
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `libportal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(postgresAdminUrl ?? '');
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/** Such a database, migrated and seeded; `close` also drops it. */
export async function openPostgresTestDatabase(): Promise<DatabaseHandle> {
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: database.url });
  await handle.migrate();
  await seedDemoData(handle, SMALL_CATALOGUE);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
