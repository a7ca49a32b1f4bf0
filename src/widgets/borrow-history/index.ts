export { BorrowHistory } from './BorrowHistory';
export type { BorrowHistoryProps } from './BorrowHistory';
