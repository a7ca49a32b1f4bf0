/**
 * What one import accepts (docs/import.md "Limits"). A value over its limit refuses its record
 * with a reason; nothing is cut short silently.
 */

/** Characters per book value. Text columns have no length of their own: these keep a result
 * list, a detail page and the search index sane, and fit the longest real titles (the longest
 * in goodbooks-10k is 186 characters). The publisher's 200 is what a facet filter accepts. */
export const FIELD_LIMITS = {
  title: 500,
  subtitle: 500,
  parallelTitle: 500,
  series: 500,
  author: 1000,
  publisher: 200,
  controlNumber: 64,
  language: 16,
  intro: 10_000,
  /** book_kind.code and the category facet's values are at most 32. */
  categoryCode: 32,
  callNumber: 64,
  location: 100,
  /** book_copy.barcode is varchar(32). */
  barcode: 32,
} as const;

export type LimitedField = keyof typeof FIELD_LIMITS;

/** Copies one record may describe. */
export const MAX_HOLDINGS = 1000;
/** Streaming formats (MARC, MARCXML, CSV) are read a piece at a time; this only bounds time. */
export const MAX_FILE_BYTES = 2 * 1024 ** 3;
/** Records one run takes; past it the run stops (what was imported stays) — split the file. */
export const MAX_RECORDS = 2_000_000;
/** One MARCXML record's text (a real one is a few kilobytes). */
export const MAX_XML_RECORD_CHARS = 1_000_000;
/** One CSV row. */
export const MAX_CSV_ROW_CHARS = 64 * 1024;
/**
 * XLSX is read whole by read-excel-file (a workbook is a ZIP of XML it cannot read a row at a
 * time): the file and what it inflates to are bounded before anything is inflated. 150,000
 * generated rows of the documented columns make a 7 MB workbook, read in 7 s; larger catalogues
 * come as CSV, which streams.
 */
export const MAX_XLSX_BYTES = 20 * 1024 ** 2;
export const MAX_XLSX_INFLATED_BYTES = 200 * 1024 ** 2;
/** Price in fen: 1,000,000 yuan (integer column; a typo of a few more digits is caught). */
export const MAX_PRICE_FEN = 100_000_000;
/** Refusals and warnings listed in a summary (all are counted). */
export const MAX_LISTED_PROBLEMS = 1000;
/** Records written per transaction. */
export const BATCH_RECORDS = 500;
