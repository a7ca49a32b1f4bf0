import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Bookshelf, type BookshelfProps } from './Bookshelf';

export const bookshelfWidget: WidgetDefinition<BookshelfProps> = {
  tag: 'lp-bookshelf',
  component: Bookshelf,
  attributes: { shelf: 'string', column: 'string', pageSize: 'number', bookUrl: 'string' },
};

/**
 * `<lp-bookshelf>`: The library's virtual shelf: its bookshelves by location, each drawn with
 * its columns (call-number ranges and copies); choosing a column shows its figures (titles,
 * copies, on loan, available, main categories) and its books with cover, title, author and
 * state, each linking to its book. Keyboard: Tab to a column, the arrow keys between columns,
 * Enter or Space to open one.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-bookshelf
 * @attr {string} shelf - The id of the shelf shown first; the library's first shelf otherwise.
 * @attr {string} column - The id of the column opened first (its shelf is found when `shelf` is not set).
 * @attr {number} page-size - Books a page (default 24, at most 60).
 * @attr {string} book-url - URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's /bookDetail otherwise.
 * @fires lp-navigate - Cancelable `{path: '/bookDetail', query: {bookid}}` before a book is opened.
 * @csspart bookshelf - The widget's content.
 * @csspart shelf - The chosen shelf, drawn with its columns.
 * @csspart column - One column of the shelf (a toggle button).
 * @csspart column-detail - The chosen column's figures and books.
 * @csspart statistics - The chosen column's figures.
 * @csspart books - The books on the chosen column.
 * @csspart pagination - The pager under the books.
 */
export class BookshelfElement extends widgetElement(bookshelfWidget) {}

/** Registers `<lp-bookshelf>` (once per page). */
export function define(): void {
  defineElement(bookshelfWidget.tag, BookshelfElement);
}
