import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { AccountListItems, BorrowRecordItem } from '../../core';
import { formatDay } from '../../core/ui/day';
import { fenToYuan, formatDateTime } from '../../core/ui/format';

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

const loanColumns: Column<BorrowRecordItem>[] = [
  { header: 'title', cell: (row) => row.title },
  { header: 'barcode', cell: (row) => row.barcode },
  { header: 'borrowed', cell: (row, { lang }) => formatDay(row.borrowtime, lang) },
  { header: 'due', cell: (row, { lang }) => formatDay(row.duetime, lang) },
  { header: 'state', cell: daysLeft },
];

/**
 * The columns of each list, the book naming each row. Subtenancy follows spec §3's order:
 * category, date, book name, status.
 */
export const COLUMNS: { [L in ListName]: Column<ListRows[L]>[] } = {
  current: loanColumns,
  overdue: loanColumns,
  urge: [
    { header: 'title', cell: (row) => row.title },
    { header: 'barcode', cell: (row) => row.barcode },
    { header: 'due', cell: (row, { lang }) => formatDay(row.duetime, lang) },
    { header: 'urgedAt', cell: (row, { lang }) => formatDateTime(row.urgetime, lang) },
    { header: 'note', cell: (row) => row.note ?? '—' },
    {
      header: 'state',
      cell: (row, { t }) => (row.returned ? t('lists.returned') : t('lists.notReturned')),
    },
  ],
  subtenancy: [
    { header: 'category', cell: (row, { t }) => t(`lists.category_${row.category}`) },
    { header: 'date', cell: (row, { lang }) => formatDay(row.date, lang) },
    { header: 'title', cell: (row) => row.bookname, rowHeader: true },
    { header: 'state', cell: (row, { t }) => t(`lists.status_${row.status}`) },
  ],
  purchased: [
    { header: 'title', cell: (row) => row.title },
    { header: 'price', cell: (row, { tc }) => tc('common.yuan', { amount: fenToYuan(row.price) }) },
    { header: 'quantity', cell: (row) => row.quantity },
    { header: 'orderNo', cell: (row) => row.orderno ?? '—' },
    { header: 'purchased', cell: (row, { lang }) => formatDateTime(row.purchasetime, lang) },
  ],
  recommendations: [
    { header: 'title', cell: (row) => row.title },
    { header: 'author', cell: (row) => row.author ?? '—' },
    { header: 'reason', cell: (row) => row.reason ?? '—' },
    { header: 'recommended', cell: (row, { lang }) => formatDateTime(row.createtime, lang) },
    { header: 'count', cell: (row) => row.count },
  ],
  collection: [
    { header: 'title', cell: (row) => row.title },
    { header: 'author', cell: (row) => row.author ?? '—' },
    { header: 'collected', cell: (row, { lang }) => formatDateTime(row.collecttime, lang) },
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
