/**
 * The librarian's catalogue (`LibraryAdminApi/Catalogue`): staff only (usertype 8 librarian,
 * 9 admin), each call inside the staff member's organisation, like the desk
 * (library-admin.ts). Finding records and their copies, changing a copy's status (withdraw,
 * lost, damaged, found), and copy cataloguing: fetching MARC records by ISBN over SRU or
 * Z39.50 from the sources the organisation configured, and taking one into the catalogue.
 * Records and copies are also created and edited by hand (Record/Save, Copy/Add, Copy/Update),
 * each change audited and a saved record findable by the readers' search at once.
 */
import type { CopyStatusCode } from './books';
import type { Page } from './common';

/** POST /LibraryAdminApi/Catalogue/Find {keyword, pageindex?, pagesize?} → Page<CatalogueRecord>. */
export interface CatalogueFindRequest {
  /** Part of a title or author, an ISBN (10 or 13, hyphens allowed) or a copy's barcode. */
  keyword: string;
  /** 1-based. */
  pageindex?: number;
  pagesize?: number;
}

/** One copy as the catalogue lists it. */
export interface CatalogueCopy {
  id: number;
  barcode: string;
  callnumber: string | null;
  /** The collection location's name. */
  location: string | null;
  /** CopyStatus code. */
  status: CopyStatusCode;
  /** ISO date-time the open loan is due, when the copy is on loan. */
  duetime: string | null;
}

/** One of the organisation's records with its copies (by barcode). */
export interface CatalogueRecord {
  id: number;
  title: string;
  author: string | null;
  publisher: string | null;
  year: number | null;
  isbn: string | null;
  /** The record's own call number, else its first copy's (imported records have none). */
  callnumber: string | null;
  /** The summary (内容简介) readers see on the book's page. */
  summary: string | null;
  copies: CatalogueCopy[];
}

/** What a librarian may do to a copy's status, and the status each leads to. */
export const COPY_STATUS_CHANGES = ['withdraw', 'lost', 'damaged', 'found'] as const;
export type CopyStatusChange = (typeof COPY_STATUS_CHANGES)[number];

/** POST /LibraryAdminApi/Catalogue/CopyStatus {barcode, status, note?} → the copy after. */
export interface CatalogueCopyStatusRequest {
  barcode: string;
  status: CopyStatusChange;
  /** Why (kept in the audit log). */
  note?: string;
}

/** Why the catalogue refused a call (code 10158, the message in `msg`). */
export const CATALOGUE_REFUSALS = [
  /** No copy of this library has the barcode. */
  'copyNotFound',
  /** The copy is on loan: it must come back first (`detail`: the due date, ISO). */
  'copyOnLoan',
  /** The copy waits on the pickup shelf for a reservation. */
  'copyHeld',
  /** The copy already has that status. */
  'sameStatus',
  /** "found" for a copy that is not lost, damaged or withdrawn. */
  'notMissing',
  /** A removed or sold copy: it left the library for good. */
  'copyGone',
  /** No copy-cataloguing source of this library has the name (or none is configured). */
  'sourceNotFound',
  /** The source could not be asked or answered badly (`detail`: what went wrong). */
  'sourceFailed',
  /** The source's address is on a private network and an admin did not allow it. */
  'sourceAddressRefused',
  /** The record taken is no longer among the source's answers. */
  'recordNotFound',
  /** The record cannot be catalogued (no title, a bad value: `detail` says which). */
  'recordRefused',
  /** The barcode given for the first copy is another record's copy (`detail`: its title). */
  'barcodeTaken',
  /** Not an ISBN (10 or 13 digits with a valid check digit). */
  'badIsbn',
  /** A value out of its bounds (`field` says which, `detail` the bound, e.g. "1–300"). */
  'badValue',
  /** Another record of this library has the ISBN (`detail`: its title, `recordid`: its id). */
  'isbnTaken',
  /** The location is not one of this library's. */
  'locationNotFound',
  /** The record is not one of this library's (Record/Save with an id, Copy/Add). */
  'bookNotFound',
] as const;
export type CatalogueRefusal = (typeof CATALOGUE_REFUSALS)[number];

/** The fields of the record and copy forms a refusal can name. */
export const CATALOGUE_FIELDS = [
  'title',
  'author',
  'publisher',
  'year',
  'isbn',
  'callnumber',
  'summary',
  'barcode',
  'locationid',
] as const;
export type CatalogueField = (typeof CATALOGUE_FIELDS)[number];

export interface CatalogueRefusalDetail {
  refused: CatalogueRefusal;
  detail: string | null;
  /** The form field refused, when the refusal is about one (shown beside it). */
  field?: CatalogueField;
  /** isbnTaken: the record that has the ISBN. */
  recordid?: number;
}

/** The bounds of the record and copy forms (the server checks the same). */
export const CATALOGUE_LIMITS = {
  titleMax: 300,
  authorMax: 200,
  publisherMax: 200,
  callnumberMax: 64,
  summaryMax: 4000,
  barcodeMax: 32,
  yearMin: 1000,
} as const;

/**
 * POST /LibraryAdminApi/Catalogue/Record/Save {id?, requestid?, title, author?, publisher?,
 * year?, isbn?, callnumber?, summary?} → the record (CatalogueRecord). Without `id` it creates a
 * record of the staff member's library; with `id` it replaces the record's values with those
 * sent (a field left out or empty is cleared). The ISBN (10 or 13, hyphens allowed, check digit
 * verified) is stored as digits, unique within the library. `requestid` (a UUID the form makes
 * when it opens) makes a create idempotent: a second Save with it answers the first record.
 */
export interface CatalogueRecordSaveRequest {
  id?: number;
  requestid?: string;
  title: string;
  author?: string;
  publisher?: string;
  /** 1000 to next year. */
  year?: number;
  isbn?: string;
  callnumber?: string;
  summary?: string;
}

/** POST /LibraryAdminApi/Catalogue/Locations {} → the library's locations, by name. */
export interface CatalogueLocation {
  id: number;
  name: string;
}

/**
 * POST /LibraryAdminApi/Catalogue/Copy/Add {recordid, barcode, callnumber?, locationid?} → the
 * copy, on the shelf (in library). The barcode (trimmed, 1–32 of A–Z, a–z, 0–9 and "-") is
 * unique in the library; without a call number the copy takes the record's.
 */
export interface CatalogueCopyAddRequest {
  recordid: number;
  barcode: string;
  callnumber?: string;
  locationid?: number;
}

/**
 * POST /LibraryAdminApi/Catalogue/Copy/Update {barcode, callnumber?, locationid?} → the copy:
 * its call number and location as sent (left out: cleared). Its status changes through
 * CopyStatus only.
 */
export interface CatalogueCopyUpdateRequest {
  barcode: string;
  callnumber?: string;
  locationid?: number;
}

/** A copy-cataloguing source (an SRU or Z39.50 server) the organisation configured. */
export interface CataloguingSource {
  name: string;
  /** The SRU base URL (http://lx2.loc.gov:210/LCDB), or a Z39.50 source's host:port/database. */
  url: string;
}

/** POST /LibraryAdminApi/Catalogue/CopyCataloguing/Sources {} → CataloguingSource[], by name. */

/**
 * POST /LibraryAdminApi/Catalogue/CopyCataloguing/Search {isbn, source?} → the candidate records
 * of one source (the first configured when `source` is absent).
 */
export interface CopyCataloguingSearchRequest {
  isbn: string;
  source?: string;
}

export interface CopyCataloguingCandidate {
  /** Identifies the record among the source's answers (a digest of its MARCXML). */
  recordid: string;
  /** The record's control number (001, with 003), when it has one. */
  controlnumber: string | null;
  title: string;
  author: string | null;
  publisher: string | null;
  year: number | null;
  isbn: string | null;
  /** Whether the record's ISBN is the one asked for (some servers answer loosely). */
  isbnmatch: boolean;
  /** The book of this library the record would update, else null (a new record). */
  existingid: number | null;
}

export interface CopyCataloguingSearchResult {
  source: string;
  /** How many records the source says match (it may send fewer). */
  total: number;
  candidates: CopyCataloguingCandidate[];
}

/**
 * POST /LibraryAdminApi/Catalogue/CopyCataloguing/Take {source, isbn, recordid, barcode?,
 * callnumber?} → the record in the catalogue, and its first copy when a barcode was given.
 */
export interface CopyCataloguingTakeRequest {
  source: string;
  isbn: string;
  recordid: string;
  barcode?: string;
  callnumber?: string;
}

export interface CopyCataloguingTakeResult {
  bookid: number;
  title: string;
  /** A new record, an existing one the source's values updated, or nothing to change. */
  outcome: 'imported' | 'updated' | 'unchanged';
  /** The copy created, when a barcode was given. */
  barcode: string | null;
}

export type CataloguePage = Page<CatalogueRecord>;

export const LibraryAdminCataloguePath = {
  catalogueFind: '/LibraryAdminApi/Catalogue/Find',
  catalogueCopyStatus: '/LibraryAdminApi/Catalogue/CopyStatus',
  copyCataloguingSources: '/LibraryAdminApi/Catalogue/CopyCataloguing/Sources',
  copyCataloguingSearch: '/LibraryAdminApi/Catalogue/CopyCataloguing/Search',
  copyCataloguingTake: '/LibraryAdminApi/Catalogue/CopyCataloguing/Take',
  catalogueRecordSave: '/LibraryAdminApi/Catalogue/Record/Save',
  catalogueLocations: '/LibraryAdminApi/Catalogue/Locations',
  catalogueCopyAdd: '/LibraryAdminApi/Catalogue/Copy/Add',
  catalogueCopyUpdate: '/LibraryAdminApi/Catalogue/Copy/Update',
} as const;
