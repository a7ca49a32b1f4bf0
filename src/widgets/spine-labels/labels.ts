import { LABEL_LIMITS } from '../../core';

/** The label sheets the widget prints: A4, no page margins, labels edge to edge. */
export const LAYOUTS = {
  /** 3 × 8 labels of 70 × 37.125 mm: the library's name, the call number, the barcode. */
  sheet: { columns: 3, rows: 8, barcode: true },
  /** 5 × 13 spine labels of 42 × 22.8 mm: the library's name and the call number. */
  spine: { columns: 5, rows: 13, barcode: false },
} as const;
export type LabelLayout = keyof typeof LAYOUTS;

export const isLayout = (value: unknown): value is LabelLayout =>
  typeof value === 'string' && Object.hasOwn(LAYOUTS, value);

export const labelsPerPage = (layout: LabelLayout) =>
  LAYOUTS[layout].columns * LAYOUTS[layout].rows;

export interface BarcodeList {
  /** The barcodes to ask for: unique, in the order typed, each one a copy could have. */
  barcodes: string[];
  /** Ones no copy can have (longer than a barcode is): unknown without asking. */
  tooLong: string[];
}

/**
 * The barcodes of what was typed or scanned: one per line (a scanner's Enter), or separated by
 * spaces or tabs, since a barcode never holds one; blank lines skipped; a barcode listed twice
 * kept once, where it first came.
 */
export function parseBarcodes(text: string): BarcodeList {
  const unique = [...new Set(text.split(/\s+/).filter((line) => line !== ''))];
  return {
    barcodes: unique.filter((barcode) => barcode.length <= LABEL_LIMITS.barcodeMax),
    tooLong: unique.filter((barcode) => barcode.length > LABEL_LIMITS.barcodeMax),
  };
}

/**
 * A call number as a spine label writes it, one part a line: split at spaces and slashes
 * ("I247.5 / L123 / 2" and "I247.5/L123/2" both give I247.5, L123, 2).
 */
export const spineLines = (callnumber: string | null): string[] =>
  (callnumber ?? '').split(/[\s/]+/).filter((part) => part !== '');

/** `items` in pages of `size`, after `skip` empty places on the first (a sheet partly used). */
export function paginate<T>(items: readonly T[], size: number, skip = 0): (T | null)[][] {
  const places: (T | null)[] = [...Array<null>(skip).fill(null), ...items];
  const pages: (T | null)[][] = [];
  for (let start = 0; start < places.length; start += size) {
    pages.push(places.slice(start, start + size));
  }
  return pages;
}
