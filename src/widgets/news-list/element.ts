import { defineWidget } from '../../core';
import { NewsList, type NewsListProps } from './NewsList';

/**
 * `<lp-news-list>`: a paged list of news, notices or activities; an opened item shows in
 * place (its body sanitised) unless the page handles `lp-navigate` itself.
 *
 * @tag lp-news-list
 * @attr type - `news` (default), `notices` or `activities` (`notice`, `activity` also accepted).
 * @attr page-size - Items per page (default 10, at most 50).
 * @attr api-base - API base URL. @attr org-code - Organisation code. @attr lang - zh | en.
 * @fires lp-navigate - cancelable `{path: '/infos', query: {type, id}}` when an item is opened;
 * call `preventDefault()` to show it yourself, otherwise the element shows it in place.
 * @cssprop --lp-color-primary-strong - Titles and links. @cssprop --lp-color-border - Separators.
 * @cssprop --lp-color-text-muted - Dates and counts. @cssprop --lp-font-family - Font.
 * @csspart list - The list. @csspart item - One item. @csspart pagination - The pager.
 * @csspart detail - An opened item. @csspart body - Its (sanitised) body. @csspart back - The back button.
 */
export const NewsListElement = defineWidget<NewsListProps>({
  tag: 'lp-news-list',
  component: NewsList,
  attributes: { type: 'string', pageSize: 'number' },
});
