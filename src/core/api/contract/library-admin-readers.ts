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
  /** A class id that is not one of this library's classes (`detail`: the id). */
  'classNotFound',
  /** MoveClasses: the same class is moved (or graduated) twice (`detail`: the id). */
  'classRepeated',
  /** MoveClasses: a class moved into itself (`detail`: the id). */
  'moveIntoItself',
  /** MoveClasses: the same moves were applied a moment ago (a second click, a resend). */
  'movesRepeated',
  /** TeacherClasses: no teacher of this library has the id. */
  'teacherNotFound',
  /** TeacherClasses/Set: more classes than a teacher may manage (`max`). */
  'tooManyClasses',
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
  /** `importRefused`: the ReaderImportRefusal; a class refusal: the class id; else null. */
  detail: string | number | null;
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

/** Bounds of the term-end moves. */
export const CLASS_MOVES_MAX = 200;
export const CLASS_NAME_MAX = 50;
/** TeacherClasses/Set takes at most this many ids (MAX_MANAGED_DEPARTMENTS still applies). */
export const TEACHER_CLASSES_MAX = 100;

/** One move of the term end: every student of `fromclassid` goes to the class `toclassname`. */
export interface ClassMove {
  fromclassid: number;
  /** 1–50 characters once trimmed; made in the organisation if no class has the name. */
  toclassname: string;
}

/**
 * POST /LibraryAdminApi/Readers/MoveClasses {moves, graduate?, dryrun?} → ClassMoveSummary:
 * the term-end promotion, in one transaction. Whom each move takes is read from the state
 * before the call, so a chain (1班→2班, 2班→3班) moves each class once. A `graduate` class's
 * students are blocked with the reason "毕业" and taken out of the class (unblock and edit
 * reverse it; the audit row lists them). `dryrun` answers the same summary and changes nothing.
 */
export interface ClassMovesRequest {
  moves: ClassMove[];
  graduate?: number[];
  dryrun?: boolean;
}

export interface ClassMoveResult {
  fromclassid: number;
  from: string;
  to: string;
  /** The target class; null when it is new and this is a dry run. */
  toclassid: number | null;
  /** Students moved (or who would be). */
  readers: number;
  /** The target class did not exist before the call. */
  newclass: boolean;
}

export interface ClassMoveSummary {
  dryrun: boolean;
  moves: ClassMoveResult[];
  graduates: { classid: number; name: string; readers: number }[];
  /** Students who graduated (or would), all graduate classes together. */
  graduated: number;
}

/** POST /LibraryAdminApi/Readers/TeacherClasses {teacherid} → TeacherClasses. */
export interface TeacherClassesRequest {
  /** The teacher's reader id (AdminReader.id). */
  teacherid: number;
}

/** The classes a teacher manages (teacher_department), by name. */
export interface TeacherClasses {
  teacherid: number;
  classes: { id: number; name: string }[];
}

/**
 * POST /LibraryAdminApi/Readers/TeacherClasses/Set {teacherid, classids} → TeacherClasses: the
 * teacher manages exactly these classes of the library from now on.
 */
export interface TeacherClassesSetRequest {
  teacherid: number;
  classids: number[];
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
  readersMoveClasses: '/LibraryAdminApi/Readers/MoveClasses',
  readersTeacherClasses: '/LibraryAdminApi/Readers/TeacherClasses',
  readersTeacherClassesSet: '/LibraryAdminApi/Readers/TeacherClasses/Set',
} as const;

/** What the readers page writes to the audit log (STAFF_ACTIONS joins these). */
export const READER_STAFF_ACTIONS = [
  'readerCreate',
  'readerUpdate',
  'readerPassword',
  'readerBlock',
  'readerUnblock',
  'readerImport',
  'readerClassMoves',
  'teacherClasses',
] as const;
