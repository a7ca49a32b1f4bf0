import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { DeskToday, type DeskTodayProps } from './DeskToday';

export const deskTodayWidget: WidgetDefinition<DeskTodayProps> = {
  tag: 'lp-desk-today',
  component: DeskToday,
  attributes: {},
};

/**
 * `<lp-desk-today>`: Today at the library's circulation desk, for its staff: how many copies
 * were lent, returned and renewed today, and what needs doing (holds waiting on the pickup
 * shelf, loans overdue). Refreshes when an `lp-circulation-desk` on the same page acts. Only
 * staff (librarian, admin) see it. Every libportal element also takes `api-base`, `org-code`
 * and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-desk-today
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart desk-today - The widget's content.
 * @csspart figures - Today's figures.
 * @csspart todo - What needs doing.
 */
export class DeskTodayElement extends widgetElement(deskTodayWidget) {}

/** Registers `<lp-desk-today>` (once per page). */
export function define(): void {
  defineElement(deskTodayWidget.tag, DeskTodayElement);
}
