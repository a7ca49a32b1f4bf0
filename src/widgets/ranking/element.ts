import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Ranking, type RankingProps } from './Ranking';

export const rankingWidget: WidgetDefinition<RankingProps> = {
  tag: 'lp-ranking',
  component: Ranking,
  attributes: { period: 'string', scope: 'string', count: 'number', bookUrl: 'string' },
};

/**
 * `<lp-ranking>`: The ranking board: the most borrowed books and the most active readers of
 * this year, month or week, of the school, the reader's class or the reader's grade (the
 * reader switches both with the keyboard or the pointer), and the reader's own place. A reader
 * appears by name to other readers only if they chose to; the others by an alias. Logged out,
 * the school's most borrowed books and an offer to log in. Every libportal element also takes
 * `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties (custom-elements.json
 * lists them).
 *
 * @tag lp-ranking
 * @attr {string} period - The period shown first: `year`, `month` (default) or `week`.
 * @attr {string} scope - The scope shown first: `organization` (default), `class` or `grade`.
 * @attr {number} count - How many books and readers (default 10, at most 20).
 * @attr {string} book-url - URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's /bookDetail otherwise.
 * @fires lp-navigate - Cancelable `{path, query}`: `/bookDetail` `{bookid}` before a book is opened, `/login` `{redirect}` when a logged-out reader asks for more.
 * @csspart ranking - The widget's content.
 * @csspart list - The ranked books.
 * @csspart book - One ranked book.
 * @csspart readers - The ranked readers.
 * @csspart reader - One ranked reader.
 */
export class RankingElement extends widgetElement(rankingWidget) {}

/** Registers `<lp-ranking>` (once per page). */
export function define(): void {
  defineElement(rankingWidget.tag, RankingElement);
}
