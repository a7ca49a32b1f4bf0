import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { NewsList, type NewsListProps } from './NewsList';

export const newsListWidget: WidgetDefinition<NewsListProps> = {
  tag: 'lp-news-list',
  component: NewsList,
  attributes: { type: 'string', pageSize: 'number' },
};

/**
 * `<lp-news-list>`: A paged list of news, notices or activities; an opened item shows in place (its body sanitised) unless the page handles `lp-navigate` itself.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-news-list
 * @attr {string} type - `news` (default), `notices` or `activities` (`notice`, `activity` also accepted).
 * @attr {number} page-size - Items per page (default 10, at most 50).
 * @fires lp-navigate - Cancelable `{path: '/infos', query: {type, id}}` when an item is opened; call `preventDefault()` to show it yourself.
 * @csspart list - The list.
 * @csspart item - One item.
 * @csspart pagination - The pager.
 * @csspart detail - An opened item.
 * @csspart body - Its (sanitised) body.
 * @csspart back - The back button.
 */
export class NewsListElement extends widgetElement(newsListWidget) {}

/** Registers `<lp-news-list>` (once per page). */
export function define(): void {
  defineElement(newsListWidget.tag, NewsListElement);
}
