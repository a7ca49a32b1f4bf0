import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { RankingExcerpt, type RankingExcerptProps } from './RankingExcerpt';

export const rankingExcerptWidget: WidgetDefinition<RankingExcerptProps> = {
  tag: 'lp-ranking-excerpt',
  component: RankingExcerpt,
  attributes: { period: 'string', count: 'number', bookUrl: 'string' },
};

/**
 * `<lp-ranking-excerpt>`: The organisation's most borrowed books of this year, month or week
 * (the reader switches), each linking to its book, and the logged-in reader's own loans and
 * place among the readers who borrowed; logged out, it offers to log in for the reader's place.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-ranking-excerpt
 * @attr {string} period - The period shown first: `year`, `month` (default) or `week`.
 * @attr {number} count - How many books (default 5, at most 20).
 * @attr {string} book-url - URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's /bookDetail otherwise.
 * @fires lp-navigate - Cancelable `{path, query}`: `/bookDetail` `{bookid}` before a book is opened, `/login` `{redirect}` when a logged-out reader asks for their place.
 * @csspart ranking - The widget's content.
 * @csspart list - The ranked books.
 * @csspart book - One ranked book.
 */
export class RankingExcerptElement extends widgetElement(rankingExcerptWidget) {}

/** Registers `<lp-ranking-excerpt>` (once per page). */
export function define(): void {
  defineElement(rankingExcerptWidget.tag, RankingExcerptElement);
}
