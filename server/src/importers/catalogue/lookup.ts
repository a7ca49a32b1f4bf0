/**
 * Reads, for one batch of records, the organisation's books and copies the records could match
 * (by control number, ISBN, barcode, then title), a few indexed statements per batch
 * (book_org_control_number, book_org_isbn13, the copy barcode's unique index, book's
 * (organization_id, title)) — never the whole catalogue, so a batch costs the same at 1,000
 * books as at 1,000,000. Every statement is scoped to the organisation: another library's
 * identical ISBN or barcode is never seen.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { book, bookCopy, libraryLocation } from '../../db/schema';
import type { CatalogueIndex } from './plan';
import type { ImportedBook, ImportedRecord } from './types';

const bookColumns = {
  id: book.id,
  title: book.title,
  subtitle: book.subtitle,
  parallelTitle: book.parallelTitle,
  series: book.series,
  author: book.author,
  publisher: book.publisher,
  publishYear: book.publishYear,
  isbn10: book.isbn10,
  isbn13: book.isbn13,
  controlNumber: book.controlNumber,
  priceFen: book.priceFen,
  categoryCode: book.categoryCode,
  language: book.language,
  intro: book.intro,
};

const distinct = <T>(values: (T | null | undefined)[]) => [
  ...new Set(values.filter((value): value is T => value !== null && value !== undefined)),
];

async function addBooks(db: Database, orgId: number, index: CatalogueIndex, where: SQL[]) {
  if (where.length === 0) return;
  const rows = await db
    .select(bookColumns)
    .from(book)
    .where(and(eq(book.organizationId, orgId), or(...where)))
    .orderBy(book.id);
  for (const { id, ...values } of rows) index.addExisting(id, values satisfies ImportedBook);
}

export async function loadCandidates(
  db: Database,
  orgId: number,
  records: ImportedRecord[],
  index: CatalogueIndex,
): Promise<void> {
  const barcodes = distinct(records.flatMap((record) => record.holdings.map((h) => h.barcode)));
  const copies =
    barcodes.length === 0
      ? []
      : await db
          .select({
            id: bookCopy.id,
            bookId: bookCopy.bookId,
            barcode: bookCopy.barcode,
            callNumber: bookCopy.callNumber,
            location: libraryLocation.name,
          })
          .from(bookCopy)
          .leftJoin(libraryLocation, eq(libraryLocation.id, bookCopy.locationId))
          .where(and(eq(bookCopy.organizationId, orgId), inArray(bookCopy.barcode, barcodes)));

  const controlNumbers = distinct(records.map((record) => record.book.controlNumber));
  const isbns = distinct(records.map((record) => record.book.isbn13));
  const copyBooks = distinct(copies.map((copy) => copy.bookId));
  await addBooks(db, orgId, index, [
    ...(controlNumbers.length > 0 ? [inArray(book.controlNumber, controlNumbers)] : []),
    ...(isbns.length > 0 ? [inArray(book.isbn13, isbns)] : []),
    ...(copyBooks.length > 0 ? [inArray(book.id, copyBooks)] : []),
  ]);
  for (const copy of copies) {
    const entry = index.existing(copy.bookId);
    if (entry) index.addExistingCopy({ ...copy, entry });
  }

  // The last resort (records with neither a known control number, ISBN nor barcode).
  const titles = distinct(
    records.filter((record) => !index.match(record)).map((r) => r.book.title),
  );
  if (titles.length > 0) await addBooks(db, orgId, index, [inArray(book.title, titles)]);
}
