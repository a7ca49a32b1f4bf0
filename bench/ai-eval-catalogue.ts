/**
 * The AI librarian's evaluation at catalogue scale: the demo seed (readers, loans, news, the
 * goodbooks and Chinese titles the questions ask about), grown to `copies` copies with the
 * search bench's generated books (bench/search-scale/catalogue.ts), so every question is
 * answered against a catalogue of that size. Ids, barcodes and rooms are moved clear of the
 * demo's, so the demo's own rows stay as the questions expect them.
 */
import { count, eq, max } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';
import type { Locations } from '../server/src/seed/catalogue';
import { bulkInsert } from '../server/src/seed/bulk';
import { OrgIds } from '../server/src/seed/content';
import { benchLocations, generateCatalogue, readCatalogueSources } from './search-scale/catalogue';

/** The demo's rooms of an organisation, in the shape the generator files copies by. */
async function roomsOf(handle: DatabaseHandle, orgId: number): Promise<Locations> {
  const rooms = await handle.db
    .select({ id: schema.libraryLocation.id })
    .from(schema.libraryLocation)
    .where(eq(schema.libraryLocation.organizationId, orgId))
    .orderBy(schema.libraryLocation.id);
  const at = (i: number) => rooms[Math.min(i, rooms.length - 1)]?.id ?? 0;
  return { lending: at(0), socialSciences: at(1), children: at(2), periodicals: at(3) };
}

/** Adds generated books and copies until the catalogue holds `target` copies; returns the count. */
export async function growCatalogue(handle: DatabaseHandle, target: number): Promise<number> {
  const { db } = handle;
  const [copies] = await db.select({ n: count() }).from(schema.bookCopy);
  const [ids] = await db
    .select({ book: max(schema.book.id), copy: max(schema.bookCopy.id) })
    .from(schema.book)
    .leftJoin(schema.bookCopy, eq(schema.bookCopy.bookId, schema.book.id));
  const have = copies?.n ?? 0;
  if (have >= target) return have;
  const bookOffset = (ids?.book ?? 0) + 1_000;
  const copyOffset = (ids?.copy ?? 0) + 1_000;
  // The generator's room ids (bench/search-scale) → the demo's rooms of the same kind.
  const room = new Map<number, number>();
  for (const orgId of [OrgIds.ytkj, OrgIds.demo2] as const) {
    const demo = await roomsOf(handle, orgId);
    for (const [kind, id] of Object.entries(benchLocations[orgId])) {
      room.set(id, demo[kind as keyof Locations]);
    }
  }
  const moved = (id: number | null | undefined) => (id ? (room.get(id) ?? null) : null);
  const sources = await readCatalogueSources();
  for (const batch of generateCatalogue(target - have, sources, {})) {
    await bulkInsert(
      db,
      schema.book,
      batch.books.map((row) => ({ ...row, id: row.id + bookOffset })),
    );
    await bulkInsert(
      db,
      schema.bookCopy,
      batch.copies.map((row) => ({
        ...row,
        id: row.id + copyOffset,
        bookId: row.bookId + bookOffset,
        barcode: `G${row.barcode}`,
        locationId: moved(row.locationId),
        currentLocationId: moved(row.currentLocationId),
      })),
    );
  }
  const [after] = await db.select({ n: count() }).from(schema.bookCopy);
  return after?.n ?? 0;
}
