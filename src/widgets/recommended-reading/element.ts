import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { RecommendedReading, type RecommendedReadingProps } from './RecommendedReading';

export const recommendedReadingWidget: WidgetDefinition<RecommendedReadingProps> = {
  tag: 'lp-recommended-reading',
  component: RecommendedReading,
  attributes: { count: 'number', bookUrl: 'string' },
};

/**
 * `<lp-recommended-reading>`: Books recommended for the logged-in reader: first those of the
 * categories they borrow from, then the library's popular ones, never one they borrowed or
 * reserved; each card says why it is there and whether a copy is in. Logged out, it offers to
 * log in, and fills in without a reload when `lp-login-dialog` logs the reader in on the page.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-recommended-reading
 * @attr {number} count - How many books (default 8, at most 30).
 * @attr {string} book-url - URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's /bookDetail otherwise.
 * @fires lp-navigate - Cancelable `{path, query}`: `/bookDetail` `{bookid}` before a book is opened, `/login` `{redirect}` when logged out.
 * @csspart recommended - The widget's content.
 * @csspart list - The books.
 * @csspart book - One book's card (a link).
 */
export class RecommendedReadingElement extends widgetElement(recommendedReadingWidget) {}

/** Registers `<lp-recommended-reading>` (once per page). */
export function define(): void {
  defineElement(recommendedReadingWidget.tag, RecommendedReadingElement);
}
