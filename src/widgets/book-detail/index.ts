export { BookDetail } from './BookDetail';
export type { BookDetailProps } from './BookDetail';
export { ShelfLocation } from './ShelfLocation';
export type { ShelfLocationProps } from './ShelfLocation';
export { COMMENT_PAGE_SIZE } from './Comments';
