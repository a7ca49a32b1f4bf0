/**
 * The library's reports (`LibraryAdminApi/Reports`): staff only (usertype 8 librarian, 9
 * admin; the audit log admins only, as Audit/List), each over the caller's organisation and a
 * range of library days. A day and a month are the library's, in the organisation's time zone:
 * a loan at 23:30 in Shanghai on 31 January counts in January whatever the server's clock says.
 */

/** The reports, in the order the reports page offers them. */
export const REPORT_KINDS = [
  'loans',
  'overdue',
  'mostBorrowed',
  'neverBorrowed',
  'finesCollected',
  'audit',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A range longer than this (two years, a leap day included) is refused (400). */
export const REPORT_MAX_DAYS = 731;
/**
 * A page of a report's list holds at most this many rows (a larger pagesize is a 400): enough
 * for a printed overdue list of a whole school, bounded so one call never reads a table.
 */
export const REPORT_MAX_PAGE_SIZE = 500;
/** An export holds at most this many rows of a list (the rest is cut, and the answer says so). */
export const REPORT_EXPORT_MAX_ROWS = 20_000;

/** Library days 'YYYY-MM-DD', both included, `from` ≤ `to`. */
export interface ReportRange {
  from: string;
  to: string;
}

export interface ReportPageRequest extends ReportRange {
  index?: number;
  pagesize?: number;
}

/** POST /LibraryAdminApi/Reports/Loans {from, to} → LoansReport. */
export interface LoansReport extends ReportRange {
  /** Loans made in the range. */
  total: number;
  /** Each month of the range ('YYYY-MM'), months without a loan included as 0. */
  months: { month: string; loans: number }[];
  /** Per class of the borrower (null: no class, or a reader who deleted their history). */
  classes: { department: string | null; loans: number; readers: number }[];
}

/**
 * POST /LibraryAdminApi/Reports/Overdue {from?, to?, department?, index?, pagesize?} → a page
 * of the loans still out past their due day, longest late first; with a range, only loans due
 * in it. `department` narrows to one class (its id).
 */
export interface OverdueRequest extends Partial<ReportRange> {
  department?: number;
  index?: number;
  pagesize?: number;
}
export interface OverdueLoan {
  readercode: string;
  name: string;
  department: string | null;
  title: string;
  barcode: string;
  /** ISO date-times. */
  borrowtime: string;
  duetime: string;
  /** Library days since the due day. */
  dayslate: number;
}

/** POST /LibraryAdminApi/Reports/MostBorrowed {from, to, index?, pagesize?} → Page<MostBorrowed>. */
export interface MostBorrowed {
  bookid: number;
  title: string;
  author: string | null;
  loans: number;
  /** Different readers who borrowed it in the range. */
  readers: number;
}

/**
 * POST /LibraryAdminApi/Reports/NeverBorrowed {from, to, department?, index?, pagesize?} →
 * the readers (not staff) with no loan in the range: per class, and a page of them by class.
 */
export interface NeverBorrowedRequest extends ReportPageRequest {
  department?: number;
}
export interface NeverBorrowedReport {
  classes: {
    departmentid: number | null;
    department: string | null;
    readers: number;
    never: number;
  }[];
  page: {
    total: number;
    index: number;
    pagesize: number;
    list: { readercode: string; name: string; department: string | null }[];
  };
}

/** How a fine was paid: a bill's method, or `other` for a fine settled without a bill. */
export type FineMethod = 'cash' | 'wechat' | 'alipay' | 'bank' | 'other';

/** POST /LibraryAdminApi/Reports/FinesCollected {from, to} → FinesReport. */
export interface FinesReport extends ReportRange {
  /** Yuan paid in the range. */
  total: number;
  /** Per month and method (only the pairs with a payment). */
  rows: { month: string; method: FineMethod; amount: number; fines: number }[];
}

/** POST /LibraryAdminApi/Reports/Audit {from, to, index?, pagesize?} (admins) → Page<AuditEntry>. */
export type AuditReportRequest = ReportPageRequest;

/**
 * GET /LibraryAdminApi/Reports/Export?report=&format=csv|xlsx&from=&to=&department= → the
 * report as a file: CSV (UTF-8 with a BOM, for Excel) or XLSX, each table of the report a
 * section (CSV) or a sheet (XLSX), cut at REPORT_EXPORT_MAX_ROWS rows.
 */
export type ReportFormat = 'csv' | 'xlsx';

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const LibraryAdminReportsPath = {
  reportsLoans: '/LibraryAdminApi/Reports/Loans',
  reportsOverdue: '/LibraryAdminApi/Reports/Overdue',
  reportsMostBorrowed: '/LibraryAdminApi/Reports/MostBorrowed',
  reportsNeverBorrowed: '/LibraryAdminApi/Reports/NeverBorrowed',
  reportsFinesCollected: '/LibraryAdminApi/Reports/FinesCollected',
  reportsAudit: '/LibraryAdminApi/Reports/Audit',
  reportsExport: '/LibraryAdminApi/Reports/Export',
} as const;
