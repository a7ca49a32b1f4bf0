import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../paths';
import type { Database } from './client';

export interface MigrationLevel {
  /** Migrations recorded as applied in the database. */
  applied: number;
  /** Migrations this server's code ships (server/migrations). */
  expected: number;
  /** The newest applied migration's name, as this code knows it (null: none, or newer code's). */
  latest: string | null;
}

interface Journal {
  entries: { when: number; tag: string }[];
}

let journal: Journal | undefined;
const shipped = (): Journal =>
  (journal ??= JSON.parse(
    readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Journal);

/**
 * Where the database's schema stands against this code, from drizzle's own record of applied
 * migrations (drizzle.__drizzle_migrations, one row per migration, `created_at` being the
 * journal's `when`). Behind: an instance of older code, or a migration that failed; ahead: a
 * newer instance already migrated during a rolling upgrade.
 */
export async function migrationLevel(db: Database): Promise<MigrationLevel> {
  const result = (await db.execute(
    sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number; newest: string | null }[] };
  const row = result.rows[0];
  const { entries } = shipped();
  const newest = row?.newest == null ? undefined : Number(row.newest);
  return {
    applied: row?.applied ?? 0,
    expected: entries.length,
    latest: entries.find((entry) => entry.when === newest)?.tag ?? null,
  };
}
