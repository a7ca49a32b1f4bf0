import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { VirtualBookshelf, type VirtualBookshelfProps } from './VirtualBookshelf';

export const virtualBookshelfWidget: WidgetDefinition<VirtualBookshelfProps> = {
  tag: 'lp-virtual-bookshelf',
  component: VirtualBookshelf,
  attributes: { shelf: 'string', bookUrl: 'string' },
};

/**
 * `<lp-virtual-bookshelf>`: The reader's virtual bookshelf: three shelves (reading,
 * pre-borrowed, read) with their counts and the books finished this year and this month; each
 * entry with title, author, ISBN and the reader's note, from the catalogue or typed by hand (a
 * book read elsewhere), moved between shelves or removed. Logged out, it offers to log in.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme
 * properties (custom-elements.json lists them).
 *
 * @tag lp-virtual-bookshelf
 * @attr {string} shelf - The shelf shown first: `reading` (default), `preborrow` or `read`.
 * @attr {string} book-url - URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's /bookDetail otherwise.
 * @fires lp-navigate - Cancelable `{path, query}`: `/bookDetail` `{bookid}`, or `/login` `{redirect}` when logged out.
 * @csspart virtual-bookshelf - The widget's content.
 * @csspart statistics - The shelf statistics.
 * @csspart shelves - The shelf switch.
 * @csspart entries - The books on the chosen shelf.
 * @csspart entry - One book.
 * @csspart add-form - The form that adds a book by hand.
 */
export class VirtualBookshelfElement extends widgetElement(virtualBookshelfWidget) {}

/** Registers `<lp-virtual-bookshelf>` (once per page). */
export function define(): void {
  defineElement(virtualBookshelfWidget.tag, VirtualBookshelfElement);
}
