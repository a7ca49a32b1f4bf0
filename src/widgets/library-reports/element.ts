import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { LibraryReports, type LibraryReportsProps } from './LibraryReports';

export const libraryReportsWidget: WidgetDefinition<LibraryReportsProps> = {
  tag: 'lp-library-reports',
  component: LibraryReports,
  attributes: {},
};

/**
 * `<lp-library-reports>`: The library's reports, for its staff: loans per month and per class,
 * the overdue list with classes and days late (printable), the most borrowed titles, the
 * readers who never borrowed (per class), fines collected per month and method, and, for
 * admins, the audit log; over a range of library days (at most two years). Each chart comes
 * with its table; each report exports as CSV or Excel. Only staff (librarian, admin) may use
 * it. Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-library-reports
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart library-reports - The widget's content.
 * @csspart controls - The report, range, export and print controls (not printed).
 * @csspart charts - A report's charts.
 * @csspart overdue - The overdue list.
 * @csspart never-borrowed - The readers who never borrowed.
 * @csspart audit - The audit log.
 */
export class LibraryReportsElement extends widgetElement(libraryReportsWidget) {}

/** Registers `<lp-library-reports>` (once per page). */
export function define(): void {
  defineElement(libraryReportsWidget.tag, LibraryReportsElement);
}
