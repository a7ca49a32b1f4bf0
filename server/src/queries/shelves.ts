/**
 * The library's shelves and holdings: bookshelves with their columns, the copies on a column,
 * each column's statistics, and the holdings by location and category. Every query takes the
 * organisation and matches it on every table it reads: another organisation's shelf or
 * column answers exactly like a missing one.
 *
 * A copy stands on a column when it belongs to the shelf's location and its call number is in
 * the column's range (tables/shelves.ts), compared byte-wise like the seed cut the ranges.
 */
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  CopyStatus,
  type Bookshelf,
  type CategoryCount,
  type CollectionOverview,
  type ColumnStatistics,
  type Page,
  type ShelfAsset,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { countWhere } from '../db/sql';
import { book, bookCopy, bookKind, libraryLocation } from '../db/schema';
import { bookshelf, bookshelfColumn } from '../db/tables/shelves';
import type { Lang } from '../http/messages';
import { GONE_STATUSES } from '../search/facets';
import { countNumber, offsetOf, pageOf, type PageSpec } from './paging';

const ON_LOAN: number[] = [CopyStatus.borrowed, CopyStatus.abnormalBorrowed];
/** How many categories a column's statistics name (the rest are few copies each). */
const COLUMN_CATEGORIES = 5;

/** The copy is on the column: same organisation and location, call number in the range. */
const onColumn = sql`${bookCopy.organizationId} = ${bookshelfColumn.organizationId}
  and ${bookCopy.locationId} = ${bookshelf.locationId}
  and ${bookCopy.callNumber} collate "C" >= ${bookshelfColumn.firstCallNumber} collate "C"
  and ${bookCopy.callNumber} collate "C" <= ${bookshelfColumn.lastCallNumber} collate "C"`;

/** Copies that are still the library's (not lost, weeded, removed or sold). */
const held = () => notInArray(bookCopy.status, GONE_STATUSES);

export async function listBookshelves(
  db: Database,
  orgId: number,
  locationId?: number,
): Promise<Bookshelf[]> {
  const rows = await db
    .select({
      shelfid: bookshelf.id,
      code: bookshelf.code,
      locationid: bookshelf.locationId,
      locationname: libraryLocation.name,
      floor: libraryLocation.floor,
      columnid: bookshelfColumn.id,
      position: bookshelfColumn.position,
      firstcallnumber: bookshelfColumn.firstCallNumber,
      lastcallnumber: bookshelfColumn.lastCallNumber,
    })
    .from(bookshelf)
    .innerJoin(libraryLocation, eq(libraryLocation.id, bookshelf.locationId))
    .innerJoin(bookshelfColumn, eq(bookshelfColumn.shelfId, bookshelf.id))
    .where(
      and(
        eq(bookshelf.organizationId, orgId),
        locationId === undefined ? undefined : eq(bookshelf.locationId, locationId),
      ),
    )
    .orderBy(asc(bookshelf.locationId), asc(bookshelf.position), asc(bookshelfColumn.position));
  const shelves = new Map<number, Bookshelf>();
  for (const { columnid, position, firstcallnumber, lastcallnumber, ...shelf } of rows) {
    const entry = shelves.get(shelf.shelfid) ?? { ...shelf, columns: [] };
    entry.columns.push({ columnid, position, firstcallnumber, lastcallnumber });
    shelves.set(shelf.shelfid, entry);
  }
  return [...shelves.values()];
}

const assetColumns = {
  assetid: bookCopy.id,
  barcode: bookCopy.barcode,
  callnumber: sql<string>`${bookCopy.callNumber}`,
  status: bookCopy.status,
  bookid: book.id,
  title: book.title,
  author: book.author,
  coverfileid: book.coverFileId,
  coverurl: book.coverUrl,
  isbn: sql<string | null>`coalesce(${book.isbn13}, ${book.isbn10})`,
  shelfid: bookshelf.id,
  shelfcode: bookshelf.code,
  columnid: bookshelfColumn.id,
  columnposition: bookshelfColumn.position,
};

/** Copies joined to the column they stand on, of `orgId` only. */
function copiesOnColumns(db: Database, orgId: number, where: SQL | undefined) {
  return db
    .select(assetColumns)
    .from(bookshelfColumn)
    .innerJoin(bookshelf, eq(bookshelf.id, bookshelfColumn.shelfId))
    .innerJoin(bookCopy, onColumn)
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(and(eq(bookshelfColumn.organizationId, orgId), held(), where));
}

/** A page of the copies on one column, in shelf order; null when the column is not `orgId`'s. */
export async function columnAssets(
  db: Database,
  orgId: number,
  columnId: number,
  spec: PageSpec,
): Promise<Page<ShelfAsset> | null> {
  const [column] = await db
    .select({ id: bookshelfColumn.id })
    .from(bookshelfColumn)
    .where(and(eq(bookshelfColumn.id, columnId), eq(bookshelfColumn.organizationId, orgId)));
  if (!column) return null;
  const onThisColumn = eq(bookshelfColumn.id, columnId);
  const [list, [total]] = await Promise.all([
    copiesOnColumns(db, orgId, onThisColumn)
      .orderBy(sql`${bookCopy.callNumber} collate "C"`, asc(bookCopy.barcode))
      .limit(spec.pagesize)
      .offset(offsetOf(spec)),
    db
      .select({ n: countNumber() })
      .from(bookshelfColumn)
      .innerJoin(bookshelf, eq(bookshelf.id, bookshelfColumn.shelfId))
      .innerJoin(bookCopy, onColumn)
      .where(and(eq(bookshelfColumn.organizationId, orgId), held(), onThisColumn)),
  ]);
  return pageOf(spec, total?.n ?? 0, list);
}

/** Where one copy (by barcode) stands: a page of one, or of none when it is on no shelf. */
export async function copyPlace(
  db: Database,
  orgId: number,
  barcode: string,
): Promise<Page<ShelfAsset>> {
  const list = await copiesOnColumns(db, orgId, eq(bookCopy.barcode, barcode)).limit(1);
  return pageOf({ index: 1, pagesize: 1 }, list.length, list);
}

/**
 * Where a book's copies stand: a page of them (at most `limit`), those in the library first
 * (the one a reader can take from the shelf), then by barcode.
 */
export async function bookPlaces(
  db: Database,
  orgId: number,
  bookId: number,
  limit: number,
): Promise<Page<ShelfAsset>> {
  const list = await copiesOnColumns(db, orgId, eq(bookCopy.bookId, bookId))
    .orderBy(
      sql`case when ${bookCopy.status} = ${CopyStatus.inLibrary} then 0 else 1 end`,
      asc(bookCopy.barcode),
    )
    .limit(limit);
  return pageOf({ index: 1, pagesize: limit }, list.length, list);
}

/** CLC basic-class names (the one-letter codes), in the language asked for. */
async function classNames(db: Database, lang: Lang) {
  const rows = await db
    .select({ code: bookKind.code, zh: bookKind.nameZh, en: bookKind.nameEn })
    .from(bookKind)
    .where(sql`length(${bookKind.code}) = 1`);
  return new Map(rows.map((row) => [row.code, lang === 'en' ? row.en : row.zh]));
}

/** The CLC class letter of a copy's book ('' when it has no category). */
const classOf = sql<string>`coalesce(upper(left(${book.categoryCode}, 1)), '')`;

function toCategory(
  names: Map<string, string>,
  row: { code: string; titles: number; copies: number },
): CategoryCount {
  return { ...row, name: names.get(row.code) ?? '' };
}

/** Per column of one shelf: titles, copies, on loan, available and the main categories. */
export async function columnStatistics(
  db: Database,
  orgId: number,
  shelfId: number,
  lang: Lang,
): Promise<ColumnStatistics[] | null> {
  const columns = await db
    .select({ id: bookshelfColumn.id })
    .from(bookshelfColumn)
    .where(and(eq(bookshelfColumn.shelfId, shelfId), eq(bookshelfColumn.organizationId, orgId)))
    .orderBy(asc(bookshelfColumn.position));
  if (columns.length === 0) return null;
  const columnIds = columns.map((column) => column.id);
  const scope = and(
    eq(bookshelfColumn.organizationId, orgId),
    inArray(bookshelfColumn.id, columnIds),
    held(),
  );
  const titles = sql<number>`count(distinct ${bookCopy.bookId})`.mapWith(Number);
  const [totals, byClass, names] = await Promise.all([
    db
      .select({
        columnid: bookshelfColumn.id,
        titles,
        copies: countNumber(),
        onloan: countWhere(inArray(bookCopy.status, ON_LOAN)),
        available: countWhere(eq(bookCopy.status, CopyStatus.inLibrary)),
      })
      .from(bookshelfColumn)
      .innerJoin(bookshelf, eq(bookshelf.id, bookshelfColumn.shelfId))
      .innerJoin(bookCopy, onColumn)
      .where(scope)
      .groupBy(bookshelfColumn.id),
    db
      .select({ columnid: bookshelfColumn.id, code: classOf, titles, copies: countNumber() })
      .from(bookshelfColumn)
      .innerJoin(bookshelf, eq(bookshelf.id, bookshelfColumn.shelfId))
      .innerJoin(bookCopy, onColumn)
      .innerJoin(book, eq(book.id, bookCopy.bookId))
      .where(scope)
      .groupBy(bookshelfColumn.id, classOf),
    classNames(db, lang),
  ]);
  return columnIds.map((columnid) => {
    const total = totals.find((row) => row.columnid === columnid);
    const categories = byClass
      .filter((row) => row.columnid === columnid)
      .sort((a, b) => b.copies - a.copies || a.code.localeCompare(b.code))
      .slice(0, COLUMN_CATEGORIES)
      .map(({ code, titles, copies }) => toCategory(names, { code, titles, copies }));
    return {
      columnid,
      titles: total?.titles ?? 0,
      copies: total?.copies ?? 0,
      onloan: total?.onloan ?? 0,
      available: total?.available ?? 0,
      categories,
    };
  });
}

/**
 * The holdings by location (all of the organisation's locations, with their shelves), and by
 * CLC class of the location named (else the whole library). Null when `locationId` names a
 * location that is not `orgId`'s.
 */
export async function collectionOverview(
  db: Database,
  orgId: number,
  locationId: number | undefined,
  lang: Lang,
): Promise<CollectionOverview | null> {
  const locations = await db
    .select({ locationid: libraryLocation.id, name: libraryLocation.name })
    .from(libraryLocation)
    .where(eq(libraryLocation.organizationId, orgId))
    .orderBy(asc(libraryLocation.id));
  if (locationId !== undefined && !locations.some((row) => row.locationid === locationId)) {
    return null;
  }
  const copiesOf = and(eq(bookCopy.organizationId, orgId), held());
  const inLocation =
    locationId === undefined ? copiesOf : and(copiesOf, eq(bookCopy.locationId, locationId));
  const titles = sql<number>`count(distinct ${bookCopy.bookId})`.mapWith(Number);
  const [byLocation, shelves, byClass, [total], names] = await Promise.all([
    db
      .select({
        locationid: bookCopy.locationId,
        titles,
        copies: countNumber(),
        available: countWhere(eq(bookCopy.status, CopyStatus.inLibrary)),
      })
      .from(bookCopy)
      .where(copiesOf)
      .groupBy(bookCopy.locationId),
    db
      .select({ locationid: bookshelf.locationId, n: countNumber() })
      .from(bookshelf)
      .where(eq(bookshelf.organizationId, orgId))
      .groupBy(bookshelf.locationId),
    db
      .select({ code: classOf, titles, copies: countNumber() })
      .from(bookCopy)
      .innerJoin(book, eq(book.id, bookCopy.bookId))
      .where(inLocation)
      .groupBy(classOf)
      .orderBy(classOf),
    db.select({ titles, copies: countNumber() }).from(bookCopy).where(inLocation),
    classNames(db, lang),
  ]);
  return {
    locations: locations.map((location) => {
      const counts = byLocation.find((row) => row.locationid === location.locationid);
      return {
        ...location,
        titles: counts?.titles ?? 0,
        copies: counts?.copies ?? 0,
        available: counts?.available ?? 0,
        shelves: shelves.find((row) => row.locationid === location.locationid)?.n ?? 0,
      };
    }),
    categories: byClass.map((row) => toCategory(names, row)),
    titles: total?.titles ?? 0,
    copies: total?.copies ?? 0,
  };
}
