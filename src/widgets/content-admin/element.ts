import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ContentAdmin, type ContentAdminProps } from './ContentAdmin';

export const contentAdminWidget: WidgetDefinition<ContentAdminProps> = {
  tag: 'lp-content-admin',
  component: ContentAdmin,
  attributes: {},
};

/**
 * `<lp-content-admin>`: The library's content, for its librarians and administrators: the
 * news, notices and activities (found by type, status and title), each a draft, published, or
 * scheduled for a date on the library's clock, with a rich-text body (headings, lists, bold,
 * italic, underline, quotes, links, pictures uploaded through the server's image pipeline),
 * which the server sanitises by the rules the portal shows it with; and the library
 * introduction and reader notice (plain text). A refusal is shown beside the field it names
 * with everything typed kept; a published item shows in the portal at its next page load on
 * every server. Every change is audited. The editor (Tiptap) is loaded only when an item is
 * opened.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme
 * properties (custom-elements.json lists them).
 *
 * @tag lp-content-admin
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart content-admin - The widget's content.
 * @csspart items - The list of news, notices and activities.
 * @csspart editor - The form of the item being edited.
 * @csspart info - The introduction and reader notice.
 * @csspart status - The line saying what the last save did.
 */
export class ContentAdminElement extends widgetElement(contentAdminWidget) {}

/** Registers `<lp-content-admin>` (once per page). */
export function define(): void {
  defineElement(contentAdminWidget.tag, ContentAdminElement);
}
