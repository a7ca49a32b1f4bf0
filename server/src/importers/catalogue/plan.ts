/**
 * What a batch of records does to the catalogue, decided in memory before anything is written
 * (docs/import.md "Matching"): each record finds its book — by control number, then ISBN, then
 * the book of one of its barcodes, then the same title, author, publisher and year — and is
 * imported (a new book), updated (a value or a copy differs) or unchanged (nothing to write).
 *
 * Matching never makes a re-run undo itself: a book is matched by ISBN, barcode or title only
 * when its own control number (and, by barcode or title, its ISBN) does not say it is another
 * record's, so two records that share an ISBN stay two books, each found again by its control
 * number. A record's values overwrite the book's; what the record does not say, the book keeps
 * (a summary or cover added in the portal survives a re-import).
 */
import type { ImportedBook, ImportedHolding, ImportedRecord, Problem } from './types';

export interface BookEntry {
  /** The book's id; negative for a book this import creates (given an id when written). */
  id: number;
  book: ImportedBook;
  isNew: boolean;
  /** An existing book whose values this import changes. */
  changed: boolean;
}

export interface CopyEntry {
  id: number | undefined;
  barcode: string;
  entry: BookEntry;
  callNumber: string | null;
  location: string | null;
  isNew: boolean;
  changed: boolean;
}

export type Outcome = 'imported' | 'updated' | 'unchanged' | { problem: Problem };

const BOOK_FIELDS = [
  'title',
  'subtitle',
  'parallelTitle',
  'series',
  'author',
  'publisher',
  'publishYear',
  'isbn10',
  'isbn13',
  'controlNumber',
  'priceFen',
  'categoryCode',
  'language',
  'intro',
] as const satisfies readonly (keyof ImportedBook)[];

const titleKey = (book: ImportedBook) =>
  [book.title, book.author ?? '', book.publisher ?? '', book.publishYear ?? ''].join('\u0000');

/** Neither value says the two are different records. */
const agree = <T>(a: T | null, b: T | null) => a === null || b === null || a === b;

function push<K>(map: Map<K, BookEntry[]>, key: K | null, entry: BookEntry) {
  if (key === null) return;
  const list = map.get(key);
  if (!list) map.set(key, [entry]);
  else if (!list.includes(entry)) list.push(entry);
}

/** The books and copies a batch may touch, by every key a record can match on. */
export class CatalogueIndex {
  private readonly byId = new Map<number, BookEntry>();
  private readonly byControl = new Map<string, BookEntry[]>();
  private readonly byIsbn = new Map<string, BookEntry[]>();
  private readonly byTitle = new Map<string, BookEntry[]>();
  private readonly copies = new Map<string, CopyEntry>();
  private nextNewId = -1;
  /** Copies planned so far: added, and existing ones whose call number or location changes. */
  readonly copyCounts = { added: 0, updated: 0 };

  /** An existing book (read from the database), unless already known. */
  addExisting(id: number, book: ImportedBook): BookEntry {
    const known = this.byId.get(id);
    if (known) return known;
    const entry: BookEntry = { id, book, isNew: false, changed: false };
    this.register(entry);
    return entry;
  }

  addExistingCopy(copy: Omit<CopyEntry, 'isNew' | 'changed'>): void {
    if (!this.copies.has(copy.barcode))
      this.copies.set(copy.barcode, { ...copy, isNew: false, changed: false });
  }

  /** An existing book read before, by id. */
  existing(id: number): BookEntry | undefined {
    return this.byId.get(id);
  }

  private register(entry: BookEntry) {
    this.byId.set(entry.id, entry);
    push(this.byControl, entry.book.controlNumber, entry);
    push(this.byIsbn, entry.book.isbn13, entry);
    push(this.byTitle, titleKey(entry.book), entry);
  }

  /** The book a record describes, if the catalogue (or this batch) has it. */
  match(record: ImportedRecord): BookEntry | undefined {
    const wanted = record.book;
    // Keys of entries whose values changed since are checked against the current values.
    const byControl = wanted.controlNumber
      ? this.byControl
          .get(wanted.controlNumber)
          ?.find((e) => e.book.controlNumber === wanted.controlNumber)
      : undefined;
    if (byControl) return byControl;
    const sameRecord = (entry: BookEntry) => agree(entry.book.controlNumber, wanted.controlNumber);
    const sameBook = (entry: BookEntry) =>
      sameRecord(entry) && agree(entry.book.isbn13, wanted.isbn13);
    const byIsbn = wanted.isbn13
      ? this.byIsbn
          .get(wanted.isbn13)
          ?.find((e) => e.book.isbn13 === wanted.isbn13 && sameRecord(e))
      : undefined;
    if (byIsbn) return byIsbn;
    for (const holding of record.holdings) {
      const copy = this.copies.get(holding.barcode);
      if (copy && sameBook(copy.entry)) return copy.entry;
    }
    const key = titleKey(wanted);
    return this.byTitle.get(key)?.find((e) => titleKey(e.book) === key && sameBook(e));
  }

  /** A record's holding whose barcode is another book's copy, if any. */
  private takenBarcode(record: ImportedRecord, entry: BookEntry | undefined) {
    for (const holding of record.holdings) {
      const copy = this.copies.get(holding.barcode);
      if (copy && copy.entry !== entry) return copy;
    }
    return undefined;
  }

  /** Plans one record: its outcome, with the index updated as if it were written. */
  apply(record: ImportedRecord): Outcome {
    const found = this.match(record);
    const taken = this.takenBarcode(record, found);
    if (taken) {
      return {
        problem: {
          key: 'importBarcodeTaken',
          params: { barcode: taken.barcode, title: taken.entry.book.title.slice(0, 100) },
        },
      };
    }
    let entry = found;
    let outcome: Outcome = 'unchanged';
    if (!entry) {
      entry = { id: this.nextNewId--, book: { ...record.book }, isNew: true, changed: false };
      this.register(entry);
      outcome = 'imported';
    } else if (mergeInto(entry.book, record.book)) {
      if (!entry.isNew) entry.changed = true;
      this.register(entry);
      outcome = 'updated';
    }
    const copiesChanged = this.applyHoldings(entry, record.holdings);
    return outcome === 'unchanged' && copiesChanged ? 'updated' : outcome;
  }

  private applyHoldings(entry: BookEntry, holdings: ImportedHolding[]): boolean {
    let changed = false;
    for (const holding of holdings) {
      const copy = this.copies.get(holding.barcode);
      if (!copy) {
        this.copies.set(holding.barcode, {
          id: undefined,
          barcode: holding.barcode,
          entry,
          callNumber: holding.callNumber,
          location: holding.location,
          isNew: true,
          changed: false,
        });
        this.copyCounts.added++;
        changed = true;
        continue;
      }
      const callNumber = holding.callNumber ?? copy.callNumber;
      const location = holding.location ?? copy.location;
      if (callNumber !== copy.callNumber || location !== copy.location) {
        Object.assign(copy, { callNumber, location, changed: !copy.isNew });
        if (!copy.isNew) this.copyCounts.updated++;
        changed = true;
      }
    }
    return changed;
  }

  /** Books to insert, books to update, copies to insert, copies to update. */
  changes() {
    const books = [...this.byId.values()];
    const copies = [...this.copies.values()];
    return {
      newBooks: books.filter((entry) => entry.isNew),
      changedBooks: books.filter((entry) => entry.changed),
      newCopies: copies.filter((copy) => copy.isNew),
      changedCopies: copies.filter((copy) => copy.changed),
    };
  }
}

/** Sets the values `update` says that `book` does not hold; true when any changed. */
function mergeInto(book: ImportedBook, update: ImportedBook): boolean {
  let changed = false;
  for (const field of BOOK_FIELDS) {
    const value = update[field];
    if (value !== null && value !== book[field]) {
      (book as unknown as Record<string, unknown>)[field] = value;
      changed = true;
    }
  }
  return changed;
}

export { BOOK_FIELDS };
