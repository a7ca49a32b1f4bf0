import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { EbookReader, type EbookReaderProps } from './EbookReader';

export const ebookReaderWidget: WidgetDefinition<EbookReaderProps> = {
  tag: 'lp-ebook-reader',
  component: EbookReader,
  attributes: { bookid: 'number' },
};

/**
 * `<lp-ebook-reader>`: Reads an e-book or e-journal (EPUB or PDF) in the page. The renderer
 * (epub.js for EPUB, pdf.js for PDF, whose worker is served by the portal) is downloaded only
 * when a book is opened. Previous and next buttons, "page x of y", and the arrow keys or
 * PageUp/PageDown on the page turn pages; the position is remembered (on the server for a
 * logged-in reader, in the browser otherwise), so coming back opens the same page. A book
 * that needs a login says "You do not have permission to read, or login status has expired,
 * please login" with a login button. Every libportal element also takes `api-base`,
 * `org-code` and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-ebook-reader
 * @attr {number} bookid - The e-book to open.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}`, or back to the book `/ebooks` `{bookid}`.
 * @csspart reader - The reader.
 * @csspart page - The page (focusable; arrow keys turn pages).
 * @csspart controls - Previous, position, next.
 */
export class EbookReaderElement extends widgetElement(ebookReaderWidget) {}

/** Registers `<lp-ebook-reader>` (once per page). */
export function define(): void {
  defineElement(ebookReaderWidget.tag, EbookReaderElement);
}
