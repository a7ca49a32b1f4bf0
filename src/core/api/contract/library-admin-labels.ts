/**
 * Spine labels (`LibraryAdminApi/Catalogue/Labels`): what a librarian prints on a copy's spine
 * and barcode label, for a list of barcodes typed or scanned. Staff only (usertype 8 librarian,
 * 9 admin), inside the staff member's organisation like the catalogue
 * (library-admin-catalogue.ts): another organisation's barcode is unknown, as is one no copy
 * has. A read: nothing is changed or audited.
 */

/** Bounds, the same in the widget and on the server. */
export const LABEL_LIMITS = {
  /** Barcodes per request: a few sheets of 24, or a trolley of new books. */
  barcodesMax: 500,
  /** A barcode's length, as book_copy.barcode holds it. */
  barcodeMax: 32,
} as const;

/**
 * POST /LibraryAdminApi/Catalogue/Labels {barcodes} → LabelsResult. 1 to 500 barcodes, each 1
 * to 32 characters without spaces; a barcode listed twice is answered once. The labels come in
 * the order of the barcodes asked for (the order of the stack of books being labelled).
 */
export interface LabelsRequest {
  barcodes: string[];
}

/** One copy's label. */
export interface CopyLabel {
  barcode: string;
  /** The copy's call number as catalogued ("I247.5/L123"); null when it has none. */
  callnumber: string | null;
  /** The record's title (for the librarian's check; the label itself does not print it). */
  title: string;
}

export interface LabelsResult {
  /** The library's name, as the label heads it. */
  library: string;
  labels: CopyLabel[];
  /** The barcodes asked for that no copy of the library has, in the order asked. */
  unknown: string[];
}

export const LibraryAdminLabelsPath = {
  catalogueLabels: '/LibraryAdminApi/Catalogue/Labels',
} as const;
