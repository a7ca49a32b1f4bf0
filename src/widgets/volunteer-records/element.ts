import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { VolunteerRecords, type VolunteerRecordsProps } from './VolunteerRecords';

export const volunteerRecordsWidget: WidgetDefinition<VolunteerRecordsProps> = {
  tag: 'lp-volunteer-records',
  component: VolunteerRecords,
  attributes: { view: 'string' },
};

/**
 * `<lp-volunteer-records>`: The reader's volunteer service as the library recorded it (service
 * date, type, hours, work date, place, note), by date (all, or between two days, with the hours
 * they add up to) or by school term (September–January, February–July) with the term's total
 * hours. Logged out, it offers to log in. Every libportal element also takes `api-base`,
 * `org-code` and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-volunteer-records
 * @attr {string} view - `date` (default) or `term`.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart volunteer-records - The widget's content.
 * @csspart by-date - The records by date.
 * @csspart by-term - The records of one term.
 * @csspart table - The records' table.
 * @csspart pagination - The pager.
 */
export class VolunteerRecordsElement extends widgetElement(volunteerRecordsWidget) {}

/** Registers `<lp-volunteer-records>` (once per page). */
export function define(): void {
  defineElement(volunteerRecordsWidget.tag, VolunteerRecordsElement);
}
