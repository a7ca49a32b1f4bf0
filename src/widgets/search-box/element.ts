import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { SearchBox, type SearchBoxProps } from './SearchBox';

export const searchBoxWidget: WidgetDefinition<SearchBoxProps> = {
  tag: 'lp-search-box',
  component: SearchBox,
  attributes: {
    placeholder: 'string',
    resultsUrl: 'string',
    keyword: 'string',
    location: 'string',
  },
};

/**
 * `<lp-search-box>`: The catalogue search box with suggestions (a WAI-ARIA combobox).
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-search-box
 * @attr {string} placeholder - Placeholder text (default 书名/作者/ISBN).
 * @attr {string} results-url - URL template for results, e.g. `/catalogue?q={keyword}`.
 * @attr {string} keyword - The keyword shown initially.
 * @attr {string} location - A location's id: the results are of its holdings (`{location}` in `results-url`).
 * @fires lp-search - `{keyword, bookid?}` when a search is made.
 * @fires lp-navigate - Cancelable `{path, query}` before going to the results.
 * @csspart input - The text input.
 * @csspart button - The search button.
 * @csspart popup - The suggestion popup.
 * @csspart option - One suggestion.
 */
export class SearchBoxElement extends widgetElement(searchBoxWidget) {}

/** Registers `<lp-search-box>` (once per page). */
export function define(): void {
  defineElement(searchBoxWidget.tag, SearchBoxElement);
}
