import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { Activities, type ActivitiesProps } from './Activities';

export const activitiesWidget: WidgetDefinition<ActivitiesProps> = {
  tag: 'lp-activities',
  component: Activities,
  attributes: {},
};

/**
 * `<lp-activities>`: The library's reading events (title, dates, place, description, places
 * taken of the capacity): the reader signs up once while there is room and cancels before the
 * start. Logged out, it offers to log in. Every libportal element also takes `api-base`,
 * `org-code` and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-activities
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart activities - The widget's content.
 */
export class ActivitiesElement extends widgetElement(activitiesWidget) {}

/** Registers `<lp-activities>` (once per page). */
export function define(): void {
  defineElement(activitiesWidget.tag, ActivitiesElement);
}
