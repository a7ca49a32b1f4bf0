import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { SearchResults, type SearchResultsProps } from './SearchResults';

export const searchResultsWidget: WidgetDefinition<SearchResultsProps> = {
  tag: 'lp-search-results',
  component: SearchResults,
  attributes: {
    keyword: 'string',
    query: 'string',
    pageSize: 'number',
    page: 'number',
    searchForm: 'boolean',
    hideFacets: 'boolean',
    heading: 'string',
    bookUrl: 'string',
  },
};

/**
 * `<lp-search-results>`: Catalogue search results with facets, sort, the copy-status filter,
 * availability, holdings, AI quick read, "add to booklist" and paging; optionally the basic
 * and advanced search form above them.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-search-results
 * @attr {string} keyword - The search keyword (a school results page takes it from its URL).
 * @attr {string} query - An advanced query, e.g. `title:"harry potter" AND NOT author:rowling`; wins over `keyword`.
 * @attr {number} page-size - Results per page (default 20, at most 100).
 * @attr {number} page - The page shown (default 1).
 * @attr {boolean} search-form - Show the basic and advanced search form above the results.
 * @attr {boolean} hide-facets - Leave out the facet panel.
 * @attr {string} heading - The results heading (default: it names the keyword or query).
 * @attr {string} book-url - URL template of a book's page, e.g. `/book.html?id={bookid}`; the portal's /bookDetail otherwise.
 * @fires lp-navigate - Cancelable `{path, query}`: `/bookDetail` `{bookid}` when a book is opened, `/login` `{redirect}` when a logged-out reader agrees to log in.
 * @csspart search-form - The basic and advanced search form.
 * @csspart facets - The facet panel.
 * @csspart chips - The selected filters.
 * @csspart sort - The sort conditions.
 * @csspart list - The result list.
 * @csspart item - One book.
 * @csspart book-link - A book's title link.
 * @csspart quick-read - A book's AI quick read.
 * @csspart pagination - The pager.
 */
export class SearchResultsElement extends widgetElement(searchResultsWidget) {}

/** Registers `<lp-search-results>` (once per page). */
export function define(): void {
  defineElement(searchResultsWidget.tag, SearchResultsElement);
}
