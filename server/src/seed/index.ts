import { performance } from 'node:perf_hooks';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/password';
import type { Database, DatabaseHandle } from '../db/client';
import * as t from '../db/schema';
import { OrgIds, footerLinks, newsFor, organizationImages, organizations } from './content';
import { insertBookKinds } from './book-kinds';
import { bulkInsert } from './bulk';
import { insertCirculationDemo } from './circulation';
import { insertSearchWordStats } from './catalogue';
import { buildDemoData, type DemoData, type DemoDataOptions } from './demo-data';
import { seedFiles } from './files';
import { insertEbooks } from './ebooks';
import { insertMoneyDemo } from './money';
import { DEMO_PASSWORD, demoReaders, type ReaderRow } from './people';
import { insertReadingListsDemo } from './reading-lists';
import { insertSettingsDemo } from './settings';
import { insertShelvesDemo } from './shelves';
import { insertCataloguingSourceDemo, insertStaffDemo } from './staff';
import { insertSocialData } from './social';
import { insertVolunteerDemo } from './volunteer';
import { insertTeachingDemo } from './teaching';
import { insertWritingDemo } from './writing';
import { insertActivitiesDemo } from './activities';
import { insertAssignmentsDemo } from './assignments';
import { insertReadingStatsDemo } from './reading-stats';
import { insertMediaDemo } from './media';

/** Bumped when the demo data gains something a database seeded before would lack. */
export const SEED_NAME = 'demo-v6';
// Any constant works; it only has to be the same for every server sharing the database.
const SEED_LOCK_KEY = 0x11b_90e7;

export interface SeedOptions extends DemoDataOptions {
  /** "Now" for loans, due dates and news (default: the real now). */
  now?: Date;
  /**
   * Also the items that exist only to test the portal (a news item carrying hostile markup):
   * for test databases and servers started by the tests, never for a demo readers see.
   */
  testFixtures?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  ms: number;
}

/** Rows were inserted with explicit ids: move each identity sequence past them. */
async function syncSequences(db: Database, tables: PgTable[]) {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}

type ReaderInsert = typeof t.reader.$inferInsert;

async function hashReaders(readers: ReaderRow[]): Promise<ReaderInsert[]> {
  const hashes = await Promise.all(readers.map(() => hashPassword(DEMO_PASSWORD)));
  return readers.map((reader, i) => ({ ...reader, passwordHash: hashes[i] ?? '' }));
}

async function insertDemoData(
  db: Database,
  data: DemoData,
  readers: Promise<ReaderInsert[]>,
  testFixtures: boolean,
) {
  const { people } = data;
  await db.insert(t.organization).values(organizations);
  await db.insert(t.file).values(seedFiles(OrgIds.ytkj, OrgIds.demo2));
  for (const { id, ...images } of organizationImages) {
    await db.update(t.organization).set(images).where(eq(t.organization.id, id));
  }
  await db.insert(t.footerLink).values(footerLinks);
  await db.insert(t.libraryLocation).values(data.locations);
  await db.insert(t.preborrowSite).values(data.sites);
  await db.insert(t.department).values(people.departments);
  await db.insert(t.borrowType).values(people.borrowTypes);
  await bulkInsert(db, t.book, data.books);
  await bulkInsert(db, t.bookCopy, data.copies);
  await insertBookKinds(db);
  await insertSearchWordStats(db, data.now);
  // Awaited only now: the password hashes were computed while the catalogue went in.
  await db.insert(t.reader).values(await readers);
  await db.insert(t.borrowRecord).values(people.loans);
  await db.insert(t.preborrow).values(people.preborrows);
  await db.insert(t.bill).values(people.bills);
  await db.insert(t.fine).values(people.fines);
  for (const org of organizations) {
    await db.insert(t.news).values(newsFor(org.id, org.name, data.now, testFixtures));
  }
  await insertSocialData(db, data.books, data.now);
  await insertEbooks(db);
  await insertSettingsDemo(db, data.now);
  await insertReadingListsDemo(db, data.books, data.now);
  await syncSequences(db, [
    t.organization,
    t.libraryLocation,
    t.preborrowSite,
    t.department,
    t.borrowType,
    t.reader,
    t.book,
    t.bookCopy,
    t.borrowRecord,
  ]);
  // After the sequences: it inserts readers and loans with generated ids.
  await insertCirculationDemo(db, data.now);
  await insertMoneyDemo(db, data.now);
  await insertShelvesDemo(db, data.locations, data.copies);
  await insertVolunteerDemo(db, data.now);
  await insertReadingStatsDemo(db, data.now);
  await insertTeachingDemo(db, data.now);
  await insertMediaDemo(db, data.now);
  await insertWritingDemo(db, data.now);
  await insertActivitiesDemo(db, data.now);
  await insertAssignmentsDemo(db, data.now);
  await insertStaffDemo(db);
  await insertCataloguingSourceDemo(db);
}

/**
 * Whether demo data is there. Data of an older seed version is kept as it is (re-seeding
 * over it would collide with its rows): the server says how to get the new demo data.
 */
async function isSeeded(db: Database) {
  const markers = await db.select({ name: t.seedMarker.name }).from(t.seedMarker);
  if (markers.length === 0) {
    // A school's own organisations (`libportal org create` before the first start) take the
    // ids the demo's fixed rows would collide with: the demo is never loaded beside them.
    const [own] = await db.select({ id: t.organization.id }).from(t.organization).limit(1);
    if (own)
      console.warn('Organisations exist that the demo did not create: demo data not loaded.');
    return own !== undefined;
  }
  if (!markers.some((marker) => marker.name === SEED_NAME)) {
    console.warn(
      `The demo data was loaded by an older version (${markers.map((m) => m.name).join(', ')}); ` +
        `delete the data folder (DATA_DIR, default .data) to load the current demo data (${SEED_NAME}).`,
    );
  }
  return true;
}

/**
 * Loads the demo data once. The marker row is written in the same transaction as the data,
 * so a crash leaves nothing half-seeded; on PostgreSQL an advisory lock makes a second server
 * starting at the same moment wait and then find the marker.
 */
export async function seedDemoData(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  if (await isSeeded(handle.db)) return { seeded: false, ms: elapsed() };

  const now = options.now ?? new Date();
  // scrypt runs on libuv's thread pool: hash while the catalogue is being read and built.
  const hashing = hashReaders(demoReaders(now));
  const data = await buildDemoData(options, now);
  const seeded = await handle.db.transaction(async (tx) => {
    if (handle.kind === 'postgres') {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    }
    if (await isSeeded(tx)) return false;
    await insertDemoData(tx, data, hashing, options.testFixtures ?? false);
    await tx.insert(t.seedMarker).values({ name: SEED_NAME, durationMs: elapsed() });
    return true;
  });
  // Fresh statistics, and the GIN pending list merged: without them the planner scans the
  // catalogue instead of using the trigram index (PGlite has no autovacuum to do it later).
  if (seeded) await handle.db.execute(sql`vacuum analyze book, book_copy`);
  return { seeded, ms: elapsed() };
}
