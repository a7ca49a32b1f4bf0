import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Connections, type ConnectionsProps } from './Connections';

export const connectionsWidget: WidgetDefinition<ConnectionsProps> = {
  tag: 'lp-connections',
  component: Connections,
  attributes: { list: 'string' },
};

/**
 * `<lp-connections>`: Follows and fans. The reader finds a reader of the same organisation
 * (by name, or by whole reader code), follows or unfollows them, sees whom they follow (with
 * a link to their public booklists and, if that reader shares it, what they are reading) and
 * who follows them, and chooses whether followers may see their own reading (off by default).
 * Logged out, it offers to log in. Every libportal element also takes `api-base`, `org-code`
 * and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-connections
 * @attr {string} list - The list shown first: `following` (default) or `fans`.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out; `/my-booklist` `{reader}` for a followed reader's booklists.
 * @csspart connections - The widget's content.
 * @csspart setting - The "let followers see my reading" setting.
 * @csspart search - Finding a reader.
 * @csspart results - The readers found.
 * @csspart lists - The following and fans lists.
 * @csspart people - The readers of the list shown.
 * @csspart person - One reader.
 * @csspart reading - What a followed reader is reading.
 * @csspart pagination - The pager.
 */
export class ConnectionsElement extends widgetElement(connectionsWidget) {}

/** Registers `<lp-connections>` (once per page). */
export function define(): void {
  defineElement(connectionsWidget.tag, ConnectionsElement);
}
