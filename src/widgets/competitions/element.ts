import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Competitions, type CompetitionsProps } from './Competitions';

export const competitionsWidget: WidgetDefinition<CompetitionsProps> = {
  tag: 'lp-competitions',
  component: Competitions,
  attributes: {},
};

/**
 * `<lp-competitions>`: The library's reading competitions (title, days, rules) with their
 * standings, counted from the organisation's loans of the competition's days; a reader is
 * named only if they chose to be named in rankings (or is the viewer), others appear by an
 * alias; the viewer's own place. Logged out, it offers to log in. Every libportal element
 * also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties
 * (custom-elements.json lists them).
 *
 * @tag lp-competitions
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart competitions - The widget's content.
 * @csspart competition - The competition shown.
 */
export class CompetitionsElement extends widgetElement(competitionsWidget) {}

/** Registers `<lp-competitions>` (once per page). */
export function define(): void {
  defineElement(competitionsWidget.tag, CompetitionsElement);
}
