/**
 * The librarian's workspace (`LibraryAdminApi`): calls only staff may make (usertype 8
 * librarian, 9 admin), each scoped to the staff member's organisation. Readers' tokens get 403;
 * another organisation's reader or copy is "not found" (it is not there for this library).
 *
 * The desk is driven by a barcode scanner: every call takes what a scanner types (a reader card
 * code, a copy barcode) and answers the whole new state the desk shows, so a scan needs one call.
 */
import { READER_STAFF_ACTIONS } from './library-admin-readers';
import { SETTINGS_STAFF_ACTIONS } from './library-admin-settings';
import { CONTENT_STAFF_ACTIONS } from './library-admin-content';
import { CATALOGUE_IMPORT_STAFF_ACTIONS } from './library-admin-import';
import { ACTIVITY_STAFF_ACTIONS } from './library-admin-activities';

/** Why the desk refused a scan; each has a translated message (server: messages/library-admin). */
export const DESK_REFUSALS = [
  /** No reader of this library has the code (or it is a staff account). */
  'readerNotFound',
  /** No copy of this library has the barcode. */
  'copyNotFound',
  /** The copy is withdrawn, lost, damaged or otherwise not on the shelf to lend. */
  'copyNotAvailable',
  /** The copy is already on loan (to this reader or another). */
  'copyOnLoan',
  /** The copy is held on the pickup shelf for another reader's reservation. */
  'reservedForAnother',
  /** The reader's account is blocked (reason in `detail`). */
  'readerBlocked',
  /** The reader has as many loans as the reader type allows (`detail`: the limit). */
  'loanLimit',
  /** Unpaid fines over the reader type's limit (`detail`: the amount owed, yuan). */
  'finesOverLimit',
  /** Return or renew of a copy that is not on loan. */
  'notOnLoan',
  /** Renew refused by the circulation rules (`detail`: the RenewReason). */
  'renewRefused',
  /** Undo with nothing to undo, or the last action was changed since. */
  'nothingToUndo',
  /**
   * PayCash refused by the payment service's guards (`detail`: its reason — nothingDue when the
   * fines were paid already, inProgress when an online payment holds them, amountChanged).
   */
  'paymentRefused',
] as const;
export type DeskRefusal = (typeof DESK_REFUSALS)[number];

/** The refusal the server sends as `data` with code 10158 (ResultCode.businessError). */
export interface DeskRefusalDetail {
  refused: DeskRefusal;
  /** A figure or reason the message names (a limit, an amount, a block reason). */
  detail: string | null;
}

/** One of the reader's loans as the desk lists them (newest first). */
export interface DeskLoan {
  /** The loan (borrow record) id. */
  id: number;
  bookid: number;
  title: string;
  barcode: string;
  /** ISO date-times. */
  borrowtime: string;
  duetime: string;
  renewals: number;
  overdue: boolean;
}

/** A reservation whose copy waits on the pickup shelf for this reader. */
export interface DeskHoldReady {
  id: number;
  bookid: number;
  title: string;
  barcode: string;
  site: string;
  /** ISO date-time: the hold lapses after it. */
  expiretime: string;
}

/** An unpaid fine, as the desk can settle it in cash. */
export interface DeskFine {
  id: number;
  /** Yuan. */
  amount: number;
  /** FineReasonCode (money.ts), translated by the widget. */
  reason: string;
  title: string | null;
  createdtime: string;
}

/** POST /LibraryAdminApi/Desk/Reader {readercode} → the card and everything the desk acts on. */
export interface DeskReaderRequest {
  readercode: string;
}
export interface DeskReader {
  id: number;
  readercode: string;
  name: string;
  /** Class or department name, null for none. */
  department: string | null;
  /** Reader type (borrow type) name. */
  readertype: string;
  /** The block reason when the account is blocked, else null. */
  blocked: string | null;
  /** The reader type's loan limit. */
  maxloans: number;
  /** Yuan: unpaid fines above it block lending. */
  finelimit: number;
  loans: DeskLoan[];
  holdsready: DeskHoldReady[];
  fines: DeskFine[];
  /** Yuan: the sum of `fines`. */
  finetotal: number;
}

/** POST /LibraryAdminApi/Desk/Lend {readercode, barcode} → the reader after the loan. */
export interface DeskLendRequest {
  readercode: string;
  barcode: string;
}

/** POST /LibraryAdminApi/Desk/Return {barcode} → what the return did. */
export interface DeskReturnRequest {
  barcode: string;
}
export interface DeskReturnResult {
  /** The loan just closed. */
  loan: DeskLoan;
  readercode: string;
  readername: string;
  /** The fine the late return created (yuan), null when on time. */
  fine: number | null;
  /** Set when the copy now waits on a pickup shelf for a reservation: put it there. */
  hold: { readername: string; site: string } | null;
}

/** POST /LibraryAdminApi/Desk/Renew {barcode} → the renewed loan. */
export interface DeskRenewRequest {
  barcode: string;
}

/**
 * POST /LibraryAdminApi/Desk/Undo {} → undoes this staff member's last lend, return or renew
 * (within the same day, when nothing has happened to that copy since).
 */
export interface DeskUndoResult {
  undone: 'lend' | 'return' | 'renew';
  barcode: string;
}

/**
 * POST /LibraryAdminApi/Desk/PayCash {readercode, fineids} → the fines settled in cash at the
 * desk, through the same payment service (and its guards) as online payments.
 */
export interface DeskPayCashRequest {
  readercode: string;
  fineids: number[];
}
export interface DeskPayCashResult {
  /** The payment's order number, as the reader's bill shows it. */
  orderno: string;
  /** Yuan. */
  amount: number;
  paid: number;
}

/** POST /LibraryAdminApi/Desk/Today {} → the organisation's desk figures for today. */
export interface DeskToday {
  loans: number;
  returns: number;
  renewals: number;
  /** Copies on the pickup shelf waiting for their readers. */
  holdsready: number;
  /** Loans past their due date. */
  overdue: number;
}

/** What a member of staff did, as the audit log keeps it. */
export const STAFF_ACTIONS = [
  'lend',
  'return',
  'renew',
  'undo',
  'paycash',
  // The catalogue (library-admin-catalogue.ts): a copy's status changed, a record taken,
  // a record created or edited, a copy added or edited.
  'copyStatus',
  'takeRecord',
  'recordSave',
  'copyAdd',
  'copyUpdate',
  ...READER_STAFF_ACTIONS,
  ...SETTINGS_STAFF_ACTIONS,
  ...CONTENT_STAFF_ACTIONS,
  ...CATALOGUE_IMPORT_STAFF_ACTIONS,
  ...ACTIVITY_STAFF_ACTIONS,
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** POST /LibraryAdminApi/Audit/List {index?, pagesize?} (admins only) → Page<AuditEntry>. */
export interface AuditListRequest {
  index?: number;
  pagesize?: number;
}
export interface AuditEntry {
  id: number;
  /** The staff member's code and name. */
  staffcode: string;
  staffname: string;
  action: StaffAction;
  /** A copy's barcode or a reader's code. */
  target: string;
  /** The state before and after (ids, dates, amounts in fen). */
  detail: Record<string, unknown>;
  /** ISO date-time. */
  createdtime: string;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const LibraryAdminPath = {
  deskReader: '/LibraryAdminApi/Desk/Reader',
  deskLend: '/LibraryAdminApi/Desk/Lend',
  deskReturn: '/LibraryAdminApi/Desk/Return',
  deskRenew: '/LibraryAdminApi/Desk/Renew',
  deskUndo: '/LibraryAdminApi/Desk/Undo',
  deskPayCash: '/LibraryAdminApi/Desk/PayCash',
  deskToday: '/LibraryAdminApi/Desk/Today',
  auditList: '/LibraryAdminApi/Audit/List',
} as const;
