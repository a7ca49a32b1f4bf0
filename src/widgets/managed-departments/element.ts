import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ManagedDepartments, type ManagedDepartmentsProps } from './ManagedDepartments';

export const managedDepartmentsWidget: WidgetDefinition<ManagedDepartmentsProps> = {
  tag: 'lp-managed-departments',
  component: ManagedDepartments,
  attributes: {},
};

/**
 * `<lp-managed-departments>`: The classes a teacher teaches, as the library assigned them,
 * each with its number of students; the teacher's tasks, compositions, programs and statistics
 * are limited to them, and the widget says the library assigns them (a teacher does not add
 * their own). A student is told it is for teachers; logged out, it offers to log in.
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
