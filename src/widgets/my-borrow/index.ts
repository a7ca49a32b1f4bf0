export { MyBorrow } from './MyBorrow';
export type { MyBorrowProps } from './MyBorrow';
