/**
 * Records and copies catalogued by hand: Record/Save creates or edits a record, Copy/Add and
 * Copy/Update a copy. The values are checked here (each refusal names its field); each change
 * and its audit row (before and after) commit together.
 *
 * A record is written with its search columns (bookSearchColumns, as the importer and copy
 * cataloguing write theirs) in the same statement, so the readers' search finds it, or finds
 * it changed, at commit; the route then drops the search caches (searchChanges), as Take does.
 * Saves take the organisation's catalogue lock (importers/catalogue/batch.ts) so the ISBN
 * checked free is still free at the insert, whatever an import or another save does meanwhile.
 */
import { and, eq, ne } from 'drizzle-orm';
import {
  CATALOGUE_LIMITS as L,
  CopyStatus,
  type CatalogueField,
  type CatalogueLocation,
  type CatalogueRecordSaveRequest,
} from '../../../../src/core/api/contract';
import { checkedIsbn } from '../../cataloguing/sru';
import type { Database } from '../../db/client';
import { book, bookCopy, libraryLocation } from '../../db/schema';
import { lockCatalogue } from '../../importers/catalogue/batch';
import { bookSearchColumns } from '../../search/normalize';
import { libraryDay } from '../../time';
import { writeAudit } from '../library-admin/audit';
import { lockCopy, type DeskScope } from '../library-admin/common';
import type { CatalogueRefused } from './copy-status';

/** A refusal about one field of the form. */
export interface FieldRefused extends CatalogueRefused {
  field?: CatalogueField;
  recordid?: number;
}

const refuseField = (
  refused: CatalogueRefused['refused'],
  field: CatalogueField,
  detail: string | null = null,
): FieldRefused => ({ refused, detail, field });

export const isFieldRefusal = (value: object): value is FieldRefused => 'refused' in value;

/** Trimmed, or null when nothing is left. */
const clean = (text: string | undefined) => text?.trim() || null;

function bounded(
  text: string | undefined,
  field: CatalogueField,
  max: number,
): string | null | FieldRefused {
  const value = clean(text);
  return value !== null && [...value].length > max
    ? refuseField('badValue', field, `0–${max}`)
    : value;
}

/** What Record/Save is sent (the contract's request, checked by the route's schema). */
export type RecordInput = CatalogueRecordSaveRequest;

/** The book columns a record form writes. */
export interface RecordValues {
  title: string;
  author: string | null;
  publisher: string | null;
  publishYear: number | null;
  isbn10: string | null;
  isbn13: string | null;
  callNumber: string | null;
  intro: string | null;
}

/** The form's values checked and normalised (ISBN as digits), or the first field refused. */
export function checkRecord(input: RecordInput, scope: DeskScope): RecordValues | FieldRefused {
  const title = clean(input.title);
  if (title === null || [...title].length > L.titleMax) {
    return refuseField('badValue', 'title', `1–${L.titleMax}`);
  }
  const author = bounded(input.author, 'author', L.authorMax);
  if (author !== null && typeof author !== 'string') return author;
  const publisher = bounded(input.publisher, 'publisher', L.publisherMax);
  if (publisher !== null && typeof publisher !== 'string') return publisher;
  // Up to next year: a book announced for January is catalogued in December.
  const maxYear = Number(libraryDay(new Date(scope.now), scope.zone).slice(0, 4)) + 1;
  const year = input.year ?? null;
  if (year !== null && (year < L.yearMin || year > maxYear)) {
    return refuseField('badValue', 'year', `${L.yearMin}–${maxYear}`);
  }
  const isbnText = clean(input.isbn);
  const isbns = isbnText === null ? null : checkedIsbn(isbnText);
  if (isbnText !== null && !isbns) return refuseField('badIsbn', 'isbn');
  const callNumber = bounded(input.callnumber, 'callnumber', L.callnumberMax);
  if (callNumber !== null && typeof callNumber !== 'string') return callNumber;
  const intro = bounded(input.summary, 'summary', L.summaryMax);
  if (intro !== null && typeof intro !== 'string') return intro;
  return {
    title,
    author,
    publisher,
    publishYear: year,
    isbn10: isbns?.isbn10 ?? null,
    isbn13: isbns?.isbn13 ?? null,
    callNumber,
    intro,
  };
}

const recordColumns = {
  id: book.id,
  title: book.title,
  parallelTitle: book.parallelTitle,
  subtitle: book.subtitle,
  series: book.series,
  author: book.author,
  publisher: book.publisher,
  publishYear: book.publishYear,
  isbn10: book.isbn10,
  isbn13: book.isbn13,
  callNumber: book.callNumber,
  intro: book.intro,
};

/** What the audit keeps of a record: the values the form edits. */
const audited = (row: RecordValues): RecordValues => ({
  title: row.title,
  author: row.author,
  publisher: row.publisher,
  publishYear: row.publishYear,
  isbn10: row.isbn10,
  isbn13: row.isbn13,
  callNumber: row.callNumber,
  intro: row.intro,
});

/**
 * Creates (no `id`) or edits a record of the organisation; answers the record's id. A create
 * whose `requestid` made a record already answers that record and writes nothing. Refused: a
 * field (checkRecord), an ISBN another record of the library has, an id not of this library.
 */
export function saveRecord(
  db: Database,
  scope: DeskScope,
  input: RecordInput,
): Promise<{ id: number } | FieldRefused> {
  const values = checkRecord(input, scope);
  if (isFieldRefusal(values)) return Promise.resolve(values);
  const { orgId } = scope;
  return db.transaction(async (tx): Promise<{ id: number } | FieldRefused> => {
    await lockCatalogue(tx, orgId);
    if (input.id === undefined && input.requestid !== undefined) {
      const [first] = await tx
        .select({ id: book.id })
        .from(book)
        .where(and(eq(book.organizationId, orgId), eq(book.saveKey, input.requestid)));
      if (first) return { id: first.id };
    }
    const [before] =
      input.id === undefined
        ? [undefined]
        : await tx
            .select(recordColumns)
            .from(book)
            .where(and(eq(book.organizationId, orgId), eq(book.id, input.id)))
            .for('update');
    if (input.id !== undefined && !before) return { refused: 'bookNotFound', detail: null };
    if (values.isbn13 !== null) {
      const [other] = await tx
        .select({ id: book.id, title: book.title })
        .from(book)
        .where(
          and(
            eq(book.organizationId, orgId),
            eq(book.isbn13, values.isbn13),
            before ? ne(book.id, before.id) : undefined,
          ),
        )
        .orderBy(book.id)
        .limit(1);
      if (other) return { ...refuseField('isbnTaken', 'isbn', other.title), recordid: other.id };
    }
    // The search columns from every title the book has (the form edits the main one only).
    const search = bookSearchColumns({ ...before, ...values });
    if (!before) {
      const [created] = await tx
        .insert(book)
        .values({ organizationId: orgId, saveKey: input.requestid ?? null, ...values, ...search })
        .returning({ id: book.id });
      if (!created) throw new Error('the record insert returned nothing');
      await writeAudit(tx, scope, 'recordSave', `book ${created.id}`, {
        bookId: created.id,
        before: null,
        after: values,
      });
      return { id: created.id };
    }
    await tx
      .update(book)
      .set({ ...values, ...search })
      .where(and(eq(book.organizationId, orgId), eq(book.id, before.id)));
    await writeAudit(tx, scope, 'recordSave', `book ${before.id}`, {
      bookId: before.id,
      before: audited(before),
      after: values,
    });
    return { id: before.id };
  });
}

export async function listLocations(db: Database, orgId: number): Promise<CatalogueLocation[]> {
  return db
    .select({ id: libraryLocation.id, name: libraryLocation.name })
    .from(libraryLocation)
    .where(eq(libraryLocation.organizationId, orgId))
    .orderBy(libraryLocation.name, libraryLocation.id);
}

async function locationOf(tx: Database, orgId: number, id: number | undefined) {
  if (id === undefined) return null;
  const [row] = await tx
    .select({ id: libraryLocation.id })
    .from(libraryLocation)
    .where(and(eq(libraryLocation.organizationId, orgId), eq(libraryLocation.id, id)));
  return row ? row.id : refuseField('locationNotFound', 'locationid');
}

const BARCODE = /^[A-Za-z0-9-]+$/;

/** The barcode trimmed, or the refusal: 1–32 of A–Z, a–z, 0–9 and "-". */
function checkBarcode(text: string): string | FieldRefused {
  const barcode = text.trim();
  return barcode.length >= 1 && barcode.length <= L.barcodeMax && BARCODE.test(barcode)
    ? barcode
    : refuseField('badValue', 'barcode', `1–${L.barcodeMax}`);
}

export interface CopyInput {
  barcode: string;
  callnumber?: string;
  locationid?: number;
}

/**
 * Adds a copy, on its shelf, to a record of the organisation; answers its barcode. Without a
 * call number it takes the record's. Refused: a barcode the library has, a location or record
 * not of this library, a bad value.
 */
export function addCopy(
  db: Database,
  scope: DeskScope,
  input: CopyInput & { recordid: number },
): Promise<{ barcode: string } | FieldRefused> {
  const barcode = checkBarcode(input.barcode);
  if (typeof barcode !== 'string') return Promise.resolve(barcode);
  const callNumber = bounded(input.callnumber, 'callnumber', L.callnumberMax);
  if (callNumber !== null && typeof callNumber !== 'string') return Promise.resolve(callNumber);
  const { orgId } = scope;
  return db.transaction(async (tx): Promise<{ barcode: string } | FieldRefused> => {
    const [record] = await tx
      .select({ id: book.id, callNumber: book.callNumber })
      .from(book)
      .where(and(eq(book.organizationId, orgId), eq(book.id, input.recordid)));
    if (!record) return { refused: 'bookNotFound', detail: null };
    const locationId = await locationOf(tx, orgId, input.locationid);
    if (locationId !== null && typeof locationId !== 'number') return locationId;
    const after = {
      bookId: record.id,
      callNumber: callNumber ?? record.callNumber,
      locationId,
    };
    // The unique (organisation, barcode) decides between two adds of one barcode at once.
    const [created] = await tx
      .insert(bookCopy)
      .values({
        organizationId: orgId,
        barcode,
        ...after,
        currentLocationId: locationId,
        status: CopyStatus.inLibrary,
      })
      .onConflictDoNothing({ target: [bookCopy.organizationId, bookCopy.barcode] })
      .returning({ id: bookCopy.id });
    if (!created) return refuseField('barcodeTaken', 'barcode', barcode);
    await writeAudit(tx, scope, 'copyAdd', barcode, {
      copyId: created.id,
      before: null,
      after,
    });
    return { barcode };
  });
}

/**
 * Changes a copy's call number and location (its status changes through CopyStatus). A copy on
 * its shelf moves with its shelf; one on loan or elsewhere keeps its current location, as the
 * importer does (importers/catalogue/batch.ts).
 */
export function updateCopy(
  db: Database,
  scope: DeskScope,
  input: CopyInput,
): Promise<{ barcode: string } | FieldRefused> {
  const callNumber = bounded(input.callnumber, 'callnumber', L.callnumberMax);
  if (callNumber !== null && typeof callNumber !== 'string') return Promise.resolve(callNumber);
  const { orgId } = scope;
  return db.transaction(async (tx): Promise<{ barcode: string } | FieldRefused> => {
    const copy = await lockCopy(tx, orgId, input.barcode.trim());
    if (!copy) return refuseField('copyNotFound', 'barcode');
    const locationId = await locationOf(tx, orgId, input.locationid);
    if (locationId !== null && typeof locationId !== 'number') return locationId;
    const [before] = await tx
      .select({
        callNumber: bookCopy.callNumber,
        locationId: bookCopy.locationId,
        currentLocationId: bookCopy.currentLocationId,
      })
      .from(bookCopy)
      .where(eq(bookCopy.id, copy.id));
    if (!before) throw new Error('the locked copy vanished');
    const onShelf = before.currentLocationId === before.locationId;
    const after = {
      callNumber,
      locationId,
      currentLocationId: onShelf ? locationId : before.currentLocationId,
    };
    await tx.update(bookCopy).set(after).where(eq(bookCopy.id, copy.id));
    await writeAudit(tx, scope, 'copyUpdate', copy.barcode, {
      copyId: copy.id,
      bookId: copy.bookId,
      before,
      after,
    });
    return { barcode: copy.barcode };
  });
}
