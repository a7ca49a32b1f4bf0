import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ActivityAdmin, type ActivityAdminProps } from './ActivityAdmin';

export const activityAdminWidget: WidgetDefinition<ActivityAdminProps> = {
  tag: 'lp-activity-admin',
  component: ActivityAdmin,
  attributes: {},
};

/**
 * `<lp-activity-admin>`: The library's activities, for its librarians and administrators: the
 * list (coming and under way first, then past ones) with how many of the places are taken; a
 * form to create or edit one (title, start and end on the library's clock, place, description,
 * places), where a refusal is shown beside the field it names with everything typed kept (a
 * number of places below the readers already signed up names their number); deleting one not
 * started yet, whose signed-up readers are sent a message; and the sign-up list (name, reader
 * code, class, time, in sign-up order) to export as CSV or print. Readers see the activities and
 * sign up on lp-activities. Every change is audited.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme
 * properties (custom-elements.json lists them).
 *
 * @tag lp-activity-admin
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart activity-admin - The widget's content.
 * @csspart activities - The list of activities.
 * @csspart form - The form of the activity being created or edited.
 * @csspart signups - The sign-up list of one activity (what is printed).
 * @csspart status - The line saying what the last change did.
 */
export class ActivityAdminElement extends widgetElement(activityAdminWidget) {}

/** Registers `<lp-activity-admin>` (once per page). */
export function define(): void {
  defineElement(activityAdminWidget.tag, ActivityAdminElement);
}
