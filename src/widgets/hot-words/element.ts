import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { HotWords, type HotWordsProps } from './HotWords';

export const hotWordsWidget: WidgetDefinition<HotWordsProps> = {
  tag: 'lp-hot-words',
  component: HotWords,
  attributes: { count: 'number', resultsUrl: 'string', inline: 'boolean' },
};

/**
 * `<lp-hot-words>`: The library's most searched words, as links that run that search.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-hot-words
 * @attr {number} count - How many words (default 10, at most 50).
 * @attr {string} results-url - URL template for results, e.g. `/catalogue?q={keyword}`.
 * @attr {boolean} inline - A compact strip: the heading, then one row of words that scrolls sideways.
 * @fires lp-search - `{keyword}` when a word is chosen.
 * @fires lp-navigate - Cancelable `{path: '/book-list', query: {keyword}}` before going to the results.
 * @csspart list - The words.
 * @csspart word - One word's link.
 */
export class HotWordsElement extends widgetElement(hotWordsWidget) {}

/** Registers `<lp-hot-words>` (once per page). */
export function define(): void {
  defineElement(hotWordsWidget.tag, HotWordsElement);
}
