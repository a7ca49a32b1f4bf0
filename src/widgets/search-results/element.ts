import { defineWidget } from '../../core';
import { SearchResults, type SearchResultsProps } from './SearchResults';

/**
 * `<lp-search-results>`: catalogue search results with holdings and paging.
 *
 * @tag lp-search-results
 * @attr keyword - The search keyword (a school results page can take it from its URL).
 * @attr page-size - Results per page (default 20, at most 100).
 * @attr api-base - API base URL. @attr org-code - Organisation code. @attr lang - zh | en.
 * @csspart list - The result list. @csspart item - One book. @csspart pagination - The pager.
 */
export const SearchResultsElement = defineWidget<SearchResultsProps>({
  tag: 'lp-search-results',
  component: SearchResults,
  attributes: { keyword: 'string', pageSize: 'number', page: 'number' },
});
