/**
 * Each report's data as the tables of its export, headed in the caller's language; times and
 * days in the library's zone, amounts in yuan as numbers (a spreadsheet sums them).
 */
import type {
  AuditEntry,
  FineMethod,
  FinesReport,
  LoansReport,
  MostBorrowed,
  NeverBorrowedReport,
  OverdueLoan,
} from '../../../src/core/api/contract';
import type { MessageKey } from '../http/messages';
import { libraryDateTime, libraryDay, type TimeZone } from '../time';
import type { ReportTable } from './table';

export type Say = (key: MessageKey) => string;

const methodKeys = {
  cash: 'reportsMethodCash',
  wechat: 'reportsMethodWechat',
  alipay: 'reportsMethodAlipay',
  bank: 'reportsMethodBank',
  other: 'reportsMethodOther',
} as const satisfies Record<FineMethod, MessageKey>;

const className = (say: Say, name: string | null) => name ?? say('reportsNoClass');

export function loansTables(say: Say, report: LoansReport): ReportTable[] {
  return [
    {
      name: say('reportsLoansPerMonth'),
      columns: [say('reportsColMonth'), say('reportsColLoans')],
      rows: report.months.map((m) => [m.month, m.loans]),
    },
    {
      name: say('reportsLoansPerClass'),
      columns: [say('reportsColClass'), say('reportsColLoans'), say('reportsColReaders')],
      rows: report.classes.map((c) => [className(say, c.department), c.loans, c.readers]),
    },
  ];
}

export function overdueTables(say: Say, zone: TimeZone, list: OverdueLoan[]): ReportTable[] {
  return [
    {
      name: say('reportsOverdue'),
      columns: [
        say('reportsColClass'),
        say('reportsColReadercode'),
        say('reportsColName'),
        say('reportsColTitle'),
        say('reportsColBarcode'),
        say('reportsColBorrowed'),
        say('reportsColDue'),
        say('reportsColDaysLate'),
      ],
      rows: list.map((loan) => [
        className(say, loan.department),
        loan.readercode,
        loan.name,
        loan.title,
        loan.barcode,
        libraryDateTime(new Date(loan.borrowtime), zone),
        libraryDay(new Date(loan.duetime), zone),
        loan.dayslate,
      ]),
    },
  ];
}

export function mostBorrowedTables(say: Say, list: MostBorrowed[]): ReportTable[] {
  return [
    {
      name: say('reportsMostBorrowed'),
      columns: [
        say('reportsColRank'),
        say('reportsColTitle'),
        say('reportsColAuthor'),
        say('reportsColLoans'),
        say('reportsColReaders'),
      ],
      rows: list.map((book, at) => [at + 1, book.title, book.author, book.loans, book.readers]),
    },
  ];
}

export function neverBorrowedTables(say: Say, report: NeverBorrowedReport): ReportTable[] {
  return [
    {
      name: say('reportsNeverPerClass'),
      columns: [say('reportsColClass'), say('reportsColReaders'), say('reportsColNever')],
      rows: report.classes.map((c) => [className(say, c.department), c.readers, c.never]),
    },
    {
      name: say('reportsNeverReaders'),
      columns: [say('reportsColClass'), say('reportsColReadercode'), say('reportsColName')],
      rows: report.page.list.map((r) => [className(say, r.department), r.readercode, r.name]),
    },
  ];
}

export function finesTables(say: Say, report: FinesReport): ReportTable[] {
  return [
    {
      name: say('reportsFines'),
      columns: [
        say('reportsColMonth'),
        say('reportsColMethod'),
        say('reportsColAmount'),
        say('reportsColFines'),
      ],
      rows: report.rows.map((row) => [
        row.month,
        say(methodKeys[row.method]),
        row.amount,
        row.fines,
      ]),
    },
  ];
}

export function auditTables(say: Say, zone: TimeZone, list: AuditEntry[]): ReportTable[] {
  return [
    {
      name: say('reportsAudit'),
      columns: [
        say('reportsColTime'),
        say('reportsColStaffcode'),
        say('reportsColStaff'),
        say('reportsColAction'),
        say('reportsColTarget'),
      ],
      rows: list.map((entry) => [
        libraryDateTime(new Date(entry.createdtime), zone),
        entry.staffcode,
        entry.staffname,
        entry.action,
        entry.target,
      ]),
    },
  ];
}
