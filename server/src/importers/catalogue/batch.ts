/**
 * One batch of records in one transaction: lock the organisation's imports, read what the
 * records could match (lookup.ts), plan (plan.ts), then write the books, locations and copies
 * in a handful of statements (one JSON parameter each, as the seed does). The search columns
 * are written with each book (search/normalize.ts), so a title is searchable at commit.
 *
 * The lock (an advisory lock on the organisation, held to commit) makes two imports of the
 * same library take turns batch by batch: each batch reads what the other committed, so the
 * same record imported twice at once is one book, not two.
 */
import { eq, sql } from 'drizzle-orm';
import { CopyStatus } from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { book, bookCopy } from '../../db/schema';
import { bookSearchColumns } from '../../search/normalize';
import { bulkInsert, bulkUpdate } from '../../seed/bulk';
import { MAX_NEW_LOCATIONS, type Locations } from './locations';
import { loadCandidates } from './lookup';
import { CatalogueIndex, type BookEntry, type CopyEntry, type Outcome } from './plan';
import type { ImportedRecord } from './types';

/** Any constant: it only has to be the same for every process importing into one database. */
const IMPORT_LOCK = 0x1a9_c0de;

/**
 * Takes the organisation's catalogue lock to commit: imports, copy cataloguing and records
 * saved by hand (Catalogue/Record/Save) take turns, so an ISBN checked free stays free.
 */
export async function lockCatalogue(tx: Database, orgId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${orgId})`);
}

const bookRow = (entry: BookEntry, orgId: number) => ({
  id: entry.id,
  organizationId: orgId,
  ...entry.book,
  ...bookSearchColumns(entry.book),
});

async function newIds(db: Database, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('book', 'id'))::int as id from generate_series(1, ${count})`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

async function writeCopies(
  db: Database,
  orgId: number,
  locations: Locations,
  added: CopyEntry[],
  changed: CopyEntry[],
) {
  await bulkInsert(
    db,
    bookCopy,
    added.map((copy) => {
      const locationId = locations.idOf(copy.location);
      return {
        organizationId: orgId,
        bookId: copy.entry.id,
        barcode: copy.barcode,
        callNumber: copy.callNumber,
        locationId,
        // On its shelf: a new copy is where it belongs.
        currentLocationId: locationId,
        status: CopyStatus.inLibrary,
      };
    }),
  );
  if (changed.length === 0) return;
  const json = JSON.stringify(
    changed.map((copy) => ({
      id: copy.id,
      call_number: copy.callNumber,
      location_id: locations.idOf(copy.location),
    })),
  );
  // A copy on its shelf moves with its shelf; one on loan or elsewhere stays where it is.
  await db.execute(sql`
    update ${bookCopy} set
      call_number = r.call_number,
      current_location_id = case when ${bookCopy.currentLocationId} is not distinct from ${bookCopy.locationId}
        then r.location_id else ${bookCopy.currentLocationId} end,
      location_id = r.location_id
    from json_to_recordset(${json}::json) as r(id integer, call_number text, location_id integer)
    where ${bookCopy.id} = r.id and ${bookCopy.organizationId} = ${orgId}`);
}

export interface BatchContext {
  orgId: number;
  dryRun: boolean;
  locations: Locations;
  /** A dry run keeps one index for the whole file (nothing is written to read back). */
  dryRunIndex?: CatalogueIndex;
  /**
   * The index to plan in, when the caller reads it afterwards (copy cataloguing: which book
   * the record became, and its values before). Its new entries get their ids when written.
   */
  index?: CatalogueIndex;
}

export interface BatchResult {
  /** Each record's, in order. */
  outcomes: Outcome[];
  copiesAdded: number;
  copiesUpdated: number;
}

/** Imports (or, dry, plans) a batch of records. */
export async function importBatch(
  db: Database,
  records: ImportedRecord[],
  context: BatchContext,
): Promise<BatchResult> {
  const { orgId, dryRun, locations } = context;
  const run = async (tx: Database) => {
    if (!dryRun) await lockCatalogue(tx, orgId);
    const index = context.dryRunIndex ?? context.index ?? new CatalogueIndex();
    const before = { ...index.copyCounts };
    await loadCandidates(tx, orgId, records, index);
    await locations.load(tx, [
      ...new Set(
        records.flatMap((r) => r.holdings.flatMap((h) => (h.location ? [h.location] : []))),
      ),
    ]);
    const outcomes = records.map((record): Outcome => {
      const fresh = locations.unknown(record.holdings.map((holding) => holding.location));
      if (fresh.length > locations.room()) {
        const params = { max: String(MAX_NEW_LOCATIONS), location: fresh[0] ?? '' };
        return { problem: { key: 'importTooManyLocations', params } };
      }
      const outcome = index.apply(record);
      if (typeof outcome === 'string') locations.add(fresh);
      return outcome;
    });
    await locations.create(tx);
    const result: BatchResult = {
      outcomes,
      copiesAdded: index.copyCounts.added - before.added,
      copiesUpdated: index.copyCounts.updated - before.updated,
    };
    if (dryRun) return result;

    const { newBooks, changedBooks, newCopies, changedCopies } = index.changes();
    const ids = await newIds(tx, newBooks.length);
    newBooks.forEach((entry, at) => (entry.id = ids[at] as number));
    await bulkInsert(
      tx,
      book,
      newBooks.map((entry) => bookRow(entry, orgId)),
    );
    await bulkUpdate(
      tx,
      book,
      changedBooks.map((entry) => bookRow(entry, orgId)),
      eq(book.organizationId, orgId),
    );
    await writeCopies(tx, orgId, locations, newCopies, changedCopies);
    return result;
  };
  return dryRun ? run(db) : db.transaction((tx) => run(tx as unknown as Database));
}
