import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Booklists, type BooklistsProps } from './Booklists';

export const booklistsWidget: WidgetDefinition<BooklistsProps> = {
  tag: 'lp-booklists',
  component: Booklists,
  attributes: { reader: 'string', bookUrl: 'string' },
};

/**
 * `<lp-booklists>`: The reader's booklists: name (required), description, public or private,
 * created time and book count; create, edit, delete, show the books and take one off; below,
 * the public lists of other readers of the organisation. With `reader`, one reader's public
 * lists, read-only. Private lists are never sent by the server to anyone but their owner.
 * Logged out, it offers to log in. Every libportal element also takes `api-base`, `org-code`
 * and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-booklists
 * @attr {string} reader - Another reader's id: show that reader's public lists, read-only.
 * @attr {string} book-url - URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's /bookDetail otherwise.
 * @fires lp-navigate - Cancelable `{path, query}`: `/bookDetail` `{bookid}`, or `/login` `{redirect}` when logged out.
 * @csspart booklists - The widget's content.
 * @csspart lists - A list of booklists.
 * @csspart booklist - One booklist.
 * @csspart books - The books of an open booklist.
 * @csspart booklist-form - The form that creates or edits a booklist.
 * @csspart public-lists - Other readers' public booklists.
 */
export class BooklistsElement extends widgetElement(booklistsWidget) {}

/** Registers `<lp-booklists>` (once per page). */
export function define(): void {
  defineElement(booklistsWidget.tag, BooklistsElement);
}
