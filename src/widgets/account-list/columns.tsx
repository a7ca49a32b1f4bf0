import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { AccountListItems, BorrowRecordItem } from '../../core';
import { formatDay } from '../../core/ui/day';
import { formatDateTime } from '../../core/ui/format';

/** Every list the element shows: the account lists of the contract, and the loans. */
export type ListRows = AccountListItems & { current: BorrowRecordItem; overdue: BorrowRecordItem };
export type ListName = keyof ListRows;
export const LIST_NAMES: readonly ListName[] = [
  'current',
  'overdue',
  'urge',
  'subtenancy',
  'purchased',
  'recommendations',
  'collection',
];

export interface CellContext {
  t: TFunction<'circulation'>;
  tc: TFunction;
  lang: string;
  /** The library's (its organisation's): due dates are its days. */
  timeZone: string;
}

export interface Column<T> {
  /** Key of the header text in `lists.*`. */
  header: string;
  cell: (row: T, context: CellContext) => ReactNode;
  /** The cell that names the row (a `th`); the first column when none says so. */
  rowHeader?: true;
}

const daysLeft = (loan: BorrowRecordItem, { t }: CellContext) =>
  loan.daysleft === null
    ? null
    : loan.daysleft < 0
      ? t('dates.overdueDays', { count: -loan.daysleft })
      : loan.daysleft === 0
        ? t('dates.dueToday')
        : t('dates.daysLeft', { count: loan.daysleft });

/** A cell with a day (or a date and time) of the row, on the library's calendar. */
const dayOf =
  <T,>(value: (row: T) => string) =>
  (row: T, { lang, timeZone }: CellContext) =>
    formatDay(value(row), lang, timeZone);
const timeOf =
  <T,>(value: (row: T) => string) =>
  (row: T, { lang, timeZone }: CellContext) =>
    formatDateTime(value(row), lang, timeZone);

const loanColumns: Column<BorrowRecordItem>[] = [
  { header: 'title', cell: (row) => row.title },
  { header: 'barcode', cell: (row) => row.barcode },
  { header: 'borrowed', cell: dayOf((row) => row.borrowtime) },
  { header: 'due', cell: dayOf((row) => row.duetime) },
  { header: 'state', cell: daysLeft },
];

/**
 * The columns of each list, the book naming each row. Subtenancy follows the sublet record's order:
 * category, date, book name, status.
 */
export const COLUMNS: { [L in ListName]: Column<ListRows[L]>[] } = {
  current: loanColumns,
  overdue: loanColumns,
  urge: [
    { header: 'title', cell: (row) => row.title },
    { header: 'barcode', cell: (row) => row.barcode },
    { header: 'due', cell: dayOf((row) => row.duetime) },
    { header: 'urgedAt', cell: timeOf((row) => row.urgetime) },
    { header: 'note', cell: (row) => row.note ?? '—' },
    {
      header: 'state',
      cell: (row, { t }) => (row.returned ? t('lists.returned') : t('lists.notReturned')),
    },
  ],
  subtenancy: [
    { header: 'category', cell: (row, { t }) => t(`lists.category_${row.category}`) },
    { header: 'date', cell: dayOf((row) => row.date) },
    { header: 'title', cell: (row) => row.bookname, rowHeader: true },
    { header: 'state', cell: (row, { t }) => t(`lists.status_${row.status}`) },
  ],
  purchased: [
    { header: 'title', cell: (row) => row.title },
    { header: 'price', cell: (row, { tc }) => tc('common.yuan', { amount: row.price }) },
    { header: 'quantity', cell: (row) => row.quantity },
    { header: 'orderNo', cell: (row) => row.orderno ?? '—' },
    { header: 'purchased', cell: timeOf((row) => row.purchasetime) },
  ],
  recommendations: [
    { header: 'title', cell: (row) => row.title },
    { header: 'author', cell: (row) => row.author ?? '—' },
    { header: 'reason', cell: (row) => row.reason ?? '—' },
    { header: 'recommended', cell: timeOf((row) => row.createtime) },
    { header: 'count', cell: (row) => row.count },
  ],
  collection: [
    { header: 'title', cell: (row) => row.title },
    { header: 'author', cell: (row) => row.author ?? '—' },
    { header: 'collected', cell: timeOf((row) => row.collecttime) },
    {
      header: 'available',
      cell: (row, { t }) => t('lists.availableCount', { count: row.available }),
    },
  ],
};

/** A row's key: loans, urges and sublets have ids, favourites are one per book. */
export function rowKey(row: ListRows[ListName]): number {
  return 'id' in row ? row.id : row.bookid;
}
