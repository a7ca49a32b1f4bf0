/**
 * The catalogue importer from the librarian's browser (`LibraryAdminApi/Catalogue/Import`):
 * the file the school's library system exports (MARC 21, UNIMARC, CNMARC in ISO 2709 or
 * MARCXML, CSV, XLSX) goes through the same importer as `libportal import catalogue`
 * (docs/import.md). Staff only (librarian, admin), in the member's organisation. The upload
 * answers at once with a job id; the import runs in the background and the page polls Status,
 * which any server behind the load balancer answers (the job lives in the database).
 */

/** The multipart field of the file. */
export const CATALOGUE_IMPORT_FIELD = 'file';
/**
 * At most this many bytes from a browser. The importer itself reads up to 2 GiB (it streams),
 * but an upload is held on the server's disk and crosses the school's network and its proxy
 * (whose body limit is often tens of MB): 50 MB is some 50,000 MARC records or 300,000 CSV
 * rows, a whole school library; a larger export goes through `libportal import catalogue`.
 * XLSX keeps the importer's own 20 MB bound (it reads a workbook whole).
 */
export const CATALOGUE_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** What the optional `format` field may name (`auto` tells it from the bytes). */
export const CATALOGUE_IMPORT_FORMATS = [
  'auto',
  'marc21',
  'unimarc',
  'cnmarc',
  'marcxml',
  'csv',
  'xlsx',
] as const;
export type CatalogueImportFormat = (typeof CATALOGUE_IMPORT_FORMATS)[number];

/**
 * POST /LibraryAdminApi/Catalogue/Import (multipart: `file`, optional `format`, optional
 * `dryrun` "true") → {jobid}. Refused (code 10158, CatalogueImportRefusalDetail) when no file
 * came, it is too large, the format is not one of CATALOGUE_IMPORT_FORMATS or cannot be told,
 * or an import of the organisation is already running.
 */
export interface CatalogueImportStarted {
  jobid: string;
}

/** Why Import or Status refused (code 10158, the translated message in `msg`). */
export const CATALOGUE_IMPORT_REFUSALS = [
  /** No file in the upload. */
  'missing',
  /** Over CATALOGUE_IMPORT_MAX_BYTES (`detail`: the bound in MB). */
  'tooLarge',
  /** `format` is not one of CATALOGUE_IMPORT_FORMATS. */
  'badFormat',
  /** The file cannot be opened as the format named or told (`detail`: why). */
  'unreadable',
  /** Another import of this library is running: wait for it to end. */
  'running',
  /** No import of this library has the job id. */
  'jobNotFound',
] as const;
export type CatalogueImportRefusal = (typeof CATALOGUE_IMPORT_REFUSALS)[number];

export interface CatalogueImportRefusalDetail {
  refused: CatalogueImportRefusal;
  detail: string | null;
}

/** POST /LibraryAdminApi/Catalogue/Import/Status {jobid} → CatalogueImportStatus. */
export interface CatalogueImportStatusRequest {
  jobid: string;
}

export type CatalogueImportState = 'running' | 'done' | 'failed';

/** A refusal or warning of one record, its reason in the caller's language. */
export interface CatalogueImportProblem {
  /** The record's position in the file, from 1. */
  record: number;
  /** Where it starts: a byte offset (ISO 2709), a line (MARCXML, CSV) or a row (XLSX). */
  at?: string;
  /** Stable for scripts (the importer's message key). */
  code: string;
  reason: string;
}

/** What the import did, as `libportal import catalogue --json` prints it (docs/import.md). */
export interface CatalogueImportSummary {
  /** The container and flavours read, e.g. "iso2709/cnmarc". */
  format: string;
  dryRun: boolean;
  imported: number;
  updated: number;
  unchanged: number;
  rejected: number;
  copiesAdded: number;
  copiesUpdated: number;
  locationsCreated: number;
  /** The first 1,000 refused records (`rejected` counts them all). */
  errors: CatalogueImportProblem[];
  warningCount: number;
  warnings: CatalogueImportProblem[];
  /** What stopped the file early (the records before it were imported). */
  stopped?: { code: string; reason: string };
}

export interface CatalogueImportStatus {
  jobid: string;
  state: CatalogueImportState;
  /** The file's name as uploaded. */
  filename: string;
  /** The format asked for, then the one read (e.g. "iso2709/marc21") once known. */
  format: string;
  dryrun: boolean;
  /** Records read so far. */
  records: number;
  /** Bytes read so far, of `totalBytes` (the file's size): the progress bar. */
  bytes: number;
  totalBytes: number;
  /** When done: the counts and the listed problems. */
  summary?: CatalogueImportSummary;
  /**
   * When failed: why, translated ("interrupted" when its server stopped, "stalled" when its
   * records read had not moved for five minutes).
   */
  error?: string;
  /** ISO date-times. */
  startedtime: string;
  finishedtime: string | null;
}

/** What the catalogue importer writes to the audit log (STAFF_ACTIONS joins these). */
export const CATALOGUE_IMPORT_STAFF_ACTIONS = ['catalogueImport'] as const;

export const LibraryAdminImportPath = {
  catalogueImport: '/LibraryAdminApi/Catalogue/Import',
  catalogueImportStatus: '/LibraryAdminApi/Catalogue/Import/Status',
} as const;
