/**
 * A scratch PostgreSQL database for one size of the account bench: created next to the one
 * BENCH_DATABASE_URL / TEST_DATABASE_URL names (that one is only used to create and drop it),
 * under a name no other run uses, migrated and seeded with the demo data, dropped on dispose.
 */
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client';
import { seedDemoData } from '../../server/src/seed/index';
import { postgresAdminUrl, type RawClient } from '../search-scale/database';

export interface AccountDatabase {
  name: string;
  handle: DatabaseHandle;
  raw: RawClient;
  dispose(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Only names of this shape are ever created or dropped by the account bench. */
const scratchName = (readers: number) =>
  `libportal_account_${readers}_${process.pid}_${Date.now().toString(36)}`;

export async function dropAccountDatabase(name: string, adminUrl = postgresAdminUrl()) {
  if (!/^libportal_account_\d+_\d+_[0-9a-z]+$/.test(name)) throw new Error(`not ours: ${name}`);
  if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

/** A fresh database holding the demo data (organisations, catalogue, borrow types, sites). */
/** `keep`: left in place on dispose (its name printed), to look into its plans with psql. */
export async function openAccountDatabase(readers: number, keep = false): Promise<AccountDatabase> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const name = scratchName(readers);
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.migrate();
    await seedDemoData(handle);
  } catch (error) {
    await handle?.close();
    await dropAccountDatabase(name, adminUrl);
    throw error;
  }
  const opened = handle;
  return {
    name,
    handle: opened,
    raw: (opened.db as unknown as { $client: RawClient }).$client,
    dispose: async () => {
      await opened.close();
      if (keep) console.log(`  kept the database ${name} (drop it when done)`);
      else await dropAccountDatabase(name, adminUrl);
    },
  };
}
