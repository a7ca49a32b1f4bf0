import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { EbookList, type EbookListProps } from './EbookList';

export const ebookListWidget: WidgetDefinition<EbookListProps> = {
  tag: 'lp-ebook-list',
  component: EbookList,
  attributes: {
    type: 'string',
    tagid: 'number',
    bookid: 'number',
    view: 'string',
    pageSize: 'number',
    readerUrl: 'string',
  },
};

/**
 * `<lp-ebook-list>`: The library's e-books and e-journals: a type switch, the tag strip with
 * counts, a search by title or author, paged cards (format, login-only, tags), a book's detail,
 * read online, and adding to or removing from the logged-in reader's e-book shelf (idempotent);
 * `view="shelf"` shows that shelf with how far each book was read. Every libportal element also
 * takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties
 * (custom-elements.json lists them).
 *
 * @tag lp-ebook-list
 * @attr {string} type - `ebook`, `journal` or `all` (default: all, with a switch).
 * @attr {number} tagid - A tag to start with.
 * @attr {number} bookid - Show this book's detail instead of the list.
 * @attr {string} view - `list` (default) or `shelf` (the logged-in reader's e-book shelf).
 * @attr {number} page-size - Books per page (default 12, at most 48).
 * @attr {string} reader-url - URL template of the reader page, e.g. `/read?book={bookid}`; the portal's /ebookReader otherwise.
 * @fires lp-navigate - Cancelable `{path, query}`: `/ebooks` `{bookid}` (opened) or `{}` (back to the list), `/ebookReader` `{bookid}`, `/login` `{redirect}`.
 * @csspart ebook-list - The list section.
 * @csspart types - The type switch.
 * @csspart tags - The tag strip.
 * @csspart list - The cards.
 * @csspart item - One card.
 * @csspart pagination - The pager.
 * @csspart detail - A book's detail.
 * @csspart back - The back button of the detail.
 * @csspart shelf - The reader's shelf.
 */
export class EbookListElement extends widgetElement(ebookListWidget) {}

/** Registers `<lp-ebook-list>` (once per page). */
export function define(): void {
  defineElement(ebookListWidget.tag, EbookListElement);
}
