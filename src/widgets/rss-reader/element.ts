import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { RssReader, type RssReaderProps } from './RssReader';

export const rssReaderWidget: WidgetDefinition<RssReaderProps> = {
  tag: 'lp-rss-reader',
  component: RssReader,
  attributes: {},
};

/**
 * `<lp-rss-reader>`: The reader's RSS subscriptions: add one (a name and an http(s) address,
 * checked as typed), edit or remove it (after a confirmation), and read a feed's items as text,
 * each linking to its page in a new tab. The library's server fetches the feeds, refusing
 * addresses of private networks, and caches them a few minutes. Logged out, it offers to log
 * in. Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-rss-reader
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart rss-reader - The widget's content.
 * @csspart subscriptions - The list of subscriptions and the add/edit form.
 * @csspart items - The chosen feed's items.
 */
export class RssReaderElement extends widgetElement(rssReaderWidget) {}

/** Registers `<lp-rss-reader>` (once per page). */
export function define(): void {
  defineElement(rssReaderWidget.tag, RssReaderElement);
}
