import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { HomeMenu, type HomeMenuProps } from './HomeMenu';

export const homeMenuWidget: WidgetDefinition<HomeMenuProps> = {
  tag: 'lp-home-menu',
  component: HomeMenu,
  attributes: { heading: 'string' },
};

/**
 * `<lp-home-menu>`: The library's home menu, as its configuration lists it, each entry with
 * its icon: the quick services first — reservation and renewal, and customer service
 * consultation, which shows the library's phone as a link to call — then its other pages
 * (introduction, reader notice, news, announcements, activities, digital resources, RSS).
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme
 * properties (custom-elements.json lists them).
 *
 * @tag lp-home-menu
 * @attr {string} heading - The heading of the library's pages (default 图书馆服务 / Library services).
 * @fires lp-navigate - Cancelable `{path, query}` before an entry's page is opened (e.g. `/infos` `{type: 'news'}`).
 * @csspart home-menu - The widget's content.
 * @csspart entries - A group's entries.
 * @csspart entry - One entry (a link, or the customer service button).
 * @csspart phone - The customer service phone, shown from its entry.
 */
export class HomeMenuElement extends widgetElement(homeMenuWidget) {}

/** Registers `<lp-home-menu>` (once per page). */
export function define(): void {
  defineElement(homeMenuWidget.tag, HomeMenuElement);
}
