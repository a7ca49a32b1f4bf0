import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { RecommendedBooks, type RecommendedBooksProps } from './RecommendedBooks';

export const recommendedBooksWidget: WidgetDefinition<RecommendedBooksProps> = {
  tag: 'lp-recommended-books',
  component: RecommendedBooks,
  attributes: { count: 'number', bookUrl: 'string' },
};

/**
 * `<lp-recommended-books>`: Books the library recommends, as cards (cover, title, author)
 * linking to each book's page.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-recommended-books
 * @attr {number} count - How many books (default 10, at most 50).
 * @attr {string} book-url - URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's /bookDetail otherwise.
 * @fires lp-navigate - Cancelable `{path: '/bookDetail', query: {bookid}}` before a book is opened.
 * @csspart list - The books.
 * @csspart book - One book's card (a link).
 */
export class RecommendedBooksElement extends widgetElement(recommendedBooksWidget) {}

/** Registers `<lp-recommended-books>` (once per page). */
export function define(): void {
  defineElement(recommendedBooksWidget.tag, RecommendedBooksElement);
}
