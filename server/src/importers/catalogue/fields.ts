/**
 * From what a mapping read out of a record (text as the record wrote it) to the values a book
 * and its copies store: one place that cleans text (Unicode NFC, ISBD punctuation, spaces),
 * parses ISBNs, prices and years, and refuses what is too long or not text — so MARC, CSV and
 * XLSX records are held to the same rules (docs/import.md).
 */
import { parseIsbn } from '../../search/normalize';
import { FIELD_LIMITS, MAX_HOLDINGS, MAX_PRICE_FEN, type LimitedField } from './limits';
import type { ImportedHolding, ImportedRecord, Problem } from './types';

export interface DraftHolding {
  barcode?: string;
  callNumber?: string;
  location?: string;
}

/** A record's values as its format wrote them; absent: the record does not say. */
export interface DraftRecord {
  title?: string;
  subtitle?: string;
  parallelTitle?: string;
  series?: string;
  author?: string;
  publisher?: string;
  year?: string;
  isbn?: string;
  controlNumber?: string;
  price?: string;
  categoryCode?: string;
  language?: string;
  intro?: string;
  holdings: DraftHolding[];
  /** Where the title is read from, for the refusal of a record without one ("245 $a"). */
  titleSource: string;
}

class Refusal extends Error {
  constructor(readonly problem: Problem) {
    super(problem.key);
  }
}

// Tabs and line breaks become spaces; any other control character refuses the record
// (PostgreSQL refuses NUL outright, and the rest is binary noise in a catalogue).
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** MARC's non-sorting marks (around "The " of "The hobbit"): they mark, they are not text. */
const NON_SORTING = /[\u0088\u0089\u0098\u009C]/g;

/** Text as stored: NFC, spaces collapsed, trimmed; undefined when empty. */
function cleanText(field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value
    .normalize('NFC')
    .replace(NON_SORTING, '')
    .replace(/[\t\r\n]/g, ' ');
  if (CONTROL.test(text)) throw new Refusal({ key: 'importControlCharacter', params: { field } });
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed === '' ? undefined : collapsed;
}

/**
 * The punctuation ISBD puts between a record's parts (" /", " :", " ;", " =", ",") and its
 * final full stop, which belong to the display of the whole record, not to the value. A full
 * stop after an initial ("J. R. R.") or an ellipsis stays.
 */
export function withoutIsbdPunctuation(text: string): string {
  let value = text.replace(/[\s/:;=,]+$/u, '');
  if (value.endsWith('.') && !value.endsWith('...') && !/(^|[\s.])\p{Lu}\.$/u.test(value)) {
    value = value.slice(0, -1);
  }
  return value.trim();
}

function bounded(field: LimitedField, value: string | undefined): string | null {
  if (value === undefined) return null;
  const length = [...value].length;
  const max = FIELD_LIMITS[field];
  if (length > max) {
    throw new Refusal({
      key: 'importFieldTooLong',
      params: { field, max: String(max), length: String(length) },
    });
  }
  return value;
}

/** Descriptive text: cleaned, ISBD punctuation dropped, bounded. */
function describing(field: LimitedField, value: string | undefined): string | null {
  const text = cleanText(field, value);
  return bounded(field, text === undefined ? undefined : withoutIsbdPunctuation(text) || undefined);
}

/** A code or number: cleaned, bounded, nothing else taken away. */
const coded = (field: LimitedField, value: string | undefined) =>
  bounded(field, cleanText(field, value));

/** The first four-digit year in the text ("c1996.", "1996年", "[2003?]"). */
export function yearOf(text: string | undefined): number | null {
  const match = text?.normalize('NFKC').match(/(?<!\d)(\d{4})(?!\d)/);
  const year = match ? Number(match[1]) : NaN;
  return year >= 1 && year <= 9999 ? year : null;
}

/** The first ISBN-shaped run of a subfield that also holds a qualifier ("0395071224 (pbk.)"). */
const ISBN_RUN = /[0-9][0-9\s-]{8,16}[0-9Xx]/;

/**
 * A price in yuan as fen: "CNY59.70", "59.70", "￥25", "RMB 25.00元", "人民币25元". Other
 * currencies ("$25.00", "HK$80") are not yuan and are not kept (a warning says so).
 */
export function priceFenOf(text: string): number | null {
  const match = text
    .normalize('NFKC')
    .trim()
    .match(/^(?:CNY|RMB|¥|人民币)?\s*(\d{1,9}(?:\.\d{1,2})?)\s*(?:元|\(|（|$)/i);
  if (!match) return null;
  const fen = Math.round(Number(match[1]) * 100);
  return fen <= MAX_PRICE_FEN ? fen : null;
}

function holdingOf(draft: DraftHolding, warnings: Problem[]): ImportedHolding | undefined {
  const barcode = coded('barcode', draft.barcode?.normalize('NFKC'));
  if (barcode === null) {
    if (draft.callNumber || draft.location) warnings.push({ key: 'importNoBarcode' });
    return undefined;
  }
  return {
    barcode: barcode.replace(/\s+/g, ''),
    callNumber: coded('callNumber', draft.callNumber),
    location: coded('location', draft.location),
  };
}

/** The record's book and copies, or why it is refused. */
export function finishRecord(draft: DraftRecord): ImportedRecord | { problem: Problem } {
  try {
    const warnings: Problem[] = [];
    const title = describing('title', draft.title);
    if (title === null)
      return { problem: { key: 'importNoTitle', params: { field: draft.titleSource } } };

    let isbn10: string | null = null;
    let isbn13: string | null = null;
    const isbnText = cleanText('isbn', draft.isbn);
    if (isbnText !== undefined) {
      const parsed = parseIsbn(isbnText.match(ISBN_RUN)?.[0] ?? isbnText);
      if (parsed) ({ isbn10, isbn13 } = parsed);
      else warnings.push({ key: 'importBadIsbn', params: { value: isbnText.slice(0, 40) } });
    }
    let priceFen: number | null = null;
    const priceText = cleanText('price', draft.price);
    if (priceText !== undefined) {
      priceFen = priceFenOf(priceText);
      if (priceFen === null)
        warnings.push({ key: 'importBadPrice', params: { value: priceText.slice(0, 40) } });
    }
    // A class number is its first word: "I247.5 /123" and "823.914 22" carry more after it.
    const category = cleanText('categoryCode', draft.categoryCode)?.split(' ')[0];

    if (draft.holdings.length > MAX_HOLDINGS) {
      return { problem: { key: 'importTooManyHoldings', params: { max: String(MAX_HOLDINGS) } } };
    }
    const holdings: ImportedHolding[] = [];
    const barcodes = new Set<string>();
    for (const draftHolding of draft.holdings) {
      const holding = holdingOf(draftHolding, warnings);
      if (!holding) continue;
      if (barcodes.has(holding.barcode)) {
        return { problem: { key: 'importDuplicateBarcode', params: { barcode: holding.barcode } } };
      }
      barcodes.add(holding.barcode);
      holdings.push(holding);
    }

    return {
      book: {
        title,
        subtitle: describing('subtitle', draft.subtitle),
        parallelTitle: describing('parallelTitle', draft.parallelTitle),
        series: describing('series', draft.series),
        author: describing('author', draft.author),
        publisher: describing('publisher', draft.publisher),
        publishYear: yearOf(draft.year),
        isbn10,
        isbn13,
        controlNumber: coded('controlNumber', draft.controlNumber),
        priceFen,
        categoryCode: bounded('categoryCode', category),
        language: coded('language', draft.language),
        intro: coded('intro', draft.intro),
      },
      holdings,
      warnings,
    };
  } catch (error) {
    if (error instanceof Refusal) return { problem: error.problem };
    throw error;
  }
}
