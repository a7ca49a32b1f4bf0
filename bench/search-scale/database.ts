/**
 * A fresh database per catalogue size — PGlite in a temporary directory, or a scratch
 * PostgreSQL database `libportal_bench_<copies>` created next to the one BENCH_DATABASE_URL /
 * TEST_DATABASE_URL names (that one is only used to create and drop the scratch database) —
 * migrated with the real migrations and loaded with the benchmark catalogue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import { insertBookKinds } from '../../server/src/seed/book-kinds';
import { bulkInsert } from '../../server/src/seed/bulk';
import { locationNames, organizationImages, organizations } from '../../server/src/seed/content';
import { seedFiles } from '../../server/src/seed/files';
import { OrgIds } from '../../server/src/seed/content';
import {
  benchLocations,
  generateCatalogue,
  type CatalogueProbes,
  type CatalogueSources,
} from './catalogue';

export type DbKind = 'pglite' | 'postgres';
export const dbLabel: Record<DbKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** What both drivers' clients offer: text with $n parameters in, rows out. */
export interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface ScratchDatabase {
  kind: DbKind;
  handle: DatabaseHandle;
  raw: RawClient;
  dispose(): Promise<void>;
}

/** postgres://…/<db>: the database BENCH_DATABASE_URL or TEST_DATABASE_URL names, if any. */
export const postgresAdminUrl = () =>
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const rawClientOf = (db: Database) => (db as unknown as { $client: RawClient }).$client;

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Only this name is ever created or dropped: other databases on the server are not touched. */
const scratchName = (copies: number) => `libportal_bench_${copies}`;

/** Drops the scratch PostgreSQL database of a size (after a run that was killed, too). */
export async function dropScratchDatabase(copies: number, adminUrl = postgresAdminUrl()) {
  if (adminUrl) {
    await adminQuery(adminUrl, `drop database if exists ${scratchName(copies)} with (force)`);
  }
}

/** A directory for a PGlite scratch database; whoever made it removes it. */
export const makeScratchDir = () => mkdtempSync(join(tmpdir(), 'libportal-bench-'));
export const removeScratchDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/**
 * A fresh database: PGlite in `dataDir` (removed on dispose when not given), or the scratch
 * PostgreSQL database of this size (dropped first if a previous run left it, and on dispose).
 */
export async function openScratchDatabase(
  kind: DbKind,
  copies: number,
  options: { dataDir?: string; adminUrl?: string } = {},
): Promise<ScratchDatabase> {
  if (kind === 'pglite') {
    const dir = options.dataDir ?? makeScratchDir();
    const handle = await openDatabase({ dataDir: dir });
    return {
      kind,
      handle,
      raw: rawClientOf(handle.db),
      dispose: async () => {
        await handle.close();
        if (!options.dataDir) removeScratchDir(dir);
      },
    };
  }
  const adminUrl = options.adminUrl ?? postgresAdminUrl();
  if (!adminUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await dropScratchDatabase(copies, adminUrl);
  await adminQuery(adminUrl, `create database ${scratchName(copies)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${scratchName(copies)}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    kind,
    handle,
    raw: rawClientOf(handle.db),
    dispose: async () => {
      await handle.close();
      // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN ANALYZE by hand (dropped by the next run).
      if (!process.env.BENCH_KEEP_DATABASE) await dropScratchDatabase(copies, adminUrl);
    },
  };
}

/**
 * A second query surface over the same client, with drizzle's query logger: the server runs
 * on it, so the statements behind a slow request can be captured and explained.
 */
export function appDatabase(scratch: ScratchDatabase, logger: Logger): Database {
  const config = { schema, casing: 'snake_case', logger } as const;
  return scratch.kind === 'pglite'
    ? drizzlePglite({ client: scratch.raw as unknown as PGlite, ...config })
    : drizzlePg({ client: scratch.raw as unknown as pg.Pool, ...config });
}

/** Organisations, their files, reading rooms and the category tree (the facets' labels). */
async function insertLibraries(db: Database) {
  await db.insert(schema.organization).values(organizations);
  await db.insert(schema.file).values(seedFiles(OrgIds.ytkj, OrgIds.demo2));
  for (const { id, ...images } of organizationImages) {
    await db.update(schema.organization).set(images).where(eq(schema.organization.id, id));
  }
  const rooms = Object.entries(benchLocations).flatMap(([org, ids]) =>
    Object.values(ids).map((id, i) => ({
      id,
      organizationId: Number(org),
      name: locationNames[i] ?? `room ${id}`,
    })),
  );
  await db.insert(schema.libraryLocation).values(rooms);
  await insertBookKinds(db);
}

interface IndexDef {
  name: string;
  definition: string;
}

/** The catalogue's secondary indexes as the migrations made them (constraints excluded). */
async function catalogueIndexes(raw: RawClient): Promise<IndexDef[]> {
  const { rows } = await raw.query(
    `select indexname as name, indexdef as definition from pg_indexes i
      where schemaname = 'public' and tablename in ('book', 'book_copy', 'book_pinyin')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      order by indexname`,
  );
  return rows.map((row) => ({ name: String(row.name), definition: String(row.definition) }));
}

export interface LoadResult {
  books: number;
  copies: number;
  probes: CatalogueProbes;
  /** Generating and inserting rows, building the indexes, VACUUM ANALYZE. */
  ms: { load: number; index: number; analyze: number };
}

/**
 * Migrates and loads `copies` copies. The secondary indexes are dropped during the load and
 * rebuilt from their own definitions afterwards — the same indexes production has, built in
 * one pass instead of row by row (checked: the definitions after equal those before).
 */
export async function loadCatalogue(
  scratch: ScratchDatabase,
  copies: number,
  sources: CatalogueSources,
): Promise<LoadResult> {
  const { handle, raw } = scratch;
  await handle.migrate();
  await insertLibraries(handle.db);
  const indexes = await catalogueIndexes(raw);
  for (const { name } of indexes) await raw.query(`drop index ${name}`);

  let started = performance.now();
  const probes: Partial<CatalogueProbes> = {};
  let books = 0;
  let loaded = 0;
  for (const batch of generateCatalogue(copies, sources, probes)) {
    await bulkInsert(handle.db, schema.book, batch.books);
    await bulkInsert(handle.db, schema.bookCopy, batch.copies);
    books += batch.books.length;
    loaded += batch.copies.length;
  }
  const load = performance.now() - started;

  started = performance.now();
  const memory = scratch.kind === 'pglite' ? '128MB' : '512MB';
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local maintenance_work_mem = '${memory}'`));
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
  const rebuilt = await catalogueIndexes(raw);
  if (JSON.stringify(rebuilt) !== JSON.stringify(indexes)) {
    throw new Error(`indexes differ after the rebuild: ${JSON.stringify(rebuilt)}`);
  }
  const index = performance.now() - started;

  started = performance.now();
  await raw.query('vacuum analyze book, book_copy, book_pinyin');
  const analyze = performance.now() - started;
  if (!probes.isbn13) throw new Error('the catalogue has no ISBN probe');
  return { books, copies: loaded, probes: probes as CatalogueProbes, ms: { load, index, analyze } };
}
