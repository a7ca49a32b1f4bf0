/**
 * Migrating and seeding a test file's database took ~14 s of a loaded CI machine's time (the
 * seed hashes passwords with scrypt and builds EPUBs and PDFs); loading a snapshot of the same
 * database takes ~1 s. So each seed is made once per run: the first file to need it migrates,
 * seeds and dumps it into the run's snapshot folder (snapshots-setup.ts), the others open
 * copies of that dump. Every file still has a database of its own.
 *
 * Without the folder (a bench, a script) the database is made directly, as before.
 */
import { createHash } from 'node:crypto';
import { open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { IN_MEMORY, openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDemoData, type SeedOptions } from '../src/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its seeded database snapshots (empty: none, make each). */
    seedSnapshotDir: string;
  }
}

/** How long a file waits for another worker making the same snapshot. */
const WAIT_FOR_OTHER_MS = 300_000;

async function seededFromScratch(seed: SeedOptions): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: IN_MEMORY });
  await handle.migrate();
  await seedDemoData(handle, seed);
  return handle;
}

function snapshotDir(): string {
  try {
    return inject('seedSnapshotDir');
  } catch {
    return ''; // outside a vitest run with the server project's global setup
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function openSnapshot(path: string): Promise<DatabaseHandle> {
  const snapshot = new Blob([await readFile(path)]);
  return openDatabase({ dataDir: IN_MEMORY, snapshot });
}

/** A migrated database with the demo data of `seed`, for one test file. */
export async function seededDatabase(seed: SeedOptions): Promise<DatabaseHandle> {
  const dir = snapshotDir();
  if (!dir) return seededFromScratch(seed);
  const key = createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16);
  const path = join(dir, `${key}.tar.gz`);
  if (await exists(path)) return openSnapshot(path);

  const lock = await open(`${path}.lock`, 'wx').catch(() => null);
  if (!lock) {
    // Another worker is making it.
    const deadline = Date.now() + WAIT_FOR_OTHER_MS;
    while (!(await exists(path))) {
      if (Date.now() > deadline) return seededFromScratch(seed);
      await sleep(200);
    }
    return openSnapshot(path);
  }
  try {
    const handle = await seededFromScratch(seed);
    const snapshot = await handle.snapshot?.();
    if (snapshot) {
      // Written aside and renamed, so a waiting worker never reads half a file.
      await writeFile(`${path}.partial`, Buffer.from(await snapshot.arrayBuffer()));
      await rename(`${path}.partial`, path);
    }
    return handle;
  } finally {
    await lock.close();
  }
}
