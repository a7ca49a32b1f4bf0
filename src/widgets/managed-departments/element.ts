import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ManagedDepartments, type ManagedDepartmentsProps } from './ManagedDepartments';

export const managedDepartmentsWidget: WidgetDefinition<ManagedDepartmentsProps> = {
  tag: 'lp-managed-departments',
  component: ManagedDepartments,
  attributes: {},
};

/**
 * `<lp-managed-departments>`: The classes a teacher teaches. Every class and teaching group of
 * the organisation with its number of students, the teacher's own ticked; ticking a class takes
 * it on and unticking lets it go, and the teacher's tasks, programs and statistics are limited
 * to the ticked ones. A student is told it is for teachers; logged out, it offers to log in.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme
 * properties (custom-elements.json lists them).
 *
 * @tag lp-managed-departments
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart managed-departments - The widget's content.
 */
export class ManagedDepartmentsElement extends widgetElement(managedDepartmentsWidget) {}

/** Registers `<lp-managed-departments>` (once per page). */
export function define(): void {
  defineElement(managedDepartmentsWidget.tag, ManagedDepartmentsElement);
}
