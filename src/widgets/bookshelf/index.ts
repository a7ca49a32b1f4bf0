export { Bookshelf, DEFAULT_SHELF_PAGE_SIZE } from './Bookshelf';
export type { BookshelfProps, ShelfSelection } from './Bookshelf';
export { CopyShelfLink, VIRTUAL_SHELF_PATH } from './CopyShelfLink';
export type { CopyShelfLinkProps } from './CopyShelfLink';
