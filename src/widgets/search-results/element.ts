import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { SearchResults, type SearchResultsProps } from './SearchResults';

export const searchResultsWidget: WidgetDefinition<SearchResultsProps> = {
  tag: 'lp-search-results',
  component: SearchResults,
  attributes: { keyword: 'string', pageSize: 'number', page: 'number' },
};

/**
 * `<lp-search-results>`: Catalogue search results with availability, holdings and paging.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-search-results
 * @attr {string} keyword - The search keyword (a school results page takes it from its URL).
 * @attr {number} page-size - Results per page (default 20, at most 100).
 * @attr {number} page - The page shown (default 1).
 * @csspart list - The result list.
 * @csspart item - One book.
 * @csspart pagination - The pager.
 */
export class SearchResultsElement extends widgetElement(searchResultsWidget) {}

/** Registers `<lp-search-results>` (once per page). */
export function define(): void {
  defineElement(searchResultsWidget.tag, SearchResultsElement);
}
