export { PreBorrow } from './PreBorrow';
export type { PreBorrowProps } from './PreBorrow';
