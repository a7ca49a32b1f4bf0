/**
 * The librarian's readers (`LibraryAdminApi/Readers`): find, create and edit the organisation's
 * readers (students and teachers, never staff), reset a password, block and unblock, import a
 * class list. Staff only (usertype 8 librarian, 9 admin), each call in the staff member's own
 * organisation: another organisation's reader is "not found". Every change is written to the
 * audit log with the state before and after.
 */

/** Why a readers call was refused; each has a translated message (server: messages). */
export const READER_ADMIN_REFUSALS = [
  /** No reader of this library has the code (or it names a staff account). */
  'readerNotFound',
  /** Create: a reader or member of staff of this library already has the code. */
  'readerExists',
  /** A field failed the class list's rules (`field`, `problem`, `max`). */
  'invalidField',
  /** Block without a reason (blank): the desk shows the reason when it refuses a loan. */
  'reasonRequired',
  /** Import: the file as a whole cannot be used (`detail`: the reason's key). */
  'importRefused',
] as const;
export type ReaderAdminRefusal = (typeof READER_ADMIN_REFUSALS)[number];

/** The fields of a reader as the form and the class list name them. */
export const READER_FIELDS = [
  'readercode',
  'name',
  'class',
  'grade',
  'sex',
  'phone',
  'type',
] as const;
export type ReaderField = (typeof READER_FIELDS)[number];

/** What is wrong with a field, as the class list importer checks it. */
export type ReaderFieldProblem = 'invalid' | 'empty' | 'tooLong' | 'control';

/** Why a whole import file is refused (data.detail of `importRefused`). */
export const READER_IMPORT_REFUSALS = [
  'missing',
  'tooLarge',
  'notSheet',
  'unreadable',
  'empty',
  'tooManyRows',
  'header',
] as const;
export type ReaderImportRefusal = (typeof READER_IMPORT_REFUSALS)[number];

/** The refusal the server sends as `data` with code 10158 (ResultCode.businessError). */
export interface ReaderAdminRefusalDetail {
  refused: ReaderAdminRefusal;
  /** `importRefused`: the ReaderImportRefusal; else null. */
  detail: string | null;
  /** `invalidField`: which field, what is wrong, and the bound when too long. */
  field?: ReaderField;
  problem?: ReaderFieldProblem;
  max?: number;
}

/** Student or teacher: the reader type, which also picks the borrow type (loan rules). */
export type ReaderKind = 'student' | 'teacher';

/** A reader as the readers page lists and edits them. */
export interface AdminReader {
  id: number;
  readercode: string;
  name: string;
  kind: ReaderKind;
  /** The class (department) name; null for none. */
  class: string | null;
  classid: number | null;
  grade: string | null;
  /** 1 male, 2 female. */
  sex: 1 | 2;
  phone: string | null;
  /** The borrow type's name (the loan rules), null for none. */
  borrowtype: string | null;
  /** Why the account is blocked, null when it is not. */
  blocked: string | null;
  /** The reader still has to replace a generated password. */
  mustchangepassword: boolean;
}

/** Bounds of the list call. */
export const READER_KEYWORD_MAX = 50;
export const READER_PAGE_MAX = 100;
/** A block reason: a sentence the desk shows when it refuses a loan. */
export const BLOCK_REASON_MAX = 200;

/**
 * POST /LibraryAdminApi/Readers/List {keyword?, department?, pageindex?, pagesize?} →
 * Page<AdminReader>: the code (from its start) or the name (anywhere) matches the keyword,
 * optionally in one class (department id); by class, then code.
 */
export interface ReaderAdminListRequest {
  keyword?: string;
  department?: number;
  pageindex?: number;
  pagesize?: number;
}

/** POST /LibraryAdminApi/Readers/Classes {} → the organisation's classes, by name. */
export interface ReaderClass {
  id: number;
  name: string;
  /** Readers in the class (staff never count). */
  readers: number;
}

/** POST /LibraryAdminApi/Readers/Get {readercode} → AdminReader. */
export interface ReaderCodeRequest {
  readercode: string;
}

/**
 * The editable fields, checked by the class list's rules: name, class and grade (a teacher's
 * grade may be blank) 1–50/50/20 characters, phone digits, sex 1 or 2. The class is a name, made
 * on first use as the importer makes it.
 */
export interface ReaderFields {
  readercode: string;
  name: string;
  class: string;
  grade?: string;
  sex?: 1 | 2;
  /** '' clears it (Update). */
  phone?: string;
  kind?: ReaderKind;
}

/**
 * POST /LibraryAdminApi/Readers/Create {ReaderFields} → the new reader and a generated initial
 * password, shown once (the reader replaces it at the first login).
 */
export interface ReaderCreated {
  reader: AdminReader;
  password: string;
}

/** POST /LibraryAdminApi/Readers/Update {ReaderFields} → AdminReader (the code is the key). */

/**
 * POST /LibraryAdminApi/Readers/ResetPassword {readercode} → a generated password, shown once;
 * the reader's sessions end and the portal asks for a new password at the next login.
 */
export interface ReaderPasswordReset {
  readercode: string;
  password: string;
}

/** POST /LibraryAdminApi/Readers/Block {readercode, reason} → AdminReader. */
export interface ReaderBlockRequest {
  readercode: string;
  reason: string;
}

/** POST /LibraryAdminApi/Readers/Unblock {readercode} → AdminReader. */

/** The multipart field of the class list upload. */
export const READER_IMPORT_FIELD = 'file';
/** At most this many bytes (the CLI's bound: a school of 5,000 pupils is ~300 KB of CSV). */
export const READER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** A new reader of an import and their generated password, to hand out. */
export interface ReaderHandout {
  readercode: string;
  name: string;
  class: string;
  password: string;
}

/**
 * POST /LibraryAdminApi/Readers/Import (multipart, `file`: a .csv or .xlsx class list) → what
 * the importer did: readers already there change class, grade and name, never password; new
 * ones get a generated password each, returned once (and as a hand-out CSV).
 */
export interface ReaderImportReport {
  imported: number;
  updated: number;
  unchanged: number;
  classescreated: number;
  /** Each refused row with its number in the sheet and the translated reason. */
  rejected: { row: number; reason: string }[];
  /** Columns the sheet has that are not imported. */
  ignoredcolumns: string[];
  handout: ReaderHandout[];
  /** The hand-out as CSV (UTF-8 with BOM, for Excel), null when no reader is new. */
  handoutcsv: string | null;
}

export const LibraryAdminReadersPath = {
  readersList: '/LibraryAdminApi/Readers/List',
  readersClasses: '/LibraryAdminApi/Readers/Classes',
  readersGet: '/LibraryAdminApi/Readers/Get',
  readersCreate: '/LibraryAdminApi/Readers/Create',
  readersUpdate: '/LibraryAdminApi/Readers/Update',
  readersResetPassword: '/LibraryAdminApi/Readers/ResetPassword',
  readersBlock: '/LibraryAdminApi/Readers/Block',
  readersUnblock: '/LibraryAdminApi/Readers/Unblock',
  readersImport: '/LibraryAdminApi/Readers/Import',
} as const;

/** What the readers page writes to the audit log (STAFF_ACTIONS joins these). */
export const READER_STAFF_ACTIONS = [
  'readerCreate',
  'readerUpdate',
  'readerPassword',
  'readerBlock',
  'readerUnblock',
  'readerImport',
] as const;
