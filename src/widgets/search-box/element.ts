import { defineWidget } from '../../core';
import { SearchBox, type SearchBoxProps } from './SearchBox';

/**
 * `<lp-search-box>`: the catalogue search box with suggestions.
 *
 * @tag lp-search-box
 * @attr placeholder - Placeholder text (default: 书名/作者/ISBN).
 * @attr results-url - URL template for results, e.g. `/catalogue?q={keyword}`.
 * @attr keyword - Initial keyword.
 * @attr api-base - API base URL. @attr org-code - Organisation code. @attr lang - zh | en.
 * @fires lp-search - `{keyword, bookid?}` when a search is made.
 * @fires lp-navigate - cancelable `{path, query}` before going to the results.
 * @csspart input - The text input. @csspart button - The search button.
 * @csspart popup - The suggestion popup. @csspart option - One suggestion.
 */
export const SearchBoxElement = defineWidget<SearchBoxProps>({
  tag: 'lp-search-box',
  component: SearchBox,
  attributes: { placeholder: 'string', resultsUrl: 'string', keyword: 'string' },
});
