import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { CategorySearch, type CategorySearchProps } from './CategorySearch';

export const categorySearchWidget: WidgetDefinition<CategorySearchProps> = {
  tag: 'lp-category-search',
  component: CategorySearch,
  attributes: { category: 'string', pageSize: 'number', page: 'number', bookUrl: 'string' },
};

/**
 * `<lp-category-search>`: The library's category tree (CLC) with book counts; choosing a
 * category lists its books with facets, sort and paging.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-category-search
 * @attr {string} category - The category shown first, by its CLC code (e.g. `I`, `I24`).
 * @attr {number} page-size - Results per page (default 20, at most 100).
 * @attr {number} page - The page shown (default 1).
 * @attr {string} book-url - URL template of a book's page, e.g. `/book.html?id={bookid}`; the portal's /bookDetail otherwise.
 * @fires lp-navigate - Cancelable `{path, query}`: `/bookDetail` `{bookid}` when a book is opened, `/login` `{redirect}` when a logged-out reader agrees to log in.
 * @csspart tree - The category tree.
 * @csspart facets - The facet panel.
 * @csspart list - The result list.
 * @csspart item - One book.
 * @csspart pagination - The pager.
 */
export class CategorySearchElement extends widgetElement(categorySearchWidget) {}

/** Registers `<lp-category-search>` (once per page). */
export function define(): void {
  defineElement(categorySearchWidget.tag, CategorySearchElement);
}
