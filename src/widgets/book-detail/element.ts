import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { BookDetail, type BookDetailProps } from './BookDetail';

export const bookDetailWidget: WidgetDefinition<BookDetailProps> = {
  tag: 'lp-book-detail',
  component: BookDetail,
  // A string: the id usually comes straight from a URL parameter; the widget checks it.
  attributes: { bookid: 'string' },
};

/**
 * `<lp-book-detail>`: One book: its record, cover, rating, copies with "where is it",
 * collect and recommend-to-library, pre-borrow, and readers' comments.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-book-detail
 * @attr {string} bookid - The book's id.
 * @fires lp-navigate - Cancelable `{path, query}`: `/preBorrow` `{bookid}`, `/queryMachineShelfDetail` `{bookid, barcode}` ("where is it"), `/login` `{redirect}` (collect, recommend or comment while logged out).
 * @csspart detail - The book.
 * @csspart rating - The rating (stars, value, raters) or "no rating".
 * @csspart actions - Pre-borrow, collect and recommend.
 * @csspart fields - The record's fields.
 * @csspart holdings - The table of copies.
 * @csspart comments - The comment list.
 * @csspart comment - One comment.
 * @csspart pagination - The comment pager.
 */
export class BookDetailElement extends widgetElement(bookDetailWidget) {}

/** Registers `<lp-book-detail>` (once per page). */
export function define(): void {
  defineElement(bookDetailWidget.tag, BookDetailElement);
}
