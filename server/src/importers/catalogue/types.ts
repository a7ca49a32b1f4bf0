/**
 * The shapes the catalogue importer passes along: every reader (ISO 2709, MARCXML, CSV, XLSX)
 * ends in the same `ImportedRecord`, so matching and writing know nothing of formats.
 */
import type { catalogueImportMessages } from '../../http/messages/catalogue-import';

export type ImportMessageKey = keyof typeof catalogueImportMessages;

/** Why a record (or the file) was refused, or what was left out of a record. */
export interface Problem {
  key: ImportMessageKey;
  params?: Record<string, string>;
}

/** A problem that stops the whole file (the records before it stay imported). */
export class ImportFileError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.key);
  }
}

/** One copy as a holdings field or a spreadsheet row describes it. */
export interface ImportedHolding {
  barcode: string;
  callNumber: string | null;
  /** The location's name; a location of that name is created when the library has none. */
  location: string | null;
}

/** The book columns an import writes (null: the record does not say, the book keeps its own). */
export interface ImportedBook {
  title: string;
  subtitle: string | null;
  parallelTitle: string | null;
  series: string | null;
  author: string | null;
  publisher: string | null;
  publishYear: number | null;
  isbn10: string | null;
  isbn13: string | null;
  controlNumber: string | null;
  priceFen: number | null;
  categoryCode: string | null;
  language: string | null;
  intro: string | null;
}

export interface ImportedRecord {
  book: ImportedBook;
  holdings: ImportedHolding[];
  /** Values the record carried that were not kept (an ISBN that is none, …). */
  warnings: Problem[];
}

/** What a reader yields for each record of the file, in file order (position from 1). */
export type SourceItem =
  | { position: number; record: ImportedRecord }
  /** `at`: where in the file ("byte 1234", "line 17"), when the format can say. */
  | { position: number; rejected: Problem; at?: string };

/** A reader's records, and how far into the file it has read (for the progress bar). */
export interface RecordSource {
  /** The container and flavour read, e.g. "iso2709/cnmarc", "csv". */
  readonly format: string;
  items(): AsyncIterable<SourceItem>;
  bytesRead(): number;
}
