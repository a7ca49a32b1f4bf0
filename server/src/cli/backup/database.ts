/** The few questions backup and restore ask the PostgreSQL server directly. */
import pg from 'pg';
import { CliError } from '../output';

/** Tables, views and sequences outside PostgreSQL's own schemas. */
const USER_RELATIONS = `select count(*)::int as n from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
    and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`;

const USER_TABLES = `select count(*)::int as n from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
    and c.relkind in ('r', 'p')`;

/** Connects (a clear refusal when the server cannot be reached), runs `work`, disconnects. */
export async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new CliError(`cannot reach the database of DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function countRelations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(USER_RELATIONS);
  return rows[0]?.n ?? 0;
}

export async function countTables(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(USER_TABLES);
  return rows[0]?.n ?? 0;
}

/** Migrations recorded by drizzle (schema `drizzle`), 0 when it has none. */
export async function appliedMigrations(client: pg.Client): Promise<number> {
  // Asked apart: PostgreSQL resolves a statement's tables before any CASE could skip one.
  const exists = await client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists.rows[0]?.found) return 0;
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return rows[0]?.n ?? 0;
}
