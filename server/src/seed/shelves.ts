/**
 * The demo libraries' bookshelves: each location's copies, in call-number order, filled onto
 * columns of about COLUMN_CAPACITY copies, COLUMNS_PER_SHELF columns to a shelf, as a library
 * shelves its stock. Deterministic: it only reads the seeded copies, in a fixed order.
 */
import type { Database } from '../db/client';
import { bookshelf, bookshelfColumn } from '../db/tables/shelves';
import type { CopyRow } from './catalogue';

/** Six levels of some thirty books: what one column of a steel library shelf holds. */
export const COLUMN_CAPACITY = 180;
export const COLUMNS_PER_SHELF = 6;
/** The letter of each location's shelves, by the location's order in the organisation. */
const ROOM_LETTERS = 'ABCDEFGHJK';

/** PostgreSQL's `collate "C"` order: the UTF-8 bytes. */
export const byteOrder = (a: string, b: string) =>
  Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

export interface ColumnRange {
  first: string;
  last: string;
}

/**
 * Cuts sorted call numbers into column ranges of about `capacity` copies. A cut only falls
 * between two different call numbers, so no call number is on two columns.
 */
export function columnRanges(callNumbers: string[], capacity: number): ColumnRange[] {
  const sorted = [...callNumbers].sort(byteOrder);
  const ranges: ColumnRange[] = [];
  let first: string | null = null;
  let filled = 0;
  sorted.forEach((callNumber, index) => {
    first ??= callNumber;
    filled++;
    const next = sorted[index + 1];
    if (next === undefined || (filled >= capacity && next !== callNumber)) {
      ranges.push({ first, last: callNumber });
      first = null;
      filled = 0;
    }
  });
  return ranges;
}

/** Shelves and columns for the seeded copies of every organisation. */
export async function insertShelvesDemo(
  db: Database,
  locations: { id: number; organizationId: number }[],
  copies: CopyRow[],
) {
  const byLocation = new Map<number, string[]>();
  for (const copy of copies) {
    if (!copy.callNumber || !copy.locationId) continue;
    const list = byLocation.get(copy.locationId);
    if (list) list.push(copy.callNumber);
    else byLocation.set(copy.locationId, [copy.callNumber]);
  }
  const roomIndex = new Map<number, number>();
  for (const location of [...locations].sort((a, b) => a.id - b.id)) {
    const room = roomIndex.get(location.organizationId) ?? 0;
    roomIndex.set(location.organizationId, room + 1);
    const ranges = columnRanges(byLocation.get(location.id) ?? [], COLUMN_CAPACITY);
    for (let start = 0; start * COLUMNS_PER_SHELF < ranges.length; start++) {
      const code = `${ROOM_LETTERS[room] ?? 'Z'}${String(start + 1).padStart(2, '0')}`;
      const [shelf] = await db
        .insert(bookshelf)
        .values({
          organizationId: location.organizationId,
          locationId: location.id,
          code,
          position: start + 1,
        })
        .returning({ id: bookshelf.id });
      if (!shelf) continue;
      const columns = ranges.slice(start * COLUMNS_PER_SHELF, (start + 1) * COLUMNS_PER_SHELF);
      await db.insert(bookshelfColumn).values(
        columns.map((range, index) => ({
          organizationId: location.organizationId,
          shelfId: shelf.id,
          position: index + 1,
          firstCallNumber: range.first,
          lastCallNumber: range.last,
        })),
      );
    }
  }
}
