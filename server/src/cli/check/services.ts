/**
 * What the server connects to: the database (reachable, its migrations all applied — read, not
 * applied, so `check` changes nothing) and Redis when REDIS_URL names one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/client';
import { migrationsDir } from '../../paths';
import type { CheckResult } from './types';

/** Long enough for a server across a network, short enough for a person waiting. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Both drivers answer `execute` with `{rows}` (the search modules read it the same way). */
async function rowsOf<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Whether a table exists. Asked apart from the query that reads it: PostgreSQL resolves every
 * table a statement names before running it, whatever branch of a CASE would reach it.
 */
async function tableExists(handle: DatabaseHandle, name: string): Promise<boolean> {
  const rows = await rowsOf<{ found: boolean }>(
    handle,
    sql`select to_regclass(${name}) is not null as found`,
  );
  return rows[0]?.found === true;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this version of the server has, oldest first (drizzle's journal). */
export function journalEntries(): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * drizzle's migrator applies every journal entry newer than the newest `created_at` it has
 * recorded (its `when`): the same rule tells which are pending.
 */
export async function migrationsCheck(handle: DatabaseHandle): Promise<CheckResult> {
  const name = 'migrations';
  const entries = journalEntries();
  const rows = (await tableExists(handle, 'drizzle.__drizzle_migrations'))
    ? await rowsOf<{ last: string | null }>(
        handle,
        sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
      )
    : [];
  const last = Number(rows[0]?.last ?? 0);
  const pending = entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
  if (pending.length === 0) return { name, ok: true, detail: `all ${entries.length} applied` };
  return {
    name,
    ok: false,
    detail:
      `${pending.length} of ${entries.length} not applied (${pending.slice(0, 3).join(', ')}` +
      `${pending.length > 3 ? ', …' : ''}): the server applies them when it starts`,
  };
}

export async function serverSecretCheck(handle: DatabaseHandle): Promise<CheckResult> {
  const rows = await rowsOf<{ n: number }>(
    handle,
    sql`select count(*)::int as n from server_secret`,
  );
  return Number(rows[0]?.n ?? 0) > 0
    ? { name: 'signing and login keys', ok: true, detail: 'in the database (server_secret)' }
    : { name: 'signing and login keys', ok: true, detail: 'made at the first start of the server' };
}

export async function organizationCodes(handle: DatabaseHandle): Promise<Set<string>> {
  const rows = await rowsOf<{ orgcode: string }>(handle, sql`select orgcode from organization`);
  return new Set(rows.map((row) => row.orgcode.toUpperCase()));
}

export async function redisCheck(url: string | undefined): Promise<CheckResult> {
  const name = 'Redis (REDIS_URL)';
  if (!url)
    return { name, ok: true, detail: 'not set: shared state in the process (one instance)' };
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    // One try: a check reports, it does not wait for Redis to come back.
    retryStrategy: () => null,
  });
  // Errors are reported by the calls below; without a listener ioredis prints them too.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const pong = await client.ping();
    return {
      name,
      ok: pong === 'PONG',
      detail: pong === 'PONG' ? 'reachable' : `answered ${pong}`,
    };
  } catch (error) {
    return { name, ok: false, detail: `unreachable: ${(error as Error).message}` };
  } finally {
    client.disconnect();
  }
}
